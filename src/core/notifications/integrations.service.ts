import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';

import { query } from '../../db/query';
import type { IntegrationKind } from '../../domain/vocabulary';
import { ValidationError } from '../../shared/errors';
import type { Services } from '../context';
import { em as fork } from '../context';
import { openSecret, sealSecret, secretsKeyring } from '../webhooks/secret-box';
import { findWorkspace } from '../workspaces/workspace.service';

/**
 * Per-workspace connections to the chat tool (Slack) and the CRM (HubSpot), set through the
 * CLI and stored sealed (AES-256-GCM) in `integrations.config_enc`.
 */
export const SlackConfigSchema = z.object({
  token: z.string().regex(/^xox[bp]-/, 'a Slack bot token starts with xoxb-'),
  channel: z.string().min(1).meta({ description: 'channel id (C…) or name for play alerts' }),
  /** CRM owner (name or owner id, as on the contact) → the owner's email, for DMs. */
  owners: z.record(z.string(), z.email()).default({}),
  /**
   * The Slack app's signing secret: with it, the alerts carry verdict buttons and the app's
   * interactivity request URL is /slack/interactions/<workspace id> (verified with this secret).
   */
  signing_secret: z.string().min(16).max(200).optional(),
  /** Web API base (default https://slack.com/api/); a stand-in in tests. */
  api_url: z.url().optional(),
});
export type SlackConfig = z.infer<typeof SlackConfigSchema>;

export const HubSpotConfigSchema = z.object({
  token: z.string().min(10, 'a HubSpot private app access token'),
  /** API base (default https://api.hubapi.com); the EU data centre or a stand-in. */
  base_path: z.url().optional(),
});
export type HubSpotConfig = z.infer<typeof HubSpotConfigSchema>;

const SCHEMAS = { slack: SlackConfigSchema, hubspot: HubSpotConfigSchema } as const;
type ConfigOf<K extends IntegrationKind> = K extends 'slack' ? SlackConfig : HubSpotConfig;

function parse<K extends IntegrationKind>(kind: K, input: unknown): ConfigOf<K> {
  const parsed = SCHEMAS[kind].safeParse(input);
  if (!parsed.success) {
    throw new ValidationError(`Invalid ${kind} settings`, parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  return parsed.data as ConfigOf<K>;
}

/** Stores (replaces) a workspace's connection; `workspace` is an id or a slug. Returns what was stored, token masked. */
export async function setIntegration<K extends IntegrationKind>(
  services: Services,
  workspace: string,
  kind: K,
  input: unknown,
): Promise<{ workspace_id: string; kind: K; config: Record<string, unknown> }> {
  const ws = await findWorkspace(services, workspace);
  const config = parse(kind, input);
  const sealed = sealSecret(secretsKeyring(services.env), `integrations.${kind}`, JSON.stringify(config));
  const now = services.clock.now();
  await query(
    fork(services),
    `insert into integrations (workspace_id, kind, config_enc, created_at, updated_at) values (?, ?, ?, ?, ?)
     on conflict (workspace_id, kind) do update set config_enc = excluded.config_enc, updated_at = excluded.updated_at`,
    [ws.id, kind, sealed, now, now],
  );
  return { workspace_id: ws.id, kind, config: masked(config) };
}

export async function removeIntegration(services: Services, workspace: string, kind: IntegrationKind): Promise<{ removed: boolean }> {
  const ws = await findWorkspace(services, workspace);
  const rows = await query(fork(services), 'delete from integrations where workspace_id = ? and kind = ? returning kind', [ws.id, kind]);
  return { removed: rows.length > 0 };
}

export async function listIntegrations(
  services: Services,
  workspace: string,
): Promise<Array<{ kind: IntegrationKind; config: Record<string, unknown>; updated_at: string }>> {
  const ws = await findWorkspace(services, workspace);
  const rows = await query<{ kind: IntegrationKind; config_enc: string; updated_at: Date }>(
    fork(services),
    'select kind, config_enc, updated_at from integrations where workspace_id = ? order by kind',
    [ws.id],
  );
  return rows.map((r) => ({
    kind: r.kind,
    config: masked(JSON.parse(openSecret(secretsKeyring(services.env), `integrations.${r.kind}`, r.config_enc)) as Record<string, unknown>),
    updated_at: new Date(r.updated_at).toISOString(),
  }));
}

/** The workspace's connection of `kind`, or null when none is configured. */
export async function loadIntegration<K extends IntegrationKind>(
  services: Services,
  em: EntityManager,
  workspaceId: string,
  kind: K,
): Promise<ConfigOf<K> | null> {
  const [row] = await query<{ config_enc: string }>(em, 'select config_enc from integrations where workspace_id = ? and kind = ?', [
    workspaceId,
    kind,
  ]);
  if (!row) return null;
  return parse(kind, JSON.parse(openSecret(secretsKeyring(services.env), `integrations.${kind}`, row.config_enc)));
}

function masked(config: Record<string, unknown>): Record<string, unknown> {
  const token = typeof config.token === 'string' ? config.token : '';
  const shown: Record<string, unknown> = { ...config, token: `${token.slice(0, 5)}…${token.slice(-4)}` };
  if (typeof config.signing_secret === 'string') shown.signing_secret = '…';
  return shown;
}
