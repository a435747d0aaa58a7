import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 29 (issue #21, w4c's edit in place "Kundenberaterin Private Banking" → "Private Banking Advisor", by class in other
 * wordings and languages): a role noun translated between two languages with the other words kept as written, in any order,
 * and no separator. Development pairs first, then a probe written after the rule.
 */
const files = ['pairs-r29-edits.json', 'pairs-r29-edits-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place, round 29', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
