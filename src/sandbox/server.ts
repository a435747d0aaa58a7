import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

import express, { type Express } from 'express';

import { adminRouter } from './http/admin-routes';
import { createErrorHandler, notFoundHandler } from './http/errors';
import { withFastLookup } from './http/fast-lookup';
import { DEFAULT_FAULTS, type FaultConfig, faultConfigSchema, FaultState } from './http/faults';
import { finderAdminRouter } from './http/finder-admin-routes';
import { finderRouter } from './http/finder-routes';
import { freshnessAdminRouter, freshnessProviderRouter } from './http/freshness-routes';
import { providerGuard, type ProviderGuardDeps } from './http/provider-guard';
import { providerRouter } from './http/provider-routes';
import { TokenBucketLimiter } from './http/rate-limiter';
import { SandboxStats } from './http/stats';
import { createWorld, type CreateWorldOptions } from './world/create-world';
import type { SandboxWorld } from './world/world';
import { openWorldJournal, type WorldJournal } from './world-journal';

export const DEFAULT_API_KEY = 'sandbox_test_key';

export interface SandboxAppOptions {
  /** Accepted bearer keys for the provider API. Default ['sandbox_test_key']. */
  apiKeys?: readonly string[];
  /** Fault configuration at start, also what DELETE /admin/faults resets to. Default: no faults. */
  faults?: Partial<FaultConfig>;
  /** Called with unexpected (500) errors, e.g. to log them. */
  onError?: (err: unknown) => void;
  /** Refuse POST /admin/clock (409 clock_locked): the service beside this sandbox uses a real provider. Default false. */
  clockLocked?: boolean;
  /** Where the world's admin changes are saved, and the faults the saved world had (src/sandbox/world-journal.ts). */
  journal?: Pick<WorldJournal, 'record' | 'saveFaults' | 'faults'>;
}

/** Express app serving the provider API (/v1) and the admin API (/admin) for `world`. */
export function createSandboxApp(world: SandboxWorld, options: SandboxAppOptions = {}): Express {
  return createSandboxParts(world, options).app;
}

/**
 * The node request listener `startSandbox` serves: plain person lookups answered
 * without Express (http/fast-lookup.ts), everything else by `createSandboxApp`'s app.
 */
export function createSandboxListener(world: SandboxWorld, options: SandboxAppOptions = {}): RequestListener {
  const { app, guard } = createSandboxParts(world, options);
  return withFastLookup(app, world, guard);
}

function createSandboxParts(world: SandboxWorld, options: SandboxAppOptions): { app: Express; guard: ProviderGuardDeps } {
  const apiKeys = new Set(options.apiKeys ?? [DEFAULT_API_KEY]);
  if (apiKeys.size === 0 || [...apiKeys].some((k) => k.trim() === '' || /\s/.test(k))) {
    throw new RangeError('apiKeys must contain at least one non-empty key without whitespace');
  }
  const baseline = faultConfigSchema.parse({ ...DEFAULT_FAULTS, ...options.faults });
  const faults = new FaultState(baseline, world.seed);
  if (options.journal?.faults) faults.update(options.journal.faults);
  const limiter = new TokenBucketLimiter();
  const stats = new SandboxStats();
  const guard: ProviderGuardDeps = { apiKeys, faults, limiter, stats };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(express.json({ limit: '100kb' }));
  // The freshness routes come first: /v1/companies/events must not be read as a company id.
  app.use('/v1', providerGuard(guard), freshnessProviderRouter(world), providerRouter(world), finderRouter(world));
  app.use('/admin', adminRouter({ world, faults, limiter, stats, clockLocked: options.clockLocked, journal: options.journal }), finderAdminRouter(world), freshnessAdminRouter(world));
  app.use(notFoundHandler);
  app.use(createErrorHandler(options.onError));
  return { app, guard };
}

export interface StartSandboxOptions extends CreateWorldOptions, SandboxAppOptions {
  /** Default 0 (an ephemeral port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Serve an existing world instead of generating one from seed/people/companies/startDate. */
  world?: SandboxWorld;
  /**
   * Keep the world in this file and replay it from there on the next start (`npm start` sets
   * `<data dir>/sandbox-world.json`). Default: none, a new world each start.
   */
  stateFile?: string;
}

export interface SandboxHandle {
  /** Base URL, e.g. http://127.0.0.1:40123 (no trailing slash). */
  url: string;
  world: SandboxWorld;
  /** With a `stateFile`: whether the world was replayed from it, and why a file there was not used. */
  restored?: boolean;
  discarded?: string;
  close(): Promise<void>;
}

/** Generates (or takes) a world and serves it over HTTP. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<SandboxHandle> {
  const { port = 0, host = '127.0.0.1', world: given, seed, people, companies, startDate, spec, stateFile, ...appOptions } = options;
  const creation = { seed, people, companies, startDate, spec };
  const journal = !given && stateFile ? openWorldJournal(stateFile, creation) : undefined;
  const world = given ?? journal?.world ?? createWorld(creation);
  const server = createServer(createSandboxListener(world, { ...appOptions, ...(journal ? { journal } : {}) }));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${address.port}`,
    world,
    ...(journal ? { restored: journal.restored, ...(journal.discarded ? { discarded: journal.discarded } : {}) } : {}),
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
