import { describe, expect, it } from 'vitest';

import { advanceQueuedImport, IMPORT_CHUNK } from '../../../src/core/imports/import.service';
import { startImportWorker } from '../../../src/scheduler/import-worker';
import { HIGH_RATE_LIMITS, type Json, useTestApp, workspaceClient } from '../../support/app';
import { bulkContacts, drainImports, sleep, withSocialCount } from '../../support/contacts';
import { api } from '../../support/http';
import { countOf, sqlOn } from '../../support/sql';

const app = useTestApp({ env: HIGH_RATE_LIMITS });

const sql = <T = Record<string, unknown>>(q: string, p: unknown[] = []) => sqlOn(app.services)<T>(q, p);

async function workspace(name: string) {
  const client = await workspaceClient(app, { name });
  const post = (body: unknown): Promise<Json> => client.post('/contacts', body);
  const getImport = (id: string): Promise<Json> => client.get(`/imports/${id}`);
  return { ws: client.ws, post, getImport, count: client.count };
}

// Thousands of rows per test: generous limits for a loaded machine.
describe('queued imports', { timeout: 180_000 }, () => {
  it('when 1,000 rows arrive, then the import is queued with counts computed at once, and its summary shows only once committed', async () => {
    const { post, getImport, count, ws } = await workspace('Queued');
    const unique = bulkContacts('QA', 990);
    const duplicates = unique.slice(1, 6).map((row) => ({ ...row, title: 'Updated in the same call', email: null }));
    const invalid = Array.from({ length: 5 }, (_, i) => ({ first_name: `Invalid${i}`, company: '' }));
    const rows = [...unique.slice(0, 500), ...invalid, ...unique.slice(500), ...duplicates];
    expect(rows).toHaveLength(1000);

    const res = await post({ contacts: rows, accounts: [{ name: 'QA Company 0', domain: 'qa0.test', segment: 'customer', employees: 77 }] });
    expect(res).toMatchObject({
      status: 'queued', summary: null, poll: `/imports/${res.import_id}`, accepted: 995, accounts_accepted: 1, baseline_run: null,
      accounts_rejected: [],
    });
    expect(res.rejected.map((r: Json) => r.index)).toEqual([500, 501, 502, 503, 504]);
    for (const r of res.rejected) expect(r.errors).toEqual({ company: expect.any(String) });
    expect(await count('contacts')).toBe(0);

    const total = 990 + 1;
    expect(await getImport(res.import_id)).toMatchObject({
      id: res.import_id, source: 'api', status: 'queued', summary: null, error: null, committed_at: null,
      progress: { step: 'queued', done: 0, total },
    });

    const runsBefore = await count('runs');
    expect(await advanceQueuedImport(app.services)).toBe(true);
    const running = await getImport(res.import_id);
    expect(running).toMatchObject({ status: 'running', summary: null, committed_at: null, progress: { step: 'contacts', done: IMPORT_CHUNK, total } });
    // The chunk's rows are committed with its progress: the account and 499 contacts.
    expect(await count('contacts')).toBe(IMPORT_CHUNK - 1);
    expect(await count('runs')).toBe(runsBefore);

    expect(await advanceQueuedImport(app.services)).toBe(true);
    const done = await getImport(res.import_id);
    expect(done).toMatchObject({ status: 'committed', error: null, progress: { step: 'commit', done: total, total } });
    expect(done.committed_at).toEqual(expect.any(String));
    const withSocial = withSocialCount(990);
    expect(done.summary).toMatchObject({
      contacts_upserted: 990, accounts_upserted: 20, duplicates: 5, invalid: 5, with_social: withSocial, needs_social: 990 - withSocial,
      profiles_created: withSocial, profiles_linked: 0,
    });
    expect(await advanceQueuedImport(app.services)).toBe(false);

    // One baseline run, created with the last chunk, holding every new profile once.
    expect(await count('runs')).toBe(runsBefore + 1);
    const [imp] = await sql<{ baseline_run_id: string; rows: unknown }>('select baseline_run_id, rows from imports where id = ?', [res.import_id]);
    expect(imp!.rows).toBeNull();
    const [run] = await sql<{ kind: string; status: string }>('select kind, status from runs where id = ?', [imp!.baseline_run_id]);
    expect(run).toEqual({ kind: 'baseline', status: 'queued' });
    expect(await countOf(app.services, 'select count(distinct profile_id) as n from run_items where run_id = ?', [imp!.baseline_run_id])).toBe(withSocial);

    // What was committed is what was sent: 990 people, later duplicates merged, the account given first kept.
    const list = await api(app.baseUrl, 'GET', '/contacts?page_size=1', { key: ws.readKey });
    expect(list.body.total).toBe(990);
    const dup = await api(app.baseUrl, 'GET', `/contacts?q=${encodeURIComponent('p3.qa@example.com')}`, { key: ws.readKey });
    expect(dup.body.total).toBe(1);
    expect(dup.body.data[0]).toMatchObject({ title: 'Updated in the same call', email: 'p3.qa@example.com', crm_id: 'QA-crm-3' });
    const accounts = await api(app.baseUrl, 'GET', '/accounts?q=qa0.test', { key: ws.readKey });
    expect(accounts.body.data).toHaveLength(1);
    expect(accounts.body.data[0]).toMatchObject({ name: 'QA Company 0', segment: 'customer', employees: 77, contacts_total: 50 });
    expect(await count('accounts')).toBe(20);
  });

  it('when 201 rows arrive, then the import is queued; 200 rows are committed before the response', async () => {
    const { post, getImport, count } = await workspace('Boundary');
    const small = await post(bulkContacts('B200', 200));
    expect(small).toMatchObject({ status: 'committed', poll: null, accepted: 200 });
    expect(small.summary).toMatchObject({ contacts_upserted: 200, accounts_upserted: 20, with_social: withSocialCount(200), profiles_created: withSocialCount(200) });
    expect(small.baseline_run).toEqual({ id: expect.any(String), status: 'queued' });
    expect(await getImport(small.import_id)).toMatchObject({ status: 'committed', progress: { step: 'commit', done: 200, total: 200 } });
    expect(await count('contacts')).toBe(200);

    const big = await post(bulkContacts('B201', 201));
    expect(big).toMatchObject({ status: 'queued', poll: `/imports/${big.import_id}`, accepted: 201, summary: null, baseline_run: null });
    expect(await count('contacts')).toBe(200);
    expect(await drainImports(app.services)).toBe(1);
    expect(await getImport(big.import_id)).toMatchObject({
      status: 'committed', summary: { contacts_upserted: 201, accounts_upserted: 20, with_social: withSocialCount(201), needs_social: 201 - withSocialCount(201) },
    });
    expect(await count('contacts')).toBe(401);
  });

  it('when five 1,000-row imports are queued and the worker runs, then 5,000 contacts land with the right summaries and their profiles join one queued baseline run', async () => {
    const { post, getImport, count, ws } = await workspace('Five');
    const ids: string[] = [];
    for (let k = 0; k < 5; k++) {
      const res = await post(bulkContacts('Five', 1000, { start: k * 1000 }));
      expect(res).toMatchObject({ status: 'queued', accepted: 1000, summary: null });
      ids.push(res.import_id);
    }
    const worker = startImportWorker(app.services, { intervalMs: 50 });
    try {
      const deadline = Date.now() + 120_000;
      for (;;) {
        const imports = await Promise.all(ids.map(getImport));
        for (const imp of imports) if (imp.status !== 'committed') expect(imp.summary).toBeNull();
        if (imports.every((imp) => imp.status === 'committed')) break;
        expect(imports.some((imp) => imp.status === 'failed')).toBe(false);
        expect(Date.now()).toBeLessThan(deadline);
        await sleep(25);
      }
    } finally {
      await worker.stop();
    }

    for (const [k, id] of ids.entries()) {
      const imp = await getImport(id);
      const withSocial = withSocialCount(1000, 10, k * 1000);
      expect(imp.summary, `import ${k}`).toMatchObject({
        contacts_upserted: 1000, accounts_upserted: 20, duplicates: 0, invalid: 0, with_social: withSocial, needs_social: 1000 - withSocial,
        profiles_created: withSocial, profiles_linked: 0,
      });
      expect(imp.progress).toEqual({ step: 'commit', done: 1000, total: 1000 });
    }
    expect(await count('contacts')).toBe(5000);
    expect(await count('profiles')).toBe(4500);
    const runs = await sql<{ baseline_run_id: string; items: string }>(
      `select i.baseline_run_id, (select count(*) from run_items ri where ri.run_id = i.baseline_run_id) as items
         from imports i where i.id in (select jsonb_array_elements_text(?::jsonb)::uuid)`,
      [JSON.stringify(ids)],
    );
    // No scheduler starts the run in between, so each import's profiles join the one still queued.
    expect(new Set(runs.map((r) => r.baseline_run_id)).size).toBe(1);
    for (const r of runs) expect(Number(r.items)).toBe(4500);
    expect(await count('runs', `and kind = 'baseline'`)).toBe(1);
    expect(await count('run_items')).toBe(4500);
    expect(await countOf(app.services, 'select count(distinct profile_id) as n from run_items where workspace_id = ?', [ws.id])).toBe(4500);
  });

  it('when people of a queued import share a profile across chunks, then profiles_linked counts only profiles that existed before the call', async () => {
    const { post, getImport, count } = await workspace('Linked');
    const before = await post([{ first_name: 'Pre', last_name: 'Existing', company: 'Pre Co', crm_id: 'pre-1', social_url: 'pre-existing' }]);
    expect(before.summary).toMatchObject({ profiles_created: 1 });

    const rows = bulkContacts('LK', 998);
    rows.push(
      // Same profile as row 1 (first chunk), another CRM record: a second contact on the profile this import created.
      { first_name: 'Second', last_name: 'Record', company: 'Other CRM Co', crm_id: 'LK-other', social_url: 'https://uk.linkedin.com/in/lk-person-1/' },
      // The profile that existed before the call.
      { first_name: 'Pre', last_name: 'Existing', company: 'Pre Co Two', crm_id: 'pre-2', social_url: 'pre-existing' },
    );
    const res = await post(rows);
    expect(res.status).toBe('queued');
    expect(await drainImports(app.services)).toBe(2);
    const withSocial = withSocialCount(998);
    expect((await getImport(res.import_id)).summary).toMatchObject({
      contacts_upserted: 1000, accounts_upserted: 22, with_social: withSocial + 2, profiles_created: withSocial, profiles_linked: 1,
    });
    expect(await count('profiles')).toBe(withSocial + 1);
    expect(await count('contacts')).toBe(1001);
  });

  it('when a queued import is re-sent after it committed, then no contact is added and the counts say so', async () => {
    const { post, getImport, count } = await workspace('Resend');
    const rows = bulkContacts('RS', 600);
    const first = await post(rows);
    await drainImports(app.services);
    expect((await getImport(first.import_id)).summary).toMatchObject({ contacts_upserted: 600, profiles_created: withSocialCount(600) });
    const runs = await count('runs');
    const second = await post(rows);
    await drainImports(app.services);
    const again = await getImport(second.import_id);
    expect(again.summary).toMatchObject({ contacts_upserted: 600, accounts_upserted: 20, profiles_created: 0, profiles_linked: withSocialCount(600), duplicates: 0 });
    expect(await count('contacts')).toBe(600);
    expect(await count('runs')).toBe(runs);
    const [imp] = await sql<{ baseline_run_id: string | null }>('select baseline_run_id from imports where id = ?', [second.import_id]);
    expect(imp!.baseline_run_id).toBeNull();
  });
});
