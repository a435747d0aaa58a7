import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { foldText } from '../../../src/domain/titles/fold';
import { roundTerms, TRAINERS_PLANNERS_RULE } from '../../../src/domain/titles/trainers-planners-terms';
import { describeRoundTitles } from './fixture';

/**
 * Round 34 (issue #21, people34; read set w4j's titles): trainers of a company's staff, HR, finance and IT business partners,
 * shift, roster and workforce planners, and students whatever field they name, in the 24 languages and English, written before
 * the rules (docs/decisions.md, "Detection round 34 (people)").
 */
const FILES: readonly string[] = [
  // 519 titles in 25 languages written before the rules: 510/520 seniority, 304/520 function on main 515efe63 as first run; the
  // 1 still wrong is in the -open file.
  'titles-r34-people.json',
  // The probe, written after the rules in other wordings (25 languages, with controls): 87/88 seniority, 88/88 function as first
  // run (85/88 and 38/88 on main); one label recounted (an "Intraday Manager" is a manager, as the read sets label a manager's word).
  'titles-r34-people-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('trainers, business partners, planners and students, round 34', () => {
  it('when a trainer of staff names a subject, then people, whatever trade the subject names; the subject\'s rank word does not rank the trainer', () => {
    expect(classifyTitle('Trainerin Führungskräfteentwicklung, Handelskette')).toEqual({ seniority: 'ic', function: 'people' });
    expect(classifyTitle('Sales Trainer')).toEqual({ seniority: 'ic', function: 'people' });
    expect(classifyTitle('Тренерка з розвитку керівників, банк')).toEqual({ seniority: 'ic', function: 'people' });
    expect(classifyTitle('Head Trainer, leadership academy').seniority).not.toBe('ic');
  });

  it('when a trainer coaches a sport, trains fitness, teaches at a school or trains a trade\'s crew, then the reading stays', () => {
    expect(classifyTitle('Personal Trainer, gym')).toEqual({ seniority: 'ic', function: 'other' });
    expect(classifyTitle('Trener bramkarzy – akademia piłkarska')).toEqual({ seniority: 'ic', function: 'other' });
    expect(classifyTitle('Barista Trainer – Drive-Thru Coffee Chain').function).toBe('operations');
    expect(classifyTitle('讲师，外国语学院').function).toBe('other');
    expect(classifyTitle('Trainer').function).toBe('other');
  });

  it('when a trainer trains AI models or animals, or is a second role after "&", then the trainer\'s noun does not decide', () => {
    expect(classifyTitle('Model Trainer – LLM').function).not.toBe('people');
    expect(classifyTitle('Animal Trainer, zoo').function).toBe('other');
    expect(classifyTitle('Sales Manager & Trainer')).toEqual({ seniority: 'manager', function: 'sales' });
    expect(classifyTitle('Soft Skills Facilitator & Trainer').function).toBe('people');
    expect(classifyTitle('Sales Trainer, AI startup').function).toBe('people');
  });

  it('when a business partner is named, then the partnered function at ic; a firm\'s partner keeps the partner\'s rank', () => {
    expect(classifyTitle('HR бізнес-партнерка, мережа приватних клінік')).toEqual({ seniority: 'ic', function: 'people' });
    expect(classifyTitle('Finans İş Ortağı, ticari birim')).toEqual({ seniority: 'ic', function: 'finance' });
    expect(classifyTitle('IT Business Partner, Sales & Marketing')).toEqual({ seniority: 'ic', function: 'engineering' });
    expect(classifyTitle('Partner, employment law firm').seniority).toBe('c_level');
  });

  it('when a shift or workforce planner works for a call centre, a hospital or an airport, then operations; a software engineer of WFM stays engineering', () => {
    expect(classifyTitle('排班专员，客服中心').function).toBe('operations');
    expect(classifyTitle('Roosterplanner, ambulancedienst').function).toBe('operations');
    expect(classifyTitle('Planista grafików pracy, centrum dystrybucyjne').function).toBe('operations');
    expect(classifyTitle('Workforce Management Software Engineer').function).toBe('engineering');
  });

  it('when a student names a field, then ic / other; an intern or a working student in HR is people', () => {
    expect(classifyTitle('Undergraduate, Industrial & Labor Relations (Class of 2028)')).toEqual({ seniority: 'ic', function: 'other' });
    expect(classifyTitle('경영학과 인사조직 전공 학생, 부산대학교')).toEqual({ seniority: 'ic', function: 'other' });
    expect(classifyTitle('Werkstudentin HR').function).toBe('people');
  });

  it('when the rule is built, then its terms are folded as titles are, and it is gated', () => {
    expect(TRAINERS_PLANNERS_RULE.gate).toBeDefined();
    for (const term of roundTerms()) expect(foldText(term), term).toBe(term);
  });
});
