/**
 * The one place core picks its adapters (src/integrations): the chat notifier and the CRM
 * writer for notifications, the CRM reader for an import, the provider's change feed for the
 * scheduler's feed loop, the sandbox's admin clock for the test clock (src/runtime/service-clock.ts).
 * Everything else in core sees only the ports in ./ports.
 */
import type { Env, SchedulerConfig } from '../config/env';
import { type HubSpotClientOptions, hubSpotReader } from '../integrations/hubspot/hubspot-client';
import { hubSpotCrmReader } from '../integrations/hubspot/hubspot-crm-reader';
import { hubSpotWriter } from '../integrations/hubspot/hubspot-writer';
import { createPdlChangelogFeed } from '../integrations/pdl/pdl-changelog-feed';
import type { SalesforceClientOptions } from '../integrations/salesforce/salesforce-client';
import { salesforceConnector } from '../integrations/salesforce/salesforce-oauth';
import { salesforceCrmReader } from '../integrations/salesforce/salesforce-reader';
import { salesforceWriter } from '../integrations/salesforce/salesforce-writer';
import { readSandboxClock } from '../integrations/sandbox/admin-clock';
import { createSandboxChangeFeed } from '../integrations/sandbox/sandbox-change-feed';
import { slackNotifier } from '../integrations/slack/slack-notifier';
import type { Services } from './context';
import type { HubSpotConfig, SlackConfig } from './notifications/integrations.service';
import type { NotificationAdapters } from './notifications/notification-adapters';
import type { SalesforceConfig } from './notifications/salesforce-config';
import type { ChangeFeed } from './ports/change-feed';
import type { ChatNotifier } from './ports/chat-notifier';
import type { CrmReader, CrmSyncCursor, CrmWriter } from './ports/crm';
import type { CrmConnector } from './ports/crm-connect';

/** Where people open a play: `<PUBLIC_BASE_URL>/v1/plays/<id>` (the API; the app links the same id). */
export function playLinkBase(services: Services): string {
  const root = services.env.PUBLIC_BASE_URL ?? `http://localhost:${services.env.PORT}`;
  return `${root.replace(/\/+$/, '')}/v1/plays/`;
}

/** The real Slack and HubSpot clients, one per connection (token and base URL), reused across notifications. */
export function defaultAdapters(services: Services): NotificationAdapters {
  const slack = new Map<string, ChatNotifier>();
  const hubspot = new Map<string, CrmWriter>();
  const cached = <T>(map: Map<string, T>, key: string, make: () => T): T => {
    let value = map.get(key);
    if (!value) {
      if (map.size > 500) map.clear();
      value = make();
      map.set(key, value);
    }
    return value;
  };
  const base = playLinkBase(services);
  return {
    slack: (c: SlackConfig) => cached(slack, `${c.api_url ?? ''}|${c.token}`, () => slackNotifier({ token: c.token, apiUrl: c.api_url })),
    hubspot: (c: HubSpotConfig) =>
      cached(hubspot, `${c.base_path ?? ''}|${c.token}`, () => hubSpotWriter({ accessToken: c.token, basePath: c.base_path })),
    salesforce: (c: SalesforceConfig, onAccessToken: (token: string) => Promise<void>) => salesforceWriteBack(c, {}, onAccessToken),
    playLink: (play) => `${base}${play.id}`,
  };
}

/** Salesforce's writer for a stored connection and its field mapping. */
export function salesforceWriteBack(config: SalesforceConfig, tuning: SalesforceTuning, onAccessToken: (token: string) => Promise<void>): CrmWriter {
  const m = config.mapping;
  return salesforceWriter({
    ...salesforceSession(config, tuning, onAccessToken),
    fields: { profileUrl: m.profile_url_field, externalId: m.external_id_field, leftDate: m.left_company_date_field, leftCheckbox: m.left_company_checkbox_field },
  });
}

/** How to reach HubSpot for an import, besides the token (base URL, attempts, rate-limit waits). */
export type HubSpotConnection = Omit<HubSpotClientOptions, 'accessToken'>;

/** The CRM reader of an import from HubSpot. */
export function hubSpotImportReader(token: string, connection: HubSpotConnection): CrmReader {
  return hubSpotCrmReader({ ...connection, accessToken: token });
}

