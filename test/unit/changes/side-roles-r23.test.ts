import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 23 (issue #21, w3w's side roles that remain): open-source and community roles (maintainers, committers, PMC and
 * steering-committee members, MVP, Community Builder, Developer Expert, champions, captains, user-group organisers) and
 * evening or part-time teaching at training institutes, bootcamps and academies, held beside a job, stay when it ends: the
 * person has left; added beside a job that continues, they are no move. Guards: a paid job at a foundation, a maintainer of
 * aircraft or signals, a customer champion, a paid instructor or trainer post as the only new entry stay moves. Then probes
 * (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r23-entries.json', 'pairs-r23-entries-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('side roles that remain, round 23', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
