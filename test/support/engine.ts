import { startChecker } from '../../src/checker/server';
import { companyEnricher } from '../../src/core/runs/company-enrichment';
import { createCheckerClient } from '../../src/grpc/clients/checker-client';
import { grpcCheckerPort } from '../../src/grpc/clients/checker-port-adapter';
import { createSandboxSource } from '../../src/integrations/sandbox/sandbox-profile-source';
import { startSandbox } from '../../src/sandbox';
import { type RunEngine, startRunEngine } from '../../src/scheduler/run-engine';
import { type SecondLookLoop, startSecondLookLoop } from '../../src/scheduler/second-look-loop';
import { createLogger } from '../../src/shared/logger';
import type { TestApp } from './app';

export interface EngineRig {
  sandboxUrl: string;
  world: Awaited<ReturnType<typeof startSandbox>>['world'];
  engine: RunEngine;
  /** The second look at left / not found; tests drive it with `pass()` after moving the clock. */
  secondLook: SecondLookLoop;
  close(): Promise<void>;
}

/** The real sandbox and checker on loopback, and a run engine over the test app's database. */
export async function startEngineRig(
  app: TestApp,
  options: { people?: number; ratePerSecond?: number; retries?: number; secondLookAfterMs?: number } = {},
): Promise<EngineRig> {
  const log = createLogger('silent');
  const sandbox = await startSandbox({ port: 0, people: options.people ?? 300, seed: 7 });
  const checker = await startChecker({
    port: 0,
    source: createSandboxSource({ baseUrl: sandbox.url, apiKey: 'sandbox_test_key', connections: 16 }),
    limits: { maxConcurrent: 16, ratePerSecond: options.ratePerSecond ?? 5000 },
    token: 'engine-test-token-0123456789',
    log,
    retry: { maxRetries: options.retries ?? 2, baseMs: 10, maxElapsedMs: 500 },
    upstreamStreakLimit: 3,
    upstreamRetryAfterMs: 50,
  });
  const client = createCheckerClient(`127.0.0.1:${checker.port}`, { token: 'engine-test-token-0123456789' });
  const port = grpcCheckerPort(client);
  const secondLook = startSecondLookLoop(app.services, { checker: port, everyMs: 3600_000 });
  const engine = startRunEngine(app.services, {
    checker: port,
    batchSize: 100,
    idleMs: 20,
    upstreamBackoffMs: 200,
    probeAfterMs: 200,
    secondLookAfterMs: options.secondLookAfterMs,
    enrichCompanies: companyEnricher(app.services, client),
  });
  return {
    sandboxUrl: sandbox.url,
    world: sandbox.world,
    engine,
    secondLook,
    async close() {
      await engine.stop();
      await secondLook.stop();
      client.close();
      await checker.close();
      await sandbox.close();
    },
  };
}

/** Polls `fn` until it returns a value that is not undefined. */
export async function eventually<T>(what: string, fn: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}
