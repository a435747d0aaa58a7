import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { isEducationEntry } from '../../../src/domain/titles/education';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 29 (issue #21, w4c's residue by class), in other wordings, employers and languages than the read rows: a main job
 * the earlier headline presented ends beside an older entry while its title holds side-role words (`compare-snapshots.ts`
 * `primaryGone`), a degree programme written against a Han, Kana or Hangul word and a school's staff written the same way
 * (`titles/education.ts`, `titles/study-terms.ts`), financial groups and their arms as data (`company/group-names-finance.ts`)
 * with their look-alikes, and a post's deputy in another department (`changes/deputy-post.ts`). Then the probe written after.
 */
const files = ['pairs-r29-side.json', 'pairs-r29-school.json', 'pairs-r29-families.json', 'pairs-r29-step.json', 'pairs-r29-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('a presented main job with side-role words, degrees written unspaced, financial groups, deputies across departments, round 29', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

describe('a degree written against another script is a word of its own', () => {
  const school = { company: '南京大学商学院' };
  it.each(['全日制MBA', '非全日制EMBA', 'フルタイムMBA', '풀타임MBA', 'MBA全日制'])('when the title is "%s" at a school, then it is study', (title) => {
    expect(isEducationEntry({ ...school, title })).toBe(true);
  });
  it.each(['MBA项目经理', 'MBA招生主任', 'MBAプログラム担当', 'MBA 입학담당 매니저', 'EMBA办公室 行政专员'])('when the title is "%s" at a school, then it is a job there', (title) => {
    expect(isEducationEntry({ ...school, title })).toBe(false);
  });
});
