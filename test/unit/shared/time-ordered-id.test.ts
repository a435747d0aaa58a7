import { describe, expect, it } from 'vitest';

import { timeOrderedId } from '../../../src/shared/time-ordered-id';

describe('timeOrderedId (UUID v7)', () => {
  it('when ids are drawn in later milliseconds, then they sort in the order drawn and read as version 7, RFC variant', () => {
    const t = Date.UTC(2026, 10, 27, 5, 0, 0);
    const ids = Array.from({ length: 5000 }, (_, i) => timeOrderedId(t + i));
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]!.replace(/-/g, '').slice(0, 12)).toBe(t.toString(16).padStart(12, '0'));
  });

  it('when many ids are drawn in one millisecond, then none repeats', () => {
    const ids = Array.from({ length: 50_000 }, () => timeOrderedId(1_800_000_000_000));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
