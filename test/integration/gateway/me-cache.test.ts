import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { grantCredits } from '../../../src/core/credits/credits.service';
import { openOrm, type Orm } from '../../../src/db/orm';
import { seedWorkspace } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { api } from '../../support/http';

// GET /me's workspace row is cached per gateway (src/core/me/me-cache.ts); two gateways on one
// database, each with its own ORM and so its own cache, as two processes would have.
const TTL_MS = 400;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let secondOrm: Orm;
let a: AppOnDatabase;
let b: AppOnDatabase;
/** Another connection to the same database: the checker's debits, the CLI, an operator's SQL. */
let other: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  secondOrm = await openOrm(db.url, 4);
  const env = { RATE_LIMIT_READS_PER_MIN: '100000', ME_CACHE_TTL_MS: String(TTL_MS) };
  a = await startAppOnDatabase(db.orm, { env });
  b = await startAppOnDatabase(secondOrm, { env });
  other = new pg.Client({ connectionString: db.url });
  await other.connect();
});

afterAll(async () => {
  await other?.end();
  await a?.close();
  await b?.close();
  await secondOrm?.close(true);
  await db?.drop();
});

const me = (app: AppOnDatabase, key: string) => api(app.baseUrl, 'GET', '/me', { key });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /me cache', () => {
  it('when the workspace renames itself through a gateway, then that gateway\'s next GET /me shows the new name, and the other gateway within the TTL', async () => {
    const ws = await seedWorkspace(a.services, { name: 'Before Co' });
    expect((await me(a, ws.readKey)).body.workspace.name).toBe('Before Co');
    expect((await me(b, ws.readKey)).body.workspace.name).toBe('Before Co');

    const patched = await api(a.baseUrl, 'PATCH', '/settings', { key: ws.writeKey, body: { name: 'After Co' } });
    expect(patched.status).toBe(200);

    expect((await me(a, ws.readKey)).body.workspace.name, 'the gateway that took the write').toBe('After Co');
    await sleep(TTL_MS + 50);
    expect((await me(b, ws.readKey)).body.workspace.name, 'the other gateway, after the TTL').toBe('After Co');
  });

  it('when credits are granted in the gateway\'s process, then its next GET /me shows the new balance', async () => {
    const ws = await seedWorkspace(a.services, { credits: 100 });
    expect((await me(a, ws.readKey)).body.credits.balance).toBe(100);
    await grantCredits(a.services, { workspace: ws.id, amount: 50 });
    expect((await me(a, ws.readKey)).body.credits.balance).toBe(150);
  });

  it('when the balance moves in another process, then GET /me shows it no later than ME_CACHE_TTL_MS after', async () => {
    const ws = await seedWorkspace(a.services, { credits: 100 });
    expect((await me(a, ws.readKey)).body.credits.balance).toBe(100);
    // A ledger row written by another process (here a positive one); the balance follows by the ledger's trigger.
    await other.query(`insert into credit_ledger (workspace_id, kind, amount) values ($1, 'check', 25)`, [ws.id]);
    const changedAt = Date.now();
    let seen = 0;
    while (seen !== 125) {
      seen = (await me(a, ws.readKey)).body.credits.balance;
      if (seen !== 125) expect(Date.now() - changedAt, 'still the old balance after the TTL').toBeLessThan(TTL_MS + 200);
      await sleep(20);
    }
  });

  it('when a key is revoked or the workspace suspended elsewhere, then both gateways refuse GET /me within 200 ms, whatever the /me cache holds', async () => {
    const ws = await seedWorkspace(a.services);
    for (const app of [a, b]) expect((await me(app, ws.readKey)).status).toBe(200);
    await other.query(`update workspaces set status = 'suspended' where id = $1`, [ws.id]);
    await sleep(200);
    for (const app of [a, b]) expect((await me(app, ws.readKey)).status).toBe(403);
    await other.query(`update workspaces set status = 'active' where id = $1`, [ws.id]);
    await other.query('update api_keys set revoked_at = now() where workspace_id = $1', [ws.id]);
    await sleep(200);
    for (const app of [a, b]) expect((await me(app, ws.readKey)).status).toBe(401);
  });
});
