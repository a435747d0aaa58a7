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
 * Runs the longest files first, one project after another. A run ends when its last file ends, so a long file started
 * late keeps the whole run waiting while the other workers idle. Vitest's own order uses the durations it cached from
 * the last run, and on a fresh clone, which has no cache, file size: here a file without a cached duration gets its
 * folder's typical one.
 *
 * The files of a project stay together (each project longest first; the projects by their mean file, so the one of many
 * short files, the unit tests, ends the run and leaves the shortest tail): vitest 4
 * hands a finished worker of an `isolate: false` project the next file only when the next file in the queue is of the
 * same project, and otherwise ends the worker; the next worker of that project loads its modules again. Sorted by
 * duration alone, the ~390 files of the three projects alternated ~160 times, so most files of the shared projects
 * started in a fresh worker (docs/decisions.md, "Test suite speed, round 40"). The last project's shortest files
 * still end the run.
 */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const expected = new Map(files.map((spec) => [spec, this.expectedMs(spec)]));
    const base = await super.sort(files);
    const position = new Map(base.map((spec, i) => [spec, i]));
    const totals = new Map<string, { ms: number; files: number }>();
    for (const spec of files) {
      const total = totals.get(spec.project.name) ?? { ms: 0, files: 0 };
      totals.set(spec.project.name, { ms: total.ms + expected.get(spec)!, files: total.files + 1 });
    }
    const projectRank = (spec: TestSpecification) => totals.get(spec.project.name)!.ms / totals.get(spec.project.name)!.files;
    return [...base].sort(
      (a, b) =>
        projectRank(b) - projectRank(a) ||
        a.project.name.localeCompare(b.project.name) ||
        expected.get(b)! - expected.get(a)! ||
        position.get(a)! - position.get(b)!,
    );
  }

  private expectedMs(spec: TestSpecification): number {
    const file = path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/');
    const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`);
    if (cached && !cached.failed) return cached.duration;
    return TYPICAL_MS.find(([prefix]) => file.startsWith(prefix))?.[1] ?? OTHER_MS;
  }
}
