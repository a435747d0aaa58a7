import net from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedWorkspace } from '../../support/app';
import { type AppOnDatabase, startAppOnDatabase } from '../../support/app-on-database';
import { createTestDatabase } from '../../support/database';
import { exchange, HOSTILE_SHAPES, notRefusal, parseResponses } from '../../support/hostile-http';
import { waitFor } from '../../support/processes';

/** The transport limits this file runs with (short, so the slow-client cases take seconds). */
const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 3_000;
/** Node sweeps timeouts every 500 ms (src/shared/http/hardened-server.ts); allow that and timers late on a loaded 2-core machine. */
const SWEEP_SLACK_MS = 2_500;

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

interface Trickler {
  opened: number;
  closedAfterMs: Promise<number>;
  answer(): string;
  stop(): void;
}

/** A client that sends `head`, then one byte of `drip` every `everyMs`, and never finishes. */
function trickle(head: string, drip: string, everyMs: number): Trickler {
  const opened = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  let at = 0;
  const timer = setInterval(() => {
    if (socket.writable) socket.write(drip[at++ % drip.length]!);
  }, everyMs);
  socket.on('connect', () => socket.write(head));
  socket.on('data', (d: Buffer) => (received = Buffer.concat([received, d])));
  socket.on('error', () => {});
  const closedAfterMs = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve(Date.now() - opened);
    }),
  );
  return {
    opened,
    closedAfterMs,
    answer: () => {
      const [res] = parseResponses(received).responses;
      return res ? `${res.status} ${JSON.parse(res.body).error?.code}` : 'closed';
    },
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

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

describe('slow clients', () => {
  it('when 150 connections trickle headers and 50 trickle bodies, then a normal request answers in < 100 ms and each slow one is closed with 408 within its timeout', async () => {
    const quiet = await medianLatency();
    const headers = Array.from({ length: 150 }, () => trickle('GET /v1/me HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', 'abcdefgh', 400));
    const bodies = Array.from({ length: 50 }, () =>
      trickle('POST /v1/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"contacts":[', ' ', 200),
    );
    try {
      await new Promise((r) => setTimeout(r, 500));
      const busy = await medianLatency();
      expect(busy.median, `with slow clients: ${busy.text}; without: ${quiet.text}`).toBeLessThan(100);

      const headerTimes = await Promise.all(headers.map((t) => t.closedAfterMs));
      const bodyTimes = await Promise.all(bodies.map((t) => t.closedAfterMs));
      expect(Math.max(...headerTimes)).toBeLessThan(HEADERS_TIMEOUT_MS + SWEEP_SLACK_MS);
      expect(Math.min(...headerTimes)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      expect(Math.max(...bodyTimes)).toBeLessThan(REQUEST_TIMEOUT_MS + SWEEP_SLACK_MS);
      expect(new Set([...headers, ...bodies].map((t) => t.answer()))).toEqual(new Set(['408 request_timeout']));
    } finally {
      [...headers, ...bodies].forEach((t) => t.stop());
    }
  });

  it('when a connection opens and sends nothing, then it is closed within the header timeout', async () => {
    const silent = trickle('', '', 60_000);
    expect(await silent.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SWEEP_SLACK_MS);
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
