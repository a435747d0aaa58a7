import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 19 (issue #21, w3s's edits in place by class), written before the rules in other wordings than the blind rows: two
 * clipped words run together and written out ("SecOps" ≡ "Security Operations"), an English gloss after a title in
 * another language with an acronym on both sides, the team the same role works in named as a team in brackets, pronouns
 * beside another edit, and the same role named in two languages; each with controls that stay changes
 * (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r19-edits.json', 'pairs-r19-edits-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place, round 19', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
