import { Command } from 'commander';

import { DomainError } from '../shared/errors';
import { registerAdmin } from './admin';
import { registerDemo } from './demo';
import { registerImport } from './import';
import { registerIntegrations } from './integrations';

const program = new Command('tracker').description('Job-change tracker command line').showHelpAfterError();
registerAdmin(program);
registerImport(program);
registerDemo(program);
registerIntegrations(program);

program.parseAsync(process.argv).catch((err: unknown) => {
  if (err instanceof DomainError) {
    const details = Array.isArray(err.details) ? err.details.map((d) => `  ${d.path}: ${d.message}`).join('\n') : '';
    console.error(`error: ${err.message}${details ? `\n${details}` : ''}`);
  } else if (process.env.DEBUG) {
    console.error(err);
  } else {
    // Unexpected failures (database unreachable, a service down): the message, not a stack trace.
    console.error(`error: ${err instanceof Error ? err.message : String(err)} (set DEBUG=1 for details)`);
  }
  process.exit(1);
});
