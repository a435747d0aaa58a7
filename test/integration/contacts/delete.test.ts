import { describe, expect, it } from 'vitest';

import { HIGH_RATE_LIMITS, type Json, type SeededWorkspace, seedWorkspace, useTestApp } from '../../support/app';
import { api, errorCode } from '../../support/http';
import { countOf, sqlOn } from '../../support/sql';

const app = useTestApp({ env: HIGH_RATE_LIMITS });

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => sqlOn(app.services)<T>(q, p);
const one = async <T = Record<string, unknown>>(q: string, p: unknown[] = []): Promise<T> => {
  const [row] = await sql<T>(q, p);
  return row!;
};

interface Person {
  first_name: string;
  last_name: string;
  email: string;
  slug: string;
  crm_id: string;
  company: string;
}

const url = (p: Person) => `https://www.linkedin.com/in/${p.slug}`;

async function createContact(ws: SeededWorkspace, p: Person): Promise<Json> {
  const res = await api(app.baseUrl, 'POST', '/contacts', {
    key: ws.writeKey,
    body: [{ first_name: p.first_name, last_name: p.last_name, email: p.email, social_url: p.slug, crm_id: p.crm_id, company: p.company,
      title: 'Head of Data', owner: 'Olga' }],
  });
  expect(res.status).toBe(202);
  expect(res.body.summary.contacts_upserted).toBe(1);
  const list = await api(app.baseUrl, 'GET', `/contacts?q=${encodeURIComponent(p.email)}`, { key: ws.readKey });
  expect(list.body.total).toBe(1);
  return list.body.data[0];
}

/**
 * Everything the engine keeps about a checked person, written the way it writes it: a
 * run with its item and credit charge, a snapshot with positions, a change with fits and
 * a play (with its chat notification), the person's emails, the outbox events for the
 * change and the play, and their webhook deliveries. Returns the ids created.
 */
