import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { sameRole } from '../../../src/domain/changes/title-equivalence';
import { sideRoleKind } from '../../../src/domain/titles/side-roles';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 27 (issue #21, w3z's and w4a's residue by class), in other wordings than the blind rows: a title kept word for word with
 * its translation added (judged by the grades the gloss names, not by the lexicon, which reads such titles as no function), the
 * names of the units served listed after it, short forms written out by their initials, words reordered around a preposition,
 * an academic rank changed before the title, a civil-service grade glossed as its division's director; and seats that outlive
 * the job — non-profit boards, tenants' councils, places of worship, editorial boards, exam panels, part-time teaching — with
 * paid posts at such bodies kept as moves. Development pairs first, then probes written after the rules.
 */
const files = ['pairs-r27-edits.json', 'pairs-r27-seats.json', 'pairs-r27-edits-probe.json', 'pairs-r27-seats-probe.json', 'pairs-r27-probe2.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place and side roles, round 27', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });

  it('when real title changes share words with the old title, then they stay changes (the guard the other way)', () => {
    expect(sameRole('Senior Analyst', 'Senior Analyst, Tax Policy')).toBe(false);
    expect(sameRole('Analyst', 'Senior Analyst')).toBe(false);
    expect(sameRole('Head of Finance', 'Head of Procurement')).toBe(false);
    expect(sameRole('연구원', '연구원 (Senior Researcher)')).toBe(false);
    expect(sameRole('Doç. Dr., İnşaat Fakültesi', 'Prof. Dr., İnşaat Fakültesi')).toBe(false);
    expect(sameRole('Assistant to the Director', 'Assistant Director')).toBe(false);
  });

  it('when a profile word names an Object.prototype member, then the new tables answer nothing for it', () => {
    expect(() => sameRole('Inginer constructor', 'Inginer constructor – Senior Constructor Manager')).not.toThrow();
    expect(sameRole('Inginer constructor', 'Inginer constructor – Senior Constructor Manager')).toBe(false);
    expect(sameRole('HoD constructor', 'Head of Department constructor')).toBe(true);
    expect(sideRoleKind('constructor')).toBeNull();
  });
});
