/**
 * The sandbox answers plain person lookups without Express (src/sandbox/http/fast-lookup.ts).
 * These tests send the same requests to the served listener and to the Express app alone
 * (same world, same settings) and expect the same status, headers and body.
 */
import { createServer, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { beforeAll, describe, expect, it, vi } from 'vitest';

import { plainLookupProfile } from '../../../src/sandbox/http/fast-lookup';
import { FaultState } from '../../../src/sandbox/http/faults';
import { createSandboxApp, createSandboxListener, type SandboxAppOptions } from '../../../src/sandbox/server';
import { createWorld } from '../../../src/sandbox/world/create-world';
import type { SandboxWorld } from '../../../src/sandbox/world/world';
import { API_KEY, call, type JsonResponse, lookupPath } from './support';

interface Pair {
  fast: string;
  express: string;
  close(): Promise<void>;
}

async function serve(listener: RequestListener): Promise<{ url: string; server: Server }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function pair(world: SandboxWorld, options: SandboxAppOptions = {}): Promise<Pair> {
  const fast = await serve(createSandboxListener(world, options));
  const express = await serve(createSandboxApp(world, options));
  return {
    fast: fast.url,
    express: express.url,
    async close() {
      for (const { server } of [fast, express]) {
        server.closeAllConnections();
        await new Promise((r) => server.close(r));
      }
    },
  };
}

/** Status, headers (minus the per-response date and connection ones) and body, fetched_at's time of day dropped. */
function comparable(res: JsonResponse<Record<string, unknown>>): unknown {
  const { date: _d, connection: _c, 'keep-alive': _k, ...headers } = res.headers;
  const body = { ...res.body };
  if (typeof body.fetched_at === 'string') body.fetched_at = body.fetched_at.slice(0, 10);
  return { status: res.status, headers, body };
}

describe('sandbox lookups served without Express', () => {
  let world: SandboxWorld;
  let slug: string;

  beforeAll(() => {
    world = createWorld({ people: 200, companies: 30, seed: 7 });
    slug = world.getPerson(world.personIds()[3]!)!.slug;
  });

  it('when a lookup is plain, then the fast path takes it; otherwise Express does', () => {
    const faults = new FaultState();
    const req = (url: string, method = 'GET', headers: Record<string, string> = {}) => ({ url, method, headers }) as unknown as IncomingMessage;
    expect(plainLookupProfile(req(lookupPath(slug)), { faults })).toBe(slug);
    expect(plainLookupProfile(req(lookupPath(` ${slug} `)), { faults })).toBe(slug);
    expect(plainLookupProfile(req(lookupPath(slug), 'POST'), { faults })).toBeUndefined();
    expect(plainLookupProfile(req(lookupPath(slug), 'GET', { 'content-type': 'application/json' }), { faults })).toBeUndefined();
    expect(plainLookupProfile(req('/v1/people/lookup'), { faults })).toBeUndefined();
    expect(plainLookupProfile(req('/v1/people/lookupx?profile=a'), { faults })).toBeUndefined();
    expect(plainLookupProfile(req('/v1/people/lookup?profile=a&profile=b'), { faults })).toBeUndefined();
    faults.update({ latency_ms: 5 });
    expect(plainLookupProfile(req(lookupPath(slug)), { faults })).toBeUndefined();
  });

  const cases: [string, string, Record<string, string>][] = [
    ['a found profile by slug', lookupPath('placeholder'), {}],
    ['a found profile by URL with a trailing slash', lookupPath('https://www.linkedin.com/in/placeholder/'), {}],
    ['an unknown profile (404)', lookupPath('no-such-person-000000'), {}],
    ['a missing key (401)', lookupPath('placeholder'), { authorization: '' }],
    ['a wrong key (401)', lookupPath('placeholder'), { authorization: 'Bearer wrong' }],
    ['no profile parameter (400)', '/v1/people/lookup', {}],
    ['a blank profile parameter (400)', '/v1/people/lookup?profile=%20', {}],
    ['a repeated profile parameter (400)', '/v1/people/lookup?profile=a&profile=b', {}],
    ['a non-profile URL (400)', lookupPath('https://example.com/people/x'), {}],
    ['a JSON body on a GET', lookupPath('placeholder'), { 'content-type': 'application/json' }],
  ];

  it.each(cases)('when the request is %s, then both answer the same', async (_name, rawPath, extra) => {
    const p = await pair(world);
    try {
      const path = rawPath.replace('placeholder', slug);
      const headers: Record<string, string> = { authorization: `Bearer ${API_KEY}`, ...extra };
      if (headers.authorization === '') delete headers.authorization;
      const options = { headers, ...(headers['content-type'] ? { body: '{"x":1}' } : {}) };
      const [fast, viaExpress] = await Promise.all([call(p.fast, path, options), call(p.express, path, options)]);
      expect(comparable(fast)).toEqual(comparable(viaExpress));
    } finally {
      await p.close();
    }
  });

  it('when faults are set, then the fast path answers them like Express, headers and stats included', async () => {
    const faults: SandboxAppOptions['faults'][] = [{ rate_limit_per_s: 2 }, { auth_fail: true }, { out_of_credits: true }, { error_rate: 1, status: 503 }, { error_rate: 1, status: 500 }];
    for (const f of faults) {
      // One frozen instant for both servers' rate windows, so a second boundary between
      // the two calls of a round cannot make them disagree.
      const frozen = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
      const p = await pair(world, { faults: f });
      try {
        for (let i = 0; i < 4; i++) {
          const fast = await call(p.fast, lookupPath(slug), { key: API_KEY });
          const viaExpress = await call(p.express, lookupPath(slug), { key: API_KEY });
          expect(comparable(fast), JSON.stringify(f)).toEqual(comparable(viaExpress));
        }
        const [a, b] = await Promise.all([call(p.fast, '/admin/stats'), call(p.express, '/admin/stats')]);
        const counts = (r: JsonResponse<Record<string, unknown>>) => ({ requests: r.body.requests, rate_limited: r.body.rate_limited, errors_injected: r.body.errors_injected });
        expect(counts(a)).toEqual(counts(b));
        expect(counts(a).requests).toBe(4);
      } finally {
        await p.close();
        frozen.mockRestore();
      }
    }
  });
});
