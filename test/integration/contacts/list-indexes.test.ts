import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CONTACT_SELECT, contactCountSql, type ContactFilter,contactListFilter } from '../../../src/core/contacts/contact.query';
import { pageSql } from '../../../src/db/page-query';
import { query } from '../../../src/db/query';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';

/**
 * GET /contacts reads through indexes (issue #25): the total without the profiles join unless the
 * filter reads the profile, `q` through a trigram index, tracking_status + segment through an index in
 * the page's order. The answers must not depend on which plan PostgreSQL picks.
 */
let app: TestApp;
let ws: SeededWorkspace;
const sql = sqlOn(() => app);

const SEGMENTS = ['Closed Won', 'Churned', 'Open Opportunity', 'Closed Lost'];
const FILTERS: Array<[string, ContactFilter]> = [
  ['none', {}],
  ['tracking_status', { tracking_status: 'tracked' }],
  ['tracking_status + segment', { tracking_status: 'tracked', segment: 'customer' }],
  ['segment', { segment: 'churned' }],
  ['profile status', { status: 'pending_baseline' }],
  ['updated_since', { updated_since: '2000-01-01T00:00:00Z' }],
  ['q, 5 characters', { q: 'smith' }],
  ['q, 3 characters', { q: 'MIT' }],
  ['q, 2 characters', { q: 'sm' }],
  ['q, 1 character', { q: 'z' }],
  ['q + tracking_status', { q: 'smith', tracking_status: 'needs_social' }],
];

beforeAll(async () => {
  app = await startTestApp();
  ws = await seedWorkspace(app.services, { credits: 0 });
  const contacts = Array.from({ length: 60 }, (_, i) => ({
    first_name: ['Ann', 'Zed', 'Bo', 'Smitty'][i % 4],
    last_name: i % 3 === 0 ? `Smith${i}` : `Jones${i}`,
    company: i % 5 === 0 ? 'Goldsmith Partners' : `Company ${i}`,
    title: i % 7 === 0 ? 'Head of Smithing' : 'VP Sales',
    segment: SEGMENTS[i % 4],
    ...(i % 2 === 0 ? { social_url: `person-${i}` } : {}),
    crm_id: `li-${i}`,
  }));
  // Three batches, so that created_at differs between groups and ties inside them.
  for (let b = 0; b < 3; b++) {
    const res = await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body: { contacts: contacts.slice(b * 20, b * 20 + 20) } });
    expect(res.status).toBe(202);
  }
});
afterAll(() => app.close());

/** The page's statements as the service builds them, numbered by MikroORM's `?`. */
async function answer(em: EntityManager, f: ContactFilter, searchPending = false): Promise<{ total: number; ids: string[] }> {
  const where = contactListFilter(ws.id, f, { searchPending });
  const [count] = await query<{ n: string }>(em, contactCountSql(where), where.params);
  const rows = await query<{ id: string }>(em, `${CONTACT_SELECT} where ${where.filter} order by c.created_at desc, c.id desc limit 200`, where.params);
  return { total: Number(count?.n), ids: rows.map((r) => r.id) };
}

/** The same answer in one transaction with sequential scans priced out, so every index that can serve is used. */
async function answerThroughIndexes(f: ContactFilter): Promise<{ total: number; ids: string[]; plan: string }> {
  return (app.services.orm.em.fork() as EntityManager).transactional(async (tem) => {
    await query(tem, 'set local enable_seqscan = off');
    const where = contactListFilter(ws.id, f);
    const explain = async (q: string, params: unknown[]) =>
      (await query<{ 'QUERY PLAN': string }>(tem, `explain ${q}`, params)).map((r) => r['QUERY PLAN']).join('\n');
    // With q, the search condition alone (the subquery the filter holds): the workspace's btree indexes can serve the whole filter too.
    const plan = f.q
      ? await explain('select s.contact_id from contact_search s where s.workspace_id = ? and s.search_text like lower(?)', [ws.id, `%${f.q}%`])
      : await explain(contactCountSql(where), where.params);
    return { ...(await answer(tem, f)), plan };
  });
}

