import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { FINANCE_CLASSES_RULE } from '../../../src/domain/titles/finance-terms';
import { literalPretest } from '../../../src/domain/titles/role-classes';
import { describeRoundTitles } from './fixture';

/**
 * Round 30 (issue #21, titles30): field and frontline service work's function, recounted over every read set
 * (docs/decisions.md, "Detection round 30 (frontline functions)").
 */
const FILES: readonly string[] = [
  // 41 titles written for the round in 25 languages (10 of them right on main), after the first terms, for lack of time.
  'titles-r30-frontline.json',
  // The probe, written after the rules in other wordings: 12 of 12 right as first run.
  'titles-r30-frontline-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('frontline functions, round 30', () => {
  it('when a title names field service, field operations or service delivery, then it is operations, not the service, engineering or field sales its words lend', () => {
    expect(classifyTitle('Field Service Engineer – building automation').function).toBe('operations');
    expect(classifyTitle('Leiter Außendienst-Service').function).toBe('operations');
    expect(classifyTitle('Director of Field Service, EMEA')).toEqual({ seniority: 'director', function: 'operations' });
  });

  it('when a manager states a team of technicians, then the title is operations in any script', () => {
    expect(classifyTitle('Service Manager – 12 field technicians').function).toBe('operations');
    expect(classifyTitle('Kierownik serwisu – 9 techników').function).toBe('operations');
    expect(classifyTitle('フィールドサービス課長（技術員8名）').function).toBe('operations');
  });

  it('when a frontline term only describes a later segment of a salesperson, then the title stays sales', () => {
    expect(classifyTitle('Account Executive – field service software').function).toBe('sales');
    expect(classifyTitle('Πωλητής πεδίου – αναψυκτικά').function).toBe('sales');
  });

  it('when a title dispatches or schedules technicians or frontline shifts, then it is operations', () => {
    expect(classifyTitle('Einsatzplanerin Kundendienst').function).toBe('operations');
    expect(classifyTitle('Workforce Management Analyst – utility contact centre').function).toBe('operations');
  });
});

describe('the literal pre-test of a classes rule, round 30', () => {
  it('when a title holds no term text before its wildcard, then the pre-test rejects it; a term with a leading wildcard gives no pre-test', () => {
    const pretest = literalPretest(['field service*', 'field ops', 'Einsatzplaner*']);
    expect(pretest?.test('einsatzplanerin kundendienst')).toBe(true);
    expect(pretest?.test('account executive')).toBe(false);
    expect(literalPretest(['*planer'])).toBeUndefined();
  });

  it('when a finance class names a title, then the rule with its pre-test still reads it', () => {
    expect(FINANCE_CLASSES_RULE.gate).toBeDefined(); // round 32: the shared gate's slot (`term-gate.ts`)
    expect(classifyTitle('Schadenregulierer – Allianz').function).toBe('operations');
    expect(classifyTitle('Underwriter, commercial lines').function).toBe('finance');
  });
});
