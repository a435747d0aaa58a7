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

/**
 * The same for a pure function of two strings (a company and a title, two names), looked up by each string in turn
 * (round 25): a key joined of the two ("a NUL b") was a new string at every call, built, hashed and compared whole,
 * where the two strings themselves — a position's company and title — keep their hash from one lookup to the next.
 * Emptied when it holds `max` entries in all.
 */
export function memoiseByTwoStrings<T>(fn: (a: string, b: string) => T, max = 50_000): (a: string, b: string) => T {
  let cache = new Map<string, Map<string, T>>();
  let size = 0;
  return (a: string, b: string): T => {
    const inner = cache.get(a);
    if (inner !== undefined) {
      const hit = inner.get(b);
      if (hit !== undefined || inner.has(b)) return hit as T;
    }
    if (size >= max) {
      cache = new Map();
      size = 0;
    }
    const value = fn(a, b);
    // Read again after `fn`, which may have filled (or emptied) the cache by calling this memo itself.
    let into = cache.get(a);
    if (into === undefined) {
      into = new Map<string, T>();
      cache.set(a, into);
    }
    if (!into.has(b)) size++;
    into.set(b, value);
    return value;
  };
}
