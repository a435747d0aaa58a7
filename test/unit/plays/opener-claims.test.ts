import { describe, expect, it } from 'vitest';

import { internalNote, opener, type OpenerInput, type OpenerRelationship } from '../../../src/domain/plays';
import { PLAY_TYPES, SEGMENTS } from '../../../src/domain/vocabulary';

/**
 * A sweep over generated plays (issue #26): every play type × segment × known or unknown
 * companies and title × fresh or surfaced late × CRM relationship facts (none, dates, deal
 * stages, recent or old last activity) × fits × 6 seeds. The relationship a line may state is
 * what the data shows: the account's segment, its dates, the deal stage, the last activity
 * with this contact, the fits. Nothing shows what this person did with us, so no line may say
 * they championed, bought, met or worked with us; and each claim a line makes needs its fact.
 */
const PERSONAL_CLAIMS = /champion|\byou were an?\s|thanks for everything|we worked together|we spoke|our conversations with you|you saw what we did|you know us|working with you/i;
const STALE = /first 90 days|settle in|starting at/i;
/** The internal note's wording (churn_risk notes): never in an opener, which may be forwarded to the person. */
const INTERNAL = /lost (its|a) contact|owns the relationship|brief them|has left for|customer success|at risk|churn/i;

/** Each claim an opener may make, and the fact of the input that must back it. */
const CLAIMS: Array<{ claim: RegExp; backed: (p: OpenerInput) => boolean; what: string }> = [
  { claim: /customer of ours|works with us|has worked with us/i, backed: (p) => p.segment === 'customer', what: 'segment customer' },
  { claim: /used us|worked with us for a while|last worked with us/i, backed: (p) => p.segment === 'churned', what: 'segment churned' },
  { claim: /looked at us|timing wasn't right/i, backed: (p) => p.segment === 'closed_lost', what: 'segment closed_lost' },
  { claim: /in conversation with|talking with|our conversation|talks with|started a conversation/i, backed: (p) => p.segment === 'open_pipeline', what: 'segment open_pipeline' },
  { claim: /since (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/, backed: (p) => Boolean(p.relationship?.relationship_start), what: 'relationship_start' },
  { claim: /until (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/, backed: (p) => Boolean(p.relationship?.relationship_end), what: 'relationship_end' },
  { claim: /come a long way in talks|just started a conversation/i, backed: (p) => Boolean(p.relationship?.deal_stage), what: 'deal_stage' },
  { claim: /last in touch/i, backed: (p) => Boolean(p.relationship?.last_activity), what: 'last_activity' },
  { claim: /when you were/i, backed: (p) => Boolean(p.old_title ?? p.old_company), what: 'old role' },
  { claim: /our best work/i, backed: (p) => p.fit?.account === true && p.fit.contact === true, what: 'both fits yes' },
];

const COMPANIES = [
  { old_company: 'Initech LLC', new_company: 'Globex Corporation', new_title: 'VP Sales' },
  { old_company: null, new_company: 'Globex', new_title: null },
  { old_company: 'Initech', new_company: null, new_title: 'Head of Growth' },
  { old_company: null, new_company: null, new_title: null },
];
const RELATIONSHIPS: Array<OpenerRelationship | undefined> = [
  undefined,
  { relationship_start: '2024-04-01', relationship_end: '2025-03-31' },
  { deal_stage: 'Proposal/Price Quote' },
  { deal_stage: 'Qualification', last_activity: '2026-09-01' },
  { deal_stage: 'Closed Lost', last_activity: '2019-01-01' },
];
const FITS = [undefined, { account: true, contact: true }, { account: true, contact: false }, { account: null, contact: null }];

function* plays(): Generator<OpenerInput> {
  for (const type of PLAY_TYPES) {
    for (const segment of SEGMENTS) {
      for (const facts of COMPANIES) {
        for (const relationship of RELATIONSHIPS) {
          for (const fit of FITS) {
            for (const late of [false, true]) {
              for (let i = 0; i < 6; i++) {
                yield {
                  seed: `change-${i}:${type}`, type, segment, first_name: 'Dana', last_name: 'Scully', old_title: 'Head of RevOps', ...facts,
                  surfaced_late: late, relationship, fit, as_of: '2026-11-20',
                };
              }
            }
          }
        }
      }
    }
  }
}

const ALL = [...plays()].map((p) => ({ p, text: opener(p) }));

describe('openers over generated plays', () => {
  it('when every combination is written, then no line claims a relationship with the person the data does not show', () => {
    const offending = ALL.filter(({ text }) => PERSONAL_CLAIMS.test(text)).map(({ text }) => text);

    expect([...new Set(offending)]).toEqual([]);
  });

  it('when every combination is written, then each relationship claim a line makes is backed by its fact in the input', () => {
    const unbacked = ALL.flatMap(({ p, text }) => CLAIMS.filter((c) => c.claim.test(text) && !c.backed(p)).map((c) => `${c.what}: ${text}`));

    expect([...new Set(unbacked)].slice(0, 10)).toEqual([]);
  });

  it('when a change surfaced late, then no line talks of the first 90 days, starting or settling in', () => {
    const offending = ALL.filter(({ p, text }) => p.surfaced_late && STALE.test(text)).map(({ text }) => text);

    expect([...new Set(offending)]).toEqual([]);
  });

  it('when a churn_risk play is written, then its opener holds none of the internal note and the note names the account to check', () => {
    const churn = ALL.filter(({ p }) => p.type === 'churn_risk');
    const leaking = churn.filter(({ text }) => INTERNAL.test(text)).map(({ text }) => text);

    expect(churn.length).toBeGreaterThan(0);
    expect([...new Set(leaking)]).toEqual([]);
    for (const { p, text } of churn.slice(0, 50)) {
      expect(internalNote(p)).toMatch(/owns the relationship/);
      expect(text.includes(internalNote(p))).toBe(false);
    }
  });
});

describe('openers under workspace settings', () => {
  const AVOID = [
    ['congrat'], ["let's stay in touch"], ['customer of ours', 'would be the right person'], ['Globex'], ['Dana'], ['the new role', 'at'], ['e'],
  ];

  it('when phrases to avoid are set, then no opener of any combination contains one, in any case', () => {
    const offending: string[] = [];
    for (const avoid of AVOID) {
      for (const { p } of ALL.filter((_, i) => i % 29 === 0)) {
        const text = opener({ ...p, settings: { tone: 'warm', sign_off: null, avoid_phrases: avoid } }).toLowerCase();
        const hit = avoid.find((phrase) => text.includes(phrase.toLowerCase()));
        if (hit) offending.push(`${hit}: ${text}`);
      }
    }

    expect(offending.slice(0, 5)).toEqual([]);
  });

  it('when a phrase to avoid is in the usual wording, then another wording is chosen and the rest of the line stays', () => {
    const base: OpenerInput = {
      seed: 'c1:direct', type: 'direct', segment: 'customer', first_name: 'Dana', last_name: 'Scully', old_company: 'Initech',
      old_title: 'Head of RevOps', new_company: 'Globex', new_title: 'VP Sales',
    };
    const usual = opener(base);
    const first = usual.split('!')[0]!;
    const shaped = opener({ ...base, settings: { tone: 'warm', sign_off: null, avoid_phrases: [first.slice(6)] } });

    expect(shaped).not.toContain(first.slice(6));
    expect(shaped).toContain('Initech is a customer of ours');
  });

  it('when the tone is formal and a sign-off is set, then no contraction or exclamation mark remains and the sign-off closes the line', () => {
    for (const { p } of ALL.filter((_, i) => i % 13 === 0)) {
      const text = opener({ ...p, settings: { tone: 'formal', sign_off: 'Best regards, Sam', avoid_phrases: [] } });

      expect(text).not.toMatch(/!|\b(I'd|let's|we've|we're|you're|you've|what's|wasn't|congrats)\b/i);
      expect(text.endsWith('\n\nBest regards, Sam')).toBe(true);
    }
  });
});
