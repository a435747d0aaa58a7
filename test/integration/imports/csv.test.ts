import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../../src/core/context';
import { commitCsvImport, type CsvImportProgress, discardCsvImport, previewCsvImport } from '../../../src/core/imports/csv-import';
import { advanceQueuedImport } from '../../../src/core/imports/import.service';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api } from '../../support/http';
import { runTrackerInProcess } from '../../support/tracker-cli';

const dir = mkdtempSync(path.join(tmpdir(), 'csv-import-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADERS = ['Record ID', 'First Name', 'Last Name', 'Email', 'Job Title', 'Company Name', 'LinkedIn URL', 'Lifecycle Stage', 'Contact owner', 'Notes'];
const STAGES = ['Customer', 'Opportunity', 'Lead', 'Former customer'];

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * A HubSpot-style export of `count` rows. Every 500th row (from the 8th) has no company
 * and must be rejected; every 400th has a two-line note, which shifts later line numbers.
 */
function generateCsv(count: number, prefix = 'p') {
  const lines = [HEADERS.join(',')];
  let line = 2;
  const invalidLines: number[] = [];
  let withSocial = 0;
  for (let i = 0; i < count; i++) {
    const invalid = i % 500 === 7;
    const social = i % 3 !== 0;
    if (invalid) invalidLines.push(line);
    else if (social) withSocial++;
    const note = i % 400 === 1 ? 'called twice,\nno answer' : '';
    lines.push(
      [
        `${prefix}-${i}`, `First${i}`, `Last${i}`, `${prefix}${i}@example${i % 40}.com`, i % 2 ? 'VP Sales' : 'Head of RevOps',
        invalid ? '' : `Company ${i % 40}`, social ? `https://www.linkedin.com/in/${prefix}-person-${i}` : '',
        STAGES[i % 4]!, `Owner ${i % 7}`, note,
      ].map(quote).join(','),
    );
    line += note.includes('\n') ? 2 : 1;
  }
  return { text: `${lines.join('\n')}\n`, invalidLines, withSocial };
}

describe('CSV import use case', () => {
  let app: TestApp;
  let ws: SeededWorkspace;
  let caller: Caller;
  beforeAll(async () => {
    app = await startTestApp();
    ws = await seedWorkspace(app.services, { credits: 100 });
    caller = { workspaceId: ws.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'test' };
  });
  afterAll(() => app.close());
  const get = (p: string) => api(app.baseUrl, 'GET', p, { key: ws.readKey });

  it('when 2,500 rows are committed, then 3 batches commit, totals add up and rejected rows carry their CSV lines', async () => {
    const csv = generateCsv(2500);
    const file = path.join(dir, 'big-export.csv');
    writeFileSync(file, csv.text);

    const draft = await previewCsvImport(app.services, caller, { path: file });
    expect(draft.preview).toMatchObject({ file_name: 'big-export.csv', format: 'hubspot', rows: 2500, invalid: 5 });
    expect(draft.preview.sample).toHaveLength(5);
    expect(draft.preview.sample[0]).toMatchObject({ crm_id: 'p-0', first_name: 'First0', company: 'Company 0', segment: 'Customer' });
    expect((await get(`/imports/${draft.preview.import_id}`)).body).toMatchObject({
      status: 'previewed', source: 'csv', file_name: 'big-export.csv', summary: null,
    });

    const progress: CsvImportProgress[] = [];
    const result = await commitCsvImport(app.services, caller, draft, { onProgress: (p) => progress.push(p) });

    expect(result.batches).toHaveLength(3);
    expect(result.batches.map((b) => b.rows)).toEqual([1000, 1000, 500]);
    expect(result.accepted).toBe(2495);
    expect(result.rejected.map((r) => r.line)).toEqual(csv.invalidLines);
    expect(result.rejected[0]!.errors).toEqual({ company: 'required' });
    expect(result.summary).toMatchObject({
      contacts_upserted: 2495, with_social: csv.withSocial, needs_social: 2495 - csv.withSocial, invalid: 5, duplicates: 0,
      profiles_created: csv.withSocial,
    });
    expect(progress.at(-1)).toEqual({ step: 'commit', done: 2500, total: 2500, batch: 3, batches: 3 });
    expect(progress.filter((p) => [1000, 2000, 2500].includes(p.done)).map((p) => p.batch)).toEqual(expect.arrayContaining([1, 2, 3]));

    for (const batch of result.batches) {
      const res = await get(`/imports/${batch.import_id}`);
      expect(res.body).toMatchObject({ status: 'committed', source: 'csv', file_name: 'big-export.csv', error: null });
      expect(res.body.committed_at).toEqual(expect.any(String));
    }
    const parent = await get(`/imports/${result.import_id}`);
    expect(parent.body).toMatchObject({
      status: 'committed', source: 'csv', file_name: 'big-export.csv', progress: { step: 'commit', done: 2500, total: 2500 },
      summary: result.summary,
    });
    expect(await advanceQueuedImport(app.services)).toBe(false);

    const list = await get('/contacts?q=First1234');
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({
      first_name: 'First1234', last_name: 'Last1234', company: 'Company 34', title: 'Head of RevOps', email: 'p1234@example34.com',
      social_url: 'https://www.linkedin.com/in/p-person-1234', segment: 'unknown', owner: 'Owner 2', crm_id: 'p-1234',
      tracking_status: 'tracked', account_name: 'Company 34',
    });
    const churned = (await get('/contacts?q=First1239')).body.data[0];
    expect(churned).toMatchObject({ segment: 'churned', tracking_status: 'needs_social', custom: null });
    const noted = (await get('/contacts?q=First401')).body.data[0];
    expect(noted.custom).toEqual({ Notes: 'called twice,\nno answer' });
    expect((await get('/contacts?page_size=1')).body.total).toBe(2495);
  }, 120_000);

  it('when the same file is imported again, then contacts are updated, not duplicated', async () => {
    const csv = generateCsv(150, 'again');
    const file = path.join(dir, 'again.csv');
    writeFileSync(file, csv.text);
    const first = await commitCsvImport(app.services, caller, await previewCsvImport(app.services, caller, { path: file }));
    const before = (await get('/contacts?page_size=1')).body.total;
    const second = await commitCsvImport(app.services, caller, await previewCsvImport(app.services, caller, { path: file }));
    expect(first.batches).toHaveLength(1);
    expect(second.summary.contacts_upserted).toBe(149); // row 7 has no company
    expect((await get('/contacts?page_size=1')).body.total).toBe(before);
  }, 60_000);

  it('when a row has an unreadable company size or revenue, then the contact is imported and the warning carries its CSV line', async () => {
    const file = path.join(dir, 'messy-sizes.csv');
    writeFileSync(
      file,
      [
        'First Name,Last Name,Company Name,Company Size,Annual Revenue',
        'Ana,Souza,Rede Norte Ltda.,N/A,$10M - $50M',
        'Jon,Berg,Nordvik AB,"10.000+",n/a',
      ].join('\n') + '\n',
    );
    const result = await commitCsvImport(app.services, caller, await previewCsvImport(app.services, caller, { path: file }));
    expect(result.accepted).toBe(2);
    expect(result.rejected).toEqual([]);
    expect(result.row_warnings).toEqual([
      { line: 2, field: 'company_size', message: expect.any(String) },
      { line: 3, field: 'revenue', message: expect.any(String) },
    ]);
    const listed = (await get('/contacts?q=Souza')).body.data;
    expect(listed).toHaveLength(1);
  });

  it('when a preview is declined, then the import ends failed with the reason', async () => {
    const file = path.join(dir, 'declined.csv');
    writeFileSync(file, generateCsv(3, 'declined').text);
    const draft = await previewCsvImport(app.services, caller, { path: file });
    await discardCsvImport(app.services, draft);
    expect((await get(`/imports/${draft.preview.import_id}`)).body).toMatchObject({ status: 'failed', error: 'not confirmed' });
  });

  it('when the file cannot be parsed, then the draft import ends failed with the parse error', async () => {
    const file = path.join(dir, 'broken.csv');
    writeFileSync(file, 'name,company\n"Ada,Engines\n');
    await expect(previewCsvImport(app.services, caller, { path: file })).rejects.toMatchObject({ code: 'validation_error' });
    const [row] = await app.services.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ status: string; error: string }>>(`select status, error from imports where file_name = 'broken.csv'`);
    expect(row).toMatchObject({ status: 'failed', error: expect.stringMatching(/Quote Not Closed/) });
  });
});

describe('tracker import csv (CLI)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: AppOnDatabase;
  let ws: SeededWorkspace;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startAppOnDatabase(db.orm);
    ws = await seedWorkspace(app.services);
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  // In this process (test/support/tracker-cli.ts); test/integration/cli/import-cli.test.ts spawns the binary.
  const tracker = (args: string[]) => runTrackerInProcess(args, { DATABASE_URL: db.url });

  it('when run with --yes --json, then the rows are committed and the summary is printed as JSON', async () => {
    const csv = generateCsv(320, 'cli');
    const file = path.join(dir, 'cli.csv');
    writeFileSync(file, csv.text);
    const out = await tracker(['import', 'csv', file, '--workspace', ws.slug, '--yes', '--json']);
    expect(out.code, out.stderr).toBe(0);
    const result = JSON.parse(out.stdout);
    expect(result).toMatchObject({ status: 'committed', file_name: 'cli.csv', rows: 320, accepted: 319, format: 'hubspot' });
    expect(result.rejected).toEqual([{ line: csv.invalidLines[0], errors: { company: 'required' } }]);
    expect((await api(app.baseUrl, 'GET', `/imports/${result.import_id}`, { key: ws.readKey })).body.status).toBe('committed');
    expect((await api(app.baseUrl, 'GET', '/contacts?page_size=1', { key: ws.readKey })).body.total).toBe(319);
  }, 120_000);

  it('when run without --yes and stdin is not a terminal, then it exits 1 and commits nothing', async () => {
    const file = path.join(dir, 'no-tty.csv');
    writeFileSync(file, generateCsv(5, 'notty').text);
    const out = await tracker(['import', 'csv', file, '--workspace', ws.slug]);
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/--yes/);
    expect(out.stdout).toMatch(/First Name +→ first_name/);
    const list = await api(app.baseUrl, 'GET', '/contacts?q=notty', { key: ws.readKey });
    expect(list.body.total).toBe(0);
  }, 120_000);
});
