import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 40 (issue #21, pairs40e; read sets: all but the blind ones): a new entry's direction at one employer read from a
 * numbered grade, a grade word, the role noun's rank and the remit's reach (`entry-rank.ts`), and a department, desk or team
 * written after a title kept whole (`title-unit-added.ts`). Development rows were written before the rules (first run 91/128),
 * the probe after them, run once (18/22). Rows still wrong are in `pairs-r40-edits-open.json` with a `why` each
 * (docs/decisions.md, "Detection round 40 (pairs40e)").
 */
const files = ['test/fixtures/detection-w3/pairs-r40-edits.json', 'test/fixtures/detection-w3/pairs-r40-edits-probe.json'];
const pairs = files.flatMap((file) =>
  loadStoryPairs(file).map((p) => ({ ...p, id: `${file.replace('test/fixtures/detection-w3/', '')} ${p.id}` })),
);

describe('edits in place and the direction of a new entry at one employer, round 40', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
