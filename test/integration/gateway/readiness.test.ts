import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv, loadGatewayConfig } from '../../../src/config/env';
import { createServices } from '../../../src/core/services';
import { openOrm, type Orm } from '../../../src/db/orm';
import { type RunningGateway, startGateway } from '../../../src/runtime/gateway';
import { createLogger } from '../../../src/shared/logger';
import { createTestDatabase } from '../../support/database';
import { freePort, waitFor } from '../../support/processes';

/** A TCP relay to PostgreSQL that the test can cut (every connection reset, new ones refused) and restore. */
async function cuttableRelay(target: URL): Promise<{ port: number; cut(): Promise<void>; restore(): Promise<void>; close(): Promise<void> }> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => {});
          s.on('close', () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const cut = async () => {
    // close() waits for the open connections, so they are reset first.
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = null;
    sockets.forEach((s) => s.destroy());
    await closed;
  };
  await open();
  return { port, cut, restore: open, close: cut };
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let relay: Awaited<ReturnType<typeof cuttableRelay>>;
let orm: Orm;
let gateway: RunningGateway;

beforeAll(async () => {
  db = await createTestDatabase();
  const url = new URL(db.url);
  relay = await cuttableRelay(url);
  const viaRelay = new URL(db.url);
  viaRelay.port = String(relay.port);
  orm = await openOrm(viaRelay.toString(), 2);
  const source = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
  const services = createServices({ orm, env: loadEnv(source), log: createLogger('silent') });
  gateway = await startGateway(services, { config: loadGatewayConfig({ ...source, CREDENTIAL_CACHE_TTL_MS: '0' }), host: '127.0.0.1', port: 0, mcp: false });
});

afterAll(async () => {
  await gateway?.close();
  await orm?.close(true);
  await relay?.close();
  await db?.drop();
});

const status = async (path: string) => (await fetch(`${gateway.url}${path}`)).status;

describe('readiness', () => {
  it('when the gateway cannot reach PostgreSQL, then /readyz is 503 while /healthz stays 200, and /readyz is 200 again once it can', async () => {
    expect(await status('/readyz')).toBe(200);

    await relay.cut();
    await waitFor('/readyz to go false', async () => ((await status('/readyz')) === 503 ? true : undefined), 10_000, 50);
    const body = await (await fetch(`${gateway.url}/readyz`)).json();
    expect(body).toEqual({ error: { code: 'not_ready', message: 'The database is not reachable' } });
    expect(await status('/healthz')).toBe(200);

    await relay.restore();
    await waitFor('/readyz to come back', async () => ((await status('/readyz')) === 200 ? true : undefined), 10_000, 50);
  });
});
