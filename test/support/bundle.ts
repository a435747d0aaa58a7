/**
 * The service and the CLI as the image ships them: `scripts/build.mjs` bundles src/main.ts into
 * dist/main.js and src/cli/index.ts into dist/cli.js. Tests that start real processes start these
 * (a bundled process is up in about half the time `--import tsx` takes, see docs/decisions.md
 * "Test suite speed"); the vitest globalSetup builds them once per run, only when a source changed.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `node dist/main.js <role>`: the service's roles. */
export const MAIN_BUNDLE = path.join(ROOT, 'dist', 'main.js');
/** `node dist/cli.js ...`: the `tracker` command. */
export const CLI_BUNDLE = path.join(ROOT, 'dist', 'cli.js');

/** What the bundle is made of: our sources, the protos, the dependency versions and the build script. */
const INPUTS = ['src', 'protos', 'package.json', 'package-lock.json', 'scripts/build.mjs'];
const STAMP = path.join(ROOT, 'dist', '.sources-stamp');

function* files(entry: string): Generator<string> {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
}

/**
 * A fingerprint of every input file's path, size and modification time: any edit, added or
 * deleted file, or checkout changes it (a few milliseconds for the whole tree).
 */
export function sourcesStamp(): string {
  const hash = createHash('sha256');
  for (const entry of INPUTS) {
    for (const file of files(entry)) {
      const { size, mtimeMs } = statSync(path.join(ROOT, file));
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}

/** Builds dist/ unless it was built from exactly the sources there are now. Returns whether it built. */
export async function ensureBundle(): Promise<boolean> {
  // Taken before building: a file saved during the build makes the next run build again.
  const stamp = sourcesStamp();
  const fresh = existsSync(MAIN_BUNDLE) && existsSync(CLI_BUNDLE) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp;
  if (fresh) return false;
  await promisify(execFile)(process.execPath, ['scripts/build.mjs'], { cwd: ROOT });
  writeFileSync(STAMP, stamp);
  return true;
}
