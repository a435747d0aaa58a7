import { describe, expect, it } from 'vitest';

import { MeCache, type MeRow } from '../../../src/core/me/me-cache';

const row = (balance: string): MeRow => ({ id: 'w1', name: 'Acme', slug: 'acme', price_per_check_cents: 10, balance, next_refresh_at: null });

describe('MeCache', () => {
  it('when an entry is younger than the TTL, then it is served; at the TTL, then it is gone', () => {
    const cache = new MeCache(1_000);
    cache.set('w1', row('100'), cache.epoch, 0);
    expect(cache.get('w1', 999)?.balance).toBe('100');
    expect(cache.get('w1', 1_000)).toBeUndefined();
  });

  it('when the workspace changed while a lookup was in flight, then the lookup\'s stale answer is not stored', () => {
    const cache = new MeCache(1_000);
    const epoch = cache.epoch;
    cache.drop('w1');
    cache.set('w1', row('100'), epoch, 0);
    expect(cache.get('w1', 1)).toBeUndefined();
  });

  it('when an entry is dropped, then the next read misses', () => {
    const cache = new MeCache(1_000);
    cache.set('w1', row('100'), cache.epoch, 0);
    cache.drop('w1');
    expect(cache.get('w1', 1)).toBeUndefined();
  });
});
