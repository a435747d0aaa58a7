import net from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHECK_EVERY_MS } from '../../../src/shared/http/hardened-server';
import { seedWorkspace } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { exchange, HOSTILE_SHAPES, notRefusal } from '../../support/hostile-http';
import { waitFor } from '../../support/processes';
import { startTricklers } from '../../support/trickle-clients';

/** The transport limits this file runs with (short, so the slow-client cases take seconds). */
const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 3_000;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let app: AppOnDatabase;
let port: number;
let readKey: string;

const GOOD = Buffer.from('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');

beforeAll(async () => {
  db = await createTestDatabase();
  app = await startAppOnDatabase(db.orm, {
    env: {
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      RATE_LIMIT_READS_PER_MIN: '1000000',
    },
  });
  port = Number(new URL(app.rootUrl).port);
  readKey = (await seedWorkspace(app.services)).readKey;
});

afterAll(async () => {
  await app?.close();
  await db?.drop();
});

/** Why an exchange is not "a 4xx in the envelope or a closed socket" after `good` good answers. */
function problem(result: Awaited<ReturnType<typeof exchange>>, good: number): string | null {
  if (result.end === 'hung') return 'the server neither answered nor closed';
  for (const [i, res] of result.responses.entries()) {
    if (i < good) {
      if (res.status !== 200) return `good request ${i} answered ${res.status}`;
      continue;
    }
    const why = notRefusal(res);
    if (why) return why;
  }
  if (result.responses.length < good && result.end !== 'closed') return `only ${result.responses.length} of ${good} good answers`;
  return null;
}

describe('hostile request shapes', () => {
  it('when each shape is sent on a fresh connection, then it is a 4xx in the envelope or a closed socket', async () => {
    const failures: string[] = [];
    for (const shape of HOSTILE_SHAPES) {
      const why = problem(await exchange(port, [shape.bytes]), 0);
      if (why) failures.push(`${shape.category} / ${shape.name}: ${why}`);
    }
    expect(failures).toEqual([]);
  });

  it('when each shape follows a good response on the same kept-alive connection, then the same holds and the good answer stands', async () => {
    const failures: string[] = [];
    for (const shape of HOSTILE_SHAPES) {
      const result = await exchange(port, [GOOD, shape.bytes], { waitFor: [0, 1] });
      const why = result.responses[0]?.status === 200 ? problem(result, 1) : 'no answer to the good request';
      if (why) failures.push(`${shape.category} / ${shape.name}: ${why}`);
    }
    expect(failures).toEqual([]);
  });

  it('when each shape is pipelined behind two good requests, then both good answers come first, in order', async () => {
    const failures: string[] = [];
    for (const shape of HOSTILE_SHAPES) {
      const result = await exchange(port, [Buffer.concat([GOOD, GOOD, shape.bytes])]);
      const firstTwo = result.responses.slice(0, 2).map((r) => r.status);
      const why = firstTwo.join() === '200,200' ? problem(result, 2) : `good answers were ${firstTwo.join() || 'none'}`;
      if (why) failures.push(`${shape.category} / ${shape.name}: ${why}`);
    }
    expect(failures).toEqual([]);
  });

  it('when HTTP/1.0 is sent, then it is 426 upgrade_required with Upgrade: HTTP/1.1', async () => {
    const result = await exchange(port, [Buffer.from('GET /healthz HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n')]);
    expect(result.responses[0]?.status).toBe(426);
    expect(result.responses[0]?.headers.upgrade).toBe('HTTP/1.1');
    expect(JSON.parse(result.responses[0]!.body).error.code).toBe('upgrade_required');
  });

  it('when an absolute-form target names another host, then it is 400 and never reaches the API', async () => {
    const result = await exchange(port, [Buffer.from(`GET http://evil.example/v1/me HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${readKey}\r\n\r\n`)]);
    expect(result.responses[0]?.status).toBe(400);
    expect(JSON.parse(result.responses[0]!.body).error.code).toBe('bad_request');
  });
});

/** The median of 15 sequential GET /v1/me on one kept-alive connection (ms), and all of them as text. */
async function medianLatency(): Promise<{ median: number; text: string }> {
  const latencies: number[] = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    const res = await fetch(`${app.baseUrl}/me`, { headers: { authorization: `Bearer ${readKey}` } });
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    expect(res.status).toBe(200);
  }
  latencies.sort((a, b) => a - b);
  return { median: latencies[7]!, text: `${latencies.map(Math.round).join(', ')} ms` };
}

