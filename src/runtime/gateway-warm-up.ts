import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { rehearseUpsert } from '../core/contacts/upsert/rehearse-upsert';
import type { Services } from '../core/context';

/**
 * Requests a standby gateway sends itself before it says it is ready: unauthenticated, so they
 * change nothing and touch no workspace, yet they run the transport guard, routing, the API-key
 * lookup, body parsing and the error envelope once. A fresh process interprets every code path
 * the first time it runs it; on a loaded machine that first pass took seconds, which a standby
 * taking over from a killed gateway must not spend on a customer's request.
 */
const WARM_UP_REQUESTS: ReadonlyArray<{ method: string; path: string; body?: string }> = [
  { method: 'GET', path: '/healthz' },
  { method: 'GET', path: '/v1/me' },
  { method: 'GET', path: '/v1/contacts?page_size=1' },
  { method: 'POST', path: '/v1/contacts', body: '{"contacts":[]}' },
];

/**
 * Database connections a gateway keeps open however idle it is (`boot`'s `poolMin`), opened
 * before it serves: its first requests, and a standby's right after taking over, do not wait
 * for PostgreSQL to start backends (seconds on a loaded machine). The whole pool (`ormOptions`'
 * max in src/db/orm.ts): a standby taking over meets every client at once (with 4, the kill -9
 * test's six writers still opened new backends in the first second after the switch).
 */
export const GATEWAY_WARM_CONNECTIONS = 10;

/**
 * Warms a standby gateway before it says it is ready. First a customer's write path, rehearsed and
 * rolled back (`rehearseUpsert`: every statement, ORM hydrator and machine of POST /contacts run
 * once, nothing stored), on each of the pool's connections at once: a PostgreSQL backend loads its
 * catalog caches and plans per connection, and a write holds the workspace's row lock meanwhile, so
 * six first writes on six cold connections queued for 1–2 s. Then WARM_UP_REQUESTS through
 * `server`'s request listeners on a throwaway loopback listener (the real port stays unbound until
 * the supervisor hands it over). Failures are logged and otherwise ignored: warming is an
 * optimisation, never a reason not to serve.
 */
export async function warmUp(server: Server, services: Services): Promise<void> {
  const rehearse = () => rehearseUpsert(services).catch((err: unknown) => services.log.warn({ err }, 'gateway warm-up: the rehearsed write failed'));
  await Promise.all(Array.from({ length: GATEWAY_WARM_CONNECTIONS }, rehearse));
  await warmUpRequests(server);
}

async function warmUpRequests(server: Server): Promise<void> {
  const probe = createServer();
  for (const listener of server.listeners('request')) probe.on('request', listener as (...args: unknown[]) => void);
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  try {
    for (const { method, path, body } of WARM_UP_REQUESTS) {
      const headers = { authorization: 'Bearer warm-up', ...(body ? { 'content-type': 'application/json' } : {}) };
      await fetch(`${base}${path}`, { method, headers, ...(body ? { body } : {}) })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
    }
  } finally {
    probe.closeAllConnections();
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  }
}
