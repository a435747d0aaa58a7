import type { Server } from 'node:http';

import express from 'express';
import pg from 'pg';

import { CHANGE_SELECT } from '../../src/core/changes/change.query';
import { CONTACT_SELECT, contactCountSql, contactListFilter } from '../../src/core/contacts/contact.query';
import { upsertContacts } from '../../src/core/contacts/upsert';
import type { Caller, Services } from '../../src/core/context';
import { PLAY_SELECT } from '../../src/core/plays/play.query';
import { patchPlay } from '../../src/core/plays/plays.service';
import { numberPlaceholders } from '../../src/db/query';
import { listen } from './app';
import { companyPool, contactGenerator } from './data';
import type { BenchDatabase } from './postgres';
import { batchesOf, seedContacts, seedPlaysBySql } from './seed';
import { log } from './stats';

/**
 * What the gateway benches (gateway-load.ts, gateway-stages.ts) share: the demo-like data, the bare
 * Express + pg routes running the same statements as the gateway with no auth, limits, validation
 * or mapping, and the read routes they compare.
 */

export interface BareSide {
  url: string;
  server: Server;
  /** Requests waiting for a pool connection now. */
  waiting: () => number;
  close(): Promise<void>;
}

/** Demo-like data: contacts through the core commit path, then changes, plays and runs by SQL. */
export async function seedGatewayData(db: BenchDatabase, services: Services, workspaceId: string, contacts: number): Promise<string[]> {
  const gen = contactGenerator({ seed: 25, tag: 'g', companies: companyPool() });
  await seedContacts(services, workspaceId, batchesOf(gen.batch, contacts, 1000));
  const c = await db.client();
  try {
    await seedPlaysBySql(c, workspaceId, { every: 5, limit: contacts });
    await c.query(
      `insert into runs (workspace_id, kind, status, created_at)
       select $1, case when g % 4 = 0 then 'baseline' else 'manual' end, 'completed', now() - (g || ' hours')::interval
         from generate_series(1, 40) g`,
      [workspaceId],
    );
    await c.query('vacuum analyze');
    const { rows } = await c.query<{ id: string }>('select id from plays where workspace_id = $1 order by id limit 200', [workspaceId]);
    return rows.map((r) => r.id);
  } finally {
    await c.end();
  }
}

/** The bare routes: the same statements on a pg.Pool, rows sent as they come. */
export async function startBare(url: string, services: Services, caller: Caller, poolMax: number): Promise<BareSide> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // An idle client whose server went away (PostgreSQL stopped) must not end the bench with an unhandled 'error'.
  pool.on('error', (err) => log(`bare pool: ${err.message}`));
  const ws = caller.workspaceId;
  const page = async (res: express.Response, count: string, rows: string, params: unknown[], size = 50) => {
    const n = await pool.query<{ n: string }>(numberPlaceholders(count), params);
    const r = await pool.query(numberPlaceholders(rows), [...params, size, 0]);
    res.json({ data: r.rows, page: 1, page_size: size, total: Number(n.rows[0]?.n ?? 0) });
  };
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.use(express.json({ limit: '5mb' }));
  app.get('/me', async (_req, res) => {
    const { rows } = await pool.query(
      `select w.id, w.name, w.slug, w.price_per_check_cents, w.balance, s.next_refresh_at
         from workspaces w join workspace_settings s on s.workspace_id = w.id where w.id = $1`,
      [ws],
    );
    res.json(rows[0]);
  });
  app.get('/contacts', async (req, res) => {
    const where = contactListFilter(ws, req.query as Record<string, string>);
    const { filter, params } = where;
    await page(res, contactCountSql(where),
      `${CONTACT_SELECT} where ${filter} order by c.created_at desc, c.id desc limit ? offset ?`, params, Number(req.query.page_size ?? 50));
  });
  app.get('/plays', async (_req, res) => {
    const filter = `pl.workspace_id = ? and pl.type <> 'archive'`;
    await page(res, `select count(*) as n from plays pl where ${filter}`,
      `${PLAY_SELECT} where ${filter} order by (pl.status = 'open') desc, pl.detected_at desc, pl.id desc limit ? offset ?`, [ws]);
  });
  app.get('/changes', async (_req, res) => {
    await page(res, 'select count(*) as n from changes ch where ch.workspace_id = ?',
      `${CHANGE_SELECT} where ch.workspace_id = ? order by ch.detected_at desc, ch.id desc limit ? offset ?`, [ws]);
  });
  app.get('/runs', async (_req, res) => {
    await page(res, 'select count(*) as n from runs where workspace_id = ?',
      'select * from runs where workspace_id = ? order by created_at desc, id desc limit ? offset ?', [ws], 20);
  });
  app.post('/contacts', async (req, res) => {
    res.status(202).json(await upsertContacts(services, caller, req.body));
  });
  app.patch('/plays/:id', async (req, res) => {
    res.json(await patchPlay(services, ws, req.params.id, req.body, 'system'));
  });
  const server = await listen(app);
  return { url: server.url, server: server.server, waiting: () => pool.waitingCount, close: async () => (await server.close(), await pool.end()) };
}

/** The read routes of the load benches: a name for BENCH_ONLY and the path under /v1 (the bare route's path as is). */
export function readScenarios(): Array<[string, string]> {
  return [
    ['me', '/me'],
    ['contacts', '/contacts?page_size=50'],
    ['contacts segment', '/contacts?segment=customer&tracking_status=tracked&page_size=50'],
    ['contacts q', '/contacts?q=smith'],
    ['plays', '/plays?page_size=50'],
    ['changes', '/changes?page_size=50'],
    ['runs', '/runs?page_size=20'],
  ];
}

