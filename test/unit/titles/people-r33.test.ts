import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { PEOPLE_CLASSES_RULE } from '../../../src/domain/titles/people-terms';
import { describeRoundTitles } from './fixture';

/**
 * Round 33 (issue #21, buyers33a): the people function — HR generalists, payroll, recruiting, learning, reward, HR systems,
 * employee relations, works councils, workforce planning, diversity — complete in the 24 languages and English, written before
 * any read set showed them (docs/decisions.md, "Detection round 33 (people)").
 */
const FILES: readonly string[] = [
  // 426 titles in 25 languages written before the rules (415/432 seniority, 385/432 function on main e83072de as first run); the
  // 6 still wrong are in the -open file.
  'titles-r33-people.json',
  // The probe, written after the rules in other wordings (25 languages): 65/73 as first run (seniority 72, function 66), 36/73 on
  // main; 73/73 after a people term beats an engineering, sales or marketing reading its own words lent.
  'titles-r33-people-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('the people trades, round 33', () => {
  it('when a works council\'s chair is named, then the council\'s head is a manager in people, not a chair of the board', () => {
    expect(classifyTitle('Chair of the European Works Council')).toEqual({ seniority: 'manager', function: 'people' });
    expect(classifyTitle('Betriebsratsvorsitzende')).toEqual({ seniority: 'manager', function: 'people' });
    expect(classifyTitle('Chairman of the Board')).toEqual({ seniority: 'c_level', function: 'executive' });
  });

  it('when another trade\'s role noun stands beside an HR word, then the role noun keeps its trade', () => {
    expect(classifyTitle('Recruitment Marketing Specialist').function).toBe('marketing');
    expect(classifyTitle('Kompetensutvecklare').function).toBe('people');
    expect(classifyTitle('Diversity Engineer').function).toBe('engineering');
    expect(classifyTitle('Juriste en relations sociales').function).toBe('other');
    expect(classifyTitle('Estudiante de Relaciones Laborales, Universidad de Granada').function).toBe('other');
    expect(classifyTitle('Supplier Diversity Manager').function).not.toBe('people');
  });

  it('when bare payroll or time and attendance is named, then finance; beside HR or personnel administration, people', () => {
    expect(classifyTitle('Payroll Specialist').function).toBe('finance');
    expect(classifyTitle('Timekeeper').function).toBe('finance');
    expect(classifyTitle('Mzdová a personální účetní').function).toBe('finance');
    expect(classifyTitle('Payroll & Benefits Specialist').function).toBe('people');
  });

  it('when the rule is built, then it sits behind the shared gate', () => {
    expect(PEOPLE_CLASSES_RULE.gate).toBeDefined();
  });
});
