import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SandboxHandle, startSandbox } from '../../../src/sandbox/server';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { drainImports } from '../../support/contacts';
import { api, errorCode } from '../../support/http';
import { sqlOn } from '../../support/sql';
import { call } from '../sandbox/support';
import { type FinderRig, startFinderRig } from './rig';

interface NamesakeGroups {
  data: { key: string; people: { id: string; social_url: string; overlay: string | null; company: string | null }[] }[];
}

const slug = (url: string | null) => (url ?? '').replace(/\/+$/, '').split('/in/')[1]?.toLowerCase() ?? null;

/** 300 contacts without URLs: plain ones, namesakes (same and other company) and out-of-date CRM companies. */
async function contactsFromTruth(sandbox: SandboxHandle): Promise<{ rows: object[]; truth: Map<string, string> }> {
  const truth = new Map<string, string>();
  const rows: object[] = [];
  const add = (id: string, company: string, located = true) => {
    const p = sandbox.world.getPerson(id)!;
    if (truth.has(id)) return;
    truth.set(id, p.social_url);
    rows.push({ crm_id: id, first_name: p.first_name, last_name: p.last_name, company, ...(located ? { city: p.city, country: p.country } : {}) });
  };
  const groups = (await call<NamesakeGroups>(sandbox.url, '/admin/finder/namesakes?limit=1000')).body.data;
  for (const g of groups.slice(0, 60)) {
    const original = g.people.find((p) => !p.overlay && sandbox.world.getPerson(p.id));
    const current = original && sandbox.world.getPerson(original.id)!.positions.find((x) => x.is_current);
    // Namesakes without a location in the CRM: name and company alone cannot tell them apart.
    if (original && current) add(original.id, current.company, false);
  }
  const ids = sandbox.world.personIds();
  for (const id of ids) {
    if (rows.length >= 120) break;
    const past = sandbox.world.getPerson(id)!.positions.find((x) => !x.is_current);
    if (past && sandbox.world.getPerson(id)!.positions.some((x) => x.is_current)) add(id, past.company);
  }
  for (const id of ids) {
    if (rows.length >= 300) break;
    const current = sandbox.world.getPerson(id)!.positions.find((x) => x.is_current);
    if (current) add(id, current.company);
  }
  return { rows, truth };
}

