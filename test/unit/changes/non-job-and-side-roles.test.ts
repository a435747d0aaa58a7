import { describe, expect, it } from 'vitest';

import { isNonJobEntry, nonJobKind } from '../../../src/domain/titles/non-job';
import { isSideRole, sideRoleKind } from '../../../src/domain/titles/side-roles';

describe('isNonJobEntry', () => {
  it.each([
    ['Career Break', 'Career Break', 'break'],
    ['Career Break', 'Travel', 'break'],
    ['-', 'Open to work', 'seeking'],
    ['Open to Work', 'Seeking new opportunities', 'seeking'],
    ['Sabbatical', null, 'leave'],
    ['Congé parental', 'Congé parental', 'leave'],
    ['Elternzeit', null, 'leave'],
    ['Auszeit', 'Berufliche Auszeit', 'break'],
    ['Año sabático', null, 'leave'],
    ['Jubilado', null, 'retired'],
    ['Em transição de carreira', null, 'seeking'],
    ['On a break', null, 'break'],
    ['Retired', 'Retired', 'retired'],
    ['Between jobs', null, 'seeking'],
    ['Unemployed', null, 'seeking'],
    ['Maternity Leave', null, 'leave'],
    ['Werkzoekend', 'Op zoek naar een nieuwe uitdaging', 'seeking'],
    ['Föräldraledig', null, 'leave'],
    ['Self-employed', 'Independent Consultant', 'self_employed'],
    ['Freelance', 'Freelance Sales Consultant', 'self_employed'],
    ['-', null, 'placeholder'],
    ['Harvard Business School', 'Full-time MBA Candidate', 'studying'],
  ])('when the entry is %j / %j, then it is not a job (%s)', (company, title, kind) => {
    expect(nonJobKind({ company, title })).toBe(kind);
  });

  it.each([
    ['Seeking Alpha', 'Editor'],
    ['Fidelity Investments', 'Retirement Plan Advisor'],
    ['Break Free Foundation', 'Director'],
    ['Open Society Foundations', 'Program Officer'],
    ['Independent Bank', 'Loan Officer'],
    ['Stealth Startup', 'Founder'],
    ['Confidential', 'VP Sales'],
    ['-', 'Software Engineer'],
    ['Freelancer.com', 'Account Manager'],
  ])('when the entry is %j / %j, then it is a job', (company, title) => {
    expect(isNonJobEntry({ company, title })).toBe(false);
  });
});

describe('sideRoleKind', () => {
  it.each([
    ['Board Member', 'board'],
    ['Advisory Board Member', 'board'],
    ['Beirat', 'board'],
    ['Aufsichtsrat', 'board'],
    ['Administrateur', 'board'],
    ['Consejero', 'board'],
    ['Non-Executive Director', 'board'],
    ['Advisor', 'advisory'],
    ['Strategic Advisor', 'advisory'],
    ['Conseiller', 'advisory'],
    ['Investor & Advisor', 'advisory'],
    ['Angel Investor', 'investing'],
    ['Limited Partner', 'investing'],
    ['Venture Partner', 'investing'],
    ['Scout', 'investing'],
    ['Mentor', 'mentoring'],
    ['Volunteer', 'volunteering'],
    ['Vrijwilliger', 'volunteering'],
    ['Guest Lecturer', 'teaching'],
    ['Adjunct Professor', 'teaching'],
    ['Part-time Sales Coach', 'part_time'],
    ['Fractional CMO', 'part_time'],
    ['Freelance Designer', 'part_time'],
  ])('when the title is %j, then it is a %s side role', (title, kind) => {
    expect(sideRoleKind(title)).toBe(kind);
  });

  it.each([
    'CEO',
    'Chairman & CEO',
    'Founder & Board Member',
    'Consejero Delegado',
    'Financial Advisor',
    'Sales Advisor',
    'Conseiller clientèle',
    'Asesor comercial',
    'Senior Manager, Advisory',
    'Administrateur systèmes',
    'Board Certified Pharmacist',
    'Talent Scout',
    'Account Executive',
    'Interim CFO',
  ])('when the title is %j, then it is a main job', (title) => {
    expect(isSideRole(title)).toBe(false);
  });
});

describe('career-break types under a blank employer', () => {
  it.each([
    ['-', 'Professional development'],
    ['N/A', 'Health and well-being'],
    ['', 'Voluntary work'],
    ['-', 'Laid off'],
    ['Career Break', 'Bereavement'],
  ])('when the entry is %j / %j, then it is a break', (company, title) => {
    expect(nonJobKind({ company, title })).toBe('break');
  });

  it('when "Professional Development" is a title at a real company, then it is a job', () => {
    expect(isNonJobEntry({ company: 'Acme', title: 'Professional Development' })).toBe(false);
    expect(isNonJobEntry({ company: 'n/a', title: 'Sales Manager' })).toBe(false);
  });
});
