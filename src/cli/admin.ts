import { type Command, InvalidArgumentError, Option } from 'commander';

import { loadEnv } from '../config/env';
import { createApiKey, revokeApiKey } from '../core/auth/api-keys';
import { grantCredits } from '../core/credits/credits.service';
import { rotateSecrets } from '../core/secrets/rotate-secrets';
import { inviteUser } from '../core/users/users.service';
import { createWorkspace, listWorkspaces, setWorkspaceStatus } from '../core/workspaces/workspace.service';
import { USER_ROLES } from '../domain/vocabulary';
import { CliError } from './cli-error';
import { withServices } from './connect';
import { print } from './output';
import { publicRootUrl } from './public-url';

const json = new Option('--json', 'print JSON');

function integer(value: string): number {
  const n = Number(value);
  if (!/^[+-]?\d+$/.test(value.trim()) || !Number.isSafeInteger(n)) throw new InvalidArgumentError('must be a whole number');
  return n;
}

function inviteUrl(token: string): string {
  return `${publicRootUrl(loadEnv())}/invite/${token}`;
}

/** `tracker admin ...`: workspaces are invite-only, so this is the only way to make one. */
export function registerAdmin(program: Command): void {
  const admin = program.command('admin').description('operator commands: workspaces, keys, users, credits, stored secrets');

  const ws = admin.command('workspace').description('create, list, suspend and unsuspend workspaces');
  ws.command('create')
    .requiredOption('--name <name>', 'workspace name')
    .option('--slug <slug>', 'URL-safe identifier (default: from the name)')
    .option('--timezone <tz>', 'IANA timezone', 'UTC')
    .addOption(json)
    .action((o) => withServices(async (s) => print(await createWorkspace(s, o, { takenNameSlug: 'refuse' }), o.json)));
  ws.command('list')
    .addOption(json)
    .action((o) => withServices(async (s) => print(await listWorkspaces(s), o.json)));
  for (const [name, status] of [
    ['suspend', 'suspended'],
    ['unsuspend', 'active'],
  ] as const) {
    ws.command(`${name} <workspace>`)
      .description(`${name} a workspace (id or slug)`)
      .addOption(json)
      .action((workspace, o) => withServices(async (s) => print(await setWorkspaceStatus(s, workspace, status), o.json)));
  }

  admin
    .command('secrets')
    .description('secrets stored for integrations (webhook signing secrets, chat and CRM tokens)')
    .command('rotate')
    .description('re-seal every stored secret with SECRETS_KEY (after moving the old key to SECRETS_KEY_PREVIOUS)')
    .option('--batch-size <n>', 'rows per transaction', integer, 500)
    .addOption(json)
    .action((o) => withServices(async (s) => print(await rotateSecrets(s, { batchSize: o.batchSize }), o.json)));

  const key = admin.command('key').description('API keys: shown once, stored hashed');
  key.command('create')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .addOption(new Option('--scope <scope>', 'read, or write (which includes read)').choices(['read', 'write']).makeOptionMandatory())
    .option('--name <name>', 'a label for the key')
    .addOption(json)
    .action((o) => withServices(async (s) => print(await createApiKey(s, o), o.json)));
  key.command('revoke <key>')
    .description('revoke by id or by the 12-character prefix shown at creation')
    .addOption(json)
    .action((k, o) => withServices(async (s) => print(await revokeApiKey(s, k), o.json)));

  admin
    .command('user')
    .description('workspace users (for the app and OAuth sign-in)')
    .command('invite')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .requiredOption('--email <email>', 'the person\'s email')
    .option('--name <name>', 'display name')
    .addOption(
      new Option('--role <role>', 'admin (everything) or member (read, work the plays); default: admin for the workspace\'s first person, else member').choices([...USER_ROLES]),
    )
    .addOption(json)
    .action((o) =>
      withServices(async (s) => {
        const invitation = await inviteUser(s, o);
        print({ ...invitation, invite_url: inviteUrl(invitation.invite_token) }, o.json);
      }),
    );

  admin
    .command('credits')
    .description('the credit ledger')
    .command('grant')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .requiredOption('--amount <n>', 'credits to add (negative only with --correction)', integer)
    .option('--correction', 'allow a negative amount: a correction that lowers the balance')
    .option('--note <note>', 'why')
    .addOption(json)
    .action((o: { amount: number; correction?: boolean; json?: boolean; workspace: string; note?: string }) => {
      if (o.amount < 0 && !o.correction) {
        throw new CliError(`--amount ${o.amount} would lower the balance: pass --correction to make a correction`);
      }
      return withServices(async (s) => print(await grantCredits(s, o), o.json));
    });
}
