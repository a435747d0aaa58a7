import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadEnv, loadGatewayConfig } from '../../../src/config/env';
import { createServices } from '../../../src/core/services';
import { type RunningGateway, startGateway } from '../../../src/runtime/gateway';
import { createLogger } from '../../../src/shared/logger';
import { createTestDatabase } from '../../support/database';

interface StackLayer {
  rawPath?: string | string[];
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: StackLayer[] };
}

const join = (prefix: string, path: string) => `${prefix}${path === '/' ? '' : path}`.replace(/\/+/g, '/') || '/';

/** Every route of an Express app as `METHOD path`, walking nested routers (Express 5 / router 2 layers). */
function servedRoutes(stack: StackLayer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    const paths = [layer.rawPath ?? '/'].flat();
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).map((m) => (m === '_all' ? 'ALL' : m.toUpperCase()));
      return paths.flatMap((p) => methods.map((m) => `${m} ${join(prefix, p).replace(/(.)\/$/, '$1')}`));
    }
    if (layer.handle.stack) return paths.flatMap((p) => servedRoutes(layer.handle.stack!, join(prefix, p)));
    return [];
  });
}

describe('route inventory', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let gateway: RunningGateway;

  beforeAll(async () => {
    db = await createTestDatabase();
    const source = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const services = createServices({ orm: db.orm, env: loadEnv(source), log: createLogger('silent') });
    gateway = await startGateway(services, { config: loadGatewayConfig(source), host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.drop();
  });

  type App = Express & { router: { stack: StackLayer[] } };
  const appOf = () => gateway.server.listeners('request')[0] as App;

  /** `METHOD path` entries of the document: its paths (under /v1, with 405 for other methods) and x-service-routes. */
  async function documentedRoutes(): Promise<string[]> {
    const document = (await (await fetch(`${gateway.url}/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
      'x-service-routes': Array<{ method: string; path: string }>;
    };
    const documented: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const express = `/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;
      documented.push(...Object.keys(operations).map((m) => `${m.toUpperCase()} ${express}`), `ALL ${express}`);
    }
    return [...documented, ...document['x-service-routes'].map((r) => `${r.method} ${r.path}`)];
  }

  /** Served routes the document does not list. An ALL entry covers every method; `/x/*` every path below /x. */
  async function undocumented(): Promise<string[]> {
    const documented = await documentedRoutes();
    const served = [...new Set(servedRoutes(appOf().router.stack))].sort();
    expect(served.length).toBeGreaterThan(40);
    return served.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      return !documented.some((d) => {
        const [m, p] = d.split(' ') as [string, string];
        const pathOk = p === path || (p.endsWith('/*') && path.startsWith(p.slice(0, -1)));
        return pathOk && (m === method || m === 'ALL');
      });
    });
  }

  it("when the gateway's router stack is walked, then every route it serves is in the OpenAPI document (paths or x-service-routes)", async () => {
    expect(await undocumented(), 'served but not in the OpenAPI document').toEqual([]);
    // /metrics is not on the API port (it is on METRICS_PORT).
    expect(servedRoutes(appOf().router.stack).some((r) => r.endsWith(' /metrics'))).toBe(false);
  });

  it('when a route is added that the document does not list, then the inventory names it', async () => {
    const app = appOf();
    app.post('/debug/dump', (_req, res) => void res.end());
    try {
      expect(await undocumented()).toEqual(['POST /debug/dump']);
    } finally {
      app.router.stack.pop();
    }
  });
});
