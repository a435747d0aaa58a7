import { afterAll, beforeAll, expect } from 'vitest';

import { createApiKey } from '../../src/core/auth/api-keys';
import type { Services } from '../../src/core/context';
import { grantCredits } from '../../src/core/credits/credits.service';
import { createWorkspace } from '../../src/core/workspaces/workspace.service';
import type { ManualClock } from '../../src/shared/clock';
import type { Logger } from '../../src/shared/logger';
import { startAppOnDatabase } from './app-on-database';
import { createTestDatabase } from './database';
import { api } from './http';
import { countOf } from './sql';

export interface TestApp {
  services: Services;
  clock: ManualClock;
  baseUrl: string;
  /** Root of the server (no /v1), for health, metrics, docs and OAuth. */
  rootUrl: string;
  /** The gateway's metrics listener when METRICS_PORT is set in `env`, else empty. */
  metricsUrl: string;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  now?: string;
  /** The services' logger (default: silent); test/support/log-capture.ts captures one. */
  log?: Logger;
}

/** The real gateway on a loopback port, over a fresh database of its own. */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const web = await startAppOnDatabase(db.orm, options);
  return {
    ...web,
    async close() {
      await web.close();
      await db.drop();
    },
  };
}

/** Rate limits high enough that table-driven API tests never meet them. */
export const HIGH_RATE_LIMITS: Record<string, string> = { RATE_LIMIT_READS_PER_MIN: '100000', RATE_LIMIT_WRITES_PER_MIN: '100000' };

/**
 * Something `start` makes (a test app, a stand-in), started before the tests of this file or
 * `describe` block and closed after them. The object is filled in by the `beforeAll`: read its
 * fields inside tests and hooks, not at load.
 */
export function useStarted<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const started = {} as T;
  beforeAll(async () => {
    Object.assign(started, await start());
  });
  afterAll(() => (started.close as T['close'] | undefined)?.());
  return started;
}

/** This file's (or `describe` block's) test app: `startTestApp(options)` through `useStarted`. */
export function useTestApp(options: StartOptions = {}): TestApp {
  return useStarted(() => startTestApp(options));
}

export interface SeededWorkspace {
  id: string;
  slug: string;
  writeKey: string;
  readKey: string;
}

export async function seedWorkspace(
  services: Services,
  options: { name?: string; credits?: number; timezone?: string } = {},
): Promise<SeededWorkspace> {
  const ws = await createWorkspace(services, { name: options.name ?? 'Acme Sales', timezone: options.timezone });
  const write = await createApiKey(services, { workspace: ws.id, scope: 'write' });
  const read = await createApiKey(services, { workspace: ws.id, scope: 'read' });
  if (options.credits) await grantCredits(services, { workspace: ws.id, amount: options.credits });
  return { id: ws.id, slug: ws.slug, writeKey: write.key, readKey: read.key };
}

/** A response body, inspected loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test responses are inspected loosely
export type Json = any;

/**
 * A seeded workspace with the calls API tests make on it: `post` with the write key
 * (asserting 202 unless told), `get` with the read key (asserting 200), and `count` of a
 * table's rows in the workspace (an optional extra `and ...` condition).
 */
export async function workspaceClient(app: TestApp, options: { name?: string; credits?: number; timezone?: string } = {}) {
  const ws = await seedWorkspace(app.services, options);
  const post = async (path: string, body: unknown, status = 202): Promise<Json> => {
    const res = await api(app.baseUrl, 'POST', path, { key: ws.writeKey, body });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };
  const get = async (path: string, status = 200): Promise<Json> => {
    const res = await api(app.baseUrl, 'GET', path, { key: ws.readKey });
    expect(res.status, path).toBe(status);
    return res.body;
  };
  const count = (table: string, where = '') => countOf(app, `select count(*) as n from ${table} where workspace_id = ? ${where}`, [ws.id]);
  return { ws, post, get, count };
}
