import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { plannerProfiles } from '../../../src/core/freshness/planner-profiles';
import { startDueScheduledRuns } from '../../../src/core/runs/cadence';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type EngineRig, eventually, startEngineRig } from '../../support/engine';
import { api, errorCode, sandboxAdmin } from '../../support/http';
import { countOf, sqlOn } from '../../support/sql';

/**
 * An adaptive workspace's day on the real engine (sandbox + checker over gRPC): the daily plan
 * is a `scheduled` run whose items say why each profile is checked (signals first), the change it
 * finds names its trigger, and a monthly budget pauses work with client_credits and run.paused.
 */
let app: TestApp;
let rig: EngineRig;
let ws: SeededWorkspace;
type Person = { id: string; social_url: string; first_name: string; last_name: string; company: string; title: string };
let people: Person[];
const CONTACTS = 60;

const get = (path: string) => api(app.baseUrl, 'GET', path, { key: ws.readKey });
const send = (method: string, path: string, body?: unknown) => api(app.baseUrl, method, path, { key: ws.writeKey, body });
const sql = sqlOn(() => app);
const finished = (id: string) =>
  eventually(`run ${id}`, async () => {
    const run = (await get(`/runs/${id}`)).body;
    return ['completed', 'paused'].includes(run.status) ? run : undefined;
  }, 60_000);
const monthChecks = () =>
  countOf(app, `select coalesce(-sum(amount), 0) as n from credit_ledger where workspace_id = ? and kind = 'check' and created_at >= '2026-03-01'`, [ws.id]);

beforeAll(async () => {
  app = await startTestApp({ now: '2026-03-02T12:00:00Z' });
  // The world's calendar is the service's: a move made today starts this month.
  rig = await startEngineRig(app, { people: 300, startDate: '2026-03-02' });
  ws = await seedWorkspace(app.services, { credits: 2000 });
  const all = (await sandboxAdmin<{ data: Person[] }>(rig.sandboxUrl, 'GET', '/admin/people?limit=200')).data;
  const seen = new Set<string>();
  people = all.filter((p) => p.company && p.title && !seen.has(p.company) && seen.add(p.company)).slice(0, CONTACTS);
  expect(people).toHaveLength(CONTACTS);
  const res = await send('POST', '/contacts', {
    contacts: people.map((p, i) => ({ first_name: p.first_name, last_name: p.last_name, company: p.company, title: p.title, social_url: p.social_url, crm_id: `crm-${i}` })),
  });
  expect(res.status).toBe(202);
  await finished(res.body.baseline_run.id);
}, 120_000);
afterAll(async () => {
  await rig?.close();
  await app?.close();
});

