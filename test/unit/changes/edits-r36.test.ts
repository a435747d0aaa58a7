import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 36 (issue #21, w4k's "Contact Centre Manager" → "Contact Centre Manager (team of 60)" and "客服中心督導" → "客服中心督導
 * (Customer Service Center Supervisor)"): a team size, headcount or direct reports added after a title kept word for word is no
 * change unless the title read an individual's (`changes/title-team-size.ts`), and the role nouns of Chinese, Japanese, Korean,
 * Thai and the thin scripts with their ranks (`changes/title-role-ranks.ts`). Controls: an individual stating a team, a count
 * of things, a budget, a region, a gloss of another rank. Rows still wrong are in `pairs-r36-edits-open.json` with a `why` each.
 */
const files = ['pairs-r36-team-size.json', 'pairs-r36-cjk-glosses.json', 'pairs-r36-team-size-probe.json', 'pairs-r36-cjk-glosses-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('a team size added, and a CJK role noun glossed, round 36', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
