import { Command, CommanderError } from 'commander';

// Bundled into dist/cli.js by the build, read by tsx in development: the same version either way.
import pkg from '../../package.json' with { type: 'json' };
import { type ConfigSource, loadCliConfig, withEnvironment } from '../config/env';
import { describeStartupError } from '../runtime/startup-errors';
import { DomainError } from '../shared/errors';
import { registerAdmin } from './admin';
import { CliError } from './cli-error';
import { registerDemo } from './demo';
import { registerDemoReset } from './demo-reset';
import { registerImport } from './import';
import { registerIntegrations } from './integrations';
import { type CliIo, cliIo, withCliIo } from './io';
import { registerMachines } from './machines';
import { registerRuns } from './runs-watch';
import { registerConnect } from './salesforce';

/**
 * The `tracker` command tree, new for each run (commander keeps parsed option values on its
 * commands). Commander writes help and usage errors through `cliIo()` and throws instead of
 * exiting the process (`exitOverride`); subcommands inherit both settings.
 */
export function buildProgram(): Command {
  const program = new Command('tracker')
    .description('Job-change tracker command line')
    .version(pkg.version, '-V, --version', 'print the version')
    .configureOutput({ writeOut: (text) => cliIo().stdout.write(text), writeErr: (text) => cliIo().stderr.write(text) })
    .exitOverride()
    .showHelpAfterError();
  registerAdmin(program);
  registerImport(program);
  registerDemo(program);
  registerDemoReset(program);
  registerIntegrations(program);
  registerConnect(program);
  registerMachines(program);
  registerRuns(program);
  return program;
}

/** What to print for a failure: its cause and fix; a stack trace only with DEBUG=1. */
function describe(err: unknown): string {
  if (err instanceof DomainError) {
    const details = Array.isArray(err.details) ? err.details.map((d) => `  ${d.path}: ${d.message}`).join('\n') : '';
    return `error: ${err.message}${details ? `\n${details}` : ''}`;
  }
  if (err instanceof CliError) return `error: ${err.message}`;
  const startup = describeStartupError(err);
  if (startup) return `error: ${startup}`;
  if (loadCliConfig().DEBUG) return err instanceof Error ? (err.stack ?? err.message) : String(err);
  const message = err instanceof Error && err.message ? err.message : `an unexpected ${err instanceof Error ? err.name : 'failure'}`;
  return `error: ${message} (set DEBUG=1 for details)`;
}

async function run(args: readonly string[]): Promise<number> {
  try {
    await buildProgram().parseAsync([...args], { from: 'user' });
    return 0;
  } catch (err) {
    // Commander has printed its own message (usage errors) or output (--help, --version).
    if (err instanceof CommanderError) return err.exitCode;
    cliIo().stderr.write(`${describe(err)}\n`);
    return 1;
  }
}

export interface RunCliOptions {
  /** The command's streams (default: the process's). */
  io?: CliIo;
  /** The command's environment (default: the process's). */
  env?: ConfigSource;
}

/**
 * Runs `tracker <args>` and resolves with its exit code: what the binary does (src/cli/index.ts
 * exits with it), and what the CLI tests call inside their own process with their own streams
 * and environment (test/support/tracker-cli.ts).
 */
export function runCli(args: readonly string[], options: RunCliOptions = {}): Promise<number> {
  const withIo = () => (options.io ? withCliIo(options.io, () => run(args)) : run(args));
  return options.env ? withEnvironment(options.env, withIo) : withIo();
}
