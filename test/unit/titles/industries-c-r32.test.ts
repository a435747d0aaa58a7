import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { CONSUMER_CLASSES_RULE, CONSUMER_WORKS_RULE, mayHoldConsumerTerm } from '../../../src/domain/titles/consumer-industry-terms';
import { describeRoundTitles } from './fixture';

/**
 * Round 32 (issue #21, industries32a): the trades of agriculture, food and beverage, chemicals and materials, and consumer goods
 * and retail, written before any read set showed them (docs/decisions.md, "Detection round 32 (industries c)").
 */
const FILES: readonly string[] = [
  // 314 titles in 25 languages written before the rules (239 of 321 right on main as first run; 7 still wrong are in the -open file).
  'titles-r32-industries-c.json',
  // The probe, written after the rules in other wordings: 53 of 54 right as first run (30 on main); "Bottling Operator" then joined the terms.
  'titles-r32-industries-c-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('food, chemicals, consumer goods and retail trades, round 32', () => {
  it('when the role names a line, filler, cellar, furnace or paper machine and no function of its own, then it is operations in any script', () => {
    expect(classifyTitle('Line Operator – bottling line').function).toBe('operations');
    expect(classifyTitle('Csomagológép-kezelő').function).toBe('operations');
    expect(classifyTitle('充填ラインオペレーター').function).toBe('operations');
  });

  it('when an operator works a call centre or a tour, then the round leaves it alone', () => {
    expect(classifyTitle('Call Center Operator').function).toBe('customer_success');
    expect(classifyTitle('Operador de telemarketing').function).not.toBe('operations');
  });

  it('when the role names food safety, category management or demand planning, then it is operations over the product, marketing or engineering its words lend', () => {
    expect(classifyTitle('Менеджер з якості та безпечності харчових продуктів').function).toBe('operations');
    expect(classifyTitle('Head of Category – grocery').function).toBe('operations');
    expect(classifyTitle('Demand Planning Manager').function).toBe('operations');
    expect(classifyTitle('Demand Generation Manager').function).toBe('marketing');
  });

  it('when the role names a food scientist, technologist or agronomist, then it is other, as research scientists are', () => {
    expect(classifyTitle('Food Technologist').function).toBe('other');
    expect(classifyTitle('Ingeniero agrónomo').function).toBe('other');
    expect(classifyTitle('Agronomy Sales Representative – Crop Protection').function).toBe('sales');
  });

  it('when a QA role names a plant or goods, then it is operations; a software tester stays engineering', () => {
    expect(classifyTitle('QA Technician – bakery plant').function).toBe('operations');
    expect(classifyTitle('QA Engineer – food delivery app').function).toBe('engineering');
    expect(classifyTitle('QA Automation Lead – packaging plant software').function).toBe('engineering');
  });

  it('when an Indian English title says Incharge, then the ic reading is a manager; "in charge of" is left alone', () => {
    expect(classifyTitle('Production Incharge – dairy plant').seniority).toBe('manager');
    expect(classifyTitle('Engineer in charge of testing').seniority).toBe('ic');
  });

  it('when the rules are built, then each has a literal pre-test, and the round reads a title only where a term may begin a word', () => {
    expect(CONSUMER_WORKS_RULE.gate).toBeDefined();
    expect(CONSUMER_CLASSES_RULE.gate).toBeDefined();
    expect(mayHoldConsumerTerm('line operator , bottling line')).toBe(true);
    expect(mayHoldConsumerTerm('品類經理')).toBe(true);
    expect(mayHoldConsumerTerm('account executive')).toBe(false);
    expect(mayHoldConsumerTerm('debrewer')).toBe(false);
  });
});
