import { describe, expect, it } from 'vitest';

import { inTransaction } from '../../../src/core/transaction';
import { pageWithTotal, PREPARED_TEXTS_PER_LIST } from '../../../src/db/page-query';
import { query } from '../../../src/db/query';
import { seedWorkspace, useTestApp } from '../../support/app';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';

const app = useTestApp();
const sql = sqlOn(() => app);

const RUN_FIELDS = ['created_at', 'error', 'finished_at', 'id', 'kind', 'paused_reason', 'resume_after', 'second_looks_pending', 'started_at', 'status', 'totals', 'warnings'];

async function seedRuns(workspaceId: string, n: number): Promise<void> {
  await sql(
    `insert into runs (workspace_id, kind, status, created_at)
     select ?, 'manual', 'completed', now() - (g || ' hours')::interval from generate_series(1, ?) g`,
    [workspaceId, n],
  );
}

async function pendingSecondLook(workspaceId: string, runId: string, key: string): Promise<void> {
  const [profile] = await sql<{ id: string }>(
    `insert into profiles (workspace_id, social_key, social_url) values (?, ?, ?) returning id`,
    [workspaceId, key, `https://www.linkedin.com/in/${key}`],
  );
  await sql(
    `insert into pending_confirmations (workspace_id, profile_id, run_id, change, detected_at, due_at) values (?, ?, ?, '{}', now(), now())`,
    [workspaceId, profile!.id, runId],
  );
}

/** `path` read on every pooled connection (each prepares its page), a column added to `table`, then read again: the same answers. */
async function expectSameAnswersAcrossAddedColumn(table: 'runs' | 'contacts' | 'changes' | 'plays', path: string, key: string): Promise<void> {
  const readAll = () => Promise.all(Array.from({ length: 12 }, () => api(app.baseUrl, 'GET', path, { key })));
  const before = await readAll();
  await sql(`alter table ${table} add column gw11_added text`);
  try {
    const after = await readAll();
    expect(after.map((r) => r.status)).toEqual(after.map(() => 200));
    expect(after.map((r) => r.body)).toEqual(before.map((r) => r.body));
  } finally {
    await sql(`alter table ${table} drop column gw11_added`);
  }
}

describe('GET /runs, the prepared page', () => {
  it('when pages are read again and again, then each shows its runs newest first, the exact total and each run\'s pending second looks', async () => {
    const ws = await seedWorkspace(app.services);
    await seedRuns(ws.id, 5);
    const [newest] = await sql<{ id: string }>('select id from runs where workspace_id = ? order by created_at desc limit 1', [ws.id]);
    await pendingSecondLook(ws.id, newest!.id, 'held-1');
    await pendingSecondLook(ws.id, newest!.id, 'held-2');

    for (let i = 0; i < 8; i++) {
      const first = await api(app.baseUrl, 'GET', '/runs?page_size=2', { key: ws.readKey });
      const last = await api(app.baseUrl, 'GET', '/runs?page=3&page_size=2', { key: ws.readKey });
      expect(first.status).toBe(200);
      expect(first.body.total).toBe(5);
      expect(first.body.data.map((r: { id: string }) => r.id)[0]).toBe(newest!.id);
      expect(first.body.data.map((r: { second_looks_pending: number }) => r.second_looks_pending)).toEqual([2, 0]);
      expect(Object.keys(first.body.data[0]).sort()).toEqual(RUN_FIELDS);
      expect(last.body).toMatchObject({ page: 3, page_size: 2, total: 5 });
      expect(last.body.data).toHaveLength(1);
    }
  });

  it('when a page is past the end or the workspace has no runs, then the page is empty and the total still exact', async () => {
    const empty = await seedWorkspace(app.services);
    const some = await seedWorkspace(app.services);
    await seedRuns(some.id, 3);

    for (let i = 0; i < 3; i++) {
      const none = await api(app.baseUrl, 'GET', '/runs', { key: empty.readKey });
      const past = await api(app.baseUrl, 'GET', '/runs?page=4&page_size=1', { key: some.readKey });
      expect(none.body).toEqual({ data: [], page: 1, page_size: 50, total: 0 });
      expect(past.body).toEqual({ data: [], page: 4, page_size: 1, total: 3 });
    }
  });

  it('when a migration adds a column to runs while the gateway serves, then GET /runs answers as before (the prepared page names its columns)', async () => {
    const ws = await seedWorkspace(app.services);
    await seedRuns(ws.id, 3);
    await expectSameAnswersAcrossAddedColumn('runs', '/runs', ws.readKey);
  });
});

