import { describe, expect, it } from 'vitest';

import {
  classifyTitle,
  cleanTitle,
  isSideRole,
  JOB_FUNCTIONS,
  SENIORITIES,
  seniorityRank,
} from '../../../src/domain/titles';

const c = (title: string | null): [string | null, string | null] => {
  const r = classifyTitle(title);
  return [r.seniority, r.function];
};

describe('exports', () => {
  it('orders seniorities low → high', () => {
    expect(SENIORITIES).toEqual(['ic', 'manager', 'director', 'vp', 'c_level']);
    expect(seniorityRank('ic')).toBe(0);
    expect(seniorityRank('c_level')).toBe(4);
    expect(seniorityRank('vp')).toBeGreaterThan(seniorityRank('director'));
    expect(seniorityRank(null)).toBe(-1);
  });

  it('lists every function once, other last', () => {
    expect(new Set(JOB_FUNCTIONS).size).toBe(JOB_FUNCTIONS.length);
    expect(JOB_FUNCTIONS).toContain('revops');
    expect(JOB_FUNCTIONS.at(-1)).toBe('other');
  });
});

describe('empty and placeholder titles', () => {
  it.each([null, '', '   ', '--', 'N/A', '🚀', '(she/her)'])('%j → both null', (title) => {
    expect(classifyTitle(title)).toEqual({ seniority: null, function: null });
  });

  it('a title with no signal is ic / other', () => {
    expect(c('Teacher')).toEqual(['ic', 'other']);
  });
});

describe('c-level and executive', () => {
  it.each([
    ['CEO', 'c_level', 'executive'],
    ['Founder & CEO', 'c_level', 'executive'],
    ['CTO and Co-founder', 'c_level', 'engineering'],
    ['Chief Revenue Officer', 'c_level', 'sales'],
    ['Chief Marketing & Growth Officer', 'c_level', 'marketing'],
    ['President', 'c_level', 'executive'],
    ['Owner/Operator', 'c_level', 'executive'],
    ['Managing Partner', 'c_level', 'executive'],
    ['Geschäftsführer', 'c_level', 'executive'],
    ['C.E.O.', 'c_level', 'executive'],
  ])('%s', (title, seniority, fn) => {
    expect(c(title)).toEqual([seniority, fn]);
  });

  it('"Vice President" is not President', () => {
    expect(c('Vice President, Marketing')).toEqual(['vp', 'marketing']);
  });

  it('partner / owner as a modifier is not c-level', () => {
    expect(c('HR Business Partner')).toEqual(['ic', 'people']);
    expect(c('Partner Manager')).toEqual(['ic', 'sales']);
    expect(c('Product Owner')).toEqual(['ic', 'product']);
    expect(c('Senior Talent Acquisition Partner')).toEqual(['ic', 'people']);
  });

  it('the boss in "… to the CEO" is ignored', () => {
    expect(c('Executive Assistant to the CEO')).toEqual(['ic', 'operations']);
    expect(c('Chief of Staff to the CEO')).toEqual(['director', 'operations']);
  });

  it('founding X is not a founder', () => {
    expect(c('Founding Account Executive')).toEqual(['ic', 'sales']);
    expect(c('Founding Engineer')).toEqual(['ic', 'engineering']);
  });
});

describe('vp / director / manager decisions', () => {
  it.each([
    ['SVP, Global Sales', 'vp', 'sales'],
    ['Managing Director', 'vp', 'executive'],
    ['General Manager, North America', 'vp', 'executive'],
    ['AVP, Finance', 'director', 'finance'],
    ['Head of Sales', 'director', 'sales'],
    ['Sr. Dir. Marketing', 'director', 'marketing'],
    ['Chief of Staff', 'director', 'operations'],
    ['Team Lead, Customer Support', 'manager', 'customer_success'],
    ['Controller', 'ic', 'finance'],
    ['Group Product Manager', 'manager', 'product'],
  ])('%s', (title, seniority, fn) => {
    expect(c(title)).toEqual([seniority, fn]);
  });

  it('conventionally individual-contributor "managers" are ic', () => {
    for (const t of [
      'Account Manager',
      'Customer Success Manager',
      'Product Manager',
      'Project Manager',
      'Business Development Manager',
      'Key Account Manager',
    ]) {
      expect(classifyTitle(t).seniority, t).toBe('ic');
    }
    expect(classifyTitle('Manager, Customer Success').seniority).toBe('manager');
  });

  it('senior / lead / principal / staff stay ic', () => {
    for (const t of ['Senior Software Engineer', 'Lead Software Engineer', 'Principal Engineer', 'Staff Engineer', 'Tech Lead']) {
      expect(c(t), t).toEqual(['ic', 'engineering']);
    }
  });
});

