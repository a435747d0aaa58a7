/**
 * src/scheduler/checker-health.ts against a real grpc.health.v1 server on loopback: the
 * leader hears when a checker that was not serving (or not there) serves again.
 */
import * as grpc from '@grpc/grpc-js';
import { HealthImplementation } from 'grpc-health-check';
import { afterEach, describe, expect, it } from 'vitest';

import { targetAddresses, watchCheckerHealth } from '../../../src/scheduler/checker-health';
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

function watch(port: number | string): { recovered: () => number; stop(): void } {
  let recovered = 0;
  const address = typeof port === 'number' ? `127.0.0.1:${port}` : port;
  const watcher = watchCheckerHealth({ address, everyMs: 50, onRecovered: () => void recovered++, log });
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

  it('when the target names two checkers, then onRecovered waits until both serve', async () => {
    const [a, b] = [await freePort(), await freePort()];
    const servers = [await healthServer(a, 'NOT_SERVING'), await healthServer(b, 'NOT_SERVING')];
    const w = watch(`ipv4:127.0.0.1:${a},127.0.0.1:${b}`);
    await pause(200);
    servers[1]!.health.setStatus('', 'SERVING');
    // One replica serving is not enough: a run resumed now would pause again at its next batch on the other.
    await pause(400);
    expect(w.recovered()).toBe(0);
    servers[0]!.health.setStatus('', 'SERVING');
    await recovery(w, 5_000);
    await pause(300);
    expect(w.recovered()).toBe(1);
  });
});

describe('targetAddresses', () => {
  it('when the target is an address list, a name or a dns: URI, then it gives every address to ask', async () => {
    expect(await targetAddresses('ipv4:10.0.0.1:50051,10.0.0.2:50051')).toEqual(['10.0.0.1:50051', '10.0.0.2:50051']);
    expect(await targetAddresses('ipv6:[::1]:50051')).toEqual(['[::1]:50051']);
    expect(await targetAddresses('127.0.0.1:50051')).toEqual(['127.0.0.1:50051']);
    expect(await targetAddresses('[::1]:50051')).toEqual(['[::1]:50051']);
    const local = await targetAddresses('localhost:50051');
    expect(local.length).toBeGreaterThan(0);
    for (const address of local) expect(address).toMatch(/^(127\.0\.0\.1|\[::1\]):50051$/);
    expect(await targetAddresses('dns:///localhost:50051')).toEqual(local);
    expect(await targetAddresses('no-such-checker.invalid:50051')).toEqual([]);
  });
});
