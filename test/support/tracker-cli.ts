import { execFile } from 'node:child_process';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
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
        env: commandEnvironment(env),
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin?.end();
  });
}

/** The environment a command gets: only what is given here, plus PATH and HOME, and no logs. */
function commandEnvironment(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env };
}

/** A stream that keeps what is written to it, and is no terminal. */
function captured(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/**
 * Runs the `tracker` command inside this process: the same command tree, argument parsing, output
 * and exit codes as the binary (`runCli` of src/cli/program.ts, which src/cli/index.ts only calls
 * with the process's streams and exits with), on captured streams, a stdin that is no terminal, and
 * an environment of only `env` (plus PATH and HOME), as `runTracker` gives the spawned command. It
 * saves the 2-3 CPU s a spawned Node process spends loading the CLI's modules; each CLI test file
 * keeps cases that spawn the real command (docs/decisions.md, "Test suite speed").
 */
export async function runTrackerInProcess(
  args: string[],
  env: Record<string, string>,
  options: { terminal?: boolean; shortWaits?: number } = {},
): Promise<CliResult> {
  const { runCli } = await import('../../src/cli/program');
  const stdout = captured();
  // `terminal`: stdout says it is a terminal (isTTY), as a user's shell is; stdin stays none.
  if (options.terminal) Object.assign(stdout.stream, { isTTY: true });
  const stderr = captured();
  const stdin = new PassThrough();
  stdin.end();
  const run = () => runCli(args, { io: { stdin, stdout: stdout.stream, stderr: stderr.stream }, env: commandEnvironment(env) });
  const code = options.shortWaits ? await withShortCliWaits(options.shortWaits, run) : await run();
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** A frame of code under src/cli/ (a stack line naming the file). */
const CLI_FRAME = /[\\/]src[\\/]cli[\\/][^:]+\.ts:\d+/;

/**
 * Runs `fn` while every timer that the CLI's own code sets waits 1/`factor` of its time: `tracker demo advance`'s
 * pauses (2.5 s after it moves the sandbox clock, 1 s between polls of a run, 0.5 s between looks at the second looks)
 * are there to let a real service follow, and a stand-in that answers by the number of polls needs none of it. A timer
 * is the CLI's when the code that calls `setTimeout` is in src/cli/ (the first frame below this wrapper); every other
 * timer (undici's, the stand-in's, vitest's own) keeps its time. The spawned cases of each file run the CLI's real waits.
 */
async function withShortCliWaits<T>(factor: number, fn: () => Promise<T>): Promise<T> {
  const original = globalThis.setTimeout;
  const shortened = (callback: (...args: unknown[]) => void, ms?: number, ...rest: unknown[]) => {
    const caller = new Error().stack?.split('\n')[2] ?? '';
    return original(callback, CLI_FRAME.test(caller) ? Math.ceil((ms ?? 0) / factor) : ms, ...rest);
  };
  globalThis.setTimeout = Object.assign(shortened, { __promisify__: original.__promisify__ }) as unknown as typeof setTimeout;
  try {
    return await fn();
  } finally {
    globalThis.setTimeout = original;
  }
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
