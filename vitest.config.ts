import { readdirSync } from 'node:fs';
import path from 'node:path';

import { defineConfig } from 'vitest/config';

import SlowFirstSequencer from './test/support/slow-first-sequencer';

/** Pure tests: no server, database or process of their own, no module state they change. */
const UNIT = ['test/unit/**/*.test.ts', 'machines/**/*.test.ts'];

/**
 * Integration files that need a fresh module graph: they read process-wide counters as totals (the
 * prom-client registries of src/shared/metrics, the conflict log), mock or spy on modules, or change
 * `process.env`. A new file that does any of these is listed here. The CLI files (their in-process
 * runs scope the environment and the streams to the call), the in-process checker's (they read no
 * metrics) and `concurrency/` (it reads the conflict counter as a difference, and sets and clears the
 * conflict log itself) share their worker since round 39 (docs/decisions.md, "Test suite speed, round 39").
 */
const ISOLATED_INTEGRATION = [
  'test/integration/cli/ensure-test-deps.test.ts',
  'test/integration/engine/commit-batch.test.ts',
  'test/integration/sandbox/fast-lookup.test.ts',
  'test/integration/metrics/',
  'test/integration/retention/retention.test.ts',
  'test/integration/db/conflict-retry.test.ts',
];

/** The other integration files: each starts its own app on its own database, and they share their worker's modules. */
function sharedIntegrationFiles(dir = 'test/integration'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sharedIntegrationFiles(file);
    const isolated = ISOLATED_INTEGRATION.some((prefix) => (prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix));
    return entry.name.endsWith('.test.ts') && !isolated ? [file] : [];
  });
}
/**
 * The browser files too: like those, each starts its app (in process, or a tree of its own) and keeps no process-wide
 * state. And the e2e files whose processes are their own tree (test/support/process-tree.ts, npm start) over their own
 * database or data directory: they mock nothing, read no metrics registry in process and stop what they start in
 * `afterAll`; sharing spares each the 3-4 CPU s of loading src/core again (docs/decisions.md, "Test suite speed").
 * `front-door` since round 40: its tree is `npm start`'s from the bundle, it scrapes the tree's metrics over HTTP (never
 * a registry of this process) and reads `FUZZ_*` without setting them.
 */
const SHARED_E2E = [
  ...['app', 'docs', 'machines', 'oauth', 'salesforce'].map((name) => `test/e2e/${name}-browser.test.ts`),
  ...['adaptive-refresh', 'bulk-import-restart', 'dispatcher-restart', 'engine-crash', 'finder-e2e', 'front-door', 'import-restart', 'sandbox-restart', 'start', 'stop-signals'].map(
    (name) => `test/e2e/${name}.test.ts`,
  ),
  'test/cluster/cluster.test.ts',
];
/**
 * The model files (round 40): each walks the machines over a database it cloned (`createTestDatabase`), through
 * src/core's transitions; they mock nothing, set no environment and read no counter, so a fresh module graph bought nothing.
 */
const SHARED_MODEL = ['test/model/**/*.test.ts'];
const SHARED_INTEGRATION = [...sharedIntegrationFiles(), ...SHARED_E2E, ...SHARED_MODEL];

/** What every project shares (the projects do not extend the root: its globalSetup runs once, for all). */
const shared = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    fileParallelism: true,
    // Two workers. Three took the whole `npm test` from 533 s to 455 s in one sitting, but two contention-sensitive
    // files failed with three (docs/decisions.md, "Test suite speed", w3-speed7): `--maxWorkers=3` to try it.
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
    // docs/decisions.md, "Test suite speed": unit files share their worker's loaded modules (a
    // fresh module graph per file cost them two thirds of their CPU time), and so do the integration
    // files that keep no process-wide state, the e2e files, the model files and the cluster; the others (ISOLATED_INTEGRATION) keep one each.
    projects: [
      { test: { ...shared, name: 'unit', include: UNIT, isolate: false } },
      { test: { ...shared, name: 'integration-shared', include: SHARED_INTEGRATION, isolate: false } },
      {
        test: {
          ...shared,
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: [...UNIT, ...SHARED_INTEGRATION, '**/node_modules/**'],
        },
      },
    ],
  },
});
