import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ProviderError } from '../../../src/checker/ports/provider-error';
import { FeedError } from '../../../src/core/ports/change-feed';
import { feedRequest } from '../../../src/integrations/http/feed-http';
import { MAX_PROVIDER_BODY_BYTES } from '../../../src/integrations/http/http-classify';
import { getJson } from '../../../src/integrations/http/http-json';

/** A provider stand-in on loopback: a small JSON body, or a body that never ends (until the client hangs up). */
describe('a provider body over the cap', () => {
  let server: Server;
  let base: string;
  let endlessBytesSent = 0;
  const dispatcher = new Agent();

  beforeAll(async () => {
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/small') {
        res.end('{"ok":true}');
        return;
      }
      // An endless JSON array, written as fast as the client reads it.
      const chunk = Buffer.alloc(64 * 1024, ' ');
      res.write('[');
      const pump = (): void => {
        while (!res.destroyed) {
          endlessBytesSent += chunk.length;
          if (!res.write(chunk)) {
            res.once('drain', pump);
            return;
          }
        }
      };
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await dispatcher.close();
  });

  const http = { headers: {}, dispatcher, timeoutMs: 20_000 };

  it('when a profile source streams a body without end, then the check fails at once as an outage, not after the timeout or out of memory', async () => {
    const started = Date.now();
    const err = await getJson(`${base}/endless`, http).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'outage' });
    expect((err as Error).message).toMatch(/over 8 MiB/);
    expect(Date.now() - started).toBeLessThan(http.timeoutMs);
    await expect(getJson(`${base}/small`, http)).resolves.toMatchObject({ status: 200, json: { ok: true } });
  });

  it('when a change feed streams a body without end, then the page fails as an outage and the reader stops reading', async () => {
    const before = endlessBytesSent;
    const err = await feedRequest('pdl', `${base}/endless`, { method: 'GET', headers: {}, timeoutMs: 20_000 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FeedError);
    expect(err).toMatchObject({ kind: 'outage' });
    expect((err as Error).message).toMatch(/pdl feed sent a body over 8 MiB/);
    // The server stops too: what it wrote after the cap is bounded by the socket's buffers, not endless.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(endlessBytesSent - before).toBeLessThan(MAX_PROVIDER_BODY_BYTES + 16 * 1024 * 1024);
    await expect(feedRequest('pdl', `${base}/small`, { method: 'GET', headers: {}, timeoutMs: 5_000 })).resolves.toEqual({ status: 200, json: { ok: true } });
  });
});
