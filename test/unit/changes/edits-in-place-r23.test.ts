import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 23 (issue #21, w3w's edits in place by class), in other wordings than the blind rows: the team or unit the role works
 * in named after a dash (with a pictograph, a reorder, a clipped "Sysadmin"); a word that means both a manager and an
 * administrator (מנהל, مدير, yönetici, διαχειριστής, správce, 管理者, 관리자) put into English as a manager; a short form both
 * titles hold (IT in Cyrillic letters, TI) — with controls that stay changes (a team replaced, a lead, a grade or a market
 * added, an administrator's own word, another rank or function). Then probes (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r23-edits.json', 'pairs-r23-edits-probe.json', 'pairs-r23-probe2.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place and side roles, round 23 (the edits, and the second probe of both)', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
