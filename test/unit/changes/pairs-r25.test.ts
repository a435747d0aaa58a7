import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 25 (issue #21, w3y's residue by class), in other wordings, companies and languages than the blind rows, written
 * before the data and the rules: a construction, engineering-design or infrastructure group's operating company under its
 * own brand (`company/group-names-construction.ts`), with look-alikes, sold arms and spin-offs that stay moves. Then probes
 * written after (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r25-groups.json', 'pairs-r25-exams.json', 'pairs-r25-sideways.json', 'pairs-r25-groups-probe.json', 'pairs-r25-exams-probe.json', 'pairs-r25-sideways-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('group companies, professional-body exams and sideways new entries, round 25', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
