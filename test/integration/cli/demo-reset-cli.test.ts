import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createApiKey } from '../../../src/core/auth/api-keys';
import { grantCredits } from '../../../src/core/credits/credits.service';
import { testClockStore } from '../../../src/core/freshness/test-clock-store';
import { createWorkspace } from '../../../src/core/workspaces/workspace.service';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api } from '../../support/http';
import { freePort } from '../../support/processes';
import { cliJson, expectCleanFailure, runTracker, runTrackerInProcess } from '../../support/tracker-cli';

vi.setConfig({ testTimeout: 120_000 });

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let web: AppOnDatabase;
let dataDir: string;

const env = () => ({ DATABASE_URL: db.url, TRACKER_DATA_DIR: dataDir });
/** The `tracker` command in this process (test/support/tracker-cli.ts). */
const tracker = (...args: string[]) => runTrackerInProcess(args, env());

/** A data directory as `npm start` leaves it: demo.json (URLs of the last start) and the saved sandbox world. */
function leaveDataDir(sandboxUrl: string): void {
  writeFileSync(path.join(dataDir, 'demo.json'), JSON.stringify({ base_url: `${sandboxUrl}/v1`, api_key: 'trk_x', sandbox_url: sandboxUrl }));
  writeFileSync(path.join(dataDir, 'sandbox-world.json'), JSON.stringify({ version: 1, world: {}, events: [{ op: 'advance', days: 90 }] }));
}

/** A workspace with credits, a key and a contact, so the reset deletes rows in several tables. */
async function workspaceWithContact(name: string, slug: string): Promise<void> {
  const { id } = await createWorkspace(web.services, { name, slug });
  await grantCredits(web.services, { workspace: id, amount: 100, note: 'test' });
  const { key } = await createApiKey(web.services, { workspace: id, scope: 'write', name: 'test' });
  const res = await api(web.baseUrl, 'POST', '/contacts', { key, body: { contacts: [{ full_name: 'Ada Lovelace', company: 'Analytical', social_url: 'linkedin.com/in/ada' }] } });
  expect(res.status).toBeLessThan(300);
}

beforeAll(async () => {
  db = await createTestDatabase();
  web = await startAppOnDatabase(db.orm);
  dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-reset-'));
  await workspaceWithContact('Demo Workspace', 'demo');
  await workspaceWithContact('Keep Me', 'keep-me');
});
afterAll(async () => {
  await web?.close();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('tracker demo reset', () => {
  it('when the service still runs, then it says to stop npm start first and changes nothing', async () => {
    const running: Server = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => running.listen(0, '127.0.0.1', resolve));
    try {
      leaveDataDir(`http://127.0.0.1:${(running.address() as AddressInfo).port}`);

      // Through the binary (dist/cli.js): a real process's exit code and output.
      const result = await runTracker(['demo', 'reset'], env());

      expectCleanFailure(result, /the service is running .*stop `npm start` \(Ctrl-C\) first/);
      expect(existsSync(path.join(dataDir, 'sandbox-world.json'))).toBe(true);
      const slugs = cliJson<Array<{ slug: string }>>(await tracker('admin', 'workspace', 'list', '--json')).map((w) => w.slug);
      expect(slugs).toContain('demo');
    } finally {
      await new Promise((resolve) => running.close(resolve));
    }
  });

  it('when the service is stopped, then the demo workspace, the saved world and the test clock are gone and other workspaces stay', async () => {
    leaveDataDir(`http://127.0.0.1:${await freePort()}`);
    // The service had followed the world 90 days ahead (src/core/freshness/test-clock-store.ts).
    await testClockStore(db.orm.em).save(90 * 86_400_000);

    const result = cliJson<{ demo_workspace_deleted: string | null; sandbox_world_removed: string | null; test_clock_reset: boolean }>(
      await tracker('demo', 'reset', '--json'),
    );

    expect(result.demo_workspace_deleted).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.sandbox_world_removed).toBe(path.join(dataDir, 'sandbox-world.json'));
    expect(result.test_clock_reset).toBe(true);
    expect(await testClockStore(db.orm.em).load(), 'the next npm start begins on the wall clock').toBe(0);
    expect(existsSync(path.join(dataDir, 'sandbox-world.json'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'demo.json'))).toBe(false);
    const slugs = cliJson<Array<{ slug: string }>>(await tracker('admin', 'workspace', 'list', '--json')).map((w) => w.slug);
    expect(slugs).toContain('keep-me');
    expect(slugs).not.toContain('demo');
    const again = cliJson<{ demo_workspace_deleted: string | null }>(await tracker('demo', 'reset', '--json'));
    expect(again.demo_workspace_deleted).toBeNull();
  });
});
