import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 16 (issue #21): edits in place by class — abbreviations written out with the language's small words between,
 * plural acronyms with doubled letters and syllabic acronyms, a region with its flags, customers or the employer's own
 * unit named, the same words reordered around a separator, two titles of one language with no word in common — each
 * in several languages, with controls that must stay a change (test/fixtures/detection-w3/README.md).
 */
const pairs = [...loadStoryPairs('test/fixtures/detection-w3/pairs-r16-edits.json'), ...loadStoryPairs('test/fixtures/detection-w3/pairs-r16-edits-probe.json')];

describe('edits in place, round 16', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