async function seedHistory(ws: SeededWorkspace, contact: Json, p: Person) {
  const profileId: string = contact.profile.id;
  const run = await one<{ id: string }>(
    `insert into runs (workspace_id, kind, status, started_at, finished_at) values (?, 'manual', 'completed', now(), now()) returning id`,
    [ws.id],
  );
  await sql(`insert into run_items (workspace_id, run_id, profile_id, status, attempts, outcome) values (?, ?, ?, 'done', 1, 'snapshot')`, [
    ws.id, run.id, profileId,
  ]);
  await sql(`insert into credit_ledger (workspace_id, kind, amount, run_id, profile_id) values (?, 'check', -1, ?, ?)`, [
    ws.id, run.id, profileId,
  ]);
  const snapshot = await one<{ id: string }>(
    `insert into snapshots (workspace_id, profile_id, run_id, found, first_name, last_name, headline)
     values (?, ?, ?, true, ?, ?, ?) returning id`,
    [ws.id, profileId, run.id, p.first_name, p.last_name, `${p.first_name} ${p.last_name} | Data at NewCo`],
  );
  await sql(
    `insert into positions (workspace_id, snapshot_id, profile_id, ord, company, title, started_on, is_current)
     values (?, ?, ?, 0, 'NewCo', 'VP Data', '2026-01', true), (?, ?, ?, 1, ?, 'Head of Data', '2020-02', false)`,
    [ws.id, snapshot.id, profileId, ws.id, snapshot.id, profileId, p.company],
  );
  await sql(
    `update profiles set status = 'moved', first_name = ?, last_name = ?, headline = ?, current_company = 'NewCo',
       current_title = 'VP Data', current_since = '2026-01', last_checked_at = now(), last_change_at = now() where id = ?`,
    [p.first_name, p.last_name, `${p.first_name} ${p.last_name} | Data at NewCo`, profileId],
  );
  const change = await one<{ id: string }>(
    `insert into changes (workspace_id, profile_id, run_id, type, from_company, from_title, to_company, to_title, to_started_on)
     values (?, ?, ?, 'moved', ?, 'Head of Data', 'NewCo', 'VP Data', '2026-01') returning id`,
    [ws.id, profileId, run.id, p.company],
  );
  const icp = await one<{ id: string }>(
    `insert into icp_versions (workspace_id, kind, version, rules) values (?, 'contact', 1 + (select count(*) from icp_versions where workspace_id = ?), '{"version":1}'::jsonb)
     returning id`,
    [ws.id, ws.id],
  );
  for (const kind of ['account', 'contact']) {
    await sql(
      `insert into fits (workspace_id, profile_id, change_id, kind, icp_version_id, fit, summary, criteria)
       values (?, ?, ?, ?, ?, true, ?, ?::jsonb)`,
      [ws.id, profileId, change.id, kind, icp.id, `${p.first_name} fits`, JSON.stringify([
        { criterion: 'title', expected: 'VP', actual: 'VP Data', result: 'match' },
      ])],
    );
  }
  const play = await one<{ id: string }>(
    `insert into plays (workspace_id, change_id, profile_id, contact_id, account_id, type, first_name, last_name, social_url,
       old_company, old_title, new_company, new_title, account_fit, contact_fit, segment, owner, account_name, email, email_status,
       opener, crm_record_id)
     values (?, ?, ?, ?, ?, 'direct', ?, ?, ?, ?, 'Head of Data', 'NewCo', 'VP Data', true, true, 'customer', 'Olga', ?, ?, 'valid',
       ?, ?) returning id`,
    [ws.id, change.id, profileId, contact.id, contact.account_id, p.first_name, p.last_name, url(p), p.company, contact.account_name,
      p.email, `Congrats on the new role, ${p.first_name}!`, `rec-${p.slug}`],
  );
  await sql(`insert into notifications (workspace_id, play_id, channel, status, result) values (?, ?, 'chat_dm', 'sent', ?::jsonb)`, [
    ws.id, play.id, JSON.stringify({ text: `${p.first_name} ${p.last_name} moved`, to: 'olga@seller.test' }),
  ]);
  await sql(
    `insert into emails (workspace_id, profile_id, email, status, source, is_primary, verified_at)
     values (?, ?, ?, 'valid', 'crm', true, now()), (?, ?, ?, 'unverified', 'finder', false, null)`,
    [ws.id, profileId, p.email, ws.id, profileId, `${p.first_name.toLowerCase()}@newco.test`],
  );
  const person = { first_name: p.first_name, last_name: p.last_name };
  const playData = {
    id: play.id, type: 'direct', status: 'open', contact_id: contact.id, account_id: contact.account_id, profile_id: profileId,
    person: { ...person, social_url: url(p) }, old_company: p.company, new_company: 'NewCo', email: p.email, opener: 'Congrats',
  };
  const changeData = { id: change.id, type: 'moved', profile_id: profileId, contact_id: contact.id, person, play_id: play.id };
  const playEvent = await one<{ id: string }>(
    `insert into outbox (workspace_id, event, event_key, payload) values (?, 'play.created', ?, ?::jsonb) returning id`,
    [ws.id, `play:${play.id}`, JSON.stringify({ data: playData })],
  );
  const changeEvent = await one<{ id: string }>(
    `insert into outbox (workspace_id, event, event_key, payload) values (?, 'contact.changed', ?, ?::jsonb) returning id`,
    [ws.id, `change:${change.id}`, JSON.stringify({ data: changeData })],
  );
  const endpoint = await one<{ id: string }>(
    `insert into webhook_endpoints (workspace_id, url, events, secret_enc) values (?, 'https://hooks.example.test/tracker',
       '{play.created,contact.changed,run.completed}', 'enc') returning id`,
    [ws.id],
  );
  for (const [event, key, outboxId, data] of [
    ['play.created', `play:${play.id}`, playEvent.id, playData],
    ['contact.changed', `change:${change.id}`, changeEvent.id, changeData],
  ] as const) {
    await sql(
      `insert into deliveries (workspace_id, endpoint_id, outbox_id, event, event_key, payload, status, attempts, last_status, delivered_at)
       values (?, ?, ?, ?, ?, ?::jsonb, 'delivered', 1, 200, now())`,
      [ws.id, endpoint.id, outboxId, event, key, JSON.stringify({ id: 'd', event, event_key: key, workspace_id: ws.id, data })],
    );
  }
  return { profileId, runId: run.id, snapshotId: snapshot.id, changeId: change.id, playId: play.id, endpointId: endpoint.id };
}

