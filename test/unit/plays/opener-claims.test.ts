import { describe, expect, it } from 'vitest';

import { opener, type OpenerInput } from '../../../src/domain/plays';
import { PLAY_TYPES, SEGMENTS } from '../../../src/domain/vocabulary';

/**
 * A sweep over generated plays (issue #26): every play type × segment × known or unknown
 * companies and title × fresh or surfaced late × 40 seeds. The relationship a line may state
 * is the CRM segment of the contact's account; nothing in the data shows what this person
 * did with us, so no line may say they championed, bought, met or worked with us.
 */
const PERSONAL_CLAIMS = /champion|you were a|thanks for everything|we worked together|we spoke|our conversations|you saw what we did|you know us|working with you/i;
const STALE = /first 90 days|settle in|starting at/i;

function* plays(): Generator<OpenerInput> {
  const companies = [
    { old_company: 'Initech LLC', new_company: 'Globex Corporation', new_title: 'VP Sales' },
    { old_company: null, new_company: 'Globex', new_title: null },
    { old_company: 'Initech', new_company: null, new_title: 'Head of Growth' },
    { old_company: null, new_company: null, new_title: null },
  ];
  for (const type of PLAY_TYPES) {
    for (const segment of SEGMENTS) {
      for (const facts of companies) {
        for (const late of [false, true]) {
          for (let i = 0; i < 40; i++) {
            yield { seed: `change-${i}:${type}`, type, segment, first_name: 'Dana', last_name: 'Scully', old_title: 'Head of RevOps', ...facts, surfaced_late: late };
          }
        }
      }
    }
  }
}

describe('openers over generated plays', () => {
  it('when every combination is written, then no line claims a relationship with the person the data does not show', () => {
    const offending = [...plays()].map((p) => opener(p)).filter((text) => PERSONAL_CLAIMS.test(text));

    expect([...new Set(offending)]).toEqual([]);
  });

  it('when a change surfaced late, then no line talks of the first 90 days, starting or settling in', () => {
    const offending = [...plays()].filter((p) => p.surfaced_late && p.type !== 'churn_risk').map((p) => opener(p)).filter((text) => STALE.test(text));

    expect([...new Set(offending)]).toEqual([]);
  });
});
