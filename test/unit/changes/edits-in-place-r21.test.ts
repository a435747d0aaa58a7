import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 21 (issue #21, w3u's edits in place by class), in other wordings than the blind rows: a unit's number written in
 * and the department above the section written before it (Japanese, Korean, Chinese); a Thai title replaced by its English
 * translation; the English name written before the title kept in brackets; with controls that stay changes (another
 * section number or department, a rank or function in English, two English titles whose words another language spells
 * alike, a unit renamed around a Latin short form). Then probes (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r21-edits.json', 'pairs-r21-edits-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place, round 21', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
