import type { PlayType } from '../../domain/vocabulary';

/**
 * The chat port: how core tells people about a new play (src/core/notifications). Adapter:
 * src/integrations/slack (Block Kit through the official client); the wiring in
 * src/core/adapters.ts picks it. Every failure is a `ChatCallError`.
 */

/** The fields of a play (the wire `Play` of src/core/plays/play.schema.ts) an alert shows. */
export interface PlayAlert {
  type: PlayType;
  person: { first_name: string | null; last_name: string | null; social_url: string | null };
  old_title: string | null;
  old_company: string | null;
  new_title: string | null;
  new_company: string | null;
  account_fit: boolean | null;
  contact_fit: boolean | null;
  segment: string;
  owner: string | null;
  opener: string;
  /** The play's notes: for churn_risk, the internal note for customer success (never part of the opener). */
  notes?: string | null;
  /**
   * The change the play came from, when the alert should carry the verdict buttons (the
   * workspace's Slack app has a signing secret for its interactivity request URL); else absent or null.
   */
  feedback_change_id?: string | null;
}

/** A chat call that failed: `retryable` says whether trying later can help; `retryAfterMs` comes from a 429. */
export class ChatCallError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ChatCallError';
  }
}

export interface ChatNotifier {
  /** Posts the alert (with a link to the play) to a channel (id or name); resolves to the channel id and message ts. */
  postToChannel(channel: string, alert: PlayAlert, link: string): Promise<{ channel: string; ts: string }>;
  /** Finds the chat user by email, opens the direct conversation and posts there. */
  postToUserByEmail(email: string, alert: PlayAlert, link: string): Promise<{ user: string; channel: string; ts: string }>;
  /** Posts a plain notice (a CRM connection that broke) to a channel. */
  postNotice(channel: string, text: string): Promise<{ channel: string; ts: string }>;
}