describe('adaptive refresh on the engine', () => {
  let planned: { id: string; totals: { items: number } };

  it('when the planner reads the profiles, then each carries the completed jobs of its last snapshot (the career its pace reads), not only the current role', async () => {
    const profiles = await plannerProfiles(app.services.orm.em.fork() as EntityManager, ws.id);
    expect(profiles).toHaveLength(CONTACTS);
    // Sandbox people show 1-5 positions, most with dated past jobs; reading only the current role gave none.
    const withPast = profiles.filter((p) => (p.traits.pastJobDays?.length ?? 0) > 0);
    expect(withPast.length).toBeGreaterThan(CONTACTS / 2);
    for (const p of withPast) for (const d of p.traits.pastJobDays!) expect(d).toBeGreaterThan(0);
  });

  it('when a workspace turns adaptive with a budget, then its next scheduled run is tomorrow\'s planning', async () => {
    const res = await send('PATCH', '/settings', { refresh_strategy: 'adaptive', monthly_credit_budget: 200 });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refresh_strategy: 'adaptive', monthly_credit_budget: 200, next_refresh_at: '2026-03-03T06:00:00.000Z' });
  });

  it('when signals came in, then the next daily plan checks the signalled profiles first, within the day\'s share of the budget', async () => {
    await sandboxAdmin(rig.sandboxUrl, 'POST', `/admin/people/${people[0]!.id}/change`, { type: 'move', company: people[1]!.company });
    app.clock.set('2026-03-02T16:00:00Z');
    const signalled = await send('POST', '/signals', {
      signals: [0, 5, 9].map((i) => ({ crm_id: `crm-${i}`, kind: 'email_bounced', observed_at: '2026-03-02T10:00:00Z' })),
    });
    expect(signalled.body).toMatchObject({ accepted: 3 });
    app.clock.set('2026-03-03T06:00:01Z');

    expect(await startDueScheduledRuns(app.services)).toBe(1);

    const [run] = await sql<{ id: string; kind: string; totals: { items: number } }>(`select id, kind, totals from runs where workspace_id = ? and kind = 'scheduled'`, [ws.id]);
    planned = run!;
    const items = await sql<{ crm_id: string; trigger: string }>(
      `select c.crm_id, i.trigger from run_items i join contacts c on c.profile_id = i.profile_id where i.run_id = ? order by i.id`,
      [run!.id],
    );
    // 200 − 60 (the baseline) = 140 credits over 29 days: 5 a day; the three signals come first.
    const first = items.slice(0, 3).sort((a, b) => a.crm_id.localeCompare(b.crm_id));
    expect(first).toEqual(['crm-0', 'crm-5', 'crm-9'].map((crm_id) => ({ crm_id, trigger: 'signal' })));
    expect(items.length).toBe(5);
    expect(items.slice(3).every((i) => i.trigger === 'hazard')).toBe(true);
    expect(run!.totals.items).toBe(5);
    expect(await countOf(app, 'select count(*) as n from hazard_models where workspace_id = ?', [ws.id])).toBe(1);
    expect((await get('/settings')).body.next_refresh_at).toBe('2026-03-04T06:00:00.000Z');
  });

  it('when the planned run completes, then the change it found names the signal that led to its check', async () => {
    const run = await finished(planned.id);

    expect(run).toMatchObject({ status: 'completed', kind: 'scheduled', totals: { processed: 5, credits_charged: 5, moved: 1 } });
    const changes = (await get('/changes')).body.data as Array<{ type: string; evidence: { trigger: string } }>;
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ type: 'moved', evidence: { trigger: 'signal' } });
  });

  it('when freshness is asked, then the change counts under its trigger with its lag and the credits of the checks that looked', async () => {
    const fresh = (await get('/freshness?since=2026-03-01T00:00:00Z')).body;

    // The move started this month (the middle of March stands for it): detected before that, so no lag.
    expect(fresh).toMatchObject({ since: '2026-03-01T00:00:00.000Z', changes: 1, credits: 5, credits_per_change: 5, p50_lag_days: 0, within_7_days: 1 });
    expect(fresh.by_trigger.signal).toMatchObject({ changes: 1, credits: 3, credits_per_change: 3 });
    expect(fresh.by_trigger.hazard).toMatchObject({ changes: 0, credits: 2, credits_per_change: null, p50_lag_days: null });
    expect(fresh.by_trigger.sweep).toMatchObject({ changes: 0, credits: 0 });
    const bad = await get('/freshness?since=yesterday');
    expect(bad.status).toBe(400);
  });

  it('when the forecast is asked, then every remaining day of the month is there with the planner\'s checks, within the budget', async () => {
    const forecast = (await get('/credits/forecast')).body;

    expect(forecast.days.map((d: { date: string }) => d.date)).toEqual(Array.from({ length: 29 }, (_, i) => `2026-03-${String(i + 3).padStart(2, '0')}`));
    expect(forecast).toMatchObject({ spent: 65, budget: 200, refresh_strategy: 'adaptive' });
    // Today's plan ran; from tomorrow the 135 credits left spread over 28 days, and never past the budget.
    expect(forecast.days[0]).toEqual({ date: '2026-03-03', checks: 0, credits: 0 });
    expect(forecast.days[1].checks).toBe(5);
    expect(forecast.projected_total).toBe(200);
  });

  it('when the estimate is asked, then it shows the strategy, what is left of the budget and the next plan', async () => {
    const estimate = (await get('/runs/estimate')).body;

    expect(estimate).toMatchObject({
      refresh_strategy: 'adaptive',
      monthly_credit_budget: 200,
      budget_left: 135,
      within_budget: true,
      next_scheduled_at: '2026-03-04T06:00:00.000Z',
      profiles_total: CONTACTS,
    });
    // 135 credits over the 28 days from the 4th: 5 a day.
    expect(estimate.next_scheduled_checks).toBe(5);
  });

  it('when a manual refresh would pass the budget, then it pauses with client_credits and run.paused once the budget is spent, and resumes only when the budget has room', async () => {
    expect(await monthChecks()).toBe(65);
    expect((await send('PATCH', '/settings', { monthly_credit_budget: 70 })).status).toBe(200);
    app.clock.set('2026-03-03T12:00:00Z');

    const started = await send('POST', '/runs', { force: true });
    expect(started.status).toBe(201);
    const paused = await finished(started.body.id);

    expect(paused).toMatchObject({ status: 'paused', paused_reason: 'client_credits', totals: { credits_charged: 5 } });
    expect(await monthChecks()).toBe(70);
    expect(await countOf(app, `select count(*) as n from outbox where event = 'run.paused' and event_key like ?`, [`run:${started.body.id}:paused:%`])).toBe(1);
    const refused = await send('POST', `/runs/${started.body.id}/resume`);
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe('budget_exhausted');

    expect((await send('PATCH', '/settings', { monthly_credit_budget: 500 })).status).toBe(200);
    const resumed = await send('POST', `/runs/${started.body.id}/resume`);
    expect(resumed.status).toBe(200);
    const done = await finished(started.body.id);
    expect(done).toMatchObject({ status: 'completed', totals: { processed: CONTACTS, credits_charged: CONTACTS } });
    expect(await monthChecks()).toBe(65 + CONTACTS);
  });

  it('when the budget left covers a run exactly, then the run completes on its last credit instead of pausing', async () => {
    const spent = await monthChecks();
    expect((await send('PATCH', '/settings', { monthly_credit_budget: spent + CONTACTS })).status).toBe(200);

    const started = await send('POST', '/runs', { force: true });
    const done = await finished(started.body.id);

    expect(done).toMatchObject({ status: 'completed', paused_reason: null, totals: { processed: CONTACTS, credits_charged: CONTACTS } });
    expect(await monthChecks()).toBe(spent + CONTACTS);
    expect(await countOf(app, `select count(*) as n from outbox where event = 'run.paused' and event_key like ?`, [`run:${started.body.id}:paused:%`])).toBe(0);
  });
});
