/**
 * How many deliveries each endpoint may hold, from how fast it answers: `holdMs` of sending
 * at its measured pace, within [perEndpointHeld, maxHeld / 2]. A fast receiver is then fed
 * in large batches while a slow one keeps `perEndpointHeld`.
 */
export interface EndpointPacer {
  /** An attempt to this endpoint has ended. */
  ended(endpointId: string): void;
  /** The endpoint's cap. */
  capOf(endpointId: string): number;
  /** Endpoints with a measured pace. */
  known(): IterableIterator<string>;
  /** Forgets endpoints idle for a minute. */
  prune(): void;
}

export function createEndpointPacer(options: { perEndpointHeld: number; maxHeld: number; holdMs?: number }): EndpointPacer {
  const holdMs = options.holdMs ?? 1000;
  const maxCap = Math.max(options.perEndpointHeld, Math.floor(options.maxHeld / 2));
  /** Per endpoint: when its last attempt ended and the mean gap between attempts ending (ms, moving average). */
  const pace = new Map<string, { last: number; gap: number | null }>();
  return {
    ended(endpointId) {
      const now = performance.now();
      const p = pace.get(endpointId);
      if (!p) {
        pace.set(endpointId, { last: now, gap: null });
        return;
      }
      // A pause (idle endpoint) counts as at most a second, so the pace recovers within a few dozen attempts.
      const gap = Math.min(now - p.last, 1000);
      p.gap = p.gap === null ? gap : p.gap * 0.9 + gap * 0.1;
      p.last = now;
    },
    capOf(endpointId) {
      const gap = pace.get(endpointId)?.gap;
      if (gap == null) return options.perEndpointHeld;
      return Math.min(maxCap, Math.max(options.perEndpointHeld, Math.floor(holdMs / Math.max(gap, 0.01))));
    },
    known: () => pace.keys(),
    prune() {
      const stale = performance.now() - 60_000;
      for (const [id, p] of pace) if (p.last < stale) pace.delete(id);
    },
  };
}
