import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import type { ChangeType, Snapshot } from '../../../src/domain/changes';
import { CHANGE_TYPES, detectChange } from '../../../src/domain/changes';

interface Pair {
  name: string;
  prev: Snapshot;
  next: Snapshot;
  expected: ChangeType | null;
}

const pairs = JSON.parse(
  readFileSync(new URL('../../fixtures/snapshot-pairs.json', import.meta.url), 'utf8'),
) as Pair[];

describe('detectChange on test/fixtures/snapshot-pairs.json', () => {
  it('covers every outcome with at least 110 pairs', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(110);
    const outcomes = new Set(pairs.map((p) => p.expected));
    for (const t of [...CHANGE_TYPES, null]) expect(outcomes.has(t), String(t)).toBe(true);
    expect(new Set(pairs.map((p) => p.name)).size).toBe(pairs.length);
  });

  it.each(pairs.map((p) => [p.name, p] as const))('%s', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next)?.type ?? null).toBe(pair.expected);
  });
});
