import { fileURLToPath } from 'node:url';

import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * What a process loads before it does anything: the modules its entry reaches through static imports, as the bundle
 * (scripts/build.mjs) resolves them. The title and company vocabularies (the classifier and its lexicon, the trade
 * term lists, the group names, the detector) cost every process that loads them ≈ 0.3 CPU s of parsing and evaluation,
 * and they grow every round; the processes below never use them, or only on a path that imports them when it runs
 * (the Slack play message, the adaptive plan of `nextScheduledChecks`, three gateway routes). A static import that pulls them back in fails
 * here with the chain that does it (docs/decisions.md, "Detection round 33 (speed34)").
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Entries that must start without the vocabularies: every process's first module, the supervisor's and migrate's boot,
 * the sandbox, the CLI, and the gateway (the serving one and its standby in every tree), whose three routes that read
 * titles (the credit forecast, the ICP preview, the opener settings) import their service at the first request. The
 * checker and the scheduler classify and detect from their first check: they load them at start.
 */
const LEAN = ['src/main.ts', 'src/runtime/boot.ts', 'src/sandbox/main.ts', 'src/cli/index.ts', 'src/runtime/gateway-role.ts'];

/** The vocabularies by the names their files take: a new term list or group table is covered without a word here. */
const VOCABULARY = [
  /^src\/domain\/titles\/(classify|display-title|entry-terms|education|non-job|side-roles)\.ts$/,
  /^src\/domain\/titles\/[a-z-]*-terms\.ts$/,
  /^src\/domain\/titles\/(role-classes[a-z-]*|function-rules)\.ts$/,
  /^src\/domain\/titles\/lexicon\//,
  /^src\/domain\/company\/(group-names[a-z-]*|groups|families|school-names)\.ts$/,
  /^src\/domain\/changes\/(detect|compare-snapshots|positions)\.ts$/,
];

let inputs: Metafile['inputs'];

beforeAll(async () => {
  const result = await build({
    absWorkingDir: root,
    entryPoints: LEAN,
    outdir: 'dist-closure-test',
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    splitting: true,
    loader: { '.proto': 'text' },
    metafile: true,
    logLevel: 'silent',
  });
  inputs = result.metafile.inputs;
}, 30_000);

/** Each module the entry reaches through static imports, with the module that first imported it. */
function staticClosure(entry: string): Map<string, string | null> {
  const from = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const imported of inputs[file]?.imports ?? []) {
      if (imported.external || imported.kind !== 'import-statement' || from.has(imported.path)) continue;
      from.set(imported.path, file);
      queue.push(imported.path);
    }
  }
  return from;
}

function chain(from: Map<string, string | null>, file: string): string {
  const steps: string[] = [];
  for (let at: string | null | undefined = file; at; at = from.get(at)) steps.unshift(at);
  return steps.join(' -> ');
}

describe('start-up closure', () => {
  it.each(LEAN)('when %s starts, then it loads no title or company vocabulary', (entry) => {
    const from = staticClosure(entry);
    expect(from.size).toBeGreaterThan(1);
    const vocabulary = [...from.keys()].filter((file) => VOCABULARY.some((pattern) => pattern.test(file)));
    expect(vocabulary.map((file) => chain(from, file))).toEqual([]);
  });

  it('when the lazily loaded paths are followed, then the vocabularies are there: the patterns name real files', () => {
    const lazy = staticClosure('src/core/freshness/plan-adaptive-day.ts');
    for (const file of ['src/domain/titles/classify.ts', 'src/domain/titles/entry-terms.ts']) expect(inputs[file]).toBeDefined();
    expect([...lazy.keys()].filter((file) => VOCABULARY.some((pattern) => pattern.test(file))).length).toBeGreaterThan(5);
  });
});
