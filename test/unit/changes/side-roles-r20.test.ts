import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 20 (issue #21, w3t's side roles that remain): a seat at an employers' association, a chamber, a trade or industry
 * association, an industry cluster or a prefectural industry body, held beside the job, stays when the job ends (or is
 * deleted): the person has left. Written before the rule in other wordings and languages than the blind rows, with
 * controls that stay moves (a paid job started there after the job, Cluster Reply, NHK); then probes written after the
 * rule (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r20-entries.json', 'pairs-r20-entries-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('side roles at business bodies, round 20', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