describe('profile finder over the sandbox', () => {
  let app: TestApp;
  let ws: SeededWorkspace;
  let sandbox: SandboxHandle;
  let rig: FinderRig;
  let truth: Map<string, string>;
  const rest = (method: string, path: string, body?: unknown, key = ws.writeKey) => api(app.baseUrl, method, path, { key, body });

  beforeAll(async () => {
    app = await startTestApp();
    ws = await seedWorkspace(app.services, { credits: 1000 });
    sandbox = await startSandbox({ people: 1500, seed: 7 });
    rig = await startFinderRig(app.services, sandbox.url);
    const seeded = await contactsFromTruth(sandbox);
    truth = seeded.truth;
    expect(seeded.rows).toHaveLength(300);
    expect((await rest('POST', '/contacts', { contacts: seeded.rows })).status).toBe(202);
    await drainImports(app.services);
  }, 60_000);
  afterAll(async () => {
    await rig?.close();
    await sandbox?.close();
    await app?.close();
  });

  it('when find_profiles is off (the default), then no contact is searched', async () => {
    expect((await rest('GET', '/settings')).body).toMatchObject({ find_profiles: false, find_emails: false });
    expect((await rest('GET', '/finder/estimate', undefined, ws.readKey)).body).toMatchObject({
      find_profiles: false, profiles_to_search: 300, search_credits: 300, first_check_credits_max: 300, emails_to_find: 0, email_credits_max: 0,
    });
    expect(await rig.loop.pass()).toEqual({ profiles: 0, emails: 0 });
    expect((await rest('GET', '/contacts?tracking_status=needs_social&page_size=1')).body.total).toBe(300);
  });

  it('when find_profiles is on, then confident matches are attached with precision ≥ 98 % and the ambiguous ones wait in review', async () => {
    expect((await rest('PATCH', '/settings', { find_profiles: true })).body.find_profiles).toBe(true);
    const pass = await rig.loop.pass();
    expect(pass.profiles).toBe(300);
    const sql = sqlOn(app.services);
    const rows = await sql<{ crm_id: string; social_url: string | null; tracking_status: string; candidates: number }>(
      `select c.crm_id, c.social_url, c.tracking_status, (select count(*)::int from profile_candidates pc where pc.contact_id = c.id) as candidates
         from contacts c where c.workspace_id = ?`,
      [ws.id],
    );
    const attached = rows.filter((r) => r.social_url);
    const right = attached.filter((r) => slug(r.social_url) === slug(truth.get(r.crm_id)!));
    const review = rows.filter((r) => r.tracking_status === 'pending_review');
    console.log(`finder: ${attached.length} attached (${right.length} right), ${review.length} in review, ${rows.length - attached.length - review.length} unmatched`);
    expect(attached.length).toBeGreaterThan(100);
    expect(right.length / attached.length).toBeGreaterThanOrEqual(0.98);
    expect(review.length).toBeGreaterThanOrEqual(10);
    expect(review.every((r) => r.candidates > 0)).toBe(true);
    expect(attached.every((r) => r.tracking_status === 'ready')).toBe(true);
    // Every attached profile waits in a queued baseline run (its first check).
    const [baseline] = await sql<{ items: number }>(`select coalesce(sum((totals->>'items')::int), 0)::int as items from runs where workspace_id = ? and kind = 'baseline'`, [ws.id]);
    expect(baseline!.items).toBe(new Set(attached.map((r) => slug(r.social_url))).size);
    // One credit per search that found a match (attached or in review), once per contact; no match is free.
    const charges = await sql<{ charge_key: string; n: number }>(
      `select charge_key, count(*)::int as n from credit_ledger where workspace_id = ? and charge_key like 'profile:%' group by charge_key`,
      [ws.id],
    );
    expect(charges.length).toBe(attached.length + review.length);
    expect(charges.every((c) => c.n === 1)).toBe(true);
    const credits = (await rest('GET', '/credits')).body;
    expect(credits.used_this_month.checks).toBe(charges.length);
  }, 120_000);

  it('when the review queue is listed, then confirm and reject move contacts as the machine says and refuse every other move', async () => {
    const queue = (await rest('GET', '/contacts?tracking_status=pending_review&page_size=5')).body;
    expect(queue.data.length).toBeGreaterThanOrEqual(3);
    const [a, b] = queue.data as Array<{ id: string }>;
    const detail = (await rest('GET', `/contacts/${a!.id}`)).body;
    const open = detail.profile_candidates.filter((c: { status: string }) => c.status === 'proposed');
    expect(open.length).toBeGreaterThan(0);
    expect(Object.keys(open[0]).sort()).toEqual(
      ['company', 'created_at', 'decided_at', 'headline', 'id', 'location', 'name', 'reasons', 'score', 'social_url', 'source', 'status', 'title'].sort(),
    );

    const confirmed = await rest('POST', `/contacts/${a!.id}/candidates/${open[0].id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ tracking_status: 'ready', social_url: open[0].social_url });
    expect(confirmed.body.profile_candidates.filter((c: { status: string }) => c.status === 'proposed')).toEqual([]);
    // Confirming again, or rejecting a dismissed one: the contact is no longer in review.
    expect(errorCode(await rest('POST', `/contacts/${a!.id}/candidates/${open[0].id}/confirm`))).toBe('invalid_transition');
    expect((await rest('POST', `/contacts/${a!.id}/candidates/${open[0].id}/reject`)).status).toBe(409);
    // Unknown ids are 404; a malformed id is 400; read keys cannot decide.
    expect((await rest('POST', `/contacts/${a!.id}/candidates/00000000-0000-4000-8000-000000000000/confirm`)).status).toBe(404);
    expect((await rest('POST', `/contacts/00000000-0000-4000-8000-000000000000/candidates/${open[0].id}/confirm`)).status).toBe(404);
    expect((await rest('POST', `/contacts/${a!.id}/candidates/nope/confirm`)).status).toBe(400);

    const bCandidates = (await rest('GET', `/contacts/${b!.id}/candidates`, undefined, ws.readKey)).body.data as Array<{ id: string; status: string }>;
    const bOpen = bCandidates.filter((c) => c.status === 'proposed');
    expect((await rest('POST', `/contacts/${b!.id}/candidates/${bOpen[0]!.id}/reject`, undefined, ws.readKey)).status).toBe(403);
    for (const [i, c] of bOpen.entries()) {
      const res = await rest('POST', `/contacts/${b!.id}/candidates/${c.id}/reject`);
      expect(res.status).toBe(200);
      expect(res.body.tracking_status).toBe(i === bOpen.length - 1 ? 'needs_social' : 'pending_review');
    }
    // A rejected contact is not searched again.
    await rig.loop.pass();
    expect((await rest('GET', `/contacts/${b!.id}`)).body).toMatchObject({ tracking_status: 'needs_social', social_url: null });
  }, 60_000);
});
