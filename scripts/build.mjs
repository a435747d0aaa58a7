// Bundles the service and the CLI for production: `node scripts/build.mjs`.
//
//   src/main.ts       -> dist/main.js   (node dist/main.js [all|gateway|scheduler|checker|sandbox|migrate])
//   src/cli/index.ts  -> dist/cli.js    (node dist/cli.js admin ...)
//   src/core/imports/csv-validate-worker.ts -> dist/csv-validate-worker.js (the CSV preview's worker thread)
//   shared and lazily loaded code -> dist/chunks/*.js (the two entries import them; ship all of dist/)
//
// Only our own TypeScript is bundled; everything in node_modules stays external
// (`packages: 'external'`) and is resolved at runtime, so the image must ship
// node_modules (production dependencies only: `npm prune --omit=dev`).
// esbuild comes with tsx, which is a production dependency.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist');

// ESM output has no `require`; a dependency reached through CJS interop (or esbuild's
// `__require` shim) finds this one. The import is aliased so it cannot collide with a
// module-level `createRequire` in our sources (esbuild renames those, not the banner).
const banner = [
  "import { createRequire as __trackerCreateRequire } from 'node:module';",
  'const require = __trackerCreateRequire(import.meta.url);',
].join('\n');

const started = Date.now();
// Only this script's own outputs: dist/app is the customer's app, built by Vite (`npm run app:build`).
await Promise.all(['main.js', 'main.js.map', 'cli.js', 'cli.js.map', 'csv-validate-worker.js', 'csv-validate-worker.js.map', 'chunks'].map((name) => rm(path.join(outdir, name), { recursive: true, force: true })));
const result = await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli/index.ts', 'csv-validate-worker': 'src/core/imports/csv-validate-worker.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  sourcesContent: false,
  // Code both entries share, and what is only imported dynamically (the migrations, loaded when a
  // process migrates), go into chunk files next to them: a process loads only what it runs.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  outExtension: { '.js': '.js' },
  banner: { js: banner },
  // `.proto` files imported from TypeScript are inlined as text.
  loader: { '.proto': 'text' },
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});

const outputs = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, meta]) => `  ${file}  ${(meta.bytes / 1024).toFixed(0)} KiB`);
process.stdout.write(`built in ${Date.now() - started} ms\n${outputs.join('\n')}\n`);
