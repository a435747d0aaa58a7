import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect } from 'vitest';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the real `bin/tracker.js` as a user would, without a terminal (stdin is /dev/null),
 * with only the environment given here (plus PATH and HOME).
 */
export function runTracker(args: string[], env: Record<string, string>, options: { cwd?: string; timeoutMs?: number } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(ROOT, 'bin/tracker.js'), ...args],
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

/** Non-zero exit, the message on stderr, no stack trace. */
export function expectCleanFailure(result: CliResult, message: RegExp): void {
  expect(result.code, result.stdout).not.toBe(0);
  expect(result.stderr).toMatch(message);
  expect(result.stderr, 'no stack trace').not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
  expect(result.stderr).not.toMatch(/undefined/);
}
