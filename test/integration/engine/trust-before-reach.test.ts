import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type EngineRig, eventually, startEngineRig } from '../../support/engine';
import { api } from '../../support/http';

/**
 * Issue #11 end to end (the real checker over gRPC, the sandbox over HTTP): career breaks,
 * side roles and page merges are no moves; bad news (left, not found) goes out only after
 * a free second look; a person back before that second look produces nothing.
 */
let app: TestApp;
let rig: EngineRig;
let ws: SeededWorkspace;
type Person = { id: string; social_url: string; first_name: string; last_name: string; company: string; title: string };
let people: Person[];
let runId: string;

const get = (path: string) => api(app.baseUrl, 'GET', path, { key: ws.readKey });
const send = (method: string, path: string, body?: unknown) => api(app.baseUrl, method, path, { key: ws.writeKey, body });
const admin = async (path: string, body: unknown) => {
  const res = await fetch(`${rig.sandboxUrl}/admin${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status, path).toBe(200);
};
const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => app.services.orm.em.fork().getConnection().execute<T[]>(q, p);
const finished = (id: string) =>
  eventually(`run ${id}`, async () => {
    const run = (await get(`/runs/${id}`)).body;
    return run.status === 'completed' ? run : undefined;
  });
const contactOf = async (i: number) =>
  (await get(`/contacts?page_size=200`)).body.data.find((c: { crm_id: string }) => c.crm_id === `crm-${i}`);
const changesOf = async (i: number) => (await get(`/contacts/${(await contactOf(i)).id}`)).body.changes as Array<Record<string, unknown>>;

const ROLE = { careerBreak: 0, sideRole: 1, merged: 2, left: 3, backFromLeave: 4, backFromDelete: 5, deleted: 6, moved: 7, leftThenMoved: 9 } as const;

beforeAll(async () => {
  app = await startTestApp();
  rig = await startEngineRig(app, { people: 200 });
  ws = await seedWorkspace(app.services, { credits: 1000 });
  const all = ((await (await fetch(`${rig.sandboxUrl}/admin/people?limit=120`)).json()) as { data: Person[] }).data;
  // One person per company, so a page merge touches only the person meant to see it.
  const seen = new Set<string>();
  people = all.filter((p) => p.company && !seen.has(p.company) && seen.add(p.company)).slice(0, 10);
  const res = await send('POST', '/contacts', {
    contacts: people.map((p, i) => ({
      first_name: p.first_name, last_name: p.last_name, company: p.company, title: p.title, social_url: p.social_url,
      segment: 'customer', crm_id: `crm-${i}`,
    })),
  });
  expect(res.status).toBe(202);
  await finished(res.body.baseline_run.id);

  const company = rig.world.getCompanyByName(people[ROLE.merged]!.company)!;
  await admin(`/people/${people[ROLE.careerBreak]!.id}/change`, { type: 'career_break' });
  await admin(`/people/${people[ROLE.sideRole]!.id}/change`, { type: 'add_side_role', company: people[9]!.company, title: 'Board Member' });
  await admin(`/companies/${company.id}/change`, { type: 'merge_company', name: `${company.name} Group` });
  await admin(`/people/${people[ROLE.left]!.id}/change`, { type: 'leave' });
  await admin(`/people/${people[ROLE.backFromLeave]!.id}/change`, { type: 'leave' });
  await admin(`/people/${people[ROLE.backFromDelete]!.id}/change`, { type: 'delete' });
  await admin(`/people/${people[ROLE.deleted]!.id}/change`, { type: 'delete' });
  await admin(`/people/${people[ROLE.moved]!.id}/change`, { type: 'move', company: people[8]!.company });
  await admin(`/people/${people[ROLE.leftThenMoved]!.id}/change`, { type: 'leave' });

  app.clock.advance(25 * 3600_000);
  const run = await send('POST', '/runs');
  expect(run.status).toBe(201);
  runId = run.body.id;
  await finished(runId);
}, 60_000);
afterAll(async () => {
  await rig?.close();
  await app?.close();
});

describe('trust before reach, end to end', () => {
  it('when the run completes, then only the move is recorded; bad news waits and statuses are unchanged meanwhile', async () => {
    const changes = await sql<{ type: string; profile_id: string }>('select type, profile_id from changes where run_id = ?', [runId]);
    expect(changes.map((c) => c.type)).toEqual(['moved']);
    for (const i of [ROLE.careerBreak, ROLE.left, ROLE.deleted]) {
      const contact = await contactOf(i);
      expect(contact.profile.status, `crm-${i}`).toBe('same_role');
      expect(contact.tracking_status).toBe('tracked');
    }
    expect((await get(`/runs/${runId}`)).body.totals).toMatchObject({ processed: 10, moved: 1, left: 0, not_found: 0, credits_charged: 10 });
  });

  it('when people come back before the second look, then nothing is recorded for them', async () => {
    await admin(`/people/${people[ROLE.backFromLeave]!.id}/change`, { type: 'return' });
    await admin(`/people/${people[ROLE.backFromDelete]!.id}/change`, { type: 'return' });
    await admin(`/people/${people[ROLE.leftThenMoved]!.id}/change`, { type: 'move', company: people[8]!.company });
    app.clock.advance(3600_000);
    expect(await rig.secondLook.pass(), 'nothing is due an hour later').toEqual({ confirmed: 0, dropped: 0, other: 0, postponed: 0 });
    app.clock.advance(3 * 3600_000);
    const outcome = await rig.secondLook.pass();
    expect(outcome).toEqual({ confirmed: 3, dropped: 2, other: 1, postponed: 0 });
    for (const i of [ROLE.backFromLeave, ROLE.backFromDelete]) {
      expect(await changesOf(i), `crm-${i}`).toEqual([]);
      expect((await contactOf(i)).profile.status).toBe('same_role');
    }
  });

  it('when the second look finds a new job instead, then the move is recorded against the last found snapshot, not a left', async () => {
    const changes = await changesOf(ROLE.leftThenMoved);
    expect(changes).toEqual([expect.objectContaining({ type: 'moved', from_company: people[ROLE.leftThenMoved]!.company, to_company: people[8]!.company })]);
    expect((changes[0]!.evidence as { confirmed_at: string | null }).confirmed_at).toBeNull();
    expect((await contactOf(ROLE.leftThenMoved)).profile.status).toBe('moved');
  });

  it('when the second look confirms, then left and profile_not_found are recorded with evidence.confirmed_at, charged once', async () => {
    const [left] = await changesOf(ROLE.left);
    expect(left).toMatchObject({ type: 'left', from_company: people[ROLE.left]!.company });
    expect(left!.evidence).toMatchObject({ confirmed_at: expect.any(String), confidence: expect.any(Number), rule: expect.any(String) });
    expect((await contactOf(ROLE.left)).profile.status).toBe('left');
    const [gone] = await changesOf(ROLE.deleted);
    expect(gone).toMatchObject({ type: 'profile_not_found' });
    expect((await contactOf(ROLE.deleted)).tracking_status).toBe('not_found');
    const [pause] = await changesOf(ROLE.careerBreak);
    expect(pause, 'a career break is a left, only after the second look').toMatchObject({ type: 'left' });
    const charges = await sql<{ n: string }>(`select count(*) as n from credit_ledger where profile_id = ? and kind = 'check'`, [
      (await contactOf(ROLE.left)).profile.id,
    ]);
    expect(charges[0]!.n, 'the baseline and the run; the second look is free').toBe('2');
    expect((await get(`/runs/${runId}`)).body.totals).toMatchObject({ moved: 2, left: 2, not_found: 1, credits_charged: 10 });
    const churn = (await get('/plays?type=churn_risk&status=open&page_size=200')).body.data as Array<{ old_company: string }>;
    expect(churn.map((p) => p.old_company)).toContain(people[ROLE.left]!.company);
  });

  it('when a side role is added or the company page is merged, then there is no change and no play', async () => {
    const aliases = await sql<{ n: string }>('select count(*) as n from company_aliases where workspace_id = ?', [ws.id]);
    expect(Number(aliases[0]!.n), 'the merge is remembered as an alias').toBeGreaterThan(0);
    for (const i of [ROLE.sideRole, ROLE.merged]) {
      expect(await changesOf(i), `crm-${i}`).toEqual([]);
      expect((await contactOf(i)).profile.status).toBe('same_role');
    }
    const plays = (await get('/plays?status=open&page_size=200')).body.data as Array<{ old_company: string }>;
    expect(plays.some((p) => p.old_company === people[ROLE.sideRole]!.company || p.old_company === people[ROLE.merged]!.company)).toBe(false);
  });

  it('when a merged page is checked again later, then it is still no move', async () => {
    app.clock.advance(25 * 3600_000);
    const run = await send('POST', '/runs');
    await finished(run.body.id);
    expect(await changesOf(ROLE.merged)).toEqual([]);
  });

  it('when changes are listed or delivered, then each carries its evidence, naming the sweep that led to its check', async () => {
    const listed = (await get('/changes?page_size=200')).body.data as Array<{ type: string; evidence: Record<string, unknown> | null }>;
    expect(listed.length).toBeGreaterThanOrEqual(4);
    for (const c of listed) {
      expect(c.evidence).toMatchObject({ rule: expect.any(String), confidence: expect.any(Number), surfaced_late: expect.any(Boolean) });
      expect(Object.keys(c.evidence!).sort()).toEqual(['confidence', 'confirmed_at', 'current', 'previous', 'rule', 'surfaced_late', 'trigger']);
      // Manual runs (and the second looks that confirm what they found) are sweeps.
      expect(c.evidence!.trigger).toBe('sweep');
    }
    const moved = listed.find((c) => c.type === 'moved')!;
    expect(moved.evidence).toMatchObject({ confirmed_at: null, current: { company: people[8]!.company } });
    const events = await sql<{ payload: { data: { evidence: unknown } } }>(`select payload from outbox where event = 'contact.changed' and workspace_id = ?`, [ws.id]);
    expect(events.length).toBe(listed.length);
    for (const e of events) expect(e.payload.data.evidence).toMatchObject({ rule: expect.any(String), trigger: 'sweep' });
  });
});
