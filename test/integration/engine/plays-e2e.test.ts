import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type EngineRig, eventually, startEngineRig } from '../../support/engine';
import { api } from '../../support/http';

/**
 * Issue 5 end to end: an ICP, sandbox people moving into fitting and non-fitting
 * companies, a real run through the checker, and the plays that come out of it.
 */
let app: TestApp;
let rig: EngineRig;
let ws: SeededWorkspace;
type Person = { id: string; social_url: string; first_name: string; last_name: string; company: string; title: string };
let people: Person[];

const get = (path: string) => api(app.baseUrl, 'GET', path, { key: ws.readKey });
const send = (method: string, path: string, body?: unknown) => api(app.baseUrl, method, path, { key: ws.writeKey, body });
const change = async (id: string, body: unknown) => {
  const res = await fetch(`${rig.sandboxUrl}/admin/people/${id}/change`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
};
const finished = (id: string) =>
  eventually(`run ${id}`, async () => {
    const run = (await get(`/runs/${id}`)).body;
    return run.status === 'completed' ? run : undefined;
  });

let fitting: { name: string; industry: string };
let nonFitting: { name: string };

beforeAll(async () => {
  app = await startTestApp();
  rig = await startEngineRig(app, { people: 200 });
  ws = await seedWorkspace(app.services, { credits: 500 });
  const companies = rig.world.companies();
  const industry = companies[0]!.industry;
  fitting = companies.find((c) => c.industry === industry && c.employees >= 1)!;
  nonFitting = companies.find((c) => c.industry !== industry)!;

  const icp = await send('PUT', '/icp', {
    account: { version: 1, industries: { any: [industry] }, unknown_policy: 'fail' },
    contact: { version: 1, seniority: ['vp', 'c_level'] },
  });
  expect(icp.status).toBe(200);

  people = ((await (await fetch(`${rig.sandboxUrl}/admin/people?limit=60`)).json()) as { data: Person[] }).data.filter(
    (p) => p.company !== fitting.name && p.company !== nonFitting.name,
  );
  const res = await send('POST', '/contacts', {
    contacts: people.slice(0, 12).map((p, i) => ({
      first_name: p.first_name,
      last_name: p.last_name,
      company: p.company,
      title: p.title,
      social_url: p.social_url,
      segment: i === 0 || i === 4 ? 'customer' : i === 1 ? 'closed_lost' : 'open_pipeline',
      owner: 'Dana Whitfield',
      crm_id: `crm-${i}`,
    })),
  });
  await finished(res.body.baseline_run.id);

  await change(people[0]!.id, { type: 'move', company: fitting.name, title: 'VP of Sales' }); // direct (+ churn_risk: customer)
  await change(people[1]!.id, { type: 'move', company: fitting.name, title: 'Account Executive' }); // referral
  await change(people[2]!.id, { type: 'move', company: nonFitting.name, title: 'Chief Revenue Officer' }); // watch
  await change(people[3]!.id, { type: 'move', company: nonFitting.name, title: 'Sales Development Rep' }); // archive
  await change(people[4]!.id, { type: 'leave' }); // churn_risk only (left a customer)
  await change(people[5]!.id, { type: 'promote', title: 'President and Chief Sales Officer' }); // promotion
  await change(people[6]!.id, { type: 'title_edit', title: 'Head of Everything' }); // no play

  app.clock.advance(25 * 3600_000);
  const run = await send('POST', '/runs');
  expect(run.status).toBe(201);
  await finished(run.body.id);
  // The leaver is confirmed by the second look before its churn_risk play goes out.
  app.clock.advance(4 * 3600_000);
  await rig.secondLook.pass();
  const done = await get(`/runs/${run.body.id}`);
  expect(done.body.totals).toMatchObject({ moved: 4, left: 1, promoted: 1, plays_created: 7 });
});
afterAll(async () => {
  await rig?.close();
  await app?.close();
});

const playFor = async (i: number, type: string) => {
  const all = (await get(`/plays?status=open&page_size=200`)).body.data as Array<Record<string, unknown>>;
  return all.find((p) => p.type === type && p.old_company === people[i]!.company);
};

describe('plays from a real run', () => {
  it('when people move into fitting and non-fitting companies, then each gets the play type its fits imply', async () => {
    expect(await playFor(0, 'direct')).toMatchObject({ account_fit: true, contact_fit: true, new_company: fitting.name, new_title: 'VP of Sales' });
    expect(await playFor(1, 'referral')).toMatchObject({ account_fit: true, contact_fit: false });
    expect(await playFor(2, 'watch')).toMatchObject({ account_fit: false, contact_fit: true, new_company: nonFitting.name });
    expect(await playFor(3, 'archive')).toMatchObject({ account_fit: false, contact_fit: false });
    expect(await playFor(5, 'promotion')).toMatchObject({ new_title: 'President and Chief Sales Officer' });
  });

  it('when a customer contact moves or leaves, then a churn_risk play for customer success comes with it', async () => {
    const changes = (await get('/changes?page_size=50')).body.data as Array<Record<string, unknown>>;
    const moved = changes.find((c) => c.type === 'moved' && c.from_company === people[0]!.company)!;
    expect(moved.play_id).not.toBeNull();
    expect(moved.churn_play_id).not.toBeNull();
    const churn = (await get(`/plays/${String(moved.churn_play_id)}`)).body;
    expect(churn).toMatchObject({ type: 'churn_risk', segment: 'customer', owner: 'Dana Whitfield' });
    expect(churn.opener).toContain(people[0]!.first_name);
    expect(churn.opener).toContain(fitting.name);

    const left = changes.find((c) => c.type === 'left' && c.from_company === people[4]!.company)!;
    expect(left.play_id).toBeNull();
    expect(left.churn_play_id).not.toBeNull();
    const title = changes.find((c) => c.type === 'title_changed')!;
    expect(title).toMatchObject({ play_id: null, churn_play_id: null });
  });

  it('when the opener is read, then it names the person and the new company, not filler', async () => {
    const direct = (await playFor(0, 'direct'))!;
    expect(direct.opener).toContain(people[0]!.first_name);
    expect(direct.opener).toContain(fitting.name);
    const contact = (await get(`/contacts?q=${encodeURIComponent(people[0]!.last_name)}`)).body.data[0];
    const detail = (await get(`/contacts/${contact.id}`)).body;
    expect(detail.fit.account).toMatchObject({ fit: true });
    expect(detail.fit.contact).toMatchObject({ fit: true });
    expect(detail.plays.map((p: { type: string }) => p.type).sort()).toEqual(['churn_risk', 'direct']);
  });

  it('when plays are filtered and sorted, then the list answers accordingly', async () => {
    const defaults = (await get('/plays')).body;
    expect(defaults.data.map((p: { type: string }) => p.type)).not.toContain('archive');
    expect(defaults.total).toBe(6);
    const fitsBoth = (await get('/plays?account_fit=yes&contact_fit=yes')).body.data as Array<Record<string, unknown>>;
    expect(fitsBoth.every((p) => p.account_fit === true && p.contact_fit === true)).toBe(true);
    expect(fitsBoth.map((p) => p.type)).toContain('direct');
    expect(fitsBoth.map((p) => p.type)).not.toContain('referral');
    const byPerson = (await get('/plays?sort=person&dir=asc')).body.data as Array<{ person: { first_name: string; last_name: string } }>;
    const names = byPerson.map((p) => `${p.person.first_name} ${p.person.last_name}`.toLowerCase());
    expect(names).toEqual([...names].sort());
    const customers = (await get('/plays?segment=customer')).body.data as Array<{ segment: string }>;
    expect(customers.length).toBeGreaterThanOrEqual(2);
    expect(customers.every((p) => p.segment === 'customer')).toBe(true);

    const play = (await playFor(1, 'referral'))!;
    const moved = await send('PATCH', `/plays/${String(play.id)}`, { status: 'replied', notes: 'Intro booked' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'replied', notes: 'Intro booked' });
    const back = await send('PATCH', `/plays/${String(play.id)}`, { status: 'contacted' });
    expect(back.status).toBe(400);
    const open = (await get('/plays')).body.data as Array<{ status: string }>;
    expect(open[open.length - 1]!.status).toBe('replied');
  });
});
