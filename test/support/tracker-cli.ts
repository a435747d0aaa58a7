import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from 'vitest';

import { CLI_BUNDLE } from './bundle';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `node bin/tracker.js`: the `tracker` bin as npm links it, running the TypeScript through tsx. */
export const TRACKER_BIN = path.join(ROOT, 'bin/tracker.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunTrackerOptions {
  cwd?: string;
  /**
   * What node runs: the built CLI (dist/cli.js, the default: the same sources, started in a
   * fraction of tsx's time, see test/support/bundle.ts) or `TRACKER_BIN`.
   */
  entry?: string;
  /** Killed after this long (90 s by default). */
  timeoutMs?: number;
}

/**
 * Runs the real `tracker` command as a user would, without a terminal (stdin is /dev/null),
 * with only the environment given here (plus PATH and HOME).
 */
export function runTracker(args: string[], env: Record<string, string>, options: RunTrackerOptions = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [options.entry ?? CLI_BUNDLE, ...args],
      {
        cwd: options.cwd ?? ROOT,
        timeout: options.timeoutMs ?? 90_000,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin?.end();
  });
}

/** The command's JSON output, after checking it exited 0. */
export function cliJson<T = Record<string, unknown>>(result: CliResult): T {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as T;
}

/** Non-zero exit, the message on stderr, no stack trace. */
export function expectCleanFailure(result: CliResult, message: RegExp): void {
  expect(result.code, result.stdout).not.toBe(0);
  expect(result.stderr).toMatch(message);
  expect(result.stderr, 'no stack trace').not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(result.stderr).not.toMatch(/undefined/);
}
