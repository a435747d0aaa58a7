import { execFileSync, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureTestDeps } from '../../../scripts/ensure-test-deps';
import { runChecker } from '../../../src/checker/main';
import type { CheckerHandle } from '../../../src/checker/server';
import { schedulerMetricsListener } from '../../../src/scheduler/scheduler-metrics-listener';
import { createLogger } from '../../../src/shared/logger';
import type { MetricsListener } from '../../../src/shared/metrics/metrics-listener';
import { seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type EngineRig, eventually, startEngineRig } from '../../support/engine';
import { api } from '../../support/http';
import { dashboardExprs, exposedNames, metricNames, ruleExprs, sampleSum } from './promql-names';

let app: TestApp;
let rig: EngineRig;
let checker: CheckerHandle;
let scheduler: MetricsListener;
let checkerMetricsUrl: string;
const scraped: Record<'gateway' | 'scheduler' | 'checker', string> = { gateway: '', scheduler: '', checker: '' };
const PEOPLE = 30;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function scrape(url: string): Promise<string> {
  const res = await fetch(`${url}/metrics`);
  expect(res.status, url).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

beforeAll(async () => {
  ensureTestDeps(['promtool']);
  // The gateway's /metrics is on its own listener (METRICS_PORT), as the other roles'.
  app = await startTestApp({ env: { METRICS_PORT: String(await freePort()) } });
  rig = await startEngineRig(app, { people: 100 });
  const port = await freePort();
  checker = await runChecker(
    { CHECKER_PORT: '0', PROFILE_SOURCE_URL: rig.sandboxUrl, METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' },
    createLogger('silent'),
  );
  checkerMetricsUrl = `http://127.0.0.1:${port}`;
  scheduler = await schedulerMetricsListener(app.services, { port: 0, host: '127.0.0.1' });

  const ws = await seedWorkspace(app.services, { credits: 1000 });
  const people = (await (await fetch(`${rig.sandboxUrl}/admin/people?limit=${PEOPLE}`)).json()) as { data: Array<Record<string, string>> };
  const contacts = people.data.map((p, i) => ({ first_name: p.first_name, last_name: p.last_name, company: p.company, title: p.title, social_url: p.social_url, crm_id: `m-${i}` }));
  const res = await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body: { contacts } });
  expect(res.status).toBe(202);
  await eventually('baseline completed', async () => {
    const run = await api(app.baseUrl, 'GET', `/runs/${res.body.baseline_run.id}`, { key: ws.readKey });
    return run.body.status === 'completed' ? run.body : undefined;
  });
  scraped.gateway = await scrape(app.metricsUrl);
  scraped.scheduler = await scrape(scheduler.url);
  scraped.checker = await scrape(checkerMetricsUrl);
}, 120_000);

afterAll(async () => {
  await scheduler?.close();
  await checker?.close();
  await rig?.close();
  await app?.close();
});

describe('each role serves Prometheus metrics', () => {
  it.each(['gateway', 'scheduler', 'checker'] as const)('when the %s is scraped, then promtool check metrics finds nothing to fix', (role) => {
    const result = spawnSync('promtool', ['check', 'metrics'], { input: scraped[role], encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`.trim(), role).toBe('');
    expect(result.status).toBe(0);
  });

  it('when a baseline run over the roles completes, then the scheduler counted its items, credits and transitions', () => {
    const text = scraped.scheduler;
    expect(sampleSum(text, 'tracker_run_items_processed_total')).toBeGreaterThanOrEqual(PEOPLE);
    expect(sampleSum(text, 'tracker_credits_charged_total')).toBeGreaterThanOrEqual(PEOPLE);
    expect(sampleSum(text, 'tracker_run_transitions_total', { kind: 'baseline', status: 'completed' })).toBeGreaterThanOrEqual(1);
    expect(sampleSum(text, 'tracker_runs', { kind: 'baseline', status: 'running' })).toBe(0);
    expect(sampleSum(text, 'tracker_lease_lag_seconds')).toBe(0);
    expect(text).toMatch(/^tracker_outbox_depth\{queue="events"\} \d+$/m);
    expect(text).toMatch(/^tracker_scheduler_leader 0$/m);
  });

  it('when a baseline run over the roles completes, then the checker counted checks and upstream requests with their latency', () => {
    const text = scraped.checker;
    expect(sampleSum(text, 'tracker_checks_total', { outcome: 'found' })).toBeGreaterThanOrEqual(PEOPLE - 2);
    expect(sampleSum(text, 'tracker_upstream_requests_total', { outcome: 'ok' })).toBeGreaterThanOrEqual(PEOPLE - 2);
    expect(sampleSum(text, 'tracker_upstream_request_duration_seconds_count', { outcome: 'ok' })).toBe(
      sampleSum(text, 'tracker_upstream_requests_total', { outcome: 'ok' }),
    );
    expect(text).toMatch(/^tracker_limiter_queued_requests 0$/m);
  });

  it('when the dashboard and the alert rules are read, then every metric they query is one a role serves', () => {
    const served = new Set([...exposedNames(scraped.gateway), ...exposedNames(scraped.scheduler), ...exposedNames(scraped.checker)]);
    const exprs = [...dashboardExprs(), ...ruleExprs()];
    expect(exprs.length).toBeGreaterThan(10);
    for (const expr of exprs) {
      const names = metricNames(expr);
      expect(names.length, expr).toBeGreaterThan(0);
      expect(names.filter((n) => !served.has(n)), expr).toEqual([]);
    }
  });

  it('when promtool checks the alert rules, then they are valid', () => {
    const out = execFileSync('promtool', ['check', 'rules', 'deploy/prometheus/alerts.yaml'], { encoding: 'utf8' });
    expect(out).toMatch(/SUCCESS: \d+ rules found/);
  });
});

describe('health of the roles without an HTTP server of their own', () => {
  it('when the scheduler and the checker are up, then /healthz and /readyz answer 200 and other paths 404', async () => {
    for (const url of [scheduler.url, checkerMetricsUrl]) {
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      expect((await fetch(`${url}/nothing`)).status).toBe(404);
    }
  });

  it('when the checker reports NOT_SERVING, then its /readyz answers 503 until it serves again', async () => {
    checker.health.setStatus('', 'NOT_SERVING');
    expect((await fetch(`${checkerMetricsUrl}/readyz`)).status).toBe(503);
    checker.health.setStatus('', 'SERVING');
    expect((await fetch(`${checkerMetricsUrl}/readyz`)).status).toBe(200);
  });
});
