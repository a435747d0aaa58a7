/**
 * Issue #15: the built roles as a cluster of processes on loopback (test/cluster/cluster.ts)
 * share their limits and survive their parts. The scenarios run in order on one cluster: the
 * first kills the leading scheduler during the workspace's baseline run (so no run is spent only
 * on warming up), the rate is measured after it, with every process warm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { upsertContacts } from '../../src/core/contacts/upsert';
import type { Caller } from '../../src/core/context';
import { createCheckerClient } from '../../src/grpc/clients/checker-client';
import type { StatsSnapshot } from '../../src/sandbox';
import { healthClient } from '../integration/checker/harness';
import { seedWorkspace } from '../support/app';
import { bulkContacts, drainImports } from '../support/contacts';
import { waitFor } from '../support/processes';
import { CHECKER_TOKEN, type Cluster, startCluster } from './cluster';
import { completed, expectExactCredits, midRun, runProgress, waitForRun } from './run-checks';

const RATE = 20;
/** 10 s of checks at RATE per run: long enough that timer jitter and partial seconds do not matter. */
const PROFILES = 200;
const PEOPLE = 1000;

let c: Cluster;
let tracked: { id: string; writeKey: string };
let baselineRunId: string;
let people: Array<{ id: string; social_url: string; first_name: string; last_name: string; company: string | null; title: string | null }>;

