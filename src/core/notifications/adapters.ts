import { type HubSpotWriter,hubSpotWriter } from '../../integrations/hubspot/writeback';
import { type SlackNotifier,slackNotifier } from '../../integrations/slack/client';
import type { Services } from '../context';
import type { HubSpotConfig, SlackConfig } from './integrations.service';
import type { NotificationAdapters } from './send-notification';

/** Where people open a play: `<PUBLIC_BASE_URL>/v1/plays/<id>` (the API; the app links the same id). */
export function playLinkBase(services: Services): string {
  const root = services.env.PUBLIC_BASE_URL ?? `http://localhost:${services.env.PORT}`;
  return `${root.replace(/\/+$/, '')}/v1/plays/`;
}

/** The real Slack and HubSpot clients, one per connection (token and base URL), reused across notifications. */
export function defaultAdapters(services: Services): NotificationAdapters {
  const slack = new Map<string, SlackNotifier>();
  const hubspot = new Map<string, HubSpotWriter>();
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
