import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 35 (issue #21, w4i's "출장관리 매니저" → "출장관리 매니저 (Travel Manager)" and "Koordinator Perjalanan Dinas" → "Business
 * Travel Coordinator"): a gloss or a translation of one title at one entry, judged by its role noun (coordinator, manager,
 * specialist, technician … in the 24 languages and English, `changes/title-role-ranks.ts`) and not by trade words the lexicon
 * may lack (travel, fleet, facilities, events, archives, a lab, security, translation). Controls: a rank, a grade, a function
 * read everywhere or a remit changed with the translation, a trade rewritten in one language. Rows still wrong are in
 * `pairs-r35-open.json` with a `why` each.
 */
const files = ['pairs-r35-glosses.json', 'pairs-r35-translations.json', 'pairs-r35-glosses-probe.json', 'pairs-r35-translations-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('a gloss or a translation of the same title, round 35', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
