/**
 * The customer's app (issue #23): the plays inbox with BENCH_PLAYS (10,000) plays shows its first
 * page in < 1 s on loopback, and the JavaScript it ships is <= 250 KB gzipped.
 *
 * The real gateway (startGateway, serving dist/app under /app) on an embedded PostgreSQL; an
 * admin signs in through the app's sign-in page in Debian's Chromium; then, BENCH_ROUNDS times,
 * a fresh page load of /app/#/plays timed from navigation to the first play rendered, alternating
 * with the baseline measured in the same run: the same first page through GET /v1/plays from
 * that page with fetch (what the API alone costs, no rendering). JavaScript size: every .js file
 * of dist/app, gzipped at level 9.
 *
 *   npx tsx bench/app-inbox.ts          (builds the app first when dist/app is stale)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { acceptInvitation, inviteUser } from '../src/core/users/users.service';
import { APP_DIST_DIR, ensureAppBundle } from '../src/runtime/app-bundle';
import { loopbackBrowser } from '../test/support/browser';
import { benchServices, seedBenchWorkspace, startBenchApp } from './support/app';
import { runMain } from './support/cli';
import { companyPool, contactGenerator } from './support/data';
import { startBenchDatabase } from './support/postgres';
import { batchesOf, seedContacts, seedPlaysBySql } from './support/seed';
import { envInt, int, load, log, machine, ms, table } from './support/stats';

const PLAYS = envInt('BENCH_PLAYS', 10_000);
const ROUNDS = envInt('BENCH_ROUNDS', 7);
const TARGET_MS = 1_000;
const BUDGET_BYTES = 250 * 1024;
const ADMIN = { email: 'bench-admin@acme.example', password: 'a long bench passphrase 9' };

/** Contacts with a profile through the core commit path, then one change and one play for each by SQL. */
async function seed(db: Awaited<ReturnType<typeof startBenchDatabase>>, services: ReturnType<typeof benchServices>, workspaceId: string): Promise<number> {
  const gen = contactGenerator({ seed: 23, tag: 'a', companies: companyPool() });
  await seedContacts(services, workspaceId, batchesOf(gen.batch, Math.ceil(PLAYS * 1.3), 1000));
  const c = await db.client();
  try {
    await seedPlaysBySql(c, workspaceId, { every: 1, limit: PLAYS });
    await c.query('vacuum analyze');
    const { rows } = await c.query<{ n: number }>('select count(*)::int as n from plays where workspace_id = $1', [workspaceId]);
    return rows[0]!.n;
  } finally {
    await c.end();
  }
}

function shippedJs(): { files: number; raw: number; gzip: number } {
  const dir = path.join(APP_DIST_DIR, 'assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  log(`# app-inbox\n${machine()}`);
  log(`app bundle: ${await ensureAppBundle()}`);
  const js = shippedJs();
  const db = await startBenchDatabase();
  const { browser, page, requested } = await loopbackBrowser('app-inbox bench', { width: 1280, height: 900 });
  try {
    const services = benchServices(db.orm);
    const ws = await seedBenchWorkspace(services);
    const plays = await seed(db, services, ws.id);
    const invitation = await inviteUser(services, { workspace: ws.id, email: ADMIN.email, role: 'admin' });
    await acceptInvitation(services, invitation.invite_token, ADMIN.password);
    const app = await startBenchApp(services);
    log(`seeded ${int(plays)} plays; ${load()}`);

    await page.goto(`${app.rootUrl}/app/`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('ol.cards article').first().waitFor();

    const appMs: number[] = [];
    const apiMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const t0 = performance.now();
      await page.goto(`${app.rootUrl}/app/#/plays`);
      await page.locator('ol.cards article').first().waitFor();
      appMs.push(performance.now() - t0);
      apiMs.push(await page.evaluate(async () => {
        const t = performance.now();
        const res = await fetch('/v1/plays?page=1&page_size=25', { credentials: 'same-origin' });
        await res.json();
        return performance.now() - t;
      }));
    }
    const firstPage = median(appMs);
    const outside = requested.filter((href) => new URL(href).hostname !== '127.0.0.1');
    log(
      table(
        ['figure', 'value', 'target', 'met'],
        [
          [`inbox first page, ${int(plays)} plays (median of ${ROUNDS} loads)`, `${ms(firstPage, 0)} ms`, `< ${TARGET_MS} ms`, firstPage < TARGET_MS ? 'yes' : 'NO'],
          ['baseline: GET /v1/plays page 1 from the page (median)', `${ms(median(apiMs), 0)} ms`, '', ''],
          [`JavaScript shipped (${js.files} files), gzipped`, `${(js.gzip / 1024).toFixed(1)} KB (raw ${(js.raw / 1024).toFixed(0)} KB)`, '<= 250 KB', js.gzip <= BUDGET_BYTES ? 'yes' : 'NO'],
          ['requests outside loopback', String(outside.length), '0', outside.length === 0 ? 'yes' : 'NO'],
        ],
      ),
    );
    log(`loads (ms): ${appMs.map((v) => v.toFixed(0)).join(', ')}; ${load()}`);
    await app.close();
  } finally {
    await browser.close();
    await db.stop();
  }
}

runMain(main);