async function admin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${c.sandboxUrl}/admin${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

async function api(gateway: number, key: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${c.gateways[gateway]!.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** POST /runs { force: true } through a gateway; the run's id. */
async function forceRun(gateway = 0): Promise<string> {
  const res = await api(gateway, tracked.writeKey, 'POST', '/runs', { force: true });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function checkerStatus(address: string): Promise<string> {
  const health = healthClient(address);
  try {
    return ((await health.check('')) as { status: string }).status;
  } finally {
    health.close();
  }
}

const leader = () => c.schedulers.find((s) => s.alive() && s.output().includes('scheduler leadership acquired'));

beforeAll(async () => {
  c = await startCluster({ providerRate: RATE, sandboxPeople: PEOPLE, batchSize: 100 });
  // The provider (sandbox) enforces the same rate: anything above it is a 429.
  await admin('POST', '/faults', { rate_limit_per_s: RATE });
  people = (await admin<{ data: typeof people }>('GET', `/people?limit=${PEOPLE}`)).data.filter((p) => p.company && p.title);
  const ws = await seedWorkspace(c.services, { name: 'Cluster', credits: 100_000 });
  tracked = { id: ws.id, writeKey: ws.writeKey };
  await c.sql('update workspace_settings set next_refresh_at = null where workspace_id = ?', [ws.id]);
  const caller: Caller = { workspaceId: ws.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'cluster' };
  const contacts = people.slice(0, PROFILES).map((p) => ({
    first_name: p.first_name,
    last_name: p.last_name,
    company: p.company,
    title: p.title,
    social_url: p.social_url,
    crm_id: `cluster-${p.id}`,
  }));
  await upsertContacts(c.services, caller, { contacts });
  await drainImports(c.services);
  const [baseline] = await c.sql<{ id: string }>(`select id from runs where workspace_id = ? and kind = 'baseline'`, [ws.id]);
  baselineRunId = baseline!.id;
}, 180_000);

afterAll(async () => {
  await c?.stop();
});

describe('a cluster of 2 checkers, 2 schedulers and 2 gateways', () => {
  it('when the leading scheduler is killed -9 mid-run, then the standby takes over and the run completes with exact credits', async () => {
    const first = await waitFor('a leader', leader, 60_000, 50);
    const standby = c.schedulers.find((s) => s !== first)!;
    const runId = baselineRunId;
    await waitForRun(c, runId, 'mid-run', (p) => midRun(p) && p.leased > 0, [first, standby]);
    await first.kill9();
    // A second standby again, for what follows; it starts while the run completes.
    const third = c.startScheduler('scheduler#3');
    await waitForRun(c, runId, 'completion under the standby', completed, [standby, ...c.checkers]);
    // The next tests start from two live schedulers whatever this one finds.
    const later = await third;
    c.schedulers = [standby, later];
    // The standby was waiting in the lock's queue, so it leads, not the scheduler started later.
    expect(standby.output()).toContain('scheduler leadership acquired');
    expect(later.output()).not.toContain('scheduler leadership acquired');
    await expectExactCredits(c, runId, PROFILES);
  }, 120_000);


  it('when a forced run goes over both checkers, then it holds ≥ 95 % of the provider rate with zero 429s', async () => {
    await admin('DELETE', '/stats');
    const runId = await forceRun();
    await waitForRun(c, runId, 'the forced run', completed, c.checkers);
    const stats = await admin<StatsSnapshot>('GET', '/stats');
    expect(stats.rate_limited).toBe(0);
    // Whole seconds only: the first and last are partly before and after the run.
    const busy = stats.per_second.slice(1, -1);
    expect(busy.length).toBeGreaterThanOrEqual(5);
    const mean = busy.reduce((s, x) => s + x.requests, 0) / busy.length;
    expect(mean, `requests per second: ${JSON.stringify(busy.map((x) => x.requests))}`).toBeGreaterThanOrEqual(0.95 * RATE);
    expect(mean).toBeLessThanOrEqual(RATE + RATE / busy.length);
    await expectExactCredits(c, runId, PROFILES);
    // Its batches went round robin: each checker served some.
    for (const checker of c.checkers) expect(checker.output()).toContain(`"run_id":"${runId}"`);
  }, 120_000);

  it('when both checkers are driven at once, then together they keep the one provider rate with zero 429s', async () => {
    // Together 10 s of checks at RATE.
    const PER_CHECKER = PROFILES / 2;
    await admin('DELETE', '/stats');
    const refs = (from: number) =>
      people.slice(from, from + PER_CHECKER).map((p, i) => ({ item_id: `direct-${from + i}`, profile_id: p.id, social_url: p.social_url }));
    const clients = c.checkerAddresses.map((address) => createCheckerClient(address, { token: CHECKER_TOKEN }));
    try {
      const counts = await Promise.all(
        clients.map(async (client, i) => {
          let n = 0;
          await client.checkProfiles(`direct-${i}`, refs(i * PER_CHECKER), () => void n++);
          return n;
        }),
      );
      expect(counts).toEqual([PER_CHECKER, PER_CHECKER]);
    } finally {
      clients.forEach((client) => client.close());
    }
    const stats = await admin<StatsSnapshot>('GET', '/stats');
    expect(stats.rate_limited).toBe(0);
    const busy = stats.per_second.slice(1, -1);
    const mean = busy.reduce((s, x) => s + x.requests, 0) / busy.length;
    expect(mean, `requests per second: ${JSON.stringify(busy.map((x) => x.requests))}`).toBeGreaterThanOrEqual(0.95 * RATE);
    // A token bucket of one second's worth allows at most RATE·t + RATE in t seconds.
    expect(mean).toBeLessThanOrEqual(RATE + RATE / busy.length);
  }, 60_000);

  // The read limit and the Redis loss touch different processes (gateways; checkers and schedulers): they run at the same time.
  it.concurrent('when a workspace reads through both gateways, then the 601st read in the minute is 429 on either', async () => {
    const ws = await seedWorkspace(c.services, { name: 'Readers' });
    const statuses: number[] = [];
    for (let i = 0; i < 600; i += 50) {
      const wave = await Promise.all(Array.from({ length: 50 }, (_, k) => api((i + k) % 2, ws.readKey, 'GET', '/me')));
      statuses.push(...wave.map((r) => r.status));
    }
    const byGateway: Record<string, number> = {};
    for (const [i, status] of statuses.entries()) {
      const key = `gateway#${(i % 2) + 1} ${status}`;
      byGateway[key] = (byGateway[key] ?? 0) + 1;
    }
    expect(statuses.filter((s) => s === 200), `${JSON.stringify(byGateway)}\n${c.describe()}`).toHaveLength(600);
    for (const gateway of [0, 1]) {
      const res = await api(gateway, ws.readKey, 'GET', '/me');
      expect(res.status).toBe(429);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    }
  }, 150_000);

  it.concurrent('when Redis is killed and restarted empty mid-run, then checkers say NOT_SERVING, the run pauses as upstream and resumes as soon as they serve again, with exact credits', async () => {
    const runId = await forceRun();
    const watch = [...c.checkers, ...c.schedulers];
    await waitForRun(c, runId, 'mid-run', midRun, watch);
    await c.redis.kill9();
    const paused = await waitForRun(c, runId, 'an upstream pause', (p) => p.status === 'paused', watch, 30_000);
    expect(paused.paused_reason).toBe('upstream');
    const [{ resume_after: backoffEnds }] = (await c.sql<{ resume_after: Date }>('select resume_after from runs where id = ?', [runId])) as [{ resume_after: Date }];
    for (const address of c.checkerAddresses) expect(await checkerStatus(address)).toBe('NOT_SERVING');
    const { done } = await runProgress(c, runId);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await runProgress(c, runId)).done, 'nothing is checked while Redis is down').toBe(done);

    await c.redis.restart();
    for (const address of c.checkerAddresses) {
      await waitFor('SERVING again', async () => ((await checkerStatus(address)) === 'SERVING' ? true : undefined), 15_000, 100);
    }
    await waitForRun(c, runId, 'completion after Redis is back', completed, watch);
    // The backoff (UPSTREAM_BACKOFF_MS = 60 s) had not ended: the leader resumed the run when the checkers served again.
    expect(Date.now()).toBeLessThan(new Date(backoffEnds).getTime());
    await expectExactCredits(c, runId, PROFILES);
  }, 150_000);

  it('when a gateway is killed -9 mid-burst, then clients retrying on the other lose no contact', async () => {
    const ws = await seedWorkspace(c.services, { name: 'Burst' });
    const contacts = bulkContacts('Burst', 80);
    let sent = 0;
    const send = async (contact: Record<string, unknown>): Promise<void> => {
      for (const gateway of [0, 1, 1, 1]) {
        const res = await api(gateway, ws.writeKey, 'POST', '/contacts', { contacts: [contact] }).catch(() => null);
        if (res?.status === 202) return;
      }
      throw new Error(`contact ${String(contact.crm_id)} not accepted by either gateway`);
    };
    const burst = (async () => {
      for (let i = 0; i < contacts.length; i += 8) {
        await Promise.all(contacts.slice(i, i + 8).map((contact) => send(contact)));
        sent += 8;
      }
    })();
    await waitFor('a third of the burst', () => (sent >= 24 ? true : undefined), 30_000, 5);
    await c.gateways[0]!.proc.kill9();
    await burst;
    const stored = await waitFor(
      'every contact stored',
      async () => {
        const [row] = await c.sql<{ n: number; distinct: number }>(
          `select count(*)::int as n, count(distinct crm_id)::int as distinct from contacts where workspace_id = ?`,
          [ws.id],
        );
        return row && row.n >= contacts.length ? row : undefined;
      },
      30_000,
      100,
    );
    expect(stored).toEqual({ n: contacts.length, distinct: contacts.length });
  }, 90_000);
});
