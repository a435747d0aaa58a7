import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 17 (issue #21, w3q's residue by class), written before the rules in other wordings than the blind rows: places
 * a pictograph decorates (a region word of the profile's language, the flag before or after, in brackets or after a
 * dash, several countries joined by "&"), new entries at the same employer that go from a director or manager to a
 * senior individual contributor, teaching at an adult-education centre that stays when the job ends, and study written
 * in Thai and the other scripts; each with controls that must stay a change (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r17-edits.json', 'pairs-r17-entries.json', 'pairs-r17-edits-probe.json', 'pairs-r17-entries-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place and entries, round 17', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
