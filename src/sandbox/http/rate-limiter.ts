/** Per-key token bucket: capacity = rate, refilled continuously at `rate` tokens per second. */

export type TakeResult = { ok: true; remaining: number } | { ok: false; retryAfterS: number };

interface Bucket {
  tokens: number;
  updatedMs: number;
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly clock: () => number = Date.now) {}

  take(key: string, ratePerS: number): TakeResult {
    if (ratePerS <= 0) return { ok: true, remaining: Number.POSITIVE_INFINITY };
    const capacity = Math.max(1, ratePerS);
    const now = this.clock();
    const bucket = this.buckets.get(key) ?? { tokens: capacity, updatedMs: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.updatedMs) / 1000) * ratePerS);
    bucket.updatedMs = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true, remaining: Math.floor(bucket.tokens) };
    }
    return { ok: false, retryAfterS: Math.max(1, Math.ceil((1 - bucket.tokens) / ratePerS)) };
  }

  reset(): void {
    this.buckets.clear();
  }
}
