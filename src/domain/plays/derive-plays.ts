import type { ChangeType, PlayType, SalesPlayType, Segment } from '../vocabulary';

export type { PlayType, SalesPlayType } from '../vocabulary';

export interface PlayDerivationInput {
  change_type: ChangeType;
  /** null when the workspace has no account rules: no rules means every company fits. */
  account_fit: boolean | null;
  /** null when the workspace has no contact rules: no rules means every role fits. */
  contact_fit: boolean | null;
  /** Relationship with the person where they left (contact segment, else their account's). */
  segment: Segment;
  track_promotions: boolean;
}

/** direct (both fit), referral (account only), watch (contact only), archive (neither). A null fit counts as a fit. */
export function salesPlayType(accountFit: boolean | null, contactFit: boolean | null): SalesPlayType {
  const account = accountFit ?? true;
  const contact = contactFit ?? true;
  if (account && contact) return 'direct';
  if (account) return 'referral';
  if (contact) return 'watch';
  return 'archive';
}

/**
 * The plays a change produces:
 * - moved: one sales play by fit (direct / referral / watch / archive), plus churn_risk
 *   when the person left a customer;
 * - left: churn_risk when the person left a customer, nothing else (there is no new
 *   company to sell to);
 * - promoted: promotion when `track_promotions` is on (fits are recorded, not required);
 *   never churn_risk (same employer);
 * - title_changed and profile_not_found: none.
 */
export function derivePlays(input: PlayDerivationInput): PlayType[] {
  const leftCustomer = input.segment === 'customer';
  switch (input.change_type) {
    case 'moved': {
      const sales = salesPlayType(input.account_fit, input.contact_fit);
      return leftCustomer ? [sales, 'churn_risk'] : [sales];
    }
    case 'left':
      return leftCustomer ? ['churn_risk'] : [];
    case 'promoted':
      return input.track_promotions ? ['promotion'] : [];
    case 'title_changed':
    case 'profile_not_found':
      return [];
  }
}
