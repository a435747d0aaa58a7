import { describe, expect, it } from 'vitest';

import { SEGMENTS } from '../../../src/domain/normalise';
import { derivePlays, type PlayType } from '../../../src/domain/plays';
import { CHANGE_TYPES, type ChangeType } from '../../../src/domain/vocabulary';

const FITS = [true, false, null] as const;

/** The sales play by (account fit, contact fit); null = no rules set = fits. */
const SALES: Record<string, PlayType> = {
  'true,true': 'direct',
  'true,false': 'referral',
  'true,null': 'direct',
  'false,true': 'watch',
  'false,false': 'archive',
  'false,null': 'watch',
  'null,true': 'direct',
  'null,false': 'referral',
  'null,null': 'direct',
};

function expected(type: ChangeType, account: boolean | null, contact: boolean | null, segment: string, promotions: boolean): PlayType[] {
  const churn: PlayType[] = segment === 'customer' ? ['churn_risk'] : [];
  if (type === 'moved') return [SALES[`${account},${contact}`]!, ...churn];
  if (type === 'left') return churn;
  if (type === 'promoted') return promotions ? ['promotion'] : [];
  return [];
}

const TABLE = CHANGE_TYPES.flatMap((type) =>
  FITS.flatMap((account) =>
    FITS.flatMap((contact) =>
      SEGMENTS.flatMap((segment) =>
        [true, false].map((promotions) => [type, account, contact, segment, promotions, expected(type, account, contact, segment, promotions)] as const),
      ),
    ),
  ),
);

describe('derivePlays', () => {
  it('when the table is built, then it covers every change type × fit pair × segment × track_promotions', () => {
    expect(TABLE).toHaveLength(CHANGE_TYPES.length * FITS.length * FITS.length * SEGMENTS.length * 2);
  });

  it.each(TABLE)(
    'when a %s change has account fit %s, contact fit %s, segment %s, track_promotions %s, then the plays are %j',
    (type, account, contact, segment, promotions, plays) => {
      expect(
        derivePlays({ change_type: type, account_fit: account, contact_fit: contact, segment, track_promotions: promotions }),
      ).toEqual(plays);
    },
  );
});
