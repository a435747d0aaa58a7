import * as grpc from '@grpc/grpc-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { ProviderError } from '../../../src/checker/ports/provider-error';
import { CheckerError } from '../../../src/grpc/clients/checker-client';
import { createSandboxSource } from '../../../src/integrations/sandbox/sandbox-profile-source';
import { DEFAULT_API_KEY } from '../../../src/sandbox';
import { type Harness, startHarness } from './harness';

describe('checker with provider faults', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({
      people: 300,
      limits: { maxConcurrent: 16, ratePerSecond: 0 },
      // A small budget so a full outage ends quickly: one retry within 5 s.
      retry: { maxRetries: 1, maxElapsedMs: 5_000 },
      upstreamRetryAfterMs: 30_000,
    });
  });
  afterEach(async () => {
    await fetch(`${h.sandbox.url}/admin/faults`, { method: 'DELETE' });
  });
  afterAll(async () => {
    await h.close();
  });

  it('when the provider rejects the API key, then the stream ends UNAUTHENTICATED and the client says auth', async () => {
    await h.faults({ auth_fail: true });
    const { results, error } = await h.check(h.refs(50));
    expect(error).toBeInstanceOf(CheckerError);
    expect(error).toMatchObject({ code: 'auth', grpcCode: grpc.status.UNAUTHENTICATED });
    expect(results).toHaveLength(0);
  });

  it('when the provider account is out of credits, then the client says out_of_credits', async () => {
    await h.faults({ out_of_credits: true });
    const { results, error } = await h.check(h.refs(50));
    expect(error).toMatchObject({ code: 'out_of_credits', grpcCode: grpc.status.RESOURCE_EXHAUSTED });
    expect(results).toHaveLength(0);
  });

  it('when every provider call fails with 503 beyond the budget, then the client says upstream with a retry-after', async () => {
    await h.faults({ error_rate: 1, status: 503 });
    const started = Date.now();
    const { results, error } = await h.check(h.refs(100));
    expect(error).toMatchObject({ code: 'upstream', grpcCode: grpc.status.UNAVAILABLE, retryAfterMs: 30_000 });
    expect(Date.now() - started).toBeLessThan(10_000);
    // The items that failed are reported as outage failures before the stream ends.
    expect(results.length).toBeGreaterThanOrEqual(5);
    expect(results.length).toBeLessThan(100);
    for (const r of results) expect(r).toMatchObject({ outcome: 'failure', failure: { kind: 'FAILURE_KIND_OUTAGE' } });
  });

  it('when a 500 comes without Retry-After, then it is still an outage retried and counted', async () => {
    await h.faults({ error_rate: 1, status: 500 });
    const { error } = await h.check(h.refs(3));
    expect(error).toMatchObject({ code: 'upstream' });
  });

  it('when the provider is slower than the per-request timeout, then the call is an outage', async () => {
    await h.faults({ latency_ms: 400 });
    const source = createSandboxSource({ baseUrl: h.sandbox.url, apiKey: DEFAULT_API_KEY, timeoutMs: 100 });
    const [ref] = h.refs(1);
    const err = await source.lookup(ref?.social_url ?? '').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'outage', status: 0 });
    await source.close?.();
  });

  it('when the provider is unreachable, then the call is an outage', async () => {
    const source = createSandboxSource({ baseUrl: 'http://127.0.0.1:1', apiKey: DEFAULT_API_KEY });
    await expect(source.lookup('https://www.linkedin.com/in/someone')).rejects.toMatchObject({ kind: 'outage' });
    await source.close?.();
  });
});

describe('checker with a flaky provider', () => {
  let h: Harness;

  beforeAll(async () => {
    // Each injected 503 says Retry-After: 1, so every retry waits ~1 s (backoff capped at 1 s
    // here); 15 retries make an item failing for good at 30 % errors a 1-in-10^8 event.
    h = await startHarness({
      people: 300,
      seed: 3,
      limits: { maxConcurrent: 32, ratePerSecond: 0 },
      retry: { maxRetries: 15, maxElapsedMs: 25_000, capMs: 1_000 },
    });
  });
  afterAll(async () => {
    await h.close();
  });

  it('when 30 % of provider calls fail, then every item still succeeds through retries', async () => {
    await h.faults({ error_rate: 0.3, status: 503 });
    await h.resetStats();
    const { results, error } = await h.check(h.refs(200));
    expect(error).toBeUndefined();
    expect(results).toHaveLength(200);
    expect(results.every((r) => r.outcome === 'snapshot')).toBe(true);
    const stats = await h.stats();
    expect(stats.errors_injected).toBeGreaterThan(20);
    expect(stats.requests).toBe(200 + stats.errors_injected);
  });
});
