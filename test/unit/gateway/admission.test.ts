import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { admission } from '../../../src/gateway/admission';

let server: Server;
let url: string;
let shed = 0;
/** Requests to /hold wait until the test releases them. */
const holds: Array<() => void> = [];

beforeAll(async () => {
  const app = express();
  app.use(admission({ maxInFlight: 2, queueTimeoutMs: 300, onShed: () => shed++ }));
  app.get('/hold', (_req, res) => void holds.push(() => res.json({ ok: true })));
  app.get('/fast', (_req, res) => void res.json({ ok: true }));
  server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));

const until = async (what: () => boolean) => {
  while (!what()) await new Promise((r) => setTimeout(r, 5));
};

describe('admission (load shedding)', () => {
  it('when every turn is taken longer than the queue timeout, then the waiting request is 503 overloaded with Retry-After, and the next one after a release goes through', async () => {
    const first = fetch(`${url}/hold`);
    const second = fetch(`${url}/hold`);
    await until(() => holds.length === 2);

    const t0 = Date.now();
    const waited = await fetch(`${url}/fast`);
    expect(waited.status).toBe(503);
    expect(waited.headers.get('retry-after')).toBe('1');
    expect(await waited.json()).toEqual({ error: { code: 'overloaded', message: 'The server is busy; retry in 1 s' } });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
    expect(shed).toBe(1);

    holds.shift()!();
    expect((await first).status).toBe(200);
    expect((await fetch(`${url}/fast`)).status).toBe(200);
    holds.shift()!();
    expect((await second).status).toBe(200);
  });

  it('when a turn frees while a request waits, then that request runs at once (first come, first served)', async () => {
    const a = fetch(`${url}/hold`);
    const b = fetch(`${url}/hold`);
    await until(() => holds.length === 2);
    const waiting = fetch(`${url}/fast`);
    await new Promise((r) => setTimeout(r, 50));
    holds.shift()!();
    expect((await waiting).status).toBe(200);
    holds.shift()!();
    expect([(await a).status, (await b).status]).toEqual([200, 200]);
  });
});
