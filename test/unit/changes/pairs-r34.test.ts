import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 34 (issue #21, pairs34; read set: w4j's pairs): three mechanisms, each written as development rows in the 24
 * languages and English before its rule, with controls, and a probe written after the rules.
 * - Namesakes that are separate groups (`company/group-names-namesakes.ts`, Aldi Nord / Aldi Süd, Godrej and Jindal split in
 *   place; `groups.ts`: a common word listed with its legal form is not the namesake written with another jurisdiction's).
 * - Leaving a job for full-time study.
 * - Edits that change nothing: a gloss in another language, a professional order's or register's membership.
 */
const files = [
  'pairs-r34-namesakes.json',
  'pairs-r34-namesakes-probe.json',
  'pairs-r34-study.json',
  'pairs-r34-study-probe.json',
  'pairs-r34-edits.json',
  'pairs-r34-edits-probe.json',
]
  .map((f) => `test/fixtures/detection-w3/${f}`)
  .filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url)));
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('namesakes, full-time study and edits that change nothing, round 34', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
