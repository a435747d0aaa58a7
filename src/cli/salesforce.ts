import { readFileSync } from 'node:fs';

import { type Command, Option } from 'commander';

import type { Caller } from '../core/context';
import { importSalesforce, previewSalesforceImport } from '../core/imports/salesforce-import';
import {
  connectSalesforceJwt,
  disconnectSalesforce,
  salesforceStatus,
  startSalesforceConnect,
} from '../core/notifications/salesforce-connect';
import { findWorkspace } from '../core/workspaces/workspace.service';
import { withServices } from './connect';
import { cliIo } from './io';
import { print } from './output';

const json = () => new Option('--json', 'print JSON');

function cliCaller(workspaceId: string): Caller {
  return { workspaceId, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: 'cli' };
}

type ConnectOptions = {
  workspace: string;
  loginUrl?: string;
  clientId?: string;
  redirectUri?: string;
  username?: string;
  keyFile?: string;
  status?: boolean;
  disconnect?: boolean;
  json?: boolean;
};

/**
 * `tracker connect salesforce`: prints the org's login URL (web-server flow with PKCE; the running
 * gateway's callback stores the tokens), or connects with a certificate (`--username --key-file`,
 * JWT bearer); `--status` shows the connection, `--disconnect` revokes and forgets it.
 */
export function registerConnect(program: Command): void {
  program
    .command('connect')
    .description('connect a CRM by OAuth')
    .command('salesforce')
    .description('connect the workspace to a Salesforce org (login URL to open, or --username/--key-file for the JWT bearer flow)')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .option('--login-url <url>', 'https://login.salesforce.com (default $SALESFORCE_LOGIN_URL), https://test.salesforce.com or a My Domain')
    .option('--client-id <key>', 'connected app consumer key (default $SALESFORCE_CLIENT_ID)')
    .option('--redirect-uri <url>', 'callback URL (default <PUBLIC_BASE_URL>/integrations/salesforce/callback)')
    .option('--username <user>', 'JWT bearer: the Salesforce user the service acts as')
    .option('--key-file <pem>', 'JWT bearer: the connected app certificate\'s private key (PEM file)')
    .option('--status', 'show the connection')
    .option('--disconnect', 'revoke the refresh token and forget the connection')
    .addOption(json())
    .action((o: ConnectOptions) =>
      withServices(async (s) => {
        const ws = await findWorkspace(s, o.workspace);
        if (o.status) return print(await salesforceStatus(s, ws.id), o.json);
        if (o.disconnect) return print(await disconnectSalesforce(s, ws.id), o.json);
        if (o.username || o.keyFile) {
          const privateKey = o.keyFile ? readFileSync(o.keyFile, 'utf8') : '';
          return print(await connectSalesforceJwt(s, ws.id, { login_url: o.loginUrl, consumer_key: o.clientId, username: o.username ?? '', private_key: privateKey }), o.json);
        }
        const started = await startSalesforceConnect(s, ws.id, { login_url: o.loginUrl, consumer_key: o.clientId, redirect_uri: o.redirectUri });
        if (o.json) return print(started, true);
        cliIo().stdout.write(`Open this link and log in to the org (it works until ${started.expires_at}):\n\n  ${started.authorization_url}\n\n` +
          `Salesforce sends the browser back to ${started.redirect_uri}; the service must be running there.\n`);
      }),
    );
}

/** `tracker import salesforce`: `--preview` the mapping first; then the first import, later deltas. */
export function registerSalesforceImport(command: Command): void {
  command
    .command('salesforce')
    .description('import (or sync the changes since the last import) Users, Accounts, Opportunities and Contacts from the connected Salesforce org')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .option('--preview', 'show what the current field mapping would import; the first import needs one')
    .option('--full', 'read everything again instead of the changes since the last sync')
    .addOption(json())
    .action((o: { workspace: string; preview?: boolean; full?: boolean; json?: boolean }) =>
      withServices(async (s) => {
        const caller = cliCaller((await findWorkspace(s, o.workspace)).id);
        if (o.preview) {
          const preview = await previewSalesforceImport(s, caller);
          return print(o.json ? preview : { ...preview, mapping: JSON.stringify(preview.mapping), read: JSON.stringify(preview.read), sample: preview.sample.length, rejected: preview.rejected_count }, o.json);
        }
        const result = await importSalesforce(s, caller, {});
        const { rejected, warnings, accounts_rejected, accounts_warnings, batches, summary, read, ...rest } = result;
        print(o.json ? result : { ...rest, ...read, rejected: rejected.length, warnings: warnings.length, accounts_rejected: accounts_rejected.length, accounts_warnings: accounts_warnings.length, batches: batches.length, ...summary }, o.json);
      }),
    );
}
