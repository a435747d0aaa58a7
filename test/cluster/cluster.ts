/**
 * The service as a cluster of separate processes on loopback, from the BUILT bundle
 * (`node dist/main.js <role>`, built once per test run by the globalSetup): one PostgreSQL server (the
 * embedded binaries the test run starts as a plain server; this cluster gets its own
 * database on it), a real redis-server, the sandbox, 2 checkers sharing their provider
 * limit through Redis, 2 schedulers (one leads, one stands by) reaching both checkers
 * round robin, and 2 gateways sharing the API rate limit through PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Services } from '../../src/core/context';
import { servicesOn } from '../support/app-on-database';
import { createTestDatabase } from '../support/database';
import { ProcessTree, type RoleProcess, waitForPort } from '../support/process-tree';
import { freePort } from '../support/processes';
import { type RedisServer, startRedisServer } from '../support/redis-server';
import { sqlOn } from '../support/sql';

export const CHECKER_TOKEN = 'cluster-test-token-0123456789abcdef';

export interface ClusterOptions {
  /** Provider requests per second, configured in the checkers and enforced by the sandbox. */
  providerRate: number;
  sandboxPeople: number;
  batchSize: number;
}

export interface Gateway {
  proc: RoleProcess;
  /** `http://127.0.0.1:<port>/v1` */
  baseUrl: string;
}

export interface Cluster {
  services: Services;
  sql: ReturnType<typeof sqlOn>;
  databaseUrl: string;
  redis: RedisServer;
  sandboxUrl: string;
  checkers: RoleProcess[];
  /** host:port of each checker, in the order of `checkers`. */
  checkerAddresses: string[];
  schedulers: RoleProcess[];
  gateways: Gateway[];
  /** Starts another scheduler; resolves once its process is up (its /metrics port answers). */
  startScheduler(name: string): Promise<RoleProcess>;
  /** The last lines of every process's output (for failure messages). */
  describe(): string;
  stop(): Promise<void>;
}

function schedulerEnv(databaseUrl: string, checkerUrl: string, batchSize: number): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    CHECKER_URL: checkerUrl,
    CHECKER_TOKEN,
    // `info`: the leader says 'scheduler leadership acquired'.
    LOG_LEVEL: 'info',
    SCHEDULER_BATCH_SIZE: String(batchSize),
    // Long: a run paused as upstream resumes early only because the checkers serve again.
    UPSTREAM_BACKOFF_MS: '60000',
    PROBE_AFTER_MS: '500',
    CADENCE_EVERY_MS: '600000',
    SECOND_LOOK_AFTER_MS: '0',
    SECOND_LOOK_EVERY_MS: '200',
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  // Independent: the database, Redis and the ports are made at the same time.
  const [db, redis, ports] = await Promise.all([
    createTestDatabase(),
    startRedisServer(),
    Promise.all(Array.from({ length: 7 }, () => freePort())),
  ]);
  const services = servicesOn(db.orm);
  // The bundle the test run built (test/support/bundle.ts), as the image runs it.
  const tree = new ProcessTree();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tracker-cluster-'));
  const started: RoleProcess[] = [];
  const start = (role: Parameters<ProcessTree['start']>[0], env: Record<string, string>, name: string) => {
    const proc = tree.start(role, env, name);
    started.push(proc);
    return proc;
  };
  const describe = () => started.map((p) => `--- ${p.name} (pid ${p.pid}, ${p.alive() ? 'alive' : 'exited'}):\n${p.output().slice(-2500)}`).join('\n');

  const [sandboxPort, checkerA, checkerB, gatewayA, gatewayB, schedulerA, schedulerB] = ports as [number, number, number, number, number, number, number];
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  start('sandbox', { SANDBOX_PORT: String(sandboxPort), SANDBOX_PEOPLE: String(options.sandboxPeople), SANDBOX_SEED: '1507', LOG_LEVEL: 'warn' }, 'sandbox');
  const checkers = [checkerA, checkerB].map((port, i) =>
    start(
      'checker',
      {
        CHECKER_PORT: String(port),
        CHECKER_TOKEN,
        PROFILE_SOURCE_URL: sandboxUrl,
        PROVIDER_RATE_PER_SECOND: String(options.providerRate),
        // Enough in flight that latency under load never caps the rate: the limiter alone sets it.
        PROVIDER_MAX_CONCURRENT: '32',
        REDIS_URL: redis.url,
        // `info`: each batch is logged with its run id.
        LOG_LEVEL: 'info',
      },
      `checker#${i + 1}`,
    ),
  );
  const gatewayEnv = {
    DATABASE_URL: db.url,
    HOST: '127.0.0.1',
    RATE_LIMIT_STORE: 'postgres',
    SECRETS_KEY: randomBytes(32).toString('hex'),
    MCP_CONFIRM_SECRET: randomBytes(32).toString('hex'),
    TRACKER_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const gateways = [gatewayA, gatewayB].map((port, i) => ({
    proc: start('gateway', { ...gatewayEnv, PORT: String(port) }, `gateway#${i + 1}`),
    baseUrl: `http://127.0.0.1:${port}/v1`,
  }));
  const checkerAddresses = [checkerA, checkerB].map((p) => `127.0.0.1:${p}`);
  const checkerUrl = `ipv4:${checkerAddresses.join(',')}`;
  const launchScheduler = (name: string, metricsPort: number) =>
    start('scheduler', { ...schedulerEnv(db.url, checkerUrl, options.batchSize), TRACKER_DATA_DIR: dataDir, METRICS_PORT: String(metricsPort) }, name);
  const startScheduler = async (name: string) => {
    const port = await freePort();
    const proc = launchScheduler(name, port);
    await waitForPort('127.0.0.1', port, 60_000);
    return proc;
  };
  const schedulers = [launchScheduler('scheduler#1', schedulerA), launchScheduler('scheduler#2', schedulerB)];

  const stop = async () => {
    await tree.killAll();
    await redis.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(ports.map((port) => waitForPort('127.0.0.1', port, 90_000)));
  } catch (err) {
    const message = `${String(err)}\n${describe()}`;
    await stop();
    throw new Error(message, { cause: err });
  }
  return { services, sql: sqlOn(services), databaseUrl: db.url, redis, sandboxUrl, checkers, checkerAddresses, schedulers, gateways, startScheduler, describe, stop };
}