/**
 * A HubSpot connection's test call: reads the portal's owners (one light, read-only call per
 * 100 owners) with one attempt and no rate-limit waits. Resolves to how many were read; a
 * refusal or an unreachable host throws the reader's `CrmCallError`.
 */
export async function hubSpotConnectionCheck(config: HubSpotConfig): Promise<number> {
  const reader = hubSpotReader({ accessToken: config.token, basePath: config.base_path, attempts: 1, rateLimitRetries: 0 });
  return (await reader.owners()).length;
}

/** Salesforce's OAuth (web-server flow with PKCE, JWT bearer, revocation). */
export function salesforceConnectorPort(): CrmConnector {
  return salesforceConnector;
}

/** How to reach a Salesforce org besides the stored session: retries, polling, the limit reserve (tests shorten them). */
export type SalesforceTuning = Pick<SalesforceClientOptions, 'attempts' | 'backoffMs' | 'reserveShare' | 'pollIntervalMs'>;

/** The client options of a stored Salesforce connection; `onAccessToken` stores a refreshed token. */
export function salesforceSession(config: SalesforceConfig, tuning: SalesforceTuning, onAccessToken: (token: string) => Promise<void>): SalesforceClientOptions {
  return {
    ...tuning,
    loginUrl: config.login_url,
    instanceUrl: config.instance_url,
    clientId: config.client_id,
    clientSecret: config.client_secret,
    accessToken: config.access_token,
    refreshToken: config.refresh_token,
    jwt: config.auth === 'jwt_bearer' && config.username && config.private_key ? { username: config.username, privateKey: config.private_key } : null,
    onAccessToken,
  };
}

/** The CRM reader of a Salesforce import or sync (a delta from `cursor` when given). */
export function salesforceImportReader(session: SalesforceClientOptions, config: SalesforceConfig, cursor: CrmSyncCursor | null): CrmReader {
  return salesforceCrmReader({ ...session, mapping: config.mapping, bulkThreshold: config.mapping.bulk_threshold, cursor });
}

export const PDL_DEFAULT_FEED_URL = 'https://api.peopledatalabs.com';

type FeedConfig = Pick<SchedulerConfig, 'FEED_SOURCE' | 'FEED_URL' | 'FEED_API_KEY' | 'FEED_PDL_START_VERSION' | 'PROFILE_SOURCE_API_KEY'> &
  Pick<Env, 'PROFILE_SOURCE' | 'PROFILE_SOURCE_URL'>;

/**
 * The profile source's own change feed, or null (with why): the sandbox's feed when its URL is
 * configured (never a guessed default port another process may hold), People Data Labs' person
 * changelog from FEED_PDL_START_VERSION on.
 */
export function changeFeedFromConfig(env: FeedConfig): { feed: ChangeFeed | null; why: string } {
  if (env.FEED_SOURCE === 'off') return { feed: null, why: 'FEED_SOURCE=off' };
  const key = env.FEED_API_KEY ?? env.PROFILE_SOURCE_API_KEY;
  if (env.PROFILE_SOURCE === 'sandbox') {
    const url = env.FEED_URL ?? env.PROFILE_SOURCE_URL;
    if (!url) return { feed: null, why: 'no FEED_URL or PROFILE_SOURCE_URL for the sandbox feed' };
    return { feed: createSandboxChangeFeed({ baseUrl: url, apiKey: key ?? 'sandbox_test_key' }), why: `sandbox change feed at ${url}` };
  }
  if (!env.FEED_PDL_START_VERSION) return { feed: null, why: 'FEED_PDL_START_VERSION is not set' };
  if (!key) return { feed: null, why: 'no FEED_API_KEY or PROFILE_SOURCE_API_KEY for the PDL changelog' };
  const url = env.FEED_URL ?? env.PROFILE_SOURCE_URL ?? PDL_DEFAULT_FEED_URL;
  return {
    feed: createPdlChangelogFeed({ apiKey: key, baseUrl: url, startVersion: env.FEED_PDL_START_VERSION }),
    why: `PDL person changelog at ${url} from release ${env.FEED_PDL_START_VERSION}`,
  };
}

/** The sandbox's admin clock (`GET /admin/clock`), which the service's test clock follows. */
export const readSandboxAdminClock: typeof readSandboxClock = readSandboxClock;
