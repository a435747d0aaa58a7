import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { TERM_GATE } from '../../../src/domain/titles/term-gate';
import { INDUSTRY_B_RULE, INDUSTRY_B_STRONG_RULE } from '../../../src/domain/titles/transport-travel-insurance-terms';
import { describeRoundTitles } from './fixture';

/**
 * Round 31 (issue #21, industries31b): the trades of transport and logistics, hospitality and travel, insurance and real
 * estate, written before any read set showed them (docs/decisions.md, "Detection round 31 (industries b)").
 */
const FILES: readonly string[] = [
  // 355 titles in 25 languages written before the terms (first run on main: 355 seniority, 186 function; 19 more in -open.json).
  'titles-r31-industries-b.json',
  // The probe, written after the rules in other wordings: 47 of 48 right as first run (an actuary's pricing read revops, since fixed).
  'titles-r31-industries-b-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('transport, travel and insurance trades, round 31', () => {
  it('when a title names a crew, a handler or a forwarder, then it is operations in any script', () => {
    expect(classifyTitle('Flugbegleiterin').function).toBe('operations');
    expect(classifyTitle('客室乗務員').function).toBe('operations');
    expect(classifyTitle('Declarant vamal').function).toBe('operations');
  });

  it('when an actuary, a valuer, a broker or a revenue manager is named, then its own function wins over the word the lexicon lent', () => {
    expect(classifyTitle('Actuaire').function).toBe('finance');
    expect(classifyTitle('Tasador inmobiliario').function).toBe('finance');
    expect(classifyTitle('Courtier en assurances').function).toBe('sales');
    expect(classifyTitle('Revenue Manager – city hotels').function).toBe('revops');
  });

  it('when a trade word only describes a later segment or a student, then the title keeps its reading', () => {
    expect(classifyTitle('Recruiter – cabin crew').function).toBe('people');
    expect(classifyTitle('BSc Actuarial Science student – University of Waterloo').function).toBe('other');
    expect(classifyTitle('Freight Sales Executive – sea freight').function).toBe('sales');
  });

  it('when the title holds none of the terms, then the shared gate rejects it (round 32)', () => {
    expect(TERM_GATE.holds(INDUSTRY_B_RULE.gate ?? -1, 'account executive')).toBe(false);
    expect(TERM_GATE.holds(INDUSTRY_B_STRONG_RULE.gate ?? -1, 'software engineer')).toBe(false);
    expect(TERM_GATE.holds(INDUSTRY_B_STRONG_RULE.gate ?? -1, 'senior actuarial analyst')).toBe(true);
  });
});
