/**
 * What the client program needs that only the database can provide: a play, a paused run and two contacts waiting
 * in review. Its own file, free of the generated types, so the typed-client test can import it too.
 */
export interface Seeds {
  playId: string;
  pausedRunId: string;
  webhookUrl: string;
  /** Two contacts in pending_review, each with one proposed candidate: one is confirmed, the other rejected. */
  review: Array<{ contactId: string; candidateId: string }>;
  /** A user of the Salesforce stand-in (the service's SALESFORCE_LOGIN_URL) and the connected app's private key. */
  salesforce: { username: string; privateKey: string };
  /** An admin of the workspace with a password: the app's sign-in and key management. */
  admin: { email: string; password: string };
  /** Tokens the Slack and HubSpot stand-ins (SLACK_API_URL, HUBSPOT_API_URL) accept, and the Slack channel they know. */
  chatCrm: { slackToken: string; channel: string; hubspotToken: string };
}