describe('GET /contacts, the prepared pages', () => {
  const FILTERS = ['', '&tracking_status=needs_social', '&segment=customer', '&segment=customer&tracking_status=needs_social', '&updated_since=2000-01-01T00:00:00Z', '&q=smith'];

  it('when each filter is read again and again (past the plans PostgreSQL makes for the first five), then every answer is the first one', async () => {
    const ws = await seedWorkspace(app.services);
    const contacts = Array.from({ length: 30 }, (_, i) => ({
      first_name: 'Ann', last_name: i % 3 === 0 ? `Smith${i}` : `Jones${i}`, company: `Company ${i}`, segment: i % 2 ? 'Closed Won' : 'Churned', crm_id: `c-${i}`,
    }));
    expect((await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body: { contacts } })).status).toBe(202);
    const read = (f: string) => api(app.baseUrl, 'GET', `/contacts?page_size=7${f}`, { key: ws.readKey });

    const first = await Promise.all(FILTERS.map(read));
    expect(first.map((r) => r.body.total)).toEqual([30, 30, 15, 15, 30, 10]);
    for (let i = 0; i < 8; i++) {
      const again = await Promise.all(FILTERS.map(read));
      expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
    }
  });

  it('when a migration adds a column to contacts while the gateway serves, then GET /contacts answers as before', async () => {
    const ws = await seedWorkspace(app.services);
    const contacts = Array.from({ length: 5 }, (_, i) => ({ first_name: 'Bo', last_name: `Lee${i}`, company: 'Acme', crm_id: `m-${i}` }));
    expect((await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body: { contacts } })).status).toBe(202);
    await expectSameAnswersAcrossAddedColumn('contacts', '/contacts', ws.readKey);
  });
});

describe('GET /changes, the prepared pages', () => {
  const FILTERS = ['', '&type=moved', '&since=2000-01-01T00:00:00Z', '&type=promoted&since=2000-01-01T00:00:00Z'];

  /** `n` profiles with a change each, every third a promotion, one hour apart (the newest last). */
  async function seedChanges(workspaceId: string, n: number): Promise<void> {
    await sql(
      `with p as (
         insert into profiles (workspace_id, social_key, social_url, first_name, last_name)
         select ?, 'chg-' || g, 'https://www.linkedin.com/in/chg-' || g, 'Ann', 'Lee' || g from generate_series(1, ?) g
         returning id, social_key)
       insert into changes (workspace_id, profile_id, type, from_company, from_title, to_company, to_title, detected_at)
       select ?, p.id, case when split_part(p.social_key, '-', 2)::int % 3 = 0 then 'promoted' else 'moved' end,
              'OldCo', 'Manager', 'NewCo', 'Director', now() - ((100 - split_part(p.social_key, '-', 2)::int) || ' hours')::interval
         from p`,
      [workspaceId, n, workspaceId],
    );
  }

  it('when each filter is read again and again (past the plans PostgreSQL makes for the first five), then every answer is the first one', async () => {
    const ws = await seedWorkspace(app.services);
    await seedChanges(ws.id, 12);
    const read = (f: string) => api(app.baseUrl, 'GET', `/changes?page_size=5${f}`, { key: ws.readKey });

    const first = await Promise.all(FILTERS.map(read));
    expect(first.map((r) => r.body.total)).toEqual([12, 8, 12, 4]);
    expect(first[0]!.body.data.map((c: { to_title: string }) => c.to_title)).toEqual(Array(5).fill('Director'));
    for (let i = 0; i < 8; i++) {
      const again = await Promise.all(FILTERS.map(read));
      expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
    }
  });

  it('when a migration adds a column to changes while the gateway serves, then GET /changes answers as before', async () => {
    const ws = await seedWorkspace(app.services);
    await seedChanges(ws.id, 4);
    await expectSameAnswersAcrossAddedColumn('changes', '/changes', ws.readKey);
  });
});

