/** A sandbox provider, a checker over it and a gRPC client, all on loopback. */
import { pino } from 'pino';

import { type CheckerHandle, startChecker, type StartCheckerOptions } from '../../../src/checker/server';
import { type CheckerClient, createCheckerClient } from '../../../src/grpc/clients/checker-client';
import { createHealthClient, type HealthClient } from '../../../src/grpc/clients/health-client';
import type { CheckResult, ProfileRef } from '../../../src/grpc/tracker-v1';
import { createSandboxSource } from '../../../src/integrations/sandbox/sandbox-profile-source';
import { DEFAULT_API_KEY, type FaultPatch, type SandboxHandle, startSandbox, type StatsSnapshot } from '../../../src/sandbox';

export const silent = pino({ level: 'silent' });

export interface Harness {
  sandbox: SandboxHandle;
  checker: CheckerHandle;
  client: CheckerClient;
  refs(n: number, offset?: number): ProfileRef[];
  faults(patch: FaultPatch): Promise<void>;
  stats(): Promise<StatsSnapshot>;
  resetStats(): Promise<void>;
  check(items: ProfileRef[]): Promise<{ results: CheckResult[]; error: unknown }>;
  close(): Promise<void>;
}

export interface HarnessOptions extends Partial<Omit<StartCheckerOptions, 'source' | 'log'>> {
  people?: number;
  seed?: number;
  clientToken?: string;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const { people = 400, seed = 11, clientToken, ...checkerOptions } = options;
  const sandbox = await startSandbox({ port: 0, people, seed });
  const limits = checkerOptions.limits ?? { maxConcurrent: 16, ratePerSecond: 0 };
  const source = createSandboxSource({ baseUrl: sandbox.url, apiKey: DEFAULT_API_KEY, connections: limits.maxConcurrent });
  const checker = await startChecker({ ...checkerOptions, limits, source, log: silent });
  const client = createCheckerClient(checker.address, { token: clientToken ?? checkerOptions.token });
  const admin = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${sandbox.url}/admin${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`admin ${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  };
  const all = sandbox.world.listPeople({ limit: people }).data;
  return {
    sandbox,
    checker,
    client,
    refs: (n, offset = 0) =>
      all.slice(offset, offset + n).map((p, i) => ({ item_id: `item-${offset + i}`, profile_id: p.id, social_url: p.social_url })),
    faults: async (patch) => void (await admin('POST', '/faults', patch)),
    stats: async () => (await admin('GET', '/stats')) as StatsSnapshot,
    resetStats: async () => void (await admin('DELETE', '/stats')),
    async check(items) {
      const results: CheckResult[] = [];
      try {
        await client.checkProfiles('run-1', items, (r) => results.push(r));
        return { results, error: undefined };
      } catch (error) {
        return { results, error };
      }
    },
    async close() {
      client.close();
      await checker.close();
      await sandbox.close();
    },
  };
}

/** A standard grpc.health.v1 client for the checker: `check(service)` answers the service's status. */
export function healthClient(address: string): HealthClient {
  return createHealthClient(address);
}
