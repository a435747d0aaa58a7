import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 33 (issue #21, edits in place as a matrix of edit kinds × languages): for the 24 languages and English, each edit that
 * changes nothing — punctuation and case, accents, abbreviations, plural and singular, gendered forms, word order and
 * compounds, connectives, an English gloss or translation, a site or department in brackets, emoji, a credential — and each
 * kind's controls that are changes (a rank added or removed, a deputy's prefix, a function changed, "Assistant to the
 * Director", a promotion written with the same abbreviation, a region of several countries added or replaced). Mechanisms in
 * `changes/title-edits.ts` (plural, gender, compounds, short forms, 님, traditional Chinese), `title-kept.ts` (a function's
 * gloss), `title-trade-forms.ts` (a department in brackets); the probe was written after the rules.
 */
const files = ['pairs-r33-edits.json', 'pairs-r33-edits-probe.json', 'pairs-r33-edits-probe2.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place as a matrix of edit kinds and languages, round 33', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
