import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DEFAULT_FAULTS } from '../../../src/sandbox/http/faults';
import type { SandboxHandle } from '../../../src/sandbox/server';
import { startSandbox } from '../../../src/sandbox/server';
import { call, type ErrorEnvelope, lookupPath, provider } from './support';

interface Stats {
  requests: number;
  rate_limited: number;
  errors_injected: number;
  per_second: { second: number; requests: number; rate_limited: number }[];
}

describe('sandbox faults, rate limiting and stats over HTTP', () => {
  let sandbox: SandboxHandle;
  let slug: string;

  const setFaults = (body: unknown) => call(sandbox.url, '/admin/faults', { method: 'POST', body });
  const lookup = () => provider<ErrorEnvelope>(sandbox.url, lookupPath(slug));

  beforeAll(async () => {
    sandbox = await startSandbox({ people: 200, companies: 30 });
    slug = sandbox.world.getPerson(sandbox.world.personIds()[0]!)!.slug;
  });

  afterAll(async () => {
    await sandbox.close();
  });

  beforeEach(async () => {
    await call(sandbox.url, '/admin/faults', { method: 'DELETE' });
    await call(sandbox.url, '/admin/stats', { method: 'DELETE' });
  });

  it('rate limits per API key with 429 and an integer Retry-After', async () => {
    const config = await setFaults({ rate_limit_per_s: 3 });
    expect(config.body.rate_limit_per_s).toBe(3);
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await lookup());
    const limited = results.filter((r) => r.status === 429);
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(3);
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(4);
    expect(limited.length).toBeGreaterThanOrEqual(4);
    for (const r of limited) {
      expect(r.body.error.code).toBe('rate_limited');
      const retryAfter = Number(r.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
    }
    const stats = (await call<Stats>(sandbox.url, '/admin/stats')).body;
    expect(stats.requests).toBe(8);
    expect(stats.rate_limited).toBe(limited.length);
    expect(stats.per_second.reduce((n, s) => n + s.requests, 0)).toBe(8);
    expect(stats.per_second.reduce((n, s) => n + s.rate_limited, 0)).toBe(limited.length);
    for (const s of stats.per_second) expect(Math.abs(s.second - Date.now() / 1000)).toBeLessThan(120);
  });

  it('injects errors with error_rate and the configured status', async () => {
    await setFaults({ error_rate: 1 });
    const res = await lookup();
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
    await setFaults({ status: 500 });
    const res500 = await lookup();
    expect(res500.status).toBe(500);
    expect(res500.body.error.code).toBe('internal_error');
    await setFaults({ error_rate: 0 });
    expect((await lookup()).status).toBe(200);
    const stats = (await call<Stats>(sandbox.url, '/admin/stats')).body;
    expect(stats).toMatchObject({ requests: 3, errors_injected: 2, rate_limited: 0 });
  });

  it('answers 402 out_of_credits and 401 with auth_fail', async () => {
    await setFaults({ out_of_credits: true });
    const broke = await lookup();
    expect(broke.status).toBe(402);
    expect(broke.body.error.code).toBe('out_of_credits');
    expect((await provider(sandbox.url, '/v1/companies/1')).status).toBe(402);

    await setFaults({ out_of_credits: false, auth_fail: true });
    const denied = await lookup();
    expect(denied.status).toBe(401);
    expect(denied.body.error.code).toBe('unauthorized');
  });

  it('adds latency', async () => {
    await setFaults({ latency_ms: 150 });
    const started = performance.now();
    expect((await lookup()).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('returns the full config, validates bodies and resets with DELETE', async () => {
    expect((await call(sandbox.url, '/admin/faults')).body).toEqual({ ...DEFAULT_FAULTS });
    const updated = await setFaults({ latency_ms: 5, auth_fail: true });
    expect(updated.body).toEqual({ error_rate: 0, status: 503, latency_ms: 5, auth_fail: true, out_of_credits: false, rate_limit_per_s: 0 });
    for (const bad of [{ error_rate: 2 }, { status: 200 }, { latency_ms: -1 }, { auth_fail: 'yes' }, { unknown: 1 }, [1]]) {
      const res = await setFaults(bad);
      expect(res.status).toBe(400);
      expect((res.body as unknown as ErrorEnvelope).error.code).toBe('validation_error');
    }
    const reset = await call(sandbox.url, '/admin/faults', { method: 'DELETE' });
    expect(reset.body).toMatchObject({ latency_ms: 0, auth_fail: false });
    expect((await lookup()).status).toBe(200);
  });

  it('counts every provider request (including 401/404) but not admin calls', async () => {
    await provider(sandbox.url, lookupPath(slug), null);
    await provider(sandbox.url, lookupPath('nobody-000000'));
    await lookup();
    await call(sandbox.url, '/admin/people?limit=1');
    const stats = await call<Stats>(sandbox.url, '/admin/stats');
    expect(stats.body).toMatchObject({ requests: 3, rate_limited: 0, errors_injected: 0 });
    const cleared = await call<Stats>(sandbox.url, '/admin/stats', { method: 'DELETE' });
    expect(cleared.body).toEqual({ requests: 0, rate_limited: 0, errors_injected: 0, per_second: [] });
  });
});
