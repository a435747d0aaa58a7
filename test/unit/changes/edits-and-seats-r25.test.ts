import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 25 (issue #21, w3y's residue by class), in other wordings than the blind rows: post-nominal letters, chartered and
 * licensed statuses and a chamber's membership added after a title (MRICS, CEng MIStructE, P.E., RIBA ARB, Dipl.-Ing., ČKAIT,
 * "mérnöki kamarai tag", "colegiada", "inscrite à l'Ordre", 技術士, 기술사 …) are edits, and so is a tool named after it
 * (Primavera P6, Revit, AutoCAD, Tekla …) and a Korean or Japanese grade glossed in English with the unit before the grade's
 * name; a grade word, another grade or another role gained stays a change. A committee or council seat at an engineers',
 * architects' or surveyors' chamber held beside a job stays when the job ends (the person has left) and is no move when
 * added; a job at a chamber started after the job ended stays a move. Then probes (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r25-edits.json', 'pairs-r25-seats.json', 'pairs-r25-edits-probe.json', 'pairs-r25-seats-probe.json', 'pairs-r25-probe2.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place and side roles, round 25', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
