import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { INDUSTRY_CLASSES_RULE, INDUSTRY_WORKS_RULE } from '../../../src/domain/titles/industry-terms';
import { TERM_GATE } from '../../../src/domain/titles/term-gate';
import { describeRoundTitles } from './fixture';

/**
 * Round 31 (issue #21, industries31a): the trades of energy and utilities, telecom operators and automotive, aerospace and
 * defence manufacturing, written before any read set showed them (docs/decisions.md, "Detection round 31 (industries a)").
 */
const FILES: readonly string[] = [
  // 253 titles in 25 languages written before the rules (206 of 260 right on main as first run; 7 still wrong are in the -open file).
  'titles-r31-industries-a.json',
  // The probe, written after the rules in other wordings: 47 of 47 right as first run (20 on main).
  'titles-r31-industries-a-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('industry trades, round 31', () => {
  it('when the role names a plant, grid, well, mine or shop floor and no function of its own, then it is operations in any script', () => {
    expect(classifyTitle('Substation Technician').function).toBe('operations');
    expect(classifyTitle('Kraftwerksleiter')).toEqual({ seniority: 'director', function: 'operations' });
    expect(classifyTitle('発電所 運転課長').function).toBe('operations');
  });

  it('when the trade word is only in a later segment, then the role keeps its function (a lawyer, engineer or accountant of the trade)', () => {
    expect(classifyTitle('Legal Counsel – offshore wind').function).toBe('other');
    expect(classifyTitle('Mechanical Engineer – power plant upgrades').function).toBe('engineering');
    expect(classifyTitle('Accountant – wind farm portfolio').function).toBe('finance');
  });

  it('when the role names radio or fibre network planning, energy trading, vehicle sales or regulatory affairs, then that function wins over the one its words lend', () => {
    expect(classifyTitle('Radyo Şebeke Planlama Mühendisi').function).toBe('engineering');
    expect(classifyTitle('Energiehandelaar').function).toBe('finance');
    expect(classifyTitle('Fleet Sales Manager').function).toBe('sales');
    expect(classifyTitle('Responsabile affari regolatori – operatore mobile').function).toBe('other');
  });

  it('when a lineworker or splicer works on a network, then the title is operations, not the engineering "network" lends', () => {
    expect(classifyTitle('Ηλεκτροτεχνίτης δικτύου διανομής').function).toBe('operations');
    expect(classifyTitle('Cable Jointer – 33kV').function).toBe('operations');
  });

  it('when a title names a shift in-charge in Devanagari or a Chinese shift supervisor, then it reads manager', () => {
    expect(classifyTitle('电厂值长').seniority).toBe('manager');
    expect(classifyTitle('पावर प्लांट शिफ्ट इंचार्ज').seniority).toBe('manager');
  });

  it('when the rules are built, then each has a slot in the shared gate, which reads a title only where a term may begin a word (round 32)', () => {
    const mayHold = (text: string): boolean => [INDUSTRY_WORKS_RULE.gate, INDUSTRY_CLASSES_RULE.gate].some((gate) => gate !== undefined && TERM_GATE.holds(gate, text));
    expect(INDUSTRY_WORKS_RULE.gate).toBeDefined();
    expect(INDUSTRY_CLASSES_RULE.gate).toBeDefined();
    expect(mayHold('substation technician')).toBe(true);
    expect(mayHold('sales , dealer development')).toBe(true);
    expect(mayHold('発電所 運転課長')).toBe(true);
    expect(mayHold('account executive')).toBe(false);
    expect(mayHold('geminer')).toBe(false);
  });
});
