import { describe, expect, it } from 'vitest';

import { type ContactIcpRules, evaluateContactFit, type PersonFacts, tenureMonths } from '../../../src/domain/icp';

const person = (title: string | null, previous: string | null = '2021-01', changed: string | null = '2024-02-01'): PersonFacts => ({
  title,
  previous_started_on: previous,
  changed_on: changed,
});

type Row = [string, ContactIcpRules, PersonFacts, 'match' | 'miss' | 'unknown'];

const TITLE: Row[] = [
  ['include phrase present', { title: { include: ['VP Sales'] } }, person('VP Sales, EMEA'), 'match'],
  ['include matches across punctuation', { title: { include: ['VP Sales'] } }, person('VP, Sales'), 'match'],
  ['include dots dropped', { title: { include: ['VP'] } }, person('V.P. Sales'), 'match'],
  ['include words must be consecutive', { title: { include: ['VP Sales'] } }, person('VP of Sales'), 'miss'],
  ['include case-insensitive', { title: { include: ['revenue operations'] } }, person('Head of Revenue Operations'), 'match'],
  ['include one of several', { title: { include: ['CRO', 'Head of Sales'] } }, person('Head of Sales'), 'match'],
  ['include absent', { title: { include: ['RevOps'] } }, person('Account Executive'), 'miss'],
  ['include no title', { title: { include: ['VP'] } }, person(null), 'unknown'],
  ['exclude whole word is a hit', { title: { exclude: ['Director'] } }, person('Director of Sales'), 'miss'],
  ['exclude hyphenated word is a hit', { title: { exclude: ['Director'] } }, person('Sales-Director'), 'miss'],
  ['exclude part of a word is no hit', { title: { exclude: ['Intern'] } }, person('International Sales Manager'), 'match'],
  ['exclude intern as a word', { title: { exclude: ['Intern'] } }, person('Sales Intern'), 'miss'],
  ['exclude phrase', { title: { exclude: ['Executive Assistant'] } }, person('Executive Assistant to the CEO'), 'miss'],
  ['exclude phrase words apart', { title: { exclude: ['Executive Assistant'] } }, person('Assistant to the Executive'), 'match'],
  ['exclude no title', { title: { exclude: ['Intern'] } }, person(null), 'unknown'],
];

const CLASSIFIED: Row[] = [
  ['seniority listed', { seniority: ['vp', 'c_level'] }, person('VP Sales'), 'match'],
  ['seniority not listed', { seniority: ['vp', 'c_level'] }, person('Sales Manager'), 'miss'],
  ['seniority no title', { seniority: ['vp'] }, person(null), 'unknown'],
  ['function listed', { functions: ['sales', 'revops'] }, person('Director, Revenue Operations'), 'match'],
  ['function not listed', { functions: ['sales'] }, person('Software Engineer'), 'miss'],
  ['function no title', { functions: ['sales'] }, person('  '), 'unknown'],
  ['tenure long enough', { min_tenure_months: 12 }, person('VP Sales', '2022-01-15', '2023-01-15'), 'match'],
  ['tenure one day short', { min_tenure_months: 12 }, person('VP Sales', '2022-01-15', '2023-01-14'), 'miss'],
  ['tenure zero minimum', { min_tenure_months: 0 }, person('VP Sales', '2024-01', '2024-01'), 'match'],
  ['tenure previous start unknown', { min_tenure_months: 6 }, person('VP Sales', null), 'unknown'],
  ['tenure change date unknown', { min_tenure_months: 6 }, person('VP Sales', '2020-01', null), 'unknown'],
];

describe('evaluateContactFit', () => {
  it.each([...TITLE, ...CLASSIFIED])('when %s, then the criterion is as expected', (_name, rules, facts, result) => {
    const fit = evaluateContactFit(facts, rules);

    expect(fit.criteria).toHaveLength(1);
    expect(fit.criteria[0]!.result).toBe(result);
    const exclusion = fit.criteria[0]!.criterion === 'title.exclude';
    expect(fit.fit).toBe(exclusion ? result !== 'miss' : result === 'match');
  });

  it('when every rule matches, then it fits and the summary lists the matches', () => {
    const rules: ContactIcpRules = {
      version: 1,
      title: { include: ['Sales'], exclude: ['Intern'] },
      seniority: ['vp'],
      functions: ['sales'],
      min_tenure_months: 12,
    };

    const fit = evaluateContactFit(person('VP of Sales', '2021-03', '2024-01-15'), rules);

    expect(fit).toEqual({
      fit: true,
      summary: 'Fits: VP of Sales, VP, sales, 34 months in previous role',
      criteria: [
        { criterion: 'title.include', expected: 'any of Sales', actual: 'VP of Sales', result: 'match' },
        { criterion: 'title.exclude', expected: 'none of Intern', actual: 'VP of Sales', result: 'match' },
        { criterion: 'seniority', expected: 'any of vp', actual: 'vp', result: 'match' },
        { criterion: 'functions', expected: 'any of sales', actual: 'sales', result: 'match' },
        { criterion: 'min_tenure_months', expected: 'at least 12 months in the previous role', actual: '34 months', result: 'match' },
      ],
    });
  });

  it('when the title is excluded and the tenure is short, then the summary names both', () => {
    const fit = evaluateContactFit(person('Director of Sales', '2023-06', '2023-12-01'), {
      title: { exclude: ['Director'] },
      min_tenure_months: 12,
    });

    expect(fit).toMatchObject({ fit: false, summary: 'Excluded: title Director of Sales matches Director. Misses: tenure 6 months (min 12)' });
  });

  it('when the rules are empty, then every role fits', () => {
    expect(evaluateContactFit(person(null), { version: 1 })).toEqual({ fit: true, summary: 'Fits: no rules set', criteria: [] });
  });
});

describe('tenureMonths', () => {
  it.each([
    ['2022-03-15', '2023-03-14', 11],
    ['2022-03-15', '2023-03-15', 12],
    ['2022-03', '2023-03', 12],
    ['2022-03', '2023-02-28', 11],
    ['2020', '2021-06', 17],
    ['2023-05-01', '2023-05-31', 0],
    ['2024-01', '2023-12', null],
    [null, '2023-12', null],
    ['2023-01', null, null],
    ['soon', '2023-12', null],
  ] as const)('when the role ran from %s to %s, then it lasted %s whole months', (start, end, months) => {
    expect(tenureMonths(start, end)).toBe(months);
  });
});
