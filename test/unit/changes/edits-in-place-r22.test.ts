import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 22 (issue #21, w3v's edits in place by class), in other wordings than the blind rows: a compound written closed,
 * open or with hyphens; a head of a department (مدير إدارة, Inköpschef, Руководитель отдела …) put into English as a
 * manager; a short form (CRM, PR, QA) in one title and its words written out in another language in the other; one country
 * named after the title; a lead or team word gained beside the same function words — with controls that stay changes
 * (another rank or function, a director's own word, a region or a list of countries, a country replaced); and a whole title
 * translated between two languages neither of them English, with controls (another rank or function, one language).
 * Then probes (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r22-edits.json', 'pairs-r22-edits-probe.json', 'pairs-r22-edits-languages.json', 'pairs-r22-edits-languages-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place, round 22', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
