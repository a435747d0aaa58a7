import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where a `tracker` command reads and writes: the process's stdin, stdout and stderr when it runs
 * as the binary (src/cli/index.ts), the caller's streams when `runCli` is given others (the CLI
 * tests run commands inside the test process this way, through the same parsing, output and exit
 * codes). Every command writes through `cliIo()`, never to `process.stdout` directly.
 */
export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

const current = new AsyncLocalStorage<CliIo>();

/** The streams of the command running now. */
export function cliIo(): CliIo {
  return current.getStore() ?? { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr };
}

/** Runs `fn` with `io` as the command's streams. */
export function withCliIo<T>(io: CliIo, fn: () => T): T {
  return current.run(io, fn);
}
