/** The words of a workspace's settings, rules, credits and connected systems. */

/** How often a workspace's profiles are checked. */
export const REFRESH_CADENCES = ['weekly', 'biweekly', 'monthly', 'quarterly'] as const;
export type RefreshCadence = (typeof REFRESH_CADENCES)[number];
/** `cadence` (the contract's default) or `adaptive` (planned daily within a budget; docs/freshness.md). */
export const REFRESH_STRATEGIES = ['cadence', 'adaptive'] as const;
export type RefreshStrategy = (typeof REFRESH_STRATEGIES)[number];

/** How a play is written back to the CRM. */
export const WRITEBACK_MODES = ['create_new', 'update_existing'] as const;
export type WritebackMode = (typeof WRITEBACK_MODES)[number];

/** Whether a workspace may use the service (suspended: every key refused, runs paused). */
export const WORKSPACE_STATUSES = ['active', 'suspended'] as const;
export type WorkspaceStatus = (typeof WORKSPACE_STATUSES)[number];

/** The two ideal customer profiles: the company (account) and the person's role (contact). */
export const ICP_KINDS = ['account', 'contact'] as const;
export type IcpKind = (typeof ICP_KINDS)[number];

/** What an API key or OAuth token may do. */
export const SCOPES = ['read', 'write'] as const;
export type Scope = (typeof SCOPES)[number];

/** Lines of the credit ledger. */
export const CREDIT_KINDS = ['grant', 'check', 'email', 'adjustment'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** Connected outside systems a workspace can configure. */
export const INTEGRATION_KINDS = ['slack', 'hubspot', 'salesforce'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];

/** CRMs whose records a contact may come from (`contacts.crm_provider`) and that plays are written back to. */
export const CRM_PROVIDERS = ['hubspot', 'salesforce'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

/** Where a play's notification goes. */
export const NOTIFICATION_CHANNELS = ['chat_channel', 'chat_dm', 'crm'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** The two tokens the OAuth authorization server issues. */
export const OAUTH_TOKEN_KINDS = ['access', 'refresh'] as const;
export type OAuthTokenKind = (typeof OAUTH_TOKEN_KINDS)[number];

/** What a person signed in to the app may do: `admin` everything, `member` read and work the plays (docs/app.md). */
export const USER_ROLES = ['admin', 'member'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** How a workspace's openers read: `warm` (the default wording) or `formal` (no contractions, no exclamation marks). */
export const OPENER_TONES = ['warm', 'formal'] as const;
export type OpenerTone = (typeof OPENER_TONES)[number];
