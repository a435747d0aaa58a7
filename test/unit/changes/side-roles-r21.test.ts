import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 21 (issue #21, w3u's committee seat at a personnel-management association): a seat at a professional body of a
 * function (HR and personnel associations, payroll and procurement institutes, accountants' institutes, CFO forums), held
 * beside the job, stays when the job ends: the person has left. Controls: a paid job started there after the job stays a
 * move. Then probes (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r21-entries.json', 'pairs-r21-entries-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('side roles at professional bodies, round 21', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
