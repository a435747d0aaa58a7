/**
 * The one place core picks its adapters (src/integrations): the chat notifier and the CRM
 * writer for notifications, the CRM reader for an import. Everything else in core sees only
 * the ports in ./ports.
 */
import type { HubSpotClientOptions } from '../integrations/hubspot/hubspot-client';
import { hubSpotCrmReader } from '../integrations/hubspot/hubspot-crm-reader';
import { hubSpotWriter } from '../integrations/hubspot/hubspot-writer';
import { slackNotifier } from '../integrations/slack/slack-notifier';
import type { Services } from './context';
import type { HubSpotConfig, SlackConfig } from './notifications/integrations.service';
import type { NotificationAdapters } from './notifications/send-notification';
import type { ChatNotifier } from './ports/chat-notifier';
import type { CrmReader, CrmWriter } from './ports/crm';

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
    playLink: (play) => `${base}${play.id}`,
  };
}

/** How to reach HubSpot for an import, besides the token (base URL, attempts, rate-limit waits). */
export type HubSpotConnection = Omit<HubSpotClientOptions, 'accessToken'>;

/** The CRM reader of an import from HubSpot. */
export function hubSpotImportReader(token: string, connection: HubSpotConnection): CrmReader {
  return hubSpotCrmReader({ ...connection, accessToken: token });
}
