/**
 * The kinds of play (recommended action) a change makes. Openers, samples and anything
 * else per play type are `Record<PlayType, …>`, so adding a type here makes the compiler list
 * every place that needs a word for it.
 */

/** The sales plays, by fit: direct (both fit), referral (account only), watch (contact only), archive (neither). */
export const SALES_PLAY_TYPES = ['direct', 'referral', 'watch', 'archive'] as const;
export type SalesPlayType = (typeof SALES_PLAY_TYPES)[number];

export const PLAY_TYPES = [...SALES_PLAY_TYPES, 'promotion', 'churn_risk'] as const;
export type PlayType = (typeof PLAY_TYPES)[number];

/** The play types a workspace can choose to be alerted about or to write to the CRM: all but archive. */
export const ALERT_PLAY_TYPES = PLAY_TYPES.filter((t): t is Exclude<PlayType, 'archive'> => t !== 'archive');
export type AlertPlayType = (typeof ALERT_PLAY_TYPES)[number];

/** How a play type reads to a person (chat alerts). Beside the list, so a new type is named where it is added. */
export const PLAY_TYPE_LABELS: Readonly<Record<PlayType, string>> = {
  direct: 'Direct play',
  referral: 'Referral play',
  watch: 'Watch',
  archive: 'Archived',
  promotion: 'Promotion',
  churn_risk: 'Churn risk',
};
