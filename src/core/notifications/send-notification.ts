import { query } from '../../db/query';
import { companyKey } from '../../domain/company/company-key';
import type { WritebackMode } from '../../domain/vocabulary';
import type { Services } from '../context';
import { em as fork } from '../context';
import { toPlay } from '../plays/play.query';
import type { Play } from '../plays/play.schema';
import { ChatCallError, type PlayAlert } from '../ports/chat-notifier';
import { CrmCallError, type WritebackInput, WritebackSkipped } from '../ports/crm';
import { loadIntegration, type SlackConfig } from './integrations.service';
import type { NotificationAdapters } from './notification-adapters';
import type { ClaimedNotification, NotificationOutcome } from './notification-queue';
import type { SalesforceConfig } from './salesforce-config';
import { markSalesforceBroken, storeSalesforceToken } from './salesforce-connection';


interface PlayContext {
  play: Play;
  change_id: string;
  contact_email: string | null;
  crm_id: string | null;
  crm_provider: string | null;
  profile_id: string;
  crm_mode: WritebackMode;
}

type Row = Record<string, unknown>;

async function loadContext(services: Services, n: ClaimedNotification): Promise<PlayContext | null> {
  const [row] = await query<Row>(
    fork(services),
    `select pl.*, c.email as contact_email, c.crm_id as contact_crm_id, c.crm_provider as contact_crm_provider, s.crm_writeback_mode
       from plays pl
       left join contacts c on c.id = pl.contact_id
       join workspace_settings s on s.workspace_id = pl.workspace_id
      where pl.id = ? and pl.workspace_id = ?`,
    [n.play_id, n.workspace_id],
  );
  if (!row) return null;
  return {
    play: toPlay(row),
    change_id: row.change_id as string,
    contact_email: (row.contact_email as string | null) ?? null,
    crm_id: (row.contact_crm_id as string | null) ?? null,
    crm_provider: (row.contact_crm_provider as string | null) ?? null,
    profile_id: row.profile_id as string,
    crm_mode: row.crm_writeback_mode as PlayContext['crm_mode'],
  };
}

/** Domain of the new employer: from the network company of the person's position there, else a matching imported account. */
async function newCompanyDomain(services: Services, workspaceId: string, ctx: PlayContext): Promise<string | null> {
  const company = ctx.play.new_company;
  if (!company) return null;
  const em = fork(services);
  const [net] = await query<{ domain: string }>(
    em,
    `select nc.domain from positions po join network_companies nc on nc.social_id = po.company_social_id
      where po.profile_id = ? and po.company = ? and nc.domain is not null order by po.id desc limit 1`,
    [ctx.profile_id, company],
  );
  if (net) return net.domain;
  const [acc] = await query<{ domain: string }>(
    em,
    'select domain from accounts where workspace_id = ? and name_norm = ? and domain is not null order by updated_at desc limit 1',
    [workspaceId, companyKey(company)],
  );
  return acc?.domain ?? null;
}

function chatOutcome(err: unknown): NotificationOutcome {
  if (err instanceof ChatCallError) {
    return err.retryable
      ? { status: 'retry', error: err.message, retryAfterMs: err.retryAfterMs ?? undefined }
      : { status: 'failed', error: err.message };
  }
  return { status: 'retry', error: err instanceof Error ? err.message : String(err) };
}

function crmOutcome(err: unknown): NotificationOutcome {
  if (err instanceof WritebackSkipped) return { status: 'skipped', reason: err.message };
  if (!(err instanceof CrmCallError)) return { status: 'retry', error: err instanceof Error ? err.message : String(err) };
  // 429, 5xx and unreachable are worth another try; other answers (bad token, missing property …) are not.
  if (err.status === null || err.status === 429 || err.status >= 500) {
    return { status: 'retry', error: err.message, retryAfterMs: err.retryAfterMs ?? undefined };
  }
  return { status: 'failed', error: err.message };
}

/** The owner's email for a DM: the Slack connection's owner directory (by owner id, then name), else HubSpot's owners. */
async function ownerEmail(services: Services, adapters: NotificationAdapters, n: ClaimedNotification, slack: SlackConfig, play: Play) {
  const byKey = new Map(Object.entries(slack.owners).map(([k, v]) => [k.trim().toLowerCase(), v]));
  const fromDirectory = (play.owner_id && byKey.get(play.owner_id.toLowerCase())) || (play.owner && byKey.get(play.owner.trim().toLowerCase()));
  if (fromDirectory) return fromDirectory;
  if (!play.owner_id || !/^\d+$/.test(play.owner_id)) return null;
  const hubspot = await loadIntegration(services, fork(services), n.workspace_id, 'hubspot');
  return hubspot ? adapters.hubspot(hubspot).ownerEmail(play.owner_id) : null;
}

