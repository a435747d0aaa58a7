import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { sameRole } from '../../../src/domain/changes/title-equivalence';
import { postNominalCuts } from '../../../src/domain/changes/title-post-nominals';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 28 (issue #21, w4b's edits in place by class, in other wordings than the blind rows): credentials after a kept title read
 * by their shape, a short form written out with its unit or zone added, a whole title translated segment by segment, common
 * words written out beside a credential. Development pairs first, then a probe written after the rules.
 */
const files = ['pairs-r28-edits.json', 'pairs-r28-edits-probe.json', 'pairs-r28-probe2.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place, round 28', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });

  it('when letters after a title name a market, an area, a role or a managing director, then they are no credentials', () => {
    expect(sameRole('Sales Manager', 'Sales Manager EMEA')).toBe(false);
    expect(sameRole('Account Executive', 'Account Executive SMB')).toBe(false);
    expect(sameRole('Product Manager', 'Product Manager, CRM')).toBe(false);
    expect(sameRole('Head of Operations', 'Head of Operations, MD')).toBe(false);
    expect(sameRole('Engineer', 'Engineer MEP')).toBe(false);
    // Shorter runs first: the unit in capitals before the letters is tried as the title's before it is tried as a credential.
    expect(postNominalCuts('Staff Nurse, Cardiac ICU, RN BSN').slice(0, 2)).toEqual(['Staff Nurse, Cardiac ICU, RN', 'Staff Nurse, Cardiac ICU']);
  });

  it('when a credential comes with a new rank or unit, then the edit stays a change (the guard the other way)', () => {
    expect(sameRole('Registrar', 'Consultant Surgeon MBChB FRCS')).toBe(false);
    expect(sameRole('Staff Nurse', 'Charge Nurse, RN')).toBe(false);
    expect(sameRole('Staff Nurse, Ward 12', 'Staff Nurse, Ward 14, RN')).toBe(false);
    expect(sameRole('CNO', 'Deputy Chief Nursing Officer, North Division')).toBe(false);
    expect(sameRole('GM', 'General Manager, Sales')).toBe(false);
    expect(sameRole('Consilier – Direcția Relații Contractuale', 'Senior Adviser – Contractual Relations Directorate')).toBe(false);
    expect(sameRole('Consilier superior – Direcția Juridică', 'Senior Adviser – Human Resources Directorate')).toBe(false);
    expect(sameRole('Ricercatore, Dipartimento di Fisica', 'Professor, Department of Physics')).toBe(false);
    expect(sameRole('Asst. Prof., Dept. of Surgery', 'Associate Professor, Department of Surgery')).toBe(false);
    // Probe 2: the older translation test read these alike (the lexicon keeps no grade in "Técnica Superior"); the grades veto it.
    expect(sameRole('Técnica Superior – Subdirección de Calidad', 'Technician – Quality Sub-directorate')).toBe(false);
  });

  it('when a profile word names an Object.prototype member, then the new tables answer nothing for it', () => {
    expect(() => sameRole('Constructor – Direcția Constructor', 'Senior Constructor – Constructor Directorate')).not.toThrow();
    expect(sameRole('Constructor. Manager', 'Constructor Manager, MD')).toBe(false);
    expect(sameRole('Inginer constructor', 'Inginer constructor MBChB')).toBe(true);
  });
});
