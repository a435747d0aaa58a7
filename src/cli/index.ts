import { Command } from 'commander';

import { DomainError } from '../shared/errors';
import { registerAdmin } from './admin';

const program = new Command('tracker').description('Job-change tracker command line').showHelpAfterError();
registerAdmin(program);

program.parseAsync(process.argv).catch((err: unknown) => {
  if (err instanceof DomainError) {
    const details = Array.isArray(err.details) ? err.details.map((d) => `  ${d.path}: ${d.message}`).join('\n') : '';
    console.error(`error: ${err.message}${details ? `\n${details}` : ''}`);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
