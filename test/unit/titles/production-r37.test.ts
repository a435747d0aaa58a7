import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { MANUFACTURING_RULE, PRODUCTION_FLOOR_RULE } from '../../../src/domain/titles/production-terms';
import { describeRoundTitles } from './fixture';

/**
 * Round 37 (issue #21, plant37; read set w4l's titles): the production floor in every language — manufacturing as a function,
 * operators, setters, crafts, maintenance and reliability, metrology, quality, EHS, continuous improvement, shift leaders and
 * apprentices (docs/decisions.md, "Detection round 37 (production floor)").
 */
const FILES: readonly string[] = [
  // 361 titles in 24 languages and English, written before the rules (first run on main 359/362 seniority, 266/362 function;
  // the one still wrong, a Turkish plant head's rank, is in the -open file).
  'titles-r37-production.json',
  // The probe, written after the rules in other wordings: 65/66 seniority, 65/66 function as first run (main 65/66, 62/66).
  'titles-r37-production-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('the production floor, round 37', () => {
  it('when a head names manufacturing in any language, then the function is operations', () => {
    expect(classifyTitle('Vicepresidente de Manufactura – Cono Sur')).toEqual({ seniority: 'vp', function: 'operations' });
    expect(classifyTitle('VP Tillverkning, Norden').function).toBe('operations');
    expect(classifyTitle('उपाध्यक्ष – विनिर्माण').function).toBe('operations');
  });

  it('when a machine operator, a setter or a technician of the floor is named, then operations; an engineer stays engineering', () => {
    expect(classifyTitle('Operatorka wtryskarki').function).toBe('operations');
    expect(classifyTitle('사출기 오퍼레이터').function).toBe('operations');
    expect(classifyTitle('Metrology Technician').function).toBe('operations');
    expect(classifyTitle('Process Engineer – Film Extrusion').function).toBe('engineering');
    expect(classifyTitle('Quality Engineer – Backend Platform, SaaS').function).toBe('engineering');
    expect(classifyTitle('IT-asentaja').function).toBe('engineering');
  });

  it('when an apprentice of a trade trains at a vocational institute, then the trade, not the training, sets the function', () => {
    expect(classifyTitle('متدرب كهربائي صيانة، معهد التدريب المهني').function).toBe('operations');
  });

  it('when a later segment names only the employer or a ministry, then it lends no floor function to a member', () => {
    expect(classifyTitle('Legal Counsel, ferry operator').function).toBe('other');
    expect(classifyTitle('Agronom – rostlinná výroba').function).toBe('other');
    expect(classifyTitle('Ympäristötarkastaja, Espoon kaupunki').function).toBe('other');
    expect(classifyTitle('Vice President innehåll och tablå – underhållningskanal').function).toBe('other');
    expect(classifyTitle('Hasta Bakım Elemanı').function).toBe('other');
  });

  it('when a student names a field of engineering, then the student is ic / other in the CJK words for an undergraduate too', () => {
    expect(classifyTitle('電気工学科 学部生（4年）、九州大学')).toEqual({ seniority: 'ic', function: 'other' });
    expect(classifyTitle('산업공학과 학부생 (2학년)')).toEqual({ seniority: 'ic', function: 'other' });
  });

  it('when the rules are built, then both are gated by their terms', () => {
    expect(PRODUCTION_FLOOR_RULE.gate).toBeDefined();
    expect(MANUFACTURING_RULE.gate).toBeDefined();
  });
});
