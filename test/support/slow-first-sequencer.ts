import path from 'node:path';

import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A typical duration (ms, idle 2-core machine) of a file in each folder, for files vitest has
 * no duration of yet (a fresh clone has none): whole processes (the cluster, e2e, the CLI)
 * first, then the model and integration tests, then the rest.
 */
const TYPICAL_MS: Array<[prefix: string, ms: number]> = [
  ['test/cluster/', 120_000],
  ['test/e2e/', 60_000],
  ['test/integration/cli/', 20_000],
  ['test/model/', 20_000],
  ['test/integration/', 5_000],
];
const OTHER_MS = 500;

/**
 * Runs the longest files first. A run ends when its last file ends, so a long file started
 * late keeps the whole run waiting while the other workers idle. Vitest's own order
 * uses the durations it cached from the last run, and on a fresh clone, which has no cache,
 * file size: here a file without a cached duration gets its folder's typical one.
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const expected = new Map(files.map((spec) => [spec, this.expectedMs(spec)]));
    const base = await super.sort(files);
    const position = new Map(base.map((spec, i) => [spec, i]));
    return [...base].sort((a, b) => expected.get(b)! - expected.get(a)! || position.get(a)! - position.get(b)!);
  }

  private expectedMs(spec: TestSpecification): number {
    const file = path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/');
    const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`);
    if (cached && !cached.failed) return cached.duration;
    return TYPICAL_MS.find(([prefix]) => file.startsWith(prefix))?.[1] ?? OTHER_MS;
  }
}
