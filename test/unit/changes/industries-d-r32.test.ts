import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { groupVerdict } from '../../../src/domain/company/groups';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 32 (issue #21, industries32b): professional services' networks and groups as data
 * (`company/group-names-public-professional.ts`) — the Big Four and the next audit networks with their country member firms, the
 * consultancies, law firms and engineering consultancies — written before any read set showed them; the pairs were written
 * before the data: 48 of 84 right on main, 82 after it (2 in the -open file) (docs/decisions.md, "Detection round 32 (industries d)").
 */
// The probe, written after the data in other wordings (other member firms, mergers, strangers): 24/24 as first run, 16/24 on main.
const pairs = ['pairs-r32-industries-d.json', 'pairs-r32-industries-d-probe.json'].flatMap((f) =>
  loadStoryPairs(`test/fixtures/detection-w3/${f}`).map((p) => ({ ...p, id: `${f} ${p.id}` })),
);

describe('professional-services networks and public bodies, round 32', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

describe('member firms, former members and strangers, round 32', () => {
  it('when a country member firm writes its own legal name, then it is the network\'s family in any script', () => {
    expect(groupVerdict('KPMG', '有限責任 あずさ監査法人')).toBe('same');
    expect(groupVerdict('EY', 'S.R. Batliboi & Co. LLP')).toBe('same');
    expect(groupVerdict('Deloitte', '안진회계법인')).toBe('same');
  });

  it('when a firm left its network or only shares its name, then it is another employer', () => {
    expect(groupVerdict('Dentons', '北京大成律师事务所')).toBe('different');
    expect(groupVerdict('Bain & Company', 'Bain Capital')).toBe('different');
    expect(groupVerdict('BDO', 'BDO Unibank')).toBe('different');
  });
});
