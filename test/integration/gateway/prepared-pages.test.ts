import { describe, expect, it } from 'vitest';

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
async function expectSameAnswersAcrossAddedColumn(table: 'runs' | 'contacts' | 'changes', path: string, key: string): Promise<void> {
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
