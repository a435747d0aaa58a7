import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { ensureTestDeps } from '../../scripts/ensure-test-deps';
import { startEmbeddedPostgres } from '../../src/db/embedded';
import { migrate, openOrm } from '../../src/db/orm';
import { ensureBundle } from './bundle';
import { freePort } from './processes';

export const TEMPLATE_DB = 'tracker_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgBaseUrl: string;
  }
}

/**
 * Installs the system programs the tests need (scripts/ensure-test-deps.ts), then starts one
 * embedded PostgreSQL per test run, with a migrated template database that each test file clones,
 * while it bundles the service and the CLI that process tests start (test/support/bundle.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureTestDeps();
  const root = mkdtempSync(path.join(tmpdir(), 'tracker-test-'));
  const [started, built] = await Promise.allSettled([startTemplateDatabase(root), ensureBundle()]);
  if (started.status === 'rejected' || built.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.stop();
    rmSync(root, { recursive: true, force: true });
    throw started.status === 'rejected' ? started.reason : (built as PromiseRejectedResult).reason;
  }
  const db = started.value;
  project.provide('pgBaseUrl', db.url('postgres'));
  return async () => {
    await db.stop();
    rmSync(root, { recursive: true, force: true });
  };
}

async function startTemplateDatabase(root: string) {
  const db = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), port: await freePort(), ephemeral: true });
  await db.createDatabase(TEMPLATE_DB);
  const orm = await openOrm(db.url(TEMPLATE_DB), 2);
  await migrate(orm);
  await orm.close(true);
  return db;
}
