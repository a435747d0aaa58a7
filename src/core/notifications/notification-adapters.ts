import type { Play } from '../plays/play.schema';
import type { ChatNotifier } from '../ports/chat-notifier';
import type { CrmWriter } from '../ports/crm';
import type { HubSpotConfig, SlackConfig } from './integrations.service';
import type { SalesforceConfig } from './salesforce-config';

/** The outside services a notification may use; tests point them at stand-ins. */
export interface NotificationAdapters {
  slack(config: SlackConfig): ChatNotifier;
  hubspot(config: HubSpotConfig): CrmWriter;
  /** Salesforce's writer for a stored connection; `onAccessToken` stores a refreshed token. */
  salesforce?(config: SalesforceConfig, onAccessToken: (token: string) => Promise<void>): CrmWriter;
  /** Where a person opens the play (the alert's button). */
  playLink(play: Play): string;
}
