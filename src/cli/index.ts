import { Command } from 'commander';

// Bundled into dist/cli.js by the build, read by tsx in development: the same version either way.
import pkg from '../../package.json' with { type: 'json' };
import { loadCliConfig } from '../config/env';
import { describeStartupError } from '../runtime/startup-errors';
import { DomainError } from '../shared/errors';
import { registerAdmin } from './admin';
import { CliError } from './cli-error';
import { registerDemo } from './demo';
import { registerDemoReset } from './demo-reset';
import { registerImport } from './import';
import { registerIntegrations } from './integrations';
import { registerMachines } from './machines';
import { registerRuns } from './runs-watch';
import { registerConnect } from './salesforce';

const program = new Command('tracker')
  .description('Job-change tracker command line')
  .version(pkg.version, '-V, --version', 'print the version')
  .showHelpAfterError();
registerAdmin(program);
registerImport(program);
registerDemo(program);
registerDemoReset(program);
registerIntegrations(program);
registerConnect(program);
registerMachines(program);
registerRuns(program);

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

program.parseAsync(process.argv).catch((err: unknown) => {
  console.error(describe(err));
  process.exit(1);
});
