import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 20 (issue #21, w3t's edits in place by class), written before the rules in other wordings than the blind rows: the
 * English name written before the title in another language, after a bar or a dash or where another script begins; a site
 * run on after the title without a separator; a second site joined by "&" or the language's "and"; with controls that
 * stay changes (another role or a rank in English, an area, a site replaced by another, a function after the site). Then
 * probes written after the rules (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r20-edits.json', 'pairs-r20-edits-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place, round 20', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
