import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';

import {
  APP_PAGE_POLICY,
  DOCS_PAGE_POLICY,
  MACHINES_PAGE_POLICY,
  securityHeaders,
} from '../../../src/gateway/security-headers';

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve()))))));

/** The headers of one answer from an Express app with `middleware` in front (Date left out). */
async function headersBehind(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => void res.json({ ok: true }));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  servers.push(server);
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'date') headers[name] = value;
  });
  return headers;
}

const LOCKED = { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] };

describe('securityHeaders (helmet worked out once)', () => {
  it('when an answer goes out, then it carries exactly the headers helmet itself sets per request, for every policy', async () => {
    for (const [name, policy] of [
      ['API', {}],
      ['docs', DOCS_PAGE_POLICY],
      ['app', APP_PAGE_POLICY],
      ['machines', MACHINES_PAGE_POLICY],
    ] as const) {
      const ours = await headersBehind(securityHeaders(policy));
      const helmets = await headersBehind(
        helmet({
          contentSecurityPolicy: { useDefaults: false, directives: { ...LOCKED, ...policy } },
          frameguard: { action: 'deny' },
          referrerPolicy: { policy: 'no-referrer' },
        }),
      );
      expect(ours, name).toEqual(helmets);
      expect(ours['x-frame-options'], name).toBe('DENY');
      expect(ours['content-security-policy'], name).toContain("frame-ancestors 'none'");
      expect(ours['x-powered-by'], name).toBeUndefined();
    }
  });
});