/** What the filter means, written the plain way: the four ILIKEs for q and the profiles join always. */
async function expected(f: ContactFilter): Promise<string[]> {
  const where = contactListFilter(ws.id, { ...f, q: undefined });
  const like = f.q ? `%${f.q}%` : null;
  const rows = await sql<{ id: string }>(
    `select c.id from contacts c left join profiles p on p.id = c.profile_id where ${where.filter}
       and (?::text is null or (c.first_name || ' ' || c.last_name) ilike ? or c.company ilike ? or c.title ilike ? or c.email ilike ?)
     order by c.created_at desc, c.id desc`,
    [...where.params, like, like, like, like, like],
  );
  return rows.map((r) => r.id);
}

describe('GET /contacts through its indexes', () => {
  it('when a bulk import has search rows still to fill, then q read from the contacts themselves answers the same', async () => {
    const em = app.services.orm.em.fork() as EntityManager;
    for (const [name, f] of FILTERS.filter(([, f]) => f.q)) {
      const want = await expected(f);
      const pending = await answer(em, f, true);
      expect(pending.total, name).toBe(want.length);
      expect(pending.ids, name).toEqual(want.slice(0, 200));
    }
  });

  it('when each filter is asked over HTTP, then total and every page are what the plain SQL finds, in the page order', async () => {
    for (const [name, f] of FILTERS) {
      const want = await expected(f);
      const query = new URLSearchParams(Object.entries(f) as Array<[string, string]>);
      const seen: string[] = [];
      for (let page = 1; page <= Math.max(1, Math.ceil(want.length / 7)); page++) {
        const res = await api(app.baseUrl, 'GET', `/contacts?${query}&page_size=7&page=${page}`, { key: ws.readKey });
        expect(res.status, name).toBe(200);
        expect(res.body.total, name).toBe(want.length);
        seen.push(...res.body.data.map((c: { id: string }) => c.id));
      }
      expect(seen, name).toEqual(want);
    }
    // The fixture is not degenerate: the filters split the contacts.
    expect((await expected({ q: 'smith' })).length).toBeGreaterThan(10);
    expect((await expected({ tracking_status: 'tracked', segment: 'customer' })).length).toBeGreaterThan(3);
  });

  it('when a page holds no rows (past the end, or a filter that matches nothing), then total is still the filter\'s count', async () => {
    // The total rides in the page's own statement (src/db/page-query.ts); a page without rows carries none.
    const all = await expected({});
    const past = await api(app.baseUrl, 'GET', `/contacts?page_size=50&page=${Math.ceil(all.length / 50) + 1}`, { key: ws.readKey });
    expect(past.status).toBe(200);
    expect(past.body.data).toEqual([]);
    expect(past.body.total).toBe(all.length);
    const none = await api(app.baseUrl, 'GET', '/contacts?q=nobody-is-called-this', { key: ws.readKey });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ data: [], total: 0 });
  });

  it('when a page is read, then its total is counted once in the same statement (an InitPlan), from the index alone', async () => {
    const where = contactListFilter(ws.id, { tracking_status: 'tracked', segment: 'customer' });
    const { sql: text, params } = pageSql({
      count: contactCountSql(where),
      rows: `${CONTACT_SELECT} where ${where.filter} order by c.created_at desc, c.id desc`,
      params: where.params,
      page: { page: 1, page_size: 50 },
    });
    const plan = await (app.services.orm.em.fork() as EntityManager).transactional(async (tem) => {
      await query(tem, 'set local enable_seqscan = off');
      const rows = await query<{ 'QUERY PLAN': string }>(tem, `explain (analyze, costs off, timing off, summary off) ${text}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/InitPlan/);
    // Run once, not once per row of the page.
    expect(plan).toMatch(/Aggregate \(actual rows=1 loops=1\)/);
    expect(plan).toMatch(/Index Only Scan/);
  });

  it('when PostgreSQL must use the indexes, then the answers are the same, and q of 3+ characters reads the trigram index', async () => {
    for (const [name, f] of FILTERS) {
      const through = await answerThroughIndexes(f);
      const want = await expected(f);
      expect(through.total, name).toBe(want.length);
      expect(through.ids, name).toEqual(want);
      if (f.q && f.q.length >= 3) expect(through.plan, name).toContain('contact_search_trgm_idx');
      if (!f.q && !f.status && !f.updated_since) {
        expect(through.plan, name).toMatch(/Index Only Scan/);
        expect(through.plan, name).not.toContain('profiles');
      }
    }
  });
});
