import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { grantCredits } from '../../../src/core/credits/credits.service';
import type { Dispatcher } from '../../../src/scheduler/dispatcher';
import type { SeededWorkspace, TestApp } from '../../support/app';
import { type EngineRig, eventually } from '../../support/engine';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';
import type { WebhookReceiver } from '../../support/webhook-receiver';
import { dispatcherFor } from '../webhooks/support';
import { type FinderRig, startFinderFlow } from './rig';

type Person = { id: string; social_url: string; first_name: string; last_name: string; company: string; title: string };
type Domain = { company: string; domain: string; policy: string };
type Truth = { emails: { email: string; company: string; current: boolean; status: string; discoverable: boolean }[] };

/**
 * Issue 16 item 5: a move detected in a run → the email finder looks up the work address at the
 * new company after the batch commit; valid → the play's address, catch-all → risky, not found →
 * the CRM address stays. One credit per address found and verified, once whatever the retries.
 */
describe('email finder after a move', () => {
  let app: TestApp;
  let rig: EngineRig;
  let finder: FinderRig;
  let ws: SeededWorkspace;
  let receiver: WebhookReceiver;
  let dispatcher: Dispatcher;
  const sql = () => sqlOn(app.services);
  const get = (path: string) => api(app.baseUrl, 'GET', path, { key: ws.readKey });
  const send = (method: string, path: string, body?: unknown) => api(app.baseUrl, method, path, { key: ws.writeKey, body });
  const admin = async <T>(path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${rig.sandboxUrl}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status).toBe(200);
    return (await res.json()) as T;
  };
  const finished = (id: string) =>
    eventually(`run ${id}`, async () => {
      const run = (await get(`/runs/${id}`)).body;
      return run.status === 'completed' ? run : undefined;
    });
  const people: Record<'valid' | 'risky' | 'hidden', Person> = {} as never;

  beforeAll(async () => {
    ({ app, rig, finder, ws, receiver } = await startFinderFlow({ people: 400, credits: 100 }));
    expect((await send('PATCH', '/settings', { find_emails: true })).status).toBe(200);
    expect((await send('POST', '/webhooks', { url: receiver.url, events: ['play.created', 'play.updated'] })).status).toBe(201);

    const domains = (await admin<{ data: Domain[] }>('/admin/finder/domains?limit=1000')).data;
    const normal = domains.filter((d) => d.policy === 'normal');
    const catchAll = domains.find((d) => d.policy === 'catch_all')!;
    const all = (await admin<{ data: Person[] }>('/admin/people?limit=400')).data;
    const candidates = all.filter((p) => p.company && p.company !== catchAll.company && !normal.slice(0, 3).some((d) => d.company === p.company));
    // Who is discoverable is the world's truth (10 % are not): ask it after a move.
    const contacts = candidates.slice(0, 40);
    const res = await send('POST', '/contacts', {
      contacts: contacts.map((p, i) => ({
        first_name: p.first_name, last_name: p.last_name, company: p.company, title: p.title, social_url: p.social_url,
        email: `${p.first_name}.${p.last_name}@old-crm.example`.toLowerCase(), segment: 'customer', crm_id: `crm-${i}`,
      })),
    });
    await finished(res.body.baseline_run.id);

    let target = 0;
    for (const p of contacts) {
      if (people.valid && people.risky && people.hidden) break;
      const want = !people.risky ? 'risky' : 'valid';
      const to = want === 'risky' ? catchAll : normal[target % 3]!;
      await admin(`/admin/people/${p.id}/change`, { type: 'move', company: to.company, title: 'VP of Sales' });
      const truth = (await admin<Truth>(`/admin/people/${p.id}/emails`)).emails.find((e) => e.current)!;
      if (!truth.discoverable && !people.hidden) people.hidden = p;
      else if (truth.discoverable && !people[want]) people[want] = p;
      target++;
    }
    expect(Object.keys(people).sort()).toEqual(['hidden', 'risky', 'valid']);
    app.clock.advance(25 * 3600_000);
    const run = await send('POST', '/runs');
    await finished(run.body.id);
  }, 120_000);
  afterAll(async () => {
    await dispatcher?.stop();
    await receiver?.close();
    await finder?.close();
    await rig?.close();
    await app?.close();
  });

  const playOf = async (p: Person) => {
    const [row] = await sql()<{ email: string | null; email_status: string | null; contact_id: string }>(
      `select pl.email, pl.email_status, pl.contact_id from plays pl join profiles pr on pr.id = pl.profile_id
        where pr.social_url = ? and pl.workspace_id = ? order by pl.detected_at desc limit 1`,
      [p.social_url, ws.id],
    );
    return row!;
  };

  it('when the finder runs after the run, then each play carries the best known address and only found-and-verified ones are charged', async () => {
    const before = (await get('/credits')).body;
    await eventually('emails found', async () => {
      app.clock.advance(2 * 60_000);
      await finder.loop.pass();
      const [open] = await sql()<{ n: number }>(`select count(*)::int as n from finder_jobs where kind = 'email' and state = 'queued' and workspace_id = ?`, [ws.id]);
      return open!.n === 0 ? true : undefined;
    });
    const valid = await playOf(people.valid);
    const validTruth = (await admin<Truth>(`/admin/people/${people.valid.id}/emails`)).emails.find((e) => e.current)!;
    expect(valid).toMatchObject({ email: validTruth.email, email_status: 'valid' });
    expect((await playOf(people.risky)).email_status).toBe('risky');
    const hidden = await playOf(people.hidden);
    expect(hidden.email).toMatch(/@old-crm\.example$/);
    expect(hidden.email_status).toBe('crm');

    const detail = (await get(`/contacts/${valid.contact_id}`)).body;
    expect(detail.emails).toEqual([
      { email: validTruth.email, status: 'valid', source: 'finder', is_primary: true, verified_at: expect.any(String) },
      { email: expect.stringMatching(/@old-crm\.example$/), status: 'unverified', source: 'crm', is_primary: false, verified_at: null },
    ]);

    const after = (await get('/credits')).body;
    const charged = await sql()<{ n: number }>(`select count(*)::int as n from credit_ledger where kind = 'email' and workspace_id = ?`, [ws.id]);
    expect(after.used_this_month.emails - before.used_this_month.emails).toBe(charged[0]!.n);
    expect(charged[0]!.n).toBeGreaterThanOrEqual(2);
    expect(after.used_this_month.total).toBe(after.used_this_month.checks + after.used_this_month.emails);
  }, 120_000);

  it('when the address is found after play.created went out, then a play.updated follows it with the verified address', async () => {
    const truth = (await admin<Truth>(`/admin/people/${people.valid.id}/emails`)).emails.find((e) => e.current)!;
    dispatcher = dispatcherFor(app);
    const bodiesFor = (event: string) =>
      receiver.requests.filter((r) => r.body?.event === event && r.body?.data?.person?.social_url === people.valid.social_url);
    // Each play of the change gets its own play.updated, delivered one by one: wait for all of them, not the first.
    const allUpdated = () => bodiesFor('play.updated').length > 0 && bodiesFor('play.updated').length >= bodiesFor('play.created').length;
    await eventually('play.created and play.updated for the mover', async () => (allUpdated() ? true : undefined));

    const created = bodiesFor('play.created');
    const updated = bodiesFor('play.updated');
    expect(created.length).toBeGreaterThan(0);
    for (const c of created) {
      // play.created went out with the old CRM address (the finder ran after the batch commit) …
      expect(c.body.data).toMatchObject({ email: expect.stringMatching(/@old-crm\.example$/), email_status: 'crm' });
      // … and one play.updated carries the finder's verified address for the same play.
      const forPlay = updated.filter((u) => u.body.data.id === c.body.data.id);
      expect(forPlay).toHaveLength(1);
      expect(forPlay[0]!.body).toMatchObject({
        event: 'play.updated',
        event_key: `play:${c.body.data.id}:email:${truth.email}`,
        data: { id: c.body.data.id, type: c.body.data.type, email: truth.email, email_status: 'valid', opener: c.body.data.opener },
      });
      expect(forPlay[0]!.headers['x-service-event']).toBe('play.updated');
    }
    expect(updated).toHaveLength(created.length);
    // A hidden person's play kept the CRM address: no play.updated for it.
    expect(receiver.requests.filter((r) => r.body?.event === 'play.updated' && r.body?.data?.person?.social_url === people.hidden.social_url)).toEqual([]);
  }, 60_000);

  it('when a finished email job runs again (a retry), then nothing is charged twice', async () => {
    const count = async () => (await sql()<{ n: number }>(`select count(*)::int as n from credit_ledger where kind = 'email' and workspace_id = ?`, [ws.id]))[0]!.n;
    const charged = await count();
    await sql()(`update finder_jobs set state = 'queued', due_at = now() - interval '1 day' where kind = 'email' and workspace_id = ?`, [ws.id]);
    app.clock.advance(60_000);
    await finder.loop.pass();
    expect(await count()).toBe(charged);
  }, 60_000);

  it('when the workspace is out of credits, then the email job waits, nothing is charged, and it runs once credits are granted', async () => {
    const play = await playOf(people.valid);
    const [row] = await sql()<{ id: string }>(`select pl.id from plays pl join profiles pr on pr.id = pl.profile_id where pr.social_url = ? and pl.workspace_id = ? order by pl.detected_at desc limit 1`, [people.valid.social_url, ws.id]);
    // As if the play were new: no job, no charge, the CRM address on it.
    await sql()(`delete from credit_ledger where charge_key = ?`, [`email:${row!.id}`]);
    await sql()(`delete from finder_jobs where job_key = ?`, [`email:${row!.id}`]);
    await sql()(`delete from emails where email = ?`, [play.email]);
    const balance = (await get('/credits')).body.balance as number;
    await grantCredits(app.services, { workspace: ws.id, amount: -balance });

    app.clock.advance(2 * 60_000);
    await finder.loop.pass();
    const [waiting] = await sql()<{ state: string; outcome: string }>(`select state, outcome from finder_jobs where job_key = ?`, [`email:${row!.id}`]);
    expect(waiting).toEqual({ state: 'queued', outcome: 'waiting_for_credits' });
    expect((await get('/credits')).body.balance).toBe(0);

    await grantCredits(app.services, { workspace: ws.id, amount: 5 });
    app.clock.advance(2 * 60_000);
    await finder.loop.pass();
    const charged = await sql()<{ n: number }>(`select count(*)::int as n from credit_ledger where charge_key = ?`, [`email:${row!.id}`]);
    expect(charged[0]!.n).toBe(1);
    expect((await get('/credits')).body.balance).toBe(4);
    expect((await playOf(people.valid)).email_status).toBe('valid');
  }, 60_000);

  it('when a contact without a profile has a CRM email, then ContactDetail lists it', async () => {
    const res = await send('POST', '/contacts', { contacts: [{ first_name: 'Nola', last_name: 'Profile', company: 'Nowhere Co', email: 'nola@nowhere.example' }] });
    const id = res.body.results?.[0]?.id ?? (await get('/contacts?q=nola')).body.data[0].id;
    expect((await get(`/contacts/${id}`)).body.emails).toEqual([
      { email: 'nola@nowhere.example', status: 'unverified', source: 'crm', is_primary: true, verified_at: null },
    ]);
  });
});