/** Every row of every table in the public schema, as JSON text, that mentions one of `needles`. */
async function mentions(needles: string[]): Promise<Array<{ table: string; row: string; needle: string }>> {
  const tables = await sql<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  expect(tables.length).toBeGreaterThan(20);
  const hits: Array<{ table: string; row: string; needle: string }> = [];
  for (const { table_name } of tables) {
    const rows = await sql<{ j: string }>(`select row_to_json(t)::text as j from "${table_name}" t`);
    for (const { j } of rows) {
      for (const needle of needles) if (j.toLowerCase().includes(needle.toLowerCase())) hits.push({ table: table_name, row: j, needle });
    }
  }
  return hits;
}

describe('DELETE /contacts/{id}', () => {
  it('when the only contact of a person is deleted, then no row in any table mentions the person any more', async () => {
    const ws = await seedWorkspace(app.services, { name: 'Privacy' });
    const zeb: Person = {
      first_name: 'Zebulon', last_name: 'Quixmarch', email: 'zebulon.quixmarch@privacy.test', slug: 'zebulon-quixmarch-77',
      crm_id: 'crm-zq-4471', company: 'Privacy Corp',
    };
    const other: Person = {
      first_name: 'Ottilie', last_name: 'Staysput', email: 'ottilie.staysput@privacy.test', slug: 'ottilie-staysput-12',
      crm_id: 'crm-os-1200', company: 'Privacy Corp',
    };
    const contact = await createContact(ws, zeb);
    const kept = await createContact(ws, other);
    const history = await seedHistory(ws, contact, zeb);
    const keptHistory = await seedHistory(ws, kept, other);
    await sql(`insert into outbox (workspace_id, event, event_key, payload) values (?, 'run.completed', ?, ?::jsonb)`, [
      ws.id, `run:${history.runId}:completed`, JSON.stringify({ data: { id: history.runId, kind: 'manual', status: 'completed' } }),
    ]);

    const needles = [zeb.first_name, zeb.last_name, zeb.email, zeb.slug, url(zeb), zeb.crm_id, contact.id, history.profileId];
    // The scan sees the person before the delete, everywhere the engine put them.
    const before = new Set((await mentions(needles)).map((h) => h.table));
    for (const table of ['contacts', 'profiles', 'snapshots', 'positions', 'changes', 'fits', 'plays', 'emails', 'run_items',
      'credit_ledger', 'outbox', 'deliveries', 'notifications']) {
      expect(before, table).toContain(table);
    }
    const detail = await api(app.baseUrl, 'GET', `/contacts/${contact.id}`, { key: ws.readKey });
    expect(detail.body).toMatchObject({ changes: [{ id: history.changeId }], plays: [{ id: history.playId }] });
    expect(detail.body.positions).toHaveLength(2);

    const res = await api(app.baseUrl, 'DELETE', `/contacts/${contact.id}`, { key: ws.writeKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: { contacts: 1, profiles: 1 } });

    expect(await mentions(needles)).toEqual([]);

    const gone = await api(app.baseUrl, 'GET', `/contacts/${contact.id}`, { key: ws.readKey });
    expect(gone.status).toBe(404);
    expect(errorCode(gone)).toBe('not_found');
    const again = await api(app.baseUrl, 'DELETE', `/contacts/${contact.id}`, { key: ws.writeKey });
    expect(again.status).toBe(404);

    // The request is recorded, with counts only.
    const requests = await sql<Record<string, unknown>>('select * from deletion_requests where workspace_id = ?', [ws.id]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ contacts_deleted: 1, profiles_deleted: 1, requested_via: 'api' });
    expect(Object.keys(requests[0]!).sort()).toEqual(
      ['contacts_deleted', 'created_at', 'id', 'profiles_deleted', 'requested_via', 'workspace_id'].sort(),
    );

    // What is not about the person stays: the other contact's history, the run, the charge, the account, the endpoint.
    const keptDetail = await api(app.baseUrl, 'GET', `/contacts/${kept.id}`, { key: ws.readKey });
    expect(keptDetail.status).toBe(200);
    expect(keptDetail.body).toMatchObject({ changes: [{ id: keptHistory.changeId }], plays: [{ id: keptHistory.playId }] });
    expect(keptDetail.body.emails).toHaveLength(2);
    expect(await countOf(app.services, 'select count(*) as n from outbox where workspace_id = ?', [ws.id])).toBe(3);
    expect(await countOf(app.services, 'select count(*) as n from deliveries where workspace_id = ?', [ws.id])).toBe(2);
    expect(await countOf(app.services, 'select count(*) as n from runs where id = ?', [history.runId])).toBe(1);
    expect(await countOf(app.services, `select count(*) as n from credit_ledger where run_id = ? and kind = 'check'`, [history.runId])).toBe(1);
    expect(await countOf(app.services, 'select count(*) as n from webhook_endpoints where id = ?', [history.endpointId])).toBe(1);
    const account = await api(app.baseUrl, 'GET', `/accounts/${contact.account_id}`, { key: ws.readKey });
    expect(account.body).toMatchObject({ name: 'Privacy Corp', contacts_total: 1 });
  });

  it('when two contacts (different crm_ids) share a profile and one is deleted, then the profile and the other contact stay', async () => {
    const ws = await seedWorkspace(app.services, { name: 'Shared' });
    const first: Person = {
      first_name: 'Yolanda', last_name: 'Twofold', email: 'yolanda@first-crm.test', slug: 'yolanda-twofold', crm_id: 'crm-first-1',
      company: 'First Co',
    };
    const second: Person = { ...first, email: 'yolanda@second-crm.test', crm_id: 'crm-second-2', company: 'Second Co' };
    const a = await createContact(ws, first);
    const b = await createContact(ws, second);
    expect(a.profile.id).toBe(b.profile.id);
    const history = await seedHistory(ws, a, first);

    const res = await api(app.baseUrl, 'DELETE', `/contacts/${a.id}`, { key: ws.writeKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: { contacts: 1, profiles: 0 } });

    // The deleted CRM record is gone everywhere; the person stays known through the other one.
    expect(await mentions([a.id, first.crm_id])).toEqual([]);
    const remaining = await api(app.baseUrl, 'GET', `/contacts/${b.id}`, { key: ws.readKey });
    expect(remaining.status).toBe(200);
    expect(remaining.body).toMatchObject({
      crm_id: second.crm_id, social_url: url(first), profile: { id: history.profileId, status: 'moved' },
      changes: [{ id: history.changeId }], plays: [{ id: history.playId, contact_id: null }],
    });
    expect(await countOf(app.services, 'select count(*) as n from profiles where id = ?', [history.profileId])).toBe(1);
    expect(await countOf(app.services, 'select count(*) as n from snapshots where profile_id = ?', [history.profileId])).toBe(1);
    const [request] = await sql('select contacts_deleted, profiles_deleted from deletion_requests where workspace_id = ?', [ws.id]);
    expect(request).toEqual({ contacts_deleted: 1, profiles_deleted: 0 });
  });

  it('when a contact without a profile is deleted, then it is removed and nothing else', async () => {
    const ws = await seedWorkspace(app.services, { name: 'NoProfile' });
    const res = await api(app.baseUrl, 'POST', '/contacts', {
      key: ws.writeKey,
      body: [{ first_name: 'Walter', last_name: 'Nolink', company: 'Plain Co', email: 'walter.nolink@plain.test' }],
    });
    expect(res.body.summary.needs_social).toBe(1);
    const [contact] = (await api(app.baseUrl, 'GET', '/contacts', { key: ws.readKey })).body.data;
    const del = await api(app.baseUrl, 'DELETE', `/contacts/${contact.id}`, { key: ws.writeKey });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ deleted: { contacts: 1, profiles: 0 } });
    expect(await mentions(['Nolink', 'walter.nolink@plain.test', contact.id])).toEqual([]);
    expect((await api(app.baseUrl, 'GET', `/accounts/${contact.account_id}`, { key: ws.readKey })).body).toMatchObject({
      name: 'Plain Co', contacts_total: 0,
    });
  });
});
