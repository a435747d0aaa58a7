import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { FUNDRAISING_FUNCTION, PROGRAMME_RULE, PUBLIC_PROFESSIONAL_CLASSES_RULE, publicProfessionalKinds } from '../../../src/domain/titles/public-professional-terms';
import { describeRoundTitles } from './fixture';

/**
 * Round 32 (issue #21, industries32b): the titles of government and the public sector, nonprofits, education employers and
 * professional services, written before any read set showed them (docs/decisions.md, "Detection round 32 (industries d)").
 */
const FILES: readonly string[] = [
  // 374 titles in 25 languages written before the rules (345/378 seniority, 322/378 function on main as first run; 4 still wrong are in the -open file).
  'titles-r32-industries-d.json',
  // The probe, written after the rules in other wordings: 56/59 seniority, 55/59 function as first run (58/59 after two labels
  // were recounted: a "Responsable" and an "-ansvarig" are managers); 32/59 and 36/59 on main. The 1 still wrong is in -open.
  'titles-r32-industries-d-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('public sector, nonprofits, education and professional services, round 32', () => {
  it('when a fundraiser raises donations, then the title is marketing; a fund raising capital stays finance', () => {
    expect(FUNDRAISING_FUNCTION).toBe('marketing');
    expect(classifyTitle('Major Gifts Officer').function).toBe('marketing');
    expect(classifyTitle('גיוס משאבים, עמותה').function).toBe('marketing');
    expect(classifyTitle('Head of Fundraising, venture capital fund').function).toBe('finance');
  });

  it('when a civil servant names a ministry or a bureau after the role, then the body lends no function', () => {
    expect(classifyTitle('Główny specjalista, Ministerstwo Finansów').function).toBe('other');
    expect(classifyTitle('Uzman, Hazine ve Maliye Bakanlığı').function).toBe('other');
    expect(classifyTitle('科员，市人力资源和社会保障局').function).toBe('other');
    expect(classifyTitle('Grants Manager, Ministry of Health').function).toBe('finance');
  });

  it('when a Commission directorate-general is named, then it is no director-general', () => {
    expect(classifyTitle('Policy Officer, DG GROW (European Commission)')).toEqual({ seniority: 'ic', function: 'other' });
    expect(classifyTitle('Head of Unit, DG ENV – European Commission')).toEqual({ seniority: 'director', function: 'other' });
  });

  it('when a police or military rank leads the title, then it sets the rank; a captain only beside the armed forces', () => {
    expect(classifyTitle('Lieutenant Colonel, British Army')).toEqual({ seniority: 'director', function: 'other' });
    expect(classifyTitle('Capitán del Ejército de Tierra').seniority).toBe('manager');
    expect(classifyTitle('Chief Constable, West Yorkshire Police')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Police Constable').seniority).toBe('ic');
  });

  it('when a law firm\'s partner is a bare partner, then the function is the law\'s; a founding or managing partner runs the firm', () => {
    expect(classifyTitle('Partner, Wirtschaftskanzlei – Gesellschaftsrecht').function).toBe('other');
    expect(classifyTitle('Grundare och delägare av en advokatbyrå i Umeå').function).toBe('executive');
  });

  it('when a school head or a consultancy\'s associate partner is named, then the rank below the head or partner', () => {
    expect(classifyTitle('Headteacher, primary school')).toEqual({ seniority: 'director', function: 'other' });
    expect(classifyTitle('Founder & Head Teacher – Montessori school').seniority).toBe('c_level');
    expect(classifyTitle('Associate Partner, management consulting').seniority).toBe('director');
    expect(classifyTitle('Banquet Captain, wedding venue')).toEqual({ seniority: 'manager', function: 'operations' });
  });

  it('when a revenue officer opens the title, then it is a tax officer; a chief revenue officer is a seller', () => {
    expect(classifyTitle('Revenue Officer, IRS').function).toBe('finance');
    expect(classifyTitle('Chief Revenue Officer').function).toBe('sales');
  });

  it('when the rules are built, then each has a literal pre-test, and the pass reads a title only where a term may begin a word', () => {
    expect(PUBLIC_PROFESSIONAL_CLASSES_RULE.gate).toBeDefined();
    expect(PROGRAMME_RULE.gate).toBeDefined();
    expect(publicProfessionalKinds('fundraising officer')).not.toBe(0);
    expect(publicProfessionalKinds('uzman , hazine ve maliye bakanligi')).not.toBe(0);
    expect(publicProfessionalKinds('科长 , 市税务局')).not.toBe(0);
    expect(publicProfessionalKinds('social media manager')).toBe(0);
    expect(publicProfessionalKinds('partnership manager')).toBe(0);
    expect(publicProfessionalKinds('account executive')).toBe(0);
  });
});
