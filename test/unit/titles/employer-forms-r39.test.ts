import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { describeRoundTitles } from './fixture';

/**
 * Round 39 (issue #21, employer39): the role decides, not the employer described after it — a later segment (after a comma, a
 * dash, a bracket, a team size) or a genitive that names the employer by a noun that is also a role's word (docs/decisions.md,
 * "Detection round 39 (employer39)").
 */
const FILES: readonly string[] = [
  // 576 titles in 25 languages written before the rules: first run on main 532/576 seniority, 539/576 function.
  'titles-r39-employer-forms.json',
  // The probe, written after the rules in other roles, employers and wordings: first run 58/58 seniority, 55/58 function (main
  // 55/58, 51/58); one label recounted (a sales assistant on the CRM is revops, as round 9's rows label it) and two rows to
  // titles-r39-employer-forms-open.json with their why.
  'titles-r39-employer-forms-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('the role decides, not the employer described after it, round 39', () => {
  it('when a property developer, a product or a bank is the employer after a team size or a comma, then the role decides', () => {
    expect(classifyTitle('Marketing Manager (team of 3), Pune real estate developer')).toEqual({ seniority: 'manager', function: 'marketing' });
    expect(classifyTitle('Vedoucí marketingu (tým 3 lidí), developer').function).toBe('marketing');
    expect(classifyTitle('Ügyféltámogatási munkatárs, társasházkezelő szoftver').function).toBe('customer_success');
    expect(classifyTitle('Director financiar al unui dezvoltator imobiliar').function).toBe('finance');
    expect(classifyTitle('Support-Mitarbeiter für Hausverwaltungssoftware').function).toBe('customer_success');
  });

  it('when owners are the market or the employer, then they lend the role no owner\'s rank', () => {
    expect(classifyTitle('Contable, comunidad de propietarios')).toEqual({ seniority: 'ic', function: 'finance' });
    expect(classifyTitle('Specialist suport clienți, platformă pentru proprietari').seniority).toBe('ic');
    // An owner's word in the singular is the holder's.
    expect(classifyTitle('Propietario').seniority).toBe('c_level');
  });

  it('when the role is the noun\'s own trade, or the segment is the role\'s work, then today\'s reading stays', () => {
    expect(classifyTitle('Software Developer, bank').function).toBe('engineering');
    expect(classifyTitle('Developer Relations Manager').function).toBe('engineering');
    expect(classifyTitle('Head of Finance, construction group').function).toBe('finance');
    expect(classifyTitle('HR Data Engineer, People Analytics Platform').function).toBe('engineering');
    expect(classifyTitle('Sales Assistant (CRM data entry)').function).toBe('revops');
    expect(classifyTitle('Help Desk Agent, permitting software vendor').function).toBe('customer_success');
    // A product named alone is the role's domain, as a department is.
    expect(classifyTitle('Project Manager, Software').function).toBe('engineering');
  });
});
