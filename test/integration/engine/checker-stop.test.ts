import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type CheckerHandle, startChecker } from '../../../src/checker/server';
import { type CheckerClient, createCheckerClient } from '../../../src/grpc/clients/checker-client';
import { grpcCheckerPort } from '../../../src/grpc/clients/checker-port-adapter';
import { createSandboxSource } from '../../../src/integrations/sandbox/sandbox-profile-source';
import { DEFAULT_API_KEY, type SandboxHandle, startSandbox } from '../../../src/sandbox';
import { type RunEngine, startRunEngine } from '../../../src/scheduler/run-engine';
import { createLogger } from '../../../src/shared/logger';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { eventually } from '../../support/engine';
import { api } from '../../support/http';

/**
 * A checker that closes while a batch of a run is in flight (a stop of the service, a rolling restart) ends the
 * batch at once instead of checking it to its end: the results it sent are committed and charged, the items it did
 * not answer go back to pending, uncharged, and the run is not paused for it — the next checker finishes the run
 * with every contact charged exactly once.
 */
const log = createLogger('silent');
const TOKEN = 'checker-stop-test-token-0123456789';
const CONTACTS = 120;
let app: TestApp;
let sandbox: SandboxHandle;
let ws: SeededWorkspace;

const get = (path: string) => api(app.baseUrl, 'GET', path, { key: ws.readKey });
const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => app.services.orm.em.fork().getConnection().execute<T[]>(q, p);
const sandboxAdmin = async (method: string, path: string, body?: unknown): Promise<{ requests?: number; data?: unknown[] }> => {
  const res = await fetch(`${sandbox.url}/admin${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return res.status === 204 ? {} : ((await res.json()) as { requests?: number });
};

/** A checker (`maxConcurrent` upstream calls at once) and a run engine over it, like the scheduler's. */
async function startPair(maxConcurrent: number): Promise<{ checker: CheckerHandle; client: CheckerClient; engine: RunEngine }> {
  const checker = await startChecker({
    port: 0,
    source: createSandboxSource({ baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY, connections: maxConcurrent }),
    limits: { maxConcurrent, ratePerSecond: 0 },
    workersPerBatch: maxConcurrent,
    token: TOKEN,
    log,
  });
  const client = createCheckerClient(checker.address, { token: TOKEN });
  const engine = startRunEngine(app.services, { checker: grpcCheckerPort(client), batchSize: 100, idleMs: 20, upstreamBackoffMs: 200, probeAfterMs: 200 });
  return { checker, client, engine };
}

beforeAll(async () => {
  app = await startTestApp();
  sandbox = await startSandbox({ port: 0, people: CONTACTS, seed: 19 });
  ws = await seedWorkspace(app.services, { credits: 1000 });
});

afterAll(async () => {
  await sandbox?.close();
  await app?.close();
});

describe('a checker stopping in the middle of a batch', () => {
  it('when the checker closes mid-batch, then it stops at once, what it answered is charged once, the rest is checked by the next checker', async () => {
    // Two upstream calls at once, 200 ms each: the first batch of 100 would take 10 s to check to its end.
    await sandboxAdmin('POST', '/faults', { latency_ms: 200 });
    const people = (await sandboxAdmin('GET', `/people?limit=${CONTACTS}`)).data as Array<{ first_name: string; last_name: string; company: string; social_url: string }>;
    const first = await startPair(2);
    const added = await api(app.baseUrl, 'POST', '/contacts', {
      key: ws.writeKey,
      body: { contacts: people.map((p) => ({ first_name: p.first_name, last_name: p.last_name, company: p.company, social_url: p.social_url })) },
    });
    expect(added.status).toBe(202);
    const runId = added.body.baseline_run.id as string;
    await sandboxAdmin('DELETE', '/stats');
    await eventually('a few checks of the first batch', async () => ((await sandboxAdmin('GET', '/stats')).requests! >= 6 ? true : undefined));

    const t0 = Date.now();
    // The service's stop: the scheduler and the checker are told at the same moment.
    await Promise.all([first.checker.close(), first.engine.stop()]);
    const stopMs = Date.now() - t0;
    first.client.close();
    expect(stopMs, 'a batch in flight does not hold the stop (the forced shutdown comes after 5 s)').toBeLessThan(3_000);

    const run = (await get(`/runs/${runId}`)).body;
    expect(run.status, JSON.stringify(run)).toBe('running');
    const items = await sql<{ status: string; n: string }>('select status, count(*)::int as n from run_items where run_id = ? group by status order by status', [runId]);
    const byStatus = Object.fromEntries(items.map((r) => [r.status, Number(r.n)]));
    expect(byStatus.leased ?? 0, JSON.stringify(byStatus)).toBe(0);
    const answered = CONTACTS - (byStatus.pending ?? 0);
    expect(answered).toBeGreaterThan(0);
    expect(answered).toBeLessThan(100);
    expect(run.totals.credits_charged).toBe(answered);
    expect((await get('/credits')).body.balance).toBe(1000 - answered);

    await sandboxAdmin('POST', '/faults', { latency_ms: 0 });
    const second = await startPair(16);
    try {
      const done = await eventually(`run ${runId} completed`, async () => {
        const r = (await get(`/runs/${runId}`)).body;
        return r.status === 'completed' ? r : undefined;
      }, 30_000);
      expect(done.totals).toMatchObject({ items: CONTACTS, processed: CONTACTS, credits_charged: CONTACTS });
      expect((await get('/credits')).body.balance).toBe(1000 - CONTACTS);
    } finally {
      await second.engine.stop();
      second.client.close();
      await second.checker.close();
    }
  });
});
