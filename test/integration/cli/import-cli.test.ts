import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { countOf } from '../../support/sql';
import { expectCleanFailure, runTracker, runTrackerInProcess } from '../../support/tracker-cli';

vi.setConfig({ testTimeout: 120_000 });

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let web: AppOnDatabase;
let ws: SeededWorkspace;
let callerDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  web = await startAppOnDatabase(db.orm);
  ws = await seedWorkspace(web.services, { name: 'Importers' });
  callerDir = mkdtempSync(path.join(tmpdir(), 'tracker-caller-'));
});
afterAll(async () => {
  await web?.close();
  await db?.drop();
  rmSync(callerDir, { recursive: true, force: true });
});

/** As `npm run tracker -- ...` runs it: in the package root, with the caller's directory in INIT_CWD. */
const viaNpm = (...args: string[]) => runTracker(args, { DATABASE_URL: db.url, INIT_CWD: callerDir });
/** The same, run in this process (test/support/tracker-cli.ts): the package root is this process's directory too. */
const viaNpmInProcess = (...args: string[]) => runTrackerInProcess(args, { DATABASE_URL: db.url, INIT_CWD: callerDir });

const count = (table: 'contacts' | 'imports'): Promise<number> => countOf(db, `select count(*) as n from ${table}`);

describe('tracker import csv', () => {
  it('when a relative path is given through npm run, then it is read from the caller\'s directory', async () => {
    writeFileSync(path.join(callerDir, 'people.csv'), 'First Name,Last Name,Company\nAda,Lovelace,Engines\nGrace,Hopper,Navy\n');

    const result = await viaNpm('import', 'csv', 'people.csv', '--workspace', ws.slug, '--yes', '--json');

    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ status: 'committed', file_name: 'people.csv', rows: 2, accepted: 2 });
  });

  it.each([
    ['a binary file', Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.alloc(2048, 0), Buffer.from('IEND')]), /binary data/],
    ['an .xlsx workbook', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.from('[Content_Types].xml'), Buffer.alloc(64, 1)]), /ZIP archive/],
    ['a UTF-16 export', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('First Name,Company\nAda,Engines\n', 'utf16le')]), /UTF-16/],
  ])('when given %s, then it exits non-zero saying it is not CSV text and writes nothing', async (_label, bytes, reason) => {
    writeFileSync(path.join(callerDir, 'upload.csv'), bytes);
    const before = { contacts: await count('contacts'), imports: await count('imports') };

    const result = await viaNpmInProcess('import', 'csv', 'upload.csv', '--workspace', ws.slug, '--yes');

    expectCleanFailure(result, /not a CSV text file/);
    expect(result.stderr).toMatch(reason);
    expect({ contacts: await count('contacts'), imports: await count('imports') }).toEqual(before);
  });

  it('when a row is rejected, then its message names each problem once, without repeating the field name', async () => {
    writeFileSync(path.join(callerDir, 'partial.csv'), 'First Name,Last Name,Company\nAlan,Turing,Bletchley\n,,Nameless Co\n');

    const result = await viaNpmInProcess('import', 'csv', 'partial.csv', '--workspace', ws.slug, '--yes');

    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^ {2}line 3: first_name, last_name or full_name is required$/m);
    expect(result.stdout).not.toMatch(/first_name first_name/);
  });

  it('when there is no terminal and no --yes, then it says to pass --yes and imports nothing', async () => {
    writeFileSync(path.join(callerDir, 'unconfirmed.csv'), 'First Name,Last Name,Company\nKaty,Johnson,NASA\n');
    const before = await count('contacts');

    const result = await viaNpmInProcess('import', 'csv', 'unconfirmed.csv', '--workspace', ws.slug);

    expectCleanFailure(result, /pass --yes/);
    expect(await count('contacts')).toBe(before);
  });
});