describe('functions', () => {
  it.each([
    ['Revenue Operations Manager', 'revops'],
    ['Sales Ops Specialist', 'revops'],
    ['Director | RevOps', 'revops'],
    ['Sales Enablement Manager', 'revops'],
    ['Salesforce Administrator', 'revops'],
    ['Account Executive', 'sales'],
    ['SDR', 'sales'],
    ['Sales Engineer', 'sales'],
    ['Technical Account Manager', 'customer_success'],
    ['Support Engineer', 'customer_success'],
    ['Technical Recruiter', 'people'],
    ['Revenue Accountant', 'finance'],
    ['FP&A Analyst', 'finance'],
    ['Product Marketing Manager', 'marketing'],
    ['Sr. PM', 'product'],
    ['Data Scientist', 'engineering'],
    ['IT Manager', 'engineering'],
    ['Supply Chain Manager', 'operations'],
    ['General Counsel', 'other'],
  ])('%s → %s', (title, fn) => {
    expect(classifyTitle(title).function).toBe(fn);
  });

  it('multi-function titles take the first function named', () => {
    expect(classifyTitle('VP, Sales & Marketing').function).toBe('sales');
    expect(classifyTitle('Marketing & Sales Director').function).toBe('marketing');
  });

  it('a specific function beats founder / CEO', () => {
    expect(classifyTitle('Founder, Head of Growth').function).toBe('marketing');
    expect(classifyTitle('President and Chief Operating Officer').function).toBe('operations');
  });
});

describe('noise', () => {
  it.each([
    ['Senior Account Executive (she/her)', 'ic', 'sales'],
    ['Account Executive at Salesforce', 'ic', 'sales'],
    ['SDR @ Gong', 'ic', 'sales'],
    ['✨ Product Designer ✨', 'ic', 'product'],
    ['CEO @ Acme | Helping sales teams close more deals', 'c_level', 'executive'],
    ['VP Sales | ex-Oracle, ex-SAP', 'vp', 'sales'],
    ['Sales Director - EMEA', 'director', 'sales'],
    ['ACCOUNT EXECUTIVE', 'ic', 'sales'],
  ])('%s', (title, seniority, fn) => {
    expect(c(title)).toEqual([seniority, fn]);
  });

  it('cleanTitle produces lowercase segments', () => {
    expect(cleanTitle('VP, Sales & Marketing | ex-Oracle')).toBe('vp , sales & marketing');
    expect(cleanTitle('Co-Founder (he/him) @ Acme')).toBe('co founder');
  });
});

describe('non-English', () => {
  it.each([
    ['Geschäftsführerin', 'c_level', 'executive'],
    ['Directeur commercial', 'director', 'sales'],
    ['Gerente de Marketing', 'manager', 'marketing'],
    ['Jefe de ventas', 'manager', 'sales'],
    ['Vendedor', 'ic', 'sales'],
    ['Vertriebsleiter', 'director', 'sales'],
    ['Teamleiter Vertrieb', 'manager', 'sales'],
  ])('%s', (title, seniority, fn) => {
    expect(c(title)).toEqual([seniority, fn]);
  });
});

describe('isSideRole', () => {
  it('recognises side roles', () => {
    for (const t of ['Board Member', 'Advisor', 'Angel Investor', 'Mentor', 'Volunteer', 'Podcast Host']) {
      expect(isSideRole(t), t).toBe(true);
    }
  });

  it('operating roles are not side roles', () => {
    for (const t of [null, 'CEO', 'Chairman & CEO', 'Founder & Board Member', 'Account Executive', 'Sales Consultant']) {
      expect(isSideRole(t), String(t)).toBe(false);
    }
  });
});
