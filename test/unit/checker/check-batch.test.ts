import { describe, expect, it } from 'vitest';

import { checkBatch, UpstreamFailureTracker } from '../../../src/checker/check-batch';
import type { ItemOutcome } from '../../../src/checker/check-profile';
import { type ProfileSource } from '../../../src/checker/ports/profile-source';
import { ProviderError } from '../../../src/checker/ports/provider-error';
import { passThroughLimiter, policy, snapshot, virtualTime } from './fakes';

const outage: ItemOutcome = { kind: 'failed', failure: 'outage', message: 'x', retryAfterMs: null };
const invalid: ItemOutcome = { kind: 'failed', failure: 'invalid', message: 'x', retryAfterMs: null };
const ok: ItemOutcome = { kind: 'not_found' };

describe('UpstreamFailureTracker (the UNAVAILABLE rule)', () => {
  it('when 5 upstream failures come in a row, then the batch stops', () => {
    const t = new UpstreamFailureTracker(100);
    expect([outage, outage, outage, outage].map((o) => t.record(o))).toEqual([null, null, null, null]);
    expect(t.record(outage)).toBe(60_000);
  });

  it('when a success breaks the streak, then counting restarts', () => {
    const t = new UpstreamFailureTracker(100);
    for (const o of [outage, outage, outage, outage, ok, outage, outage, outage, outage]) expect(t.record(o)).toBeNull();
    expect(t.record(outage)).not.toBeNull();
  });

  it('when invalid failures come, then they neither count nor break the streak', () => {
    const t = new UpstreamFailureTracker(100);
    for (const o of [outage, invalid, outage, invalid, outage, outage]) expect(t.record(o)).toBeNull();
    expect(t.record(outage)).not.toBeNull();
  });

  it('when the batch is smaller than the streak limit, then the whole batch failing stops it', () => {
    const t = new UpstreamFailureTracker(2);
    expect(t.record(outage)).toBeNull();
    expect(t.record(outage)).not.toBeNull();
  });

  it('when more than half of the batch failed upstream, then it stops without a streak', () => {
    const t = new UpstreamFailureTracker(6);
    for (const o of [outage, ok, outage, ok, outage]) expect(t.record(o)).toBeNull();
    expect(t.record(outage)).not.toBeNull();
  });

  it('when the provider sent a longer Retry-After, then that is the suggested pause', () => {
    const t = new UpstreamFailureTracker(1, 5, 60_000);
    expect(t.record({ kind: 'failed', failure: 'rate_limited', message: '', retryAfterMs: 120_000 })).toBe(120_000);
  });
});

function sourceFrom(fn: (url: string) => Promise<Awaited<ReturnType<ProfileSource['lookup']>>>): ProfileSource {
  return { lookup: fn, company: async () => null };
}

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ item_id: `i${i}`, profile_id: `p${i}`, social_url: `https://www.linkedin.com/in/person-${i}` }));

function deps(source: ProfileSource) {
  const time = virtualTime();
  return { source, limiter: passThroughLimiter(), policy: policy({ maxRetries: 1 }), sleep: time.sleep, now: time.now };
}

describe('checkBatch', () => {
  it('when every lookup succeeds, then every item is reported and the batch completes', async () => {
    const seen: string[] = [];
    const outcome = await checkBatch(items(10), deps(sourceFrom(async () => ({ kind: 'found', snapshot: snapshot() }))), { workers: 3 }, (item) => seen.push(item.item_id));
    expect(outcome).toEqual({ kind: 'completed', counts: { found: 10, not_found: 0, failed: 0 } });
    expect(seen.sort()).toEqual(items(10).map((i) => i.item_id).sort());
  });

  it('when the provider rejects the credentials mid-batch, then the batch stops with auth', async () => {
    let n = 0;
    const source = sourceFrom(async () => {
      if (++n > 3) throw new ProviderError('auth', 'key revoked', 401);
      return { kind: 'not_found' };
    });
    const outcome = await checkBatch(items(20), deps(source), { workers: 1 }, () => undefined);
    expect(outcome).toMatchObject({ kind: 'stopped', reason: 'auth', counts: { not_found: 3 } });
  });

  it('when the provider is down, then the batch stops with upstream after the streak', async () => {
    const reported: ItemOutcome[] = [];
    const source = sourceFrom(async () => {
      throw new ProviderError('outage', 'down', 503);
    });
    const outcome = await checkBatch(items(50), deps(source), { workers: 1, upstreamRetryAfterMs: 1000 }, (_i, o) => reported.push(o));
    expect(outcome).toMatchObject({ kind: 'stopped', reason: 'upstream', retryAfterMs: 1000 });
    expect(reported).toHaveLength(5);
  });

  it('when the caller cancels, then no further lookups start', async () => {
    const controller = new AbortController();
    let calls = 0;
    const source = sourceFrom(async () => {
      if (++calls === 3) controller.abort(new Error('bye'));
      return { kind: 'not_found' };
    });
    const outcome = await checkBatch(items(100), deps(source), { workers: 1 }, () => undefined, controller.signal);
    expect(outcome.kind).toBe('cancelled');
    expect(calls).toBe(3);
  });
});
