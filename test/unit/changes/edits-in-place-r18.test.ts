import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 18 (issue #21, w3r's residue by class), written before the rules in other wordings than the blind rows: the same
 * role written in another language (with controls across languages that change the role), a basin, field, terminal,
 * site or gate added to the same role, an English gloss with an acronym after a title in another language; independent
 * and non-executive seats written with the board's abbreviation, teaching at a university in the languages the teaching
 * words lacked, a club office as the only new entry after the job ends; each with controls (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r18-edits.json', 'pairs-r18-entries.json', 'pairs-r18-edits-probe.json', 'pairs-r18-entries-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place and side roles, round 18', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
