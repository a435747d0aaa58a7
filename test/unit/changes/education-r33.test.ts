import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { namesSchool } from '../../../src/domain/company/schools';
import { isEducationEntry } from '../../../src/domain/titles/education';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 33 (issue #21, education33): education as the current entry, written as a matrix of entry kinds × languages
 * before any rule (173 of 187 right on main): degree students, schools named without a school word, bootcamps and online
 * schools, vocational and exam programmes, exchange and study years, a programme's participant or a named scholarship's
 * scholar at a school; controls that stay `moved` (staff of a school, a postdoc, companies named like schools, corporate
 * universities, an apprenticeship at an employer). Rows still wrong are in `pairs-r33-education-open.json` with a `why`
 * each (docs/decisions.md, "Detection round 33 (education)").
 */
const files = ['test/fixtures/detection-w3/pairs-r33-education.json', 'test/fixtures/detection-w3/pairs-r33-education-probe.json'];
const pairs = files.flatMap((file) =>
  loadStoryPairs(file).map((p) => ({ ...p, id: `${file.replace('test/fixtures/detection-w3/', '')} ${p.id}` })),
);

describe('education as the current entry, round 33', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

describe('a programme member at a school, round 33', () => {
  it('when a participant or a named scholarship\'s scholar is at a place of study, then the entry is study', () => {
    expect(isEducationEntry({ company: 'INSEAD', title: 'Participant' })).toBe(true);
    expect(isEducationEntry({ company: 'University of Oxford', title: 'Rhodes Scholar' })).toBe(true);
  });

  it('when the scholar is an academic post or the participant names a role, then the entry is a job', () => {
    expect(isEducationEntry({ company: 'University of Oxford', title: 'Visiting Scholar' })).toBe(false);
    expect(isEducationEntry({ company: 'INSEAD', title: 'Participant Services Coordinator' })).toBe(false);
    expect(isEducationEntry({ company: 'Acme Corp', title: 'Participant' })).toBe(false);
  });

  it('when a school is known by a name with no school word, then it names a school; a common word or a company does not', () => {
    expect(namesSchool('Ironhack')).toBe(true);
    expect(namesSchool('Technion')).toBe(true);
    expect(namesSchool('42 Technologies')).toBe(false);
    expect(namesSchool('Wharton Capital Partners')).toBe(false);
  });
});
