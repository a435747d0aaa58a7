import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { grantCredits } from '../../../src/core/credits/credits.service';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type EngineRig, eventually, startEngineRig } from '../../support/engine';
import { api, errorCode } from '../../support/http';

let app: TestApp;
let rig: EngineRig;
let ws: SeededWorkspace;
let people: Array<{ id: string; social_url: string; first_name: string; last_name: string; company: string; title: string }>;

const get = (path: string) => api(app.baseUrl, 'GET', path, { key: ws.readKey });
const post = (path: string, body?: unknown) => api(app.baseUrl, 'POST', path, { key: ws.writeKey, body });
const admin = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(`${rig.sandboxUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the sandbox admin API's JSON, read loosely
  return (await res.json()) as any;
};
/** Waits for the run to reach `status`; with `letTimePass`, the clock moves a minute per poll so timed pauses expire. */
const runDone = async (id: string, status = 'completed', letTimePass = false) => {
  let last: { status?: string } | undefined;
  try {
    return await eventually(`run ${id} ${status}`, async () => {
      if (letTimePass) app.clock.advance(60_000);
      const run = await get(`/runs/${id}`);
      last = run.body;
      return run.body.status === status ? run.body : undefined;
    }, 20_000);
  } catch (err) {
    throw new Error(`${String(err)}; last seen: ${JSON.stringify(last)}`, { cause: err });
  }
};
const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) =>
  app.services.orm.em.fork().getConnection().execute<T[]>(q, p);

beforeAll(async () => {
  app = await startTestApp();
  rig = await startEngineRig(app, { people: 200 });
  ws = await seedWorkspace(app.services, { credits: 1000 });
  people = (await admin('GET', '/admin/people?limit=40')).data;
  const res = await post('/contacts', {
    contacts: people.map((p, i) => ({
      first_name: p.first_name,
      last_name: p.last_name,
      company: i === 0 ? 'Some Old Employer' : p.company,
      title: p.title,
      social_url: p.social_url,
      segment: i % 2 ? 'customer' : 'open_pipeline',
      crm_id: `crm-${i}`,
    })),
  });
  expect(res.status).toBe(202);
  await runDone(res.body.baseline_run.id);
});
afterAll(async () => {
  await rig?.close();
  await app?.close();
});

describe('baseline and manual runs', () => {
  it('when the baseline run completes, then every profile has a snapshot, a status and one credit charged', async () => {
    const runs = await get('/runs');
    const baseline = runs.body.data.find((r: { kind: string }) => r.kind === 'baseline');
    expect(baseline.totals).toMatchObject({ items: 40, processed: 40, credits_charged: 40, moved: 0 });
    expect((await get('/credits')).body.balance).toBe(960);
    const contacts = (await get('/contacts?page_size=200')).body.data;
    const first = contacts.find((c: { crm_id: string }) => c.crm_id === 'crm-0');
    expect(first.profile).toMatchObject({ status: 'moved', baseline_crm_mismatch: true, current_company: people[0]!.company });
    const other = contacts.find((c: { crm_id: string }) => c.crm_id === 'crm-1');
    expect(other.profile).toMatchObject({ status: 'same_role', baseline_crm_mismatch: false, current_title: people[1]!.title });
    const detail = await get(`/contacts/${other.id}`);
    expect(detail.body.positions.length).toBeGreaterThan(0);
    expect(detail.body.changes).toEqual([]);
  });

  it('when profiles were checked within 24 h, then the estimate skips them and force re-checks them', async () => {
    const estimate = (await get('/runs/estimate')).body;
    expect(estimate).toEqual({
      profiles_due: 0,
      profiles_recently_checked: 40,
      profiles_total: 40,
      credits_needed: 0,
      credit_balance: 960,
      cost_cents: 0,
      sufficient_credits: true,
      // Extensions (issue #24): the workspace's strategy, its budget and the next scheduled run.
      refresh_strategy: 'cadence',
      monthly_credit_budget: null,
      budget_left: null,
      within_budget: true,
      next_scheduled_checks: 40,
      next_scheduled_at: expect.any(String),
    });
    app.clock.advance(25 * 3600_000);
    const later = (await get('/runs/estimate')).body;
    expect(later).toMatchObject({ profiles_due: 40, profiles_recently_checked: 0, credits_needed: 40, cost_cents: 400 });
  });

  it('when people change jobs in the network, then a manual run records the right changes and statuses (bad news after its second look)', async () => {
    const [moved, promoted, edited, left, gone] = people.slice(1, 6);
    const target = people[20]!.company;
    await admin('POST', `/admin/people/${moved!.id}/change`, { type: 'move', company: target });
    await admin('POST', `/admin/people/${promoted!.id}/change`, { type: 'promote', title: 'President and Chief Operating Officer' });
    await admin('POST', `/admin/people/${edited!.id}/change`, { type: 'title_edit', title: 'Chief Vibes Officer' });
    await admin('POST', `/admin/people/${left!.id}/change`, { type: 'leave' });
    await admin('POST', `/admin/people/${gone!.id}/change`, { type: 'delete' });

    const started = await post('/runs');
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ kind: 'manual', status: 'queued' });
    const again = await post('/runs');
    if (again.body.status !== 'completed') {
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(started.body.id);
    }
    const run = await runDone(started.body.id);
    // Bad news waits for its second look: nothing about the leaver or the deleted profile yet.
    expect(run.totals).toMatchObject({ items: 40, processed: 40, moved: 1, promoted: 1, left: 0, not_found: 0, credits_charged: 40 });
    const early = await sql<{ type: string }>(`select type from changes where run_id = ?`, [run.id]);
    expect(early.map((c) => c.type).sort()).toEqual(['moved', 'promoted', 'title_changed']);

    app.clock.advance(4 * 3600_000);
    expect(await rig.secondLook.pass()).toMatchObject({ confirmed: 2, dropped: 0 });
    expect((await get(`/runs/${run.id}`)).body.totals).toMatchObject({ left: 1, not_found: 1, credits_charged: 40 });
    const changes = await sql<{ type: string; profile_id: string; to_company: string | null }>(
      `select ch.type, ch.profile_id, ch.to_company from changes ch where ch.run_id = ? order by ch.type`,
      [run.id],
    );
    expect(changes.map((c) => c.type).sort()).toEqual(['left', 'moved', 'profile_not_found', 'promoted', 'title_changed']);
    expect(changes.find((c) => c.type === 'moved')!.to_company).toBe(target);

    const byCrm = async (i: number) =>
      (await get(`/contacts?q=${encodeURIComponent(people[i]!.last_name)}&page_size=200`)).body.data.find(
        (c: { crm_id: string }) => c.crm_id === `crm-${i}`,
      );
    expect((await byCrm(1)).profile.status).toBe('moved');
    expect((await byCrm(2)).profile.status).toBe('promoted');
    expect((await byCrm(3)).profile).toMatchObject({ status: 'same_role', current_title: 'Chief Vibes Officer' });
    expect((await byCrm(4)).profile.status).toBe('left');
    const goneContact = await byCrm(5);
    expect(goneContact.profile.status).toBe('not_found');
    expect(goneContact.tracking_status).toBe('not_found');

    const events = await sql<{ n: string }>(`select count(*) as n from outbox where workspace_id = ? and event = 'contact.changed'`, [ws.id]);
    expect(Number(events[0]!.n)).toBe(5);
    const completed = await sql<{ n: string }>(`select count(*) as n from outbox where event = 'run.completed' and event_key = ?`, [
      `run:${run.id}:completed`,
    ]);
    expect(Number(completed[0]!.n)).toBe(1);
  });

  it('when a run is finished, then resume and cancel answer 409 in the envelope', async () => {
    const run = (await get('/runs')).body.data[0];
    const resume = await post(`/runs/${run.id}/resume`);
    expect(resume.status).toBe(409);
    expect(errorCode(resume)).toBe('run_not_paused');
    const cancel = await post(`/runs/${run.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(errorCode(cancel)).toBe('run_not_cancellable');
    expect((await post('/runs/00000000-0000-4000-8000-000000000000/cancel')).status).toBe(404);
  });
});