async function sendChat(
  services: Services,
  adapters: NotificationAdapters,
  n: ClaimedNotification,
  ctx: PlayContext,
): Promise<NotificationOutcome> {
  const slack = await loadIntegration(services, fork(services), n.workspace_id, 'slack');
  if (!slack) return { status: 'skipped', reason: 'Slack is not connected (tracker integrations slack set)' };
  const link = adapters.playLink(ctx.play);
  const client = adapters.slack(slack);
  // With the app's signing secret the alert carries the verdict buttons (POST /slack/interactions/<workspace>).
  const alert: PlayAlert = { ...ctx.play, feedback_change_id: slack.signing_secret ? ctx.change_id : null };
  try {
    if (n.channel === 'chat_channel') {
      const posted = await client.postToChannel(slack.channel, alert, link);
      return { status: 'sent', result: { channel: posted.channel, ts: posted.ts } };
    }
    if (!ctx.play.owner && !ctx.play.owner_id) return { status: 'skipped', reason: 'the contact has no CRM owner' };
    let email: string | null;
    try {
      email = await ownerEmail(services, adapters, n, slack, ctx.play);
    } catch (err) {
      return crmOutcome(err);
    }
    if (!email) {
      return {
        status: 'skipped',
        reason: `no email known for owner ${ctx.play.owner ?? ctx.play.owner_id}; add --owner "<name>=<email>" to the Slack connection`,
      };
    }
    const posted = await client.postToUserByEmail(email, alert, link);
    return { status: 'sent', result: { user: posted.user, channel: posted.channel, ts: posted.ts, email } };
  } catch (err) {
    return chatOutcome(err);
  }
}

/** The play as the CRM writers take it, for a contact whose CRM record is known when it came from `provider`. */
async function writebackInput(services: Services, n: ClaimedNotification, ctx: PlayContext, provider: string): Promise<WritebackInput> {
  const { play } = ctx;
  const fromThisCrm = ctx.crm_provider?.toLowerCase() === provider;
  return {
    // A promotion stays at the same employer: the record is updated in place whatever the mode.
    mode: play.type === 'promotion' ? 'update_existing' : ctx.crm_mode,
    first_name: play.person.first_name,
    last_name: play.person.last_name,
    old_company: play.old_company,
    old_title: play.old_title,
    new_company: play.new_company,
    new_title: play.new_title,
    social_url: play.person.social_url,
    // The CRM's address belongs to the old job; only a found one can be the new job's.
    new_email: play.email && play.email_status !== 'crm' && play.email !== ctx.contact_email ? play.email : null,
    new_company_domain: await newCompanyDomain(services, n.workspace_id, ctx),
    old_record_id: fromThisCrm ? ctx.crm_id : null,
    old_email: ctx.contact_email,
    owner_id: fromThisCrm ? play.owner_id : null,
    detected_at: play.detected_at,
    external_key: play.id,
    opener: play.opener,
  };
}

async function sendCrm(services: Services, adapters: NotificationAdapters, n: ClaimedNotification, ctx: PlayContext): Promise<NotificationOutcome> {
  const salesforce = adapters.salesforce ? await loadIntegration(services, fork(services), n.workspace_id, 'salesforce') : null;
  if (salesforce && ctx.crm_provider?.toLowerCase() !== 'hubspot') return sendSalesforce(services, adapters, n, ctx, salesforce);
  const hubspot = await loadIntegration(services, fork(services), n.workspace_id, 'hubspot');
  if (!hubspot) return { status: 'skipped', reason: 'no CRM is connected (tracker integrations hubspot set, tracker connect salesforce)' };
  try {
    const result = await adapters.hubspot(hubspot).writeBack(await writebackInput(services, n, ctx, 'hubspot'));
    return { status: 'sent', result: { ...result }, crmRecordId: result.record_id };
  } catch (err) {
    return crmOutcome(err);
  }
}

/** Salesforce's write-back; a refused refresh marks the connection broken (and fails the notification). */
async function sendSalesforce(
  services: Services,
  adapters: NotificationAdapters,
  n: ClaimedNotification,
  ctx: PlayContext,
  config: SalesforceConfig,
): Promise<NotificationOutcome> {
  if (config.broken) return { status: 'failed', error: `the Salesforce connection is broken (${config.broken}); connect again` };
  try {
    const writer = adapters.salesforce!(config, (token) => storeSalesforceToken(services, n.workspace_id, token));
    const result = await writer.writeBack(await writebackInput(services, n, ctx, 'salesforce'));
    return { status: 'sent', result: { provider: 'salesforce', ...result }, crmRecordId: result.record_id };
  } catch (err) {
    if (err instanceof CrmCallError && err.status === 401) await markSalesforceBroken(services, adapters, n.workspace_id, err.message);
    return crmOutcome(err);
  }
}

/** Sends one notification through its channel and says how it went; never throws for an outside failure. */
export async function sendNotification(
  services: Services,
  adapters: NotificationAdapters,
  n: ClaimedNotification,
): Promise<NotificationOutcome> {
  const ctx = await loadContext(services, n);
  if (!ctx) return { status: 'skipped', reason: 'the play no longer exists' };
  return n.channel === 'crm' ? sendCrm(services, adapters, n, ctx) : sendChat(services, adapters, n, ctx);
}
