import { describe, expect, it } from 'vitest';

import { fillContactSearch } from '../../../src/core/contacts/contact-search';
import type { Caller } from '../../../src/core/context';
import { bulkImport, type BulkRow } from '../../../src/core/imports/bulk-import';
import { seedWorkspace, useTestApp } from '../../support/app';
import { api } from '../../support/http';
import { waitFor } from '../../support/processes';
import { countOf, sqlOn } from '../../support/sql';

/**
 * A bulk import writes its contacts without their search rows (the trigram index's work is off its
 * transaction) and fills them once it has committed (docs/decisions.md, "Bulk import round 5"):
 * GET /contacts?q= must find every imported contact at every moment, before the fill (from the
 * contacts themselves), after it (through `contact_search`), and after a process that died between
 * the commit and the fill (the import worker's pass finishes it).
 */
const app = useTestApp();
const sql = sqlOn(() => app);

const callerOf = (workspaceId: string): Caller => ({ workspaceId, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'test' });

const FIRST = ['Ann', 'Bob', 'Chidi', 'Dörte', 'Eli'];
const LAST = ['Smith', 'Ng', 'Okafor', 'Smithers', 'Lee'];

function rows(n: number): BulkRow[] {
  return Array.from({ length: n }, (_, i) => ({
    kind: 'contact' as const,
    ref: i,
    input: {
      first_name: FIRST[i % FIRST.length],
      last_name: LAST[Math.floor(i / FIRST.length) % LAST.length],
      company: i % 3 ? 'Acme' : 'Smithfield Foods',
      title: i % 2 ? 'VP Sales' : 'CRO',
      email: `p${i}@example.com`,
      crm_id: `c-${i}`,
    },
  }));
}

/** Every page of GET /contacts?q= (ids), and its total. */
async function search(key: string, q: string): Promise<{ total: number; ids: string[] }> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await api(app.baseUrl, 'GET', `/contacts?${new URLSearchParams({ q, page: String(page), page_size: '100' })}`, { key });
    expect(res.status).toBe(200);
    const total: number = res.body.total;
    ids.push(...res.body.data.map((c: { id: string }) => c.id));
    if (ids.length >= total || res.body.data.length === 0) return { total, ids };
  }
}

/** What q means, the plain way (the four ILIKEs of the contract), newest first. */
async function expected(workspaceId: string, q: string): Promise<string[]> {
  const like = `%${q}%`;
  const found = await sql<{ id: string }>(
    `select id from contacts where workspace_id = ?
        and ((first_name || ' ' || last_name) ilike ? or company ilike ? or title ilike ? or email ilike ?)
      order by created_at desc, id desc`,
    [workspaceId, like, like, like, like],
  );
  return found.map((r) => r.id);
}

const TERMS = ['smith', 'SMITHERS', 'ann s', 'ö', 'sm', 'acme', 'p12', 'vp sales', 'nobody'];

async function expectSearchAnswers(workspaceId: string, key: string): Promise<void> {
  for (const q of TERMS) {
    const want = await expected(workspaceId, q);
    const got = await search(key, q);
    expect(got.total, q).toBe(want.length);
    expect(got.ids, q).toEqual(want);
  }
}

const backlogOf = (workspaceId: string) => countOf(app, 'select count(*) as n from contact_search_backlog where workspace_id = ?', [workspaceId]);
const searchRowsOf = (workspaceId: string) => countOf(app, 'select count(*) as n from contact_search where workspace_id = ?', [workspaceId]);

describe('bulk import: search off the write path', () => {
  it('when a bulk import commits, then q finds every imported contact at once, and its search rows are filled after the commit', async () => {
    const ws = await seedWorkspace(app.services);
    const result = await bulkImport(app.services, callerOf(ws.id), rows(400), { source: 'crm', crmProvider: 'salesforce' });
    expect(result.summary.contacts_upserted).toBe(400);
    await expectSearchAnswers(ws.id, ws.readKey);
    await waitFor('the search fill', async () => ((await backlogOf(ws.id)) === 0 ? true : undefined), 30_000);
    expect(await searchRowsOf(ws.id)).toBe(400);
    expect(await expected(ws.id, 'smith')).not.toHaveLength(0);
    await expectSearchAnswers(ws.id, ws.readKey);
  });

  it('when the process died between the commit and the fill, then q still finds them all, and the import worker pass fills the rows', async () => {
    const ws = await seedWorkspace(app.services);
    const result = await bulkImport(app.services, callerOf(ws.id), rows(250), { source: 'csv', fileName: 'a.csv' });
    await waitFor('the search fill', async () => ((await backlogOf(ws.id)) === 0 ? true : undefined), 30_000);
    // What a kill -9 right after the commit leaves: the contacts and the backlog entry, no search rows.
    await sql('delete from contact_search where workspace_id = ?', [ws.id]);
    await sql('insert into contact_search_backlog (import_id, workspace_id) values (?, ?)', [result.import_id, ws.id]);
    await expectSearchAnswers(ws.id, ws.readKey);

    while (await fillContactSearch(app.services));
    expect(await backlogOf(ws.id)).toBe(0);
    expect(await searchRowsOf(ws.id)).toBe(250);
    await expectSearchAnswers(ws.id, ws.readKey);
  });

  it('when contacts are written through the API after a bulk import, then q finds their new values at once', async () => {
    const ws = await seedWorkspace(app.services);
    await bulkImport(app.services, callerOf(ws.id), rows(60), { source: 'api' });
    const [one] = await sql<{ id: string }>(`select id from contacts where workspace_id = ? and crm_id = 'c-7'`, [ws.id]);
    // One upsert call: a stored contact renamed (matched by its CRM id) and a new one.
    const upserted = await api(app.baseUrl, 'POST', '/contacts', {
      key: ws.writeKey,
      body: {
        contacts: [
          { first_name: 'Zebulon', last_name: 'Smith', company: 'Acme', crm_id: 'c-7' },
          { first_name: 'Quentin', last_name: 'Zebrowski', company: 'Acme', email: 'qz@example.com' },
        ],
      },
    });
    expect(upserted.status, JSON.stringify(upserted.body)).toBeLessThan(300);
    await waitFor('the search fill', async () => ((await backlogOf(ws.id)) === 0 ? true : undefined), 30_000);
    expect((await search(ws.readKey, 'zeb')).total).toBe(2);
    expect((await search(ws.readKey, 'zebulon')).ids).toEqual([one!.id]);
    await sql('delete from contacts where id = ?', [one!.id]);
    expect((await search(ws.readKey, 'zeb')).total).toBe(1);
    expect(await searchRowsOf(ws.id)).toBe(60); // 60 imported + 1 added - 1 deleted
  });
});