describe('credits and pauses', () => {
  it('when the balance runs out, then the run pauses with client_credits; a grant and resume finish it, each profile charged once', async () => {
    const balance = (await get('/credits')).body.balance;
    await grantCredits(app.services, { workspace: ws.id, amount: -(balance - 15) });
    app.clock.advance(25 * 3600_000);
    const started = await post('/runs');
    const paused = await runDone(started.body.id, 'paused');
    expect(paused).toMatchObject({ paused_reason: 'client_credits' });
    expect(paused.totals.credits_charged).toBe(15);
    expect((await get('/credits')).body.balance).toBe(0);
    const refused = await post(`/runs/${started.body.id}/resume`);
    expect(refused.status).toBe(409);
    expect(errorCode(refused)).toBe('insufficient_credits');

    await grantCredits(app.services, { workspace: ws.id, amount: 100 });
    const resumed = await post(`/runs/${started.body.id}/resume`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.status).toBe('running');
    const done = await runDone(started.body.id);
    expect(done.totals).toMatchObject({ processed: 39, credits_charged: 39 });
    const charges = await sql<{ n: string; distinct_profiles: string }>(
      `select count(*) as n, count(distinct profile_id) as distinct_profiles from credit_ledger where run_id = ? and kind = 'check'`,
      [started.body.id],
    );
    expect(charges[0]).toEqual({ n: '39', distinct_profiles: '39' });
    expect((await get('/credits')).body.balance, '100 granted, less the 24 checks after resuming').toBe(76);
  });

  it('when the provider rejects the credentials, then the run pauses with auth and resumes by itself once fixed', async () => {
    await admin('POST', '/admin/faults', { auth_fail: true });
    app.clock.advance(25 * 3600_000);
    const started = await post('/runs');
    const paused = await runDone(started.body.id, 'paused');
    expect(paused.paused_reason).toBe('auth');
    expect(paused.resume_after).not.toBeNull();
    const manual = await post(`/runs/${started.body.id}/resume`);
    expect(manual.status).toBe(409);
    expect(errorCode(manual)).toBe('run_not_resumable');
    await admin('DELETE', '/admin/faults');
    app.clock.advance(60_000);
    await runDone(started.body.id);
  });

  it('when the provider account is out of credits, then the run pauses with out_of_credits', async () => {
    await grantCredits(app.services, { workspace: ws.id, amount: 500 });
    await admin('POST', '/admin/faults', { out_of_credits: true });
    app.clock.advance(25 * 3600_000);
    const started = await post('/runs');
    expect((await runDone(started.body.id, 'paused')).paused_reason).toBe('out_of_credits');
    await admin('DELETE', '/admin/faults');
    app.clock.advance(60_000);
    await runDone(started.body.id);
  });

  it('when the provider fails with 5xx, then bursts are retried through and an outage pauses with upstream', async () => {
    await admin('POST', '/admin/faults', { error_rate: 0.3, status: 503 });
    app.clock.advance(25 * 3600_000);
    const flaky = await post('/runs');
    const done = await runDone(flaky.body.id, 'completed', true);
    expect(done.totals.processed + done.totals.unknown, 'the 39 tracked profiles (one was deleted)').toBe(39);
    expect(done.totals.processed, 'most checks get through the retries').toBeGreaterThanOrEqual(35);
    expect(done.totals.credits_charged, 'only completed checks are charged').toBe(done.totals.processed);

    await admin('POST', '/admin/faults', { error_rate: 1, status: 503 });
    app.clock.advance(25 * 3600_000);
    const outage = await post('/runs');
    const paused = await runDone(outage.body.id, 'paused');
    expect(paused.paused_reason).toBe('upstream');
    await admin('DELETE', '/admin/faults');
    app.clock.advance(3600_000);
    await runDone(outage.body.id);
  });

  it('when a paused run is cancelled, then it is cancelled and its unchecked items are skipped', async () => {
    await admin('POST', '/admin/faults', { auth_fail: true });
    app.clock.advance(25 * 3600_000);
    const started = await post('/runs');
    await runDone(started.body.id, 'paused');
    const cancel = await post(`/runs/${started.body.id}/cancel`);
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled', paused_reason: null });
    expect(cancel.body.finished_at).not.toBeNull();
    await admin('DELETE', '/admin/faults');
  });
});
