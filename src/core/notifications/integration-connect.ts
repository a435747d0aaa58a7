import { z } from 'zod';

import type { IntegrationKind } from '../../domain/vocabulary';
import { NotFoundError } from '../../shared/errors';
import { defaultAdapters, hubSpotConnectionCheck } from '../adapters';
import type { Services } from '../context';
import { em as fork } from '../context';
import { ChatCallError } from '../ports/chat-notifier';
import { CrmCallError } from '../ports/crm';
import { HubSpotConfigSchema, listIntegrations, loadIntegration, removeIntegration, setIntegration, SlackConfigSchema } from './integrations.service';

/**
 * Slack and HubSpot connections over REST (extension, issue #23): what `tracker integrations
 * slack|hubspot set|remove|list` does, for the app's Integrations page, through the same
 * functions (integrations.service.ts), plus a test call. The Web API base is the service's
 * (SLACK_API_URL / HUBSPOT_API_URL), never the caller's: a connection can send its token nowhere else.
 */
export type ChatCrmKind = Extract<IntegrationKind, 'slack' | 'hubspot'>;

const { token, channel, signing_secret: signingSecret } = SlackConfigSchema.shape;

export const SlackConnectSchema = z
  .strictObject({
    token: token.meta({ description: 'bot token (xoxb-…) with chat:write, users:read.email, im:write' }),
    channel: channel.meta({ description: 'channel id (C…) or name for play alerts; invite the bot there' }),
    owners: z.record(z.string(), z.email()).optional().meta({ description: 'CRM owner (name or owner id, as on the contact) → email, for direct messages' }),
    signing_secret: signingSecret.meta({
      description: 'the Slack app\'s signing secret: alerts get verdict buttons; its interactivity request URL is <base>/slack/interactions/<workspace id>',
    }),
  })
  .meta({ id: 'SlackConnect' });

export const HubSpotConnectSchema = z
  .strictObject({
    token: HubSpotConfigSchema.shape.token.meta({ description: 'private app access token (crm.objects.contacts.write, crm.objects.companies.write, …)' }),
  })
  .meta({ id: 'HubSpotConnect' });

export const IntegrationConnectionSchema = z
  .object({
    kind: z.enum(['slack', 'hubspot']),
    config: z.record(z.string(), z.unknown()).meta({ description: 'what is stored, secrets masked (token `xoxb-…abcd`, signing secret `…`)' }),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'IntegrationConnection' });

export const IntegrationTestResultSchema = z
  .object({
    ok: z.boolean(),
    code: z.string().nullable().meta({ description: 'the provider\'s error code when the call failed (invalid_auth, channel_not_found, http_401 …)' }),
    message: z.string().meta({ description: 'what happened, in plain words' }),
  })
  .meta({ id: 'IntegrationTestResult' });

export const IntegrationRemovedSchema = z.object({ removed: z.boolean() }).meta({ id: 'IntegrationRemoved' });

export type IntegrationConnection = z.infer<typeof IntegrationConnectionSchema>;
export type IntegrationTestResult = z.infer<typeof IntegrationTestResultSchema>;

/** How each provider is named in messages and operation ids. */
export const CHAT_CRM_NAMES: Record<ChatCrmKind, string> = { slack: 'Slack', hubspot: 'HubSpot' };
const NAMES = CHAT_CRM_NAMES;

/** GET: the stored connection (secrets masked); 404 when the workspace has none. */
export async function integrationConnection(services: Services, workspaceId: string, kind: ChatCrmKind): Promise<IntegrationConnection> {
  const found = (await listIntegrations(services, workspaceId)).find((r) => r.kind === kind);
  if (!found) throw new NotFoundError(`${NAMES[kind]} connection`, `This workspace has no ${NAMES[kind]} connection`);
  return { kind, config: found.config, updated_at: found.updated_at };
}

/** PUT: connects (or replaces) Slack, as `tracker integrations slack set` does. */
export async function connectSlack(services: Services, workspaceId: string, body: z.infer<typeof SlackConnectSchema>): Promise<IntegrationConnection> {
  await setIntegration(services, workspaceId, 'slack', { ...body, api_url: services.env.SLACK_API_URL });
  return integrationConnection(services, workspaceId, 'slack');
}

/** PUT: connects (or replaces) HubSpot, as `tracker integrations hubspot set` does. */
export async function connectHubSpot(services: Services, workspaceId: string, body: z.infer<typeof HubSpotConnectSchema>): Promise<IntegrationConnection> {
  await setIntegration(services, workspaceId, 'hubspot', { token: body.token, base_path: services.env.HUBSPOT_API_URL });
  return integrationConnection(services, workspaceId, 'hubspot');
}

export function disconnectIntegration(services: Services, workspaceId: string, kind: ChatCrmKind): Promise<{ removed: boolean }> {
  return removeIntegration(services, workspaceId, kind);
}

async function stored<K extends ChatCrmKind>(services: Services, workspaceId: string, kind: K) {
  const config = await loadIntegration(services, fork(services), workspaceId, kind);
  if (!config) throw new NotFoundError(`${NAMES[kind]} connection`, `This workspace has no ${NAMES[kind]} connection`);
  return config;
}

/**
 * POST …/test: a real call with the stored connection. Slack: a notice in the alert channel.
 * HubSpot: the owners read (read-only). A refused or failed call is an answer (`ok: false` with
 * the provider's code), not an error of this API.
 */
export async function testIntegration(services: Services, workspaceId: string, kind: ChatCrmKind): Promise<IntegrationTestResult> {
  try {
    if (kind === 'slack') {
      const config = await stored(services, workspaceId, 'slack');
      const posted = await defaultAdapters(services).slack(config).postNotice(
        config.channel,
        'Test from the job-change tracker: play alerts for this workspace will be posted in this channel.',
      );
      return { ok: true, code: null, message: `Posted a test message in ${posted.channel}` };
    }
    const owners = await hubSpotConnectionCheck(await stored(services, workspaceId, 'hubspot'));
    return { ok: true, code: null, message: `Reached HubSpot with the token: ${owners} owner${owners === 1 ? '' : 's'} read` };
  } catch (err) {
    if (err instanceof ChatCallError) return { ok: false, code: err.code, message: `Slack refused the test message: ${err.message}` };
    if (err instanceof CrmCallError) return { ok: false, code: err.status === null ? 'unreachable' : `http_${err.status}`, message: err.message };
    throw err;
  }
}
