import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedWorkspace } from '../support/app';
import { servicesOn } from '../support/app-on-database';
import { CLI_BUNDLE } from '../support/bundle';
import { createTestDatabase } from '../support/database';
import { exited, waitFor } from '../support/processes';
import { countOf, sqlOn } from '../support/sql';
import { cliJson, ROOT, runTracker } from '../support/tracker-cli';

const ROWS = 20_000;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let slug: string;
let workspaceId: string;
const dir = mkdtempSync(path.join(tmpdir(), 'bulk-restart-'));

beforeAll(async () => {
  db = await createTestDatabase();
  const ws = await seedWorkspace(servicesOn(db.orm), { name: 'Bulk restart' });
  slug = ws.slug;
  workspaceId = ws.id;
});

afterAll(async () => {
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

function writeCsv(file: string): void {
  const lines = ['crm_id,first_name,last_name,email,company,social_url'];
  for (let i = 0; i < ROWS; i++) lines.push(`k-${i},First${i},Last${i},p${i}@acme${i % 50}.com,Company ${i % 50},https://www.linkedin.com/in/k-person-${i}`);
  writeFileSync(file, `${lines.join('\n')}\n`);
}

const env = () => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', DATABASE_URL: db.url });

describe('bulk import: kill -9 in the middle of the merge', () => {
  it('when the CLI is killed while a 20,000-row CSV merges, then nothing of it is stored, and running it again commits every row once', async () => {
    const file = path.join(dir, 'crm.csv');
    writeCsv(file);
    const sql = sqlOn(db);
    const child = spawn(process.execPath, [CLI_BUNDLE, 'import', 'csv', file, '--workspace', slug, '--yes', '--json'], { cwd: ROOT, env: env(), stdio: 'ignore' });
    const [record] = await waitFor('the merge to start', async () => {
      const rows = await sql<{ id: string; status: string }>(
        `select id, status from imports where workspace_id = ? and progress->>'step' = 'commit'`,
        [workspaceId],
      );
      return rows.length ? rows : undefined;
    }, 120_000, 20);
    child.kill('SIGKILL');
    expect(await exited(child)).toBe('SIGKILL');

    // The merge is one transaction: the server rolls it back when the connection drops.
    await waitFor('the killed connection to end', async () =>
      (await countOf(db, `select count(*) as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`)) === 0 ? true : undefined,
    );
    expect(await sql('select status from imports where id = ?', [record!.id])).toEqual([{ status: 'previewed' }]);
    expect(await countOf(db, 'select count(*) as n from contacts where workspace_id = ?', [workspaceId])).toBe(0);
    expect(await countOf(db, 'select count(*) as n from profiles where workspace_id = ?', [workspaceId])).toBe(0);
    expect(await countOf(db, `select count(*) as n from transitions where workspace_id = ? and resource = 'contact_tracking'`, [workspaceId])).toBe(0);

    const again = cliJson<{ import_id: string; accepted: number; summary: { contacts_upserted: number; profiles_created: number } }>(
      await runTracker(['import', 'csv', file, '--workspace', slug, '--yes', '--json'], { DATABASE_URL: db.url }, { timeoutMs: 180_000 }),
    );
    expect(again).toMatchObject({ accepted: ROWS, summary: { contacts_upserted: ROWS, profiles_created: ROWS } });
    expect(await countOf(db, 'select count(*) as n from contacts where workspace_id = ?', [workspaceId])).toBe(ROWS);
    expect(await countOf(db, 'select count(distinct crm_id) as n from contacts where workspace_id = ?', [workspaceId])).toBe(ROWS);
    expect(await sql('select status from imports where id = ?', [again.import_id])).toEqual([{ status: 'committed' }]);
  }, 300_000);
});