describe('GET /plays, the prepared pages', () => {
  const FILTERS = [
    '', '&type=referral', '&type=archive', '&status=contacted', '&account_fit=yes', '&contact_fit=no', '&owner=Dana', '&segment=customer',
    '&since=2000-01-01', '&q=acme', '&sort=person&dir=desc', '&sort=status', '&type=direct&status=open&segment=customer&sort=detected',
  ];

  /** `n` plays on their own profile and change, one hour apart (the newest last), their types, statuses, fits and owners mixed. */
  async function seedPlays(workspaceId: string, n: number): Promise<void> {
    await sql(
      `with p as (
         insert into profiles (workspace_id, social_key, social_url, first_name, last_name)
         select ?, 'ply-' || g, 'https://www.linkedin.com/in/ply-' || g, 'Ann', 'Lee' || g from generate_series(1, ?) g
         returning id, split_part(social_key, '-', 2)::int as g),
       ch as (
         insert into changes (workspace_id, profile_id, type, from_company, from_title, to_company, to_title, detected_at)
         select ?, p.id, 'moved', 'OldCo', 'Manager', case when p.g % 4 = 0 then 'Acme' else 'NewCo' end, 'Director',
                now() - ((100 - p.g) || ' hours')::interval from p
         returning id, profile_id, detected_at)
       insert into plays (workspace_id, change_id, profile_id, type, status, first_name, last_name, social_url, old_company, old_title,
                          new_company, new_title, account_fit, contact_fit, segment, owner, opener, detected_at)
       select ?, ch.id, p.id, (array['direct', 'referral', 'watch', 'archive'])[1 + p.g % 4], case when p.g % 3 = 0 then 'contacted' else 'open' end,
              'Ann', 'Lee' || p.g, 'https://www.linkedin.com/in/ply-' || p.g, 'OldCo', 'Manager', case when p.g % 4 = 0 then 'Acme' else 'NewCo' end,
              'Director', p.g % 2 = 0, p.g % 5 = 0, case when p.g % 2 = 0 then 'customer' else 'churned' end,
              case when p.g % 3 = 1 then 'Dana' end, 'Congrats, Ann!', ch.detected_at
         from ch join p on p.id = ch.profile_id`,
      [workspaceId, n, workspaceId, workspaceId],
    );
  }

  it('when each filter and sort is read again and again (past the plans PostgreSQL makes for the first five), then every answer is the first one', async () => {
    const ws = await seedWorkspace(app.services);
    await seedPlays(ws.id, 24);
    const read = (f: string) => api(app.baseUrl, 'GET', `/plays?page_size=4${f}`, { key: ws.readKey });

    const first = await Promise.all(FILTERS.map(read));
    expect(first.map((r) => r.status)).toEqual(FILTERS.map(() => 200));
    expect(first.map((r) => r.body.total)).toEqual([18, 6, 6, 8, 12, 15, 6, 12, 18, 6, 18, 18, 4]);
    expect(first[0]!.body.data.map((p: { status: string }) => p.status)).toEqual(['open', 'open', 'open', 'open']);
    for (let i = 0; i < 8; i++) {
      const again = await Promise.all(FILTERS.map(read));
      expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
    }
    const one = first[0]!.body.data[0];
    expect((await api(app.baseUrl, 'GET', `/plays/${one.id as string}`, { key: ws.readKey })).body).toEqual(one);
  });

  it('when the plays are read page by page at several page sizes, then the pages join up to the whole list, in order, each once', async () => {
    const ws = await seedWorkspace(app.services);
    await seedPlays(ws.id, 24);
    const whole = (await api(app.baseUrl, 'GET', '/plays?page_size=200', { key: ws.readKey })).body;
    expect(whole.data).toHaveLength(18);
    for (const size of [1, 4, 5, 7, 18, 50]) {
      for (let round = 0; round < 7; round++) {
        const ids: string[] = [];
        for (let page = 1; page <= Math.ceil(18 / size); page++) {
          const r = await api(app.baseUrl, 'GET', `/plays?page=${page}&page_size=${size}`, { key: ws.readKey });
          expect(r.body).toMatchObject({ page, page_size: size, total: 18 });
          ids.push(...r.body.data.map((p: { id: string }) => p.id));
        }
        expect(ids).toEqual(whole.data.map((p: { id: string }) => p.id));
      }
    }
  });

  it('when a migration adds a column to plays while the gateway serves, then GET /plays answers as before', async () => {
    const ws = await seedWorkspace(app.services);
    await seedPlays(ws.id, 6);
    await expectSameAnswersAcrossAddedColumn('plays', '/plays', ws.readKey);
  });
});

describe('how many texts a list prepares', () => {
  it('when a list is read with more distinct texts than it may prepare, then the rest run unprepared and answer the same', async () => {
    const counts = await inTransaction(app.services, async (tem) => {
      const totals: number[] = [];
      for (let i = 1; i <= PREPARED_TEXTS_PER_LIST + 8; i++) {
        const page = await pageWithTotal<{ g: number }>(tem, {
          count: `select count(*) as n from generate_series(1, ?) g where g > ${i}`,
          rows: `select g from generate_series(1, ?) g where g > ${i} order by g`,
          params: [50],
          page: { page: 1, page_size: 2 },
          prepare: 'gw12_cap_page',
        });
        totals.push(page.total, page.rows[0]!.g);
      }
      const [prepared] = await query<{ n: number }>(tem, `select count(*)::int as n from pg_prepared_statements where name like 'gw12\\_cap\\_page\\_%'`);
      return { totals, prepared: prepared!.n };
    });
    expect(counts.prepared).toBe(PREPARED_TEXTS_PER_LIST);
    expect(counts.totals).toEqual(Array.from({ length: PREPARED_TEXTS_PER_LIST + 8 }, (_, i) => [49 - i, i + 2]).flat());
  });
});
