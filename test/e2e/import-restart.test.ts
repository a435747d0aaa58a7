import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { upsertContacts } from '../../src/core/contacts/upsert';
import type { Caller, Services } from '../../src/core/context';
import { seedWorkspace } from '../support/app';
import { servicesOn } from '../support/app-on-database';
import { bulkContacts, sleep, withSocialCount } from '../support/contacts';
import { createTestDatabase } from '../support/database';
import { ProcessTree, type RoleProcess } from '../support/process-tree';
import { exited } from '../support/processes';
import { countOf, sqlOn } from '../support/sql';

const IMPORTS = 5;
const ROWS = 1000;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let services: Services;
let workspaceId: string;
const tree = new ProcessTree();

beforeAll(async () => {
  db = await createTestDatabase();
  services = servicesOn(db.orm);
  workspaceId = (await seedWorkspace(services, { name: 'Restart' })).id;
});

afterAll(async () => {
  await tree.killAll();
  await db?.drop();
});

/** The real scheduler role (import worker included) as its own process, over the test database. */
function startScheduler(): RoleProcess {
  return tree.start('scheduler', {
    DATABASE_URL: db.url,
    LOG_LEVEL: 'silent',
    // Nothing listens there: runs cannot check profiles, so the test only sees the imports.
    CHECKER_URL: '127.0.0.1:9',
  });
}

interface ImportState {
  id: string;
  status: string;
  rows_done: number;
  total: number;
}

const importStates = () =>
  sqlOn(services)<ImportState>(
    `select id, status, rows_done, (progress->>'total')::int as total from imports where workspace_id = ? order by created_at`,
    [workspaceId],
  );
const partial = (states: ImportState[]) => states.filter((s) => s.rows_done > 0 && s.rows_done < s.total);

describe('queued imports survive a killed scheduler', () => {
  it('when the scheduler is killed in the middle of an import and restarted, then it finishes every import without duplicates', async () => {
    const caller: Caller = { workspaceId, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'e2e' };
    const importIds: string[] = [];
    for (let k = 0; k < IMPORTS; k++) {
      const res = await upsertContacts(services, caller, { contacts: bulkContacts('Restart', ROWS, { start: k * ROWS }) });
      expect(res).toMatchObject({ status: 'queued', accepted: ROWS, summary: null });
      importIds.push(res.import_id);
    }

    // Kill -9 as soon as an import is part-way through; if the kill lands just after that
    // import's last chunk, start again and wait for the next one (up to a few times).
    let killedMidway: ImportState[] = [];
    for (let attempt = 0; attempt < 4 && killedMidway.length === 0; attempt++) {
      const { child, output } = startScheduler();
      const deadline = Date.now() + 90_000;
      for (;;) {
        const states = await importStates();
        if (partial(states).length > 0) break;
        if (states.every((s) => s.status === 'committed')) throw new Error('every import finished before the kill');
        if (child.exitCode !== null) throw new Error(`scheduler exited early (${child.exitCode}): ${output()}`);
        if (Date.now() > deadline) throw new Error(`no import progressed within 90 s: ${output()}`);
        await sleep(5);
      }
      child.kill('SIGKILL');
      expect(await exited(child)).toBe('SIGKILL');
      killedMidway = partial(await importStates());
    }
    expect(killedMidway.length).toBeGreaterThan(0);
    for (const s of killedMidway) {
      expect(s.rows_done).toBeGreaterThanOrEqual(1);
      expect(s.rows_done).toBeLessThan(s.total);
      expect(s.status).not.toBe('committed');
    }
    const contactsAtKill = await countOf(services, 'select count(*) as n from contacts where workspace_id = ?', [workspaceId]);
    expect(contactsAtKill).toBeLessThan(IMPORTS * ROWS);
    // What was committed before the kill is exactly the chunks recorded as done.
    const doneAtKill = (await importStates()).reduce((sum, s) => sum + s.rows_done, 0);
    expect(contactsAtKill).toBe(doneAtKill);

    // Restart and let it finish.
    const { child, output } = startScheduler();
    const deadline = Date.now() + 120_000;
    while (!(await importStates()).every((s) => s.status === 'committed')) {
      if (child.exitCode !== null) throw new Error(`scheduler exited (${child.exitCode}): ${output()}`);
      expect((await importStates()).some((s) => s.status === 'failed')).toBe(false);
      if (Date.now() > deadline) throw new Error(`imports not committed within 120 s: ${JSON.stringify(await importStates())}`);
      await sleep(100);
    }
    child.kill('SIGTERM');
    const code = await Promise.race([exited(child), sleep(15_000).then(() => 'timeout')]);
    if (code === 'timeout') child.kill('SIGKILL');

    const sql = sqlOn(services);
    // Exactly 5,000 contacts, none twice by any identity key.
    expect(await countOf(services, 'select count(*) as n from contacts where workspace_id = ?', [workspaceId])).toBe(IMPORTS * ROWS);
    for (const key of ['crm_id', 'social_url', 'name_key', 'email']) {
      const dups = await sql(
        `select ${key}, count(*) as n from contacts where workspace_id = ? and ${key} is not null group by ${key} having count(*) > 1`,
        [workspaceId],
      );
      expect(dups, key).toEqual([]);
    }
    const withSocial = withSocialCount(IMPORTS * ROWS);
    expect(await countOf(services, 'select count(*) as n from profiles where workspace_id = ?', [workspaceId])).toBe(withSocial);

    // Every summary is what an uninterrupted import would have said.
    const imports = await sql<{ id: string; status: string; rows_done: number; summary: Record<string, number>; baseline_run_id: string | null; rows: unknown }>(
      `select id, status, rows_done, summary, baseline_run_id, rows from imports where workspace_id = ? order by created_at`,
      [workspaceId],
    );
    expect(imports.map((i) => i.id)).toEqual(importIds);
    for (const [k, imp] of imports.entries()) {
      const social = withSocialCount(ROWS, 10, k * ROWS);
      expect(imp, `import ${k}`).toMatchObject({ status: 'committed', rows_done: ROWS, rows: null });
      expect(imp.summary, `import ${k}`).toMatchObject({
        contacts_upserted: ROWS, accounts_upserted: 20, duplicates: 0, invalid: 0, with_social: social, needs_social: ROWS - social,
        profiles_created: social, profiles_linked: 0,
      });
    }

    // Each import names its baseline run. Imports join a baseline run that is still queued, so
    // there are between one run and one per import (the scheduler may start a run between two
    // imports); each run's totals count its items, and each profile is in exactly one run.
    const runIds = imports.map((i) => i.baseline_run_id);
    expect(runIds.every((id) => typeof id === 'string')).toBe(true);
    const baselineRuns = await sql<{ id: string; items: number }>(
      `select id, (totals->>'items')::int as items from runs where workspace_id = ? and kind = 'baseline'`,
      [workspaceId],
    );
    expect(new Set(baselineRuns.map((r) => r.id))).toEqual(new Set(runIds));
    for (const run of baselineRuns) {
      expect(await countOf(services, 'select count(*) as n from run_items where run_id = ?', [run.id]), `run ${run.id}`).toBe(run.items);
    }
    expect(await countOf(services, 'select count(distinct profile_id) as n from run_items where workspace_id = ?', [workspaceId])).toBe(withSocial);
    expect(await countOf(services, 'select count(*) as n from run_items where workspace_id = ?', [workspaceId])).toBe(withSocial);
  }, 240_000);
});
