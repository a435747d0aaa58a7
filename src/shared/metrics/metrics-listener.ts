/**
 * A small HTTP listener for the roles that serve no HTTP of their own (scheduler, checker):
 * `GET /metrics` (Prometheus text), `GET /healthz` (the process is up) and `GET /readyz`
 * (the role's own readiness, 503 when not ready). The roles start it only when METRICS_PORT
 * is set and not 0; here port 0 is an ephemeral port.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { Registry } from 'prom-client';

import { processMetricsRegistry } from './process-metrics';

export const METRICS_PATH = '/metrics';
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

export interface MetricsListenerOptions {
  port: number;
  host: string;
  /** The role's registries; process metrics (CPU, memory, event loop) are added. */
  registries: Registry[];
  /** Readiness for /readyz; always ready when absent. */
  ready?: () => boolean | Promise<boolean>;
}

export interface MetricsListener {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** One registry for the process: the role's instruments plus Node's default metrics. */
export function processRegistry(registries: Registry[]): Registry {
  return Registry.merge([processMetricsRegistry(), ...registries]);
}

export async function startMetricsListener(options: MetricsListenerOptions): Promise<MetricsListener> {
  const registry = processRegistry(options.registries);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD' }).end();
    if (path === METRICS_PATH) {
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n'),
      );
      return;
    }
    if (path === HEALTH_PATH) return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok\n');
    if (path === READY_PATH) {
      Promise.resolve(options.ready?.() ?? true).then(
        (ok) => res.writeHead(ok ? 200 : 503, { 'content-type': 'text/plain' }).end(ok ? 'ready\n' : 'not ready\n'),
        () => res.writeHead(503, { 'content-type': 'text/plain' }).end('not ready\n'),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    port,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
