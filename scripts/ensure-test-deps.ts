/**
 * Installs the system programs the tests drive (Debian packages), so `npm test` passes on a
 * fresh machine. Quick and idempotent: a program already on PATH costs one directory look-up.
 * As root it runs `apt-get update` once, then `apt-get install -y <package>`; otherwise it
 * stops at once with the exact command to run.
 *
 * The vitest globalSetup ensures what every run needs (headless Chromium); a test that needs another
 * program calls `ensureTestDeps(['redis-server'])` in its `beforeAll`.
 * By hand: `npx tsx scripts/ensure-test-deps.ts [program ...]`.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Program on PATH → the Debian package that provides it. */
export const DEBIAN_PACKAGES = {
  chromium: 'chromium',
  'chromium-headless-shell': 'chromium-headless-shell',
  'redis-server': 'redis-server',
  promtool: 'prometheus',
} as const;

export type TestProgram = keyof typeof DEBIAN_PACKAGES;

/** What every test run needs today: the browser tests drive Debian's headless Chromium (test/support/browser.ts). */
export const ALWAYS_NEEDED: TestProgram[] = ['chromium-headless-shell'];

export class MissingTestDependency extends Error {}

export function onPath(program: string, searchPath = process.env.PATH ?? ''): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, program);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

export function installCommand(packages: string[]): string {
  return `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`;
}

let updated = false;

function apt(args: string[]): void {
  // Another test file may be installing at the same time: wait for dpkg's lock instead of failing.
  execFileSync('apt-get', ['-o', 'DPkg::Lock::Timeout=300', ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Makes sure each program is on PATH, installing its Debian package when it is not. */
export function ensureTestDeps(
  programs: readonly TestProgram[] = ALWAYS_NEEDED,
  { log = console.log, root = process.getuid?.() === 0 }: { log?: (line: string) => void; root?: boolean } = {},
): void {
  const missing = programs.filter((p) => onPath(p) === null);
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((p) => DEBIAN_PACKAGES[p]))];
  const command = installCommand(packages);
  if (!root || onPath('apt-get') === null) {
    throw new MissingTestDependency(
      `The tests need ${missing.join(', ')}, which is not installed, and this process cannot install it ` +
        `(it needs root and apt-get). Run, as root:\n  ${command}`,
    );
  }
  log(`Installing ${packages.join(', ')} for the tests (Debian packages; once per machine)…`);
  try {
    if (!updated) apt(['update', '-qq']);
    updated = true;
    apt(['install', '-y', '-qq', ...packages]);
  } catch (err) {
    throw new MissingTestDependency(`Installing ${packages.join(', ')} failed (${(err as Error).message}). Run, as root:\n  ${command}`);
  }
  const still = missing.filter((p) => onPath(p) === null);
  if (still.length > 0) throw new MissingTestDependency(`${still.join(', ')} still not on PATH after: ${command}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((p) => !(p in DEBIAN_PACKAGES));
  if (unknown.length > 0) {
    console.error(`unknown program ${unknown.join(', ')}: one of ${Object.keys(DEBIAN_PACKAGES).join(', ')}`);
    process.exit(2);
  }
  try {
    ensureTestDeps(asked.length > 0 ? (asked as TestProgram[]) : ALWAYS_NEEDED);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
