import { describe, expect, it } from 'vitest';

import { runLoad } from '../../../bench/support/load';
import { HIGH_RATE_LIMITS, seedWorkspace, useTestApp } from '../../support/app';

// Load shedding before the queue (src/gateway/request-age.ts): under overload the wait is in the
// sockets, before any of the gateway's code runs, while the event loop works through hundreds of
// requests a turn. 400 kept-alive clients sending GET /me back to back (from a worker thread)
// keep every turn long; the limit is lowered to 20 ms so that a fast machine is overloaded too.
const app = useTestApp({ env: { ...HIGH_RATE_LIMITS, HTTP_MAX_REQUEST_AGE_MS: '20' } });

describe('overload', () => {
  it('when 400 clients send GET /me back to back, then the excess is answered 503 overloaded with Retry-After in the envelope while 2xx keep flowing, nothing fails or times out, and right after every request is 200 again', async () => {
    const ws = await seedWorkspace(app.services);
    const headers = { authorization: `Bearer ${ws.readKey}` };
    const origin = app.rootUrl;
    const load = runLoad({ origin, paths: ['/v1/me'], headers, connections: 400, durationMs: 2_500, warmupMs: 500 });
    // A request of this thread's own, now and then, to read a shed answer whole.
    let shed: Response | undefined;
    let shedBody: unknown;
    const sampled = (async () => {
      const until = Date.now() + 2_500;
      while (!shed && Date.now() < until) {
        const res = await fetch(`${origin}/v1/me`, { headers });
        if (res.status === 503) [shed, shedBody] = [res, await res.json()];
        else await res.arrayBuffer();
      }
    })();
    const [over] = await Promise.all([load, sampled]);

    expect(over.errors).toBe(0);
    expect(Object.keys(over.statuses).sort()).toEqual(['200', '503']);
    expect(over.statuses['503']).toBeGreaterThan(0);
    expect(over.statuses['200']).toBeGreaterThan(0);
    // Bounded, not a number: no accepted request waited for a timeout.
    expect(over.okLatency.p99).toBeLessThan(5_000);
    expect(shed?.headers.get('retry-after')).toBe('1');
    // Shed before the rest of the middleware, but after the security headers every answer carries.
    expect(shed?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(shedBody).toEqual({ error: { code: 'overloaded', message: 'The server is busy; retry in 1 s' } });

    const after = await runLoad({ origin, paths: ['/v1/me'], headers, connections: 16, durationMs: 1_000 });
    expect(after.errors).toBe(0);
    expect(Object.keys(after.statuses)).toEqual(['200']);
    expect((await fetch(`${app.rootUrl}/healthz`)).status).toBe(200);
  });
});
