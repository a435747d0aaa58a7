import { type Command, InvalidArgumentError, Option } from 'commander';

import { listIntegrations, removeIntegration, setIntegration } from '../core/notifications/integrations.service';
import { withServices } from './connect';
import { print } from './output';

const json = new Option('--json', 'print JSON');

/** `--owner "Dana Whitfield=dana@acme.com"`, repeatable: CRM owner (name or owner id) → email. */
function ownerPair(value: string, previous: Record<string, string> = {}): Record<string, string> {
  const at = value.lastIndexOf('=');
  const key = value.slice(0, at).trim();
  const email = value.slice(at + 1).trim();
  if (at <= 0 || !key || !email.includes('@')) throw new InvalidArgumentError('use "<owner name or id>=<email>"');
  return { ...previous, [key]: email };
}

/** One printable row per connection: config fields inline, the owner directory as `name=email` pairs. */
function flat(r: { kind: string; config: Record<string, unknown>; [k: string]: unknown }): Record<string, unknown> {
  const { config, ...rest } = r;
  const owners = config.owners as Record<string, string> | undefined;
  return {
    ...rest,
    ...config,
    ...(owners ? { owners: Object.entries(owners).map(([k, v]) => `${k}=${v}`).join(', ') || '(none)' } : {}),
  };
}

/** `tracker integrations ...`: per-workspace Slack and HubSpot connections, stored encrypted. */
export function registerIntegrations(program: Command): void {
  const integrations = program.command('integrations').description('chat alerts (Slack) and CRM write-back (HubSpot) connections');

  integrations
    .command('list')
    .description('connections of a workspace (tokens masked)')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .addOption(json)
    .action((o) => withServices(async (s) => {
      const rows = await listIntegrations(s, o.workspace);
      print(o.json ? rows : rows.map(flat), o.json);
    }));

  const slack = integrations.command('slack').description('Slack: channel alerts and DMs to CRM owners');
  slack
    .command('set')
    .description('connect (or replace) the workspace\'s Slack bot')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .requiredOption('--token <token>', 'bot token (xoxb-…) with chat:write, users:read.email, im:write')
    .requiredOption('--channel <channel>', 'channel id (C…) or name for play alerts; invite the bot there')
    .option('--owner <name=email>', 'CRM owner (name or id) → email, for DMs; repeatable', ownerPair, {})
    .option(
      '--signing-secret <secret>',
      'the Slack app\'s signing secret: alerts get verdict buttons; set the app\'s interactivity request URL to <base>/slack/interactions/<workspace id>',
    )
    .addOption(new Option('--api-url <url>', 'Web API base URL (default https://slack.com/api/)').hideHelp())
    .addOption(json)
    .action((o) =>
      withServices(async (s) =>
        {
          const r = await setIntegration(s, o.workspace, 'slack', {
            token: o.token, channel: o.channel, owners: o.owner, signing_secret: o.signingSecret, api_url: o.apiUrl,
          });
          print(o.json ? r : flat(r), o.json);
        },
      ),
    );
  slack
    .command('remove')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .addOption(json)
    .action((o) => withServices(async (s) => print(await removeIntegration(s, o.workspace, 'slack'), o.json)));

  const hubspot = integrations.command('hubspot').description('HubSpot: write plays back to the CRM');
  hubspot
    .command('set')
    .description('connect (or replace) the workspace\'s HubSpot private app')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .requiredOption('--token <token>', 'private app access token (crm.objects.contacts.write, crm.objects.companies.write, …)')
    .option('--base-path <url>', 'API base URL (default https://api.hubapi.com)')
    .addOption(json)
    .action((o) =>
      withServices(async (s) => {
        const r = await setIntegration(s, o.workspace, 'hubspot', { token: o.token, base_path: o.basePath });
        print(o.json ? r : flat(r), o.json);
      }),
    );
  hubspot
    .command('remove')
    .requiredOption('--workspace <workspace>', 'workspace id or slug')
    .addOption(json)
    .action((o) => withServices(async (s) => print(await removeIntegration(s, o.workspace, 'hubspot'), o.json)));
}
