/**
 * What the CRM says about the relationship, as an opener may say it (issue #26). Every
 * phrase here is backed by one stored fact and is empty without it, so a line never claims
 * more than the data shows: the account's dates (`relationship_start` is the first won deal,
 * `relationship_end` the churn date), the deal stage of the contact's opportunity (else its
 * account's) and the date of the last CRM activity with this contact.
 */
export interface OpenerRelationship {
  /** Deal stage as written in the CRM ("Proposal", "Negotiation/Review", "Closed Won" …). */
  deal_stage?: string | null;
  /** Date of the last CRM activity with this contact (YYYY-MM-DD). */
  last_activity?: string | null;
  /** Start of the relationship: the first won deal (YYYY-MM-DD). */
  relationship_start?: string | null;
  /** End of the relationship: the churn date (YYYY-MM-DD). */
  relationship_end?: string | null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2024-04-01" → "April 2024"; null for anything that is not a stored date. */
export function monthYear(date: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})/.exec(date ?? '');
  if (!m) return null;
  const month = MONTHS[Number(m[2]) - 1];
  return month ? `${month} ${m[1]}` : null;
}

/** Whole months from `from` to `to` (both YYYY-MM-DD…); null when either is missing. */
function monthsBetween(from: string | null | undefined, to: string | null | undefined): number | null {
  const a = /^(\d{4})-(\d{2})/.exec(from ?? '');
  const b = /^(\d{4})-(\d{2})/.exec(to ?? '');
  if (!a || !b) return null;
  return (Number(b[1]) - Number(a[1])) * 12 + Number(b[2]) - Number(a[2]);
}

/** " since April 2024" for a customer whose first won deal is known. */
export const customerSince = (r: OpenerRelationship): string => {
  const since = monthYear(r.relationship_start);
  return since ? ` since ${since}` : '';
};

/** " until March 2026" for a churned account whose churn date is known. */
export const usedUntil = (r: OpenerRelationship): string => {
  const until = monthYear(r.relationship_end);
  return until ? ` until ${until}` : '';
};

/** How far an open deal had gone, from its stage name: late (proposal and after), early, or unknown. */
export function dealProgress(r: OpenerRelationship): 'late' | 'early' | null {
  const stage = (r.deal_stage ?? '').toLowerCase();
  if (stage === '' || /closed|won|lost/.test(stage)) return null;
  if (/proposal|quote|negotiat|contract|commit|decision|review|verbal/.test(stage)) return 'late';
  if (/discover|qualif|appointment|demo|meeting|prospect|lead|intro|evaluat|needs/.test(stage)) return 'early';
  return null;
}

/**
 * The month of the last activity with this contact when it lies within two years before
 * `asOf` (the detection date): older contact is not worth naming. Null otherwise.
 */
export function lastInTouch(r: OpenerRelationship, asOf: string | null | undefined): string | null {
  const months = monthsBetween(r.last_activity, asOf);
  if (months === null || months < 0 || months > 24) return null;
  return monthYear(r.last_activity);
}
