import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { revokeApiKey } from '../../../src/core/auth/api-keys';
import { credentialCacheOf } from '../../../src/core/auth/credential-cache';
import { seedWorkspace } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api } from '../../support/http';
import { waitFor } from '../../support/processes';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: AppOnDatabase;
/** Another connection to the same database: what the CLI or an operator's SQL would use. */
let other: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startAppOnDatabase(db.orm, { env: { RATE_LIMIT_READS_PER_MIN: '100000' } });
  other = new pg.Client({ connectionString: db.url });
  await other.connect();
});

afterAll(async () => {
  await other?.end();
  await app?.close();
  await db?.drop();
});

const me = (key: string) => api(app.baseUrl, 'GET', '/me', { key });

/** Polls GET /me until it answers `status`; the milliseconds that took. */
async function msUntil(key: string, status: number): Promise<number> {
  const t0 = Date.now();
  await waitFor(`GET /me to answer ${status}`, async () => ((await me(key)).status === status ? true : undefined), 5_000, 5);
  return Date.now() - t0;
}

describe('credential cache', () => {
  it('when a key was used, then the next request is served from the cache', async () => {
    const ws = await seedWorkspace(app.services);
    expect((await me(ws.readKey)).status).toBe(200);
    const cache = credentialCacheOf(app.services.orm)!;
    // A key revoked behind the cache's back (no notification: the trigger is disabled for this statement's session).
    await other.query(`set session_replication_role = replica`);
    await other.query('update api_keys set revoked_at = now() where workspace_id = $1', [ws.id]);
    await other.query(`set session_replication_role = origin`);
    expect((await me(ws.readKey)).status, 'served from the cache').toBe(200);
    cache.clear();
    expect((await me(ws.readKey)).status).toBe(401);
  });

  it('when a key is revoked through this process, then the very next request is 401', async () => {
    const ws = await seedWorkspace(app.services);
    expect((await me(ws.readKey)).status).toBe(200);
    const [row] = (await other.query<{ id: string }>('select id from api_keys where workspace_id = $1 and scopes = $2', [ws.id, ['read']])).rows;
    await revokeApiKey(app.services, row!.id);
    expect((await me(ws.readKey)).status).toBe(401);
  });

  it('when a key is revoked from another connection (the CLI, SQL), then this gateway refuses it within 1 s', async () => {
    const ws = await seedWorkspace(app.services);
    expect((await me(ws.writeKey)).status).toBe(200);
    await other.query('update api_keys set revoked_at = now() where workspace_id = $1', [ws.id]);
    expect(await msUntil(ws.writeKey, 401)).toBeLessThan(1_000);
  });

  it('when a workspace is suspended from another connection, then its cached keys get 403 within 1 s, and 200 again once active', async () => {
    const ws = await seedWorkspace(app.services);
    expect((await me(ws.readKey)).status).toBe(200);
    await other.query(`update workspaces set status = 'suspended' where id = $1`, [ws.id]);
    expect(await msUntil(ws.readKey, 403)).toBeLessThan(1_000);
    await other.query(`update workspaces set status = 'active' where id = $1`, [ws.id]);
    expect(await msUntil(ws.readKey, 200)).toBeLessThan(1_000);
  });

  it('when a suspended workspace is made active again, then the very next request is served, notification or not', async () => {
    const ws = await seedWorkspace(app.services);
    await other.query(`update workspaces set status = 'suspended' where id = $1`, [ws.id]);
    expect(await msUntil(ws.readKey, 403)).toBeLessThan(1_000);
    // Made active behind the cache's back (the trigger does not fire): a refused key was never kept.
    await other.query(`set session_replication_role = replica`);
    await other.query(`update workspaces set status = 'active' where id = $1`, [ws.id]);
    await other.query(`set session_replication_role = origin`);
    expect((await me(ws.readKey)).status).toBe(200);
  });

  it('when the listening connection is lost, then nothing is served from the cache until it listens again', async () => {
    const ws = await seedWorkspace(app.services);
    expect((await me(ws.readKey)).status).toBe(200);
    await other.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen tracker_credentials' and datname = current_database()`);
    await other.query(`set session_replication_role = replica`);
    await other.query('update api_keys set revoked_at = now() where workspace_id = $1', [ws.id]);
    await other.query(`set session_replication_role = origin`);
    expect(await msUntil(ws.readKey, 401), 'the revocation shows without any notification').toBeLessThan(1_000);
    const again = await seedWorkspace(app.services);
    await waitFor('the cache to listen again', async () => {
      const [row] = (await other.query(`select 1 from pg_stat_activity where query = 'listen tracker_credentials' and datname = current_database()`)).rows;
      return row ? true : undefined;
    }, 10_000, 50);
    expect((await me(again.readKey)).status).toBe(200);
  });
});
