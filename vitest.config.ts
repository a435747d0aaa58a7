import { defineConfig } from 'vitest/config';

import SlowFirstSequencer from './test/support/slow-first-sequencer';

/** Pure tests: no server, database or process of their own, no module state they change. */
const UNIT = ['test/unit/**/*.test.ts', 'machines/**/*.test.ts'];

/** What every project shares (the projects do not extend the root: its globalSetup runs once, for all). */
const shared = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: SlowFirstSequencer },
    // docs/decisions.md, "Test suite speed": unit files share their worker's loaded modules (a
    // fresh module graph per file cost them two thirds of their CPU time); the others keep one each.
    projects: [
      { test: { ...shared, name: 'unit', include: UNIT, isolate: false } },
      { test: { ...shared, name: 'integration', include: ['test/**/*.test.ts'], exclude: [...UNIT, '**/node_modules/**'] } },
    ],
  },
});
