import { describe, expect, it } from 'vitest';

import { detectChange, type Position, type Snapshot } from '../../../src/domain/changes';
import { sameCompanyFamily } from '../../../src/domain/company/families';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 28 (issue #21, w4b's residue by class), in other wordings, employers and languages than the blind rows: a main job
 * the earlier headline presented ends while an older entry stays (`changes/main-job-ended.ts`), exam preparation written as
 * the entry's name (`titles/education.ts`), hospital groups and their hospitals by shape (`company/hospital-groups.ts`) and as
 * data (`company/group-names-health.ts`). Then the probe written after.
 */
const files = ['pairs-r28-side.json', 'pairs-r28-exams.json', 'pairs-r28-hospitals.json', 'pairs-r28-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('a main job that ends beside an older entry, exam preparation as a name, hospital groups, round 28', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

function job(company: string, title: string, started_on: string, ended_on: string | null, id: string | null): Position {
  return { company, company_social_id: id, title, started_on, ended_on, is_current: ended_on === null };
}

function snapshot(headline: string | null, positions: Position[]): Snapshot {
  return { found: true, first_name: 'Ines', last_name: 'Moreau', headline, positions };
}

describe('the job the headline presented is the main one, whichever started last', () => {
  const main = (end: string | null) => job('Northwind Logistics', 'Dispatcher', '2012', end, '101');
  const side = (start: string) => job('Riverside Harriers', 'Club Treasurer', start, null, '102');

  it('when the presented job ends and an entry held beside it since years stays, then the person left', () => {
    const found = detectChange(snapshot('Dispatcher | Northwind Logistics', [main(null), side('2019')]), snapshot('Dispatcher | Northwind Logistics', [main('2026-04'), side('2019')]));
    expect(found?.type).toBe('left');
  });

  it('when the entry that stays began two months before the end, then it is the new job: moved', () => {
    const found = detectChange(snapshot('Dispatcher | Northwind Logistics', [main(null), side('2026-02')]), snapshot('Dispatcher | Northwind Logistics', [main('2026-04'), side('2026-02')]));
    expect(found?.type).toBe('moved');
  });

  it('when the headline presents the entry that stays and an older second job ends, then the main job continues: no change', () => {
    const later = job('Harbourline Freight Ltd', 'Operations Manager', '2019', null, '103');
    const headline = 'Operations Manager | Harbourline Freight';
    const found = detectChange(snapshot(headline, [main(null), later]), snapshot(headline, [main('2026-04'), later]));
    expect(found).toBeNull();
  });
});

describe('hospital groups by the names alone', () => {
  it('when a group named with facility words and its hospital named with a place share a distinctive stem, then they are one family', () => {
    expect(sameCompanyFamily('Asklepios Kliniken GmbH', 'Asklepios Klinik Barmbek')).toBe(true);
  });

  it("when two hospitals share only a saint's name, then they are two employers", () => {
    expect(sameCompanyFamily("St. Luke's Hospital", "St. Luke's Hospital Chesterfield")).toBe(false);
  });
});
