import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller, Services } from '../../../src/core/context';
import { parseCsv, previewCsvImport } from '../../../src/core/imports/csv-import';
import { ValidatingWorker } from '../../../src/core/imports/csv-validate';
import { mapColumns, rowToContactInput } from '../../../src/domain/csv';
import { normaliseContactInput } from '../../../src/domain/normalise';
import { seedWorkspace, startTestApp, type TestApp } from '../../support/app';

const dir = mkdtempSync(path.join(tmpdir(), 'csv-validate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/**
 * 3,000 messy rows: every 97th without a company (rejected), every 50th with an unreadable
 * profile URL (a warning), a two-line note now and then (later lines shift), a custom column.
 * With `emptyNotes`, a first "Notes" column empty in every row sits before a second one: the
 * headers alone give the second another custom key than the whole file does, the whole file ignores the first.
 */
function writeFile(name: string, emptyNotes = false): string {
  const headers = ['Record ID', 'First Name', 'Last Name', 'Email', 'Company Name', 'LinkedIn URL', ...(emptyNotes ? ['Notes'] : []), 'Notes', 'Lifecycle Stage'];
  const lines = [headers.join(',')];
  for (let i = 0; i < 3000; i++) {
    const social = i % 50 === 3 ? 'not a url' : i % 3 ? `https://www.linkedin.com/in/v-person-${i}` : '';
    const note = i % 400 === 1 ? 'called twice,\nno answer' : `note ${i}`;
    const row = [`v-${i}`, ` First${i} `, `Last${i}`, `V${i}@Example${i % 40}.com`, i % 97 === 5 ? '' : `Company ${i % 40}`, social, ...(emptyNotes ? [''] : []), note, i % 2 ? 'Customer' : 'Lead'];
    lines.push(row.map(quote).join(','));
  }
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** What the preview validates inline, row by row, with the file's own mapping. */
async function inline(file: string) {
  const parsed = await parseCsv({ path: file });
  const mapping = mapColumns(parsed.headers, parsed.rows.map((r) => r.values));
  return { mapping, results: parsed.rows.map((r) => normaliseContactInput(rowToContactInput(mapping, r.values))) };
}

async function throughWorker(file: string, minRows: number) {
  const worker = new ValidatingWorker(minRows);
  const parsed = await parseCsv({ path: file }, (headers, rows) => worker.add(headers, rows));
  return worker.results(mapColumns(parsed.headers, parsed.rows.map((r) => r.values)));
}

describe('a large CSV validated on a second core', () => {
  it('when the file reaches the worker threshold, then the worker returns every row validated exactly as inline, in order', async () => {
    const file = writeFile('plain.csv');
    const expected = await inline(file);
    const results = await throughWorker(file, 1000);
    expect(results).not.toBeNull();
    expect(results).toEqual(expected.results);
    expect(results!.filter((r) => !r.ok)).toHaveLength(31);
  });

  it('when the file is under the threshold, or a column empty in every row changes the mapping, then no worker result is used', async () => {
    expect(await throughWorker(writeFile('small.csv'), 5000)).toBeNull();
    const file = writeFile('empty-notes.csv', true);
    const { mapping } = await inline(file);
    const second = mapping.columns.find((c) => c.custom)!;
    expect(second.custom).toBe('Notes');
    expect(mapColumns(mapping.columns.map((c) => c.header)).columns[second.index]!.custom).not.toBe('Notes');
    expect(await throughWorker(file, 1000)).toBeNull();
  });

  describe('through the preview', () => {
    let app: TestApp;
    let caller: Caller;
    const withMinRows = (n: number): Services => ({ ...app.services, env: { ...app.services.env, BULK_IMPORT_MIN_ROWS: n } });
    beforeAll(async () => {
      app = await startTestApp();
      const ws = await seedWorkspace(app.services, { credits: 100 });
      caller = { workspaceId: ws.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'test' };
    });
    afterAll(() => app.close());

    for (const emptyNotes of [false, true]) {
      it(`when a bulk-sized file is previewed${emptyNotes ? ' and its mapping changes at the end' : ''}, then the preview and the rows it keeps are those of inline validation`, async () => {
        const file = writeFile(`preview-${emptyNotes}.csv`, emptyNotes);
        const expected = await inline(file);
        const bulk = await previewCsvImport(withMinRows(1000), caller, { path: file });
        const batches = await previewCsvImport(withMinRows(10_000), caller, { path: file });
        expect(bulk.normalised).toEqual(expected.results);
        expect({ ...bulk.preview, import_id: null }).toEqual({ ...batches.preview, import_id: null });
        expect(bulk.lines).toEqual(batches.lines);
        expect(bulk.preview.invalid).toBe(31);
        expect(bulk.preview.sample).toEqual(batches.inputs.slice(0, 5));
      });
    }
  });
});
