import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 26 (issue #21, w3z's residue by class), in other wordings, institutions and languages than the blind rows: a
 * university's own schools, faculties, institutes and offices under names of their own (`company/university-units.ts`),
 * education groups, research societies and university systems as data (`company/group-names-education.ts`), universities
 * that share a city or a word staying moves; academic ranks on a new entry at the same institution, side professorships
 * beside a job, retirements worded as phrases, posts that run a students' service; a school's ladder (`changes/school-ladder.ts`). Then probes written after.
 */
const files = ['pairs-r26-universities.json', 'pairs-r26-ranks.json', 'pairs-r26-teaching.json', 'pairs-r26-universities-probe.json', 'pairs-r26-ranks-probe.json', 'pairs-r26-teaching-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('universities and their units, education groups, academic ranks, round 26', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
