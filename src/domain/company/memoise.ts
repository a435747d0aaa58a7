/**
 * Remembers the results of a pure function of one string (company names and titles repeat
 * across the profiles of a run). The cache is emptied when it holds `max` entries.
 */
export function memoiseByString<T>(fn: (s: string) => T, max = 50_000): (s: string) => T {
  const cache = new Map<string, T>();
  return (s: string): T => {
    const hit = cache.get(s);
    if (hit !== undefined || cache.has(s)) return hit as T;
    if (cache.size >= max) cache.clear();
    const value = fn(s);
    cache.set(s, value);
    return value;
  };
}
