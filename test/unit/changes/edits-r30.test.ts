import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 30 (issue #21, w4d's field-service edits in place, by class in other
 * wordings and languages): a trade certification added, a domain short form written out, a GM's title translated, the
 * department and region named after a title kept whole. Development pairs first, then a probe written after the rule.
 */
const files = ['pairs-r30-edits.json', 'pairs-r30-edits-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place, round 30', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