/**
 * The latest a slow client may see its close: the timeout, plus one sweep of Node's timeout check,
 * plus however late the event loops ran during the test: the server's (this process) twice, as a
 * stall can delay both its accepting the connection (its clock starts later) and its sweep, and
 * the clients' (their own process) once, for seeing the close. Neither acts before its loop turns.
 */
function closeBound(timeoutMs: number, serverLagMs: number, clientLagMs: number): number {
  return timeoutMs + CHECK_EVERY_MS + 2 * serverLagMs + clientLagMs;
}

describe('slow clients', () => {
  it('when 150 connections trickle headers and 50 trickle bodies, then a normal request answers in < 100 ms and each slow one is closed with 408 within its timeout', async () => {
    const quiet = await medianLatency();
    const serverLag = monitorEventLoopDelay({ resolution: 10 });
    serverLag.enable();
    // The slow clients run in a process of their own: their timers cannot delay the normal requests measured here.
    const tricklers = startTricklers(port, [
      { count: 150, head: 'GET /v1/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', drip: 'abcdefgh', everyMs: 400 },
      {
        count: 50,
        head: 'POST /v1/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"contacts":[',
        drip: ' ',
        everyMs: 200,
      },
    ]);
    try {
      await tricklers.connected;
      const busy = await medianLatency();
      expect(busy.median, `with slow clients: ${busy.text}; without: ${quiet.text}`).toBeLessThan(100);

      const { results, maxLagMs } = await tricklers.closed;
      serverLag.disable();
      const lag = serverLag.max / 1e6;
      const times = (group: number) => results.filter((r) => r.group === group).map((r) => r.closedAfterMs);
      const why = `server loop lag ≤ ${Math.round(lag)} ms, clients' ≤ ${Math.round(maxLagMs)} ms`;
      expect(times(0)).toHaveLength(150);
      expect(Math.max(...times(0)), why).toBeLessThan(closeBound(HEADERS_TIMEOUT_MS, lag, maxLagMs));
      expect(Math.min(...times(0))).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      expect(Math.max(...times(1)), why).toBeLessThan(closeBound(REQUEST_TIMEOUT_MS, lag, maxLagMs));
      expect(Math.min(...times(1))).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(new Set(results.map((r) => r.answer))).toEqual(new Set(['408 request_timeout']));
    } finally {
      serverLag.disable();
      tricklers.stop();
    }
  });

  it('when a connection opens and sends nothing, then it is closed within the header timeout', async () => {
    const serverLag = monitorEventLoopDelay({ resolution: 10 });
    serverLag.enable();
    const silent = startTricklers(port, [{ count: 1, head: '', drip: '', everyMs: 60_000 }]);
    try {
      const { results, maxLagMs } = await silent.closed;
      expect(results[0]!.closedAfterMs).toBeLessThan(closeBound(HEADERS_TIMEOUT_MS, serverLag.max / 1e6, maxLagMs));
    } finally {
      serverLag.disable();
      silent.stop();
    }
  });
});

describe('connection limit', () => {
  it('when one connection more than HTTP_MAX_CONNECTIONS arrives, then it is answered 503 overloaded and the others still work', async () => {
    const capped = await startAppOnDatabase(db.orm, { env: { HTTP_MAX_CONNECTIONS: '20' } });
    const cappedPort = Number(new URL(capped.rootUrl).port);
    const held: net.Socket[] = [];
    try {
      for (let i = 0; i < 20; i++) {
        const s = net.connect(cappedPort, '127.0.0.1');
        s.on('error', () => {});
        held.push(s);
        await new Promise((r) => s.once('connect', r));
      }
      await waitFor('the server to count 20 connections', async () => {
        const n = await new Promise<number>((resolve) => (capped as unknown as { server?: net.Server }).server?.getConnections((_e, c) => resolve(c)) ?? resolve(20));
        return n >= 20 ? true : undefined;
      }, 5_000, 20);
      const over = await exchange(cappedPort, [GOOD]);
      expect(over.responses[0]?.status).toBe(503);
      expect(JSON.parse(over.responses[0]!.body).error.code).toBe('overloaded');
      expect(over.responses[0]?.headers['retry-after']).toBe('1');
      held[0]!.destroy();
      await waitFor('a slot to free', async () => {
        const again = await exchange(cappedPort, [GOOD]);
        return again.responses[0]?.status === 200 ? true : undefined;
      }, 5_000, 50);
    } finally {
      held.forEach((s) => s.destroy());
      await capped.close();
    }
  });
});
