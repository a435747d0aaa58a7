import { describe, expect, it } from 'vitest';

import { TtlLruCache } from '../../../src/checker/company-cache';

describe('TtlLruCache', () => {
  it('when an entry is older than the TTL, then it is gone', () => {
    let now = 0;
    const cache = new TtlLruCache<string, number>(10, 1000, () => now);
    cache.set('a', 1);
    now = 999;
    expect(cache.get('a')).toBe(1);
    now = 1000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('when the cache is full, then the least recently used entry goes', () => {
    const cache = new TtlLruCache<string, number>(2, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });
});
