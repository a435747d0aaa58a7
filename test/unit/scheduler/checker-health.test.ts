/**
 * src/scheduler/checker-health.ts against a real grpc.health.v1 server on loopback: the
 * leader hears when a checker that was not serving (or not there) serves again.
 */
import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';
import { afterEach, describe, expect, it } from 'vitest';

import { watchCheckerHealth } from '../../../src/scheduler/checker-health';
import { createLogger } from '../../../src/shared/logger';
import { freePort, waitFor } from '../../support/processes';

type Status = 'SERVING' | 'NOT_SERVING';

interface HealthServer {
  health: HealthImplementation;
  stop(): Promise<void>;
}

async function healthServer(port: number, status: Status): Promise<HealthServer> {
  const server = new grpc.Server();
  const health = new HealthImplementation({ '': status });
  health.addToServer(server);
  await new Promise<number>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))),
  );
  const stop = () => new Promise<void>((resolve) => server.tryShutdown(() => resolve()));
  cleanup.push(stop);
  return { health, stop };
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const log = createLogger('silent');
const cleanup: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

function watch(port: number): { recovered: () => number; stop(): void } {
  let recovered = 0;
  const watcher = watchCheckerHealth({ address: `127.0.0.1:${port}`, everyMs: 50, onRecovered: () => void recovered++, log });
  cleanup.push(() => watcher.stop());
  return { recovered: () => recovered, stop: () => watcher.stop() };
}

/** A health server at a free port, in `status`, and a watch on it. */
async function watchedServer(status: Status) {
  const port = await freePort();
  const server = await healthServer(port, status);
  return { server, w: watch(port) };
}

const recovery = (w: { recovered: () => number }, timeoutMs: number) =>
  waitFor('recovery', () => (w.recovered() > 0 ? true : undefined), timeoutMs, 20);

describe('watchCheckerHealth', () => {
  it('when the checker goes from NOT_SERVING to SERVING, then onRecovered runs once', async () => {
    const { server, w } = await watchedServer('NOT_SERVING');
    await pause(300);
    expect(w.recovered()).toBe(0);
    server.health.setStatus('', 'SERVING');
    await recovery(w, 5_000);
    await pause(300);
    expect(w.recovered()).toBe(1);
  });

  it('when the checker serves from the start, then onRecovered never runs', async () => {
    const { w } = await watchedServer('SERVING');
    await pause(400);
    expect(w.recovered()).toBe(0);
  });

  it('when no checker listens yet and then one starts SERVING, then onRecovered runs', async () => {
    const port = await freePort();
    const w = watch(port);
    await pause(300);
    expect(w.recovered()).toBe(0);
    await healthServer(port, 'SERVING');
    await recovery(w, 10_000);
    expect(w.recovered()).toBe(1);
  });

  it('when it is stopped, then it polls no more', async () => {
    const { server, w } = await watchedServer('NOT_SERVING');
    await pause(200);
    w.stop();
    server.health.setStatus('', 'SERVING');
    await pause(300);
    expect(w.recovered()).toBe(0);
  });
});
