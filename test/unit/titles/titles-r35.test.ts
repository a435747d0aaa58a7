import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { describeRoundTitles } from './fixture';

/**
 * Round 35 (issue #21, titles35, read set w4i's titles): what gives a title its function when the head is a general post, a study
 * or a back-office trade (docs/decisions.md, "Detection round 35 (titles)").
 */
const FILES: readonly string[] = [
  // A chief's head before a comma and the business it runs (factory, mill, workshop), in 24 languages and English, with founders
  // who name a function and plant managers as controls: 99/110 on main as first run, 110/110 after the rules.
  'titles-r35-founding.json',
  // The probe, written after the rules in other wordings: 25/25 as first run (main 19/25).
  'titles-r35-founding-probe.json',
  // Students of a field in 24 languages and English (no student's noun: a major, a faculty and its year), interns and working
  // students of a department as controls: 98/112 on main as first run; 110 after the rules, 2 Hebrew rows in -open.
  'titles-r35-study.json',
  // The probe: 24/26 as first run (main 20/26); the 2 wrong (a student-finance office, a sergeant major's rank) are in -open.
  'titles-r35-study-probe.json',
  // Finance's back office (payables and receivables in the ledgers' own words, expenses and travel claims, corporate and purchasing
  // cards) with key accounts, travel desks and travel agents as controls: 76/117 on main as first run, 117/117 after the rules.
  'titles-r35-back-office.json',
  // The probe: 25/27 as first run, function 27/27 (main 9/27); the 2 rank conventions are in -open.
  'titles-r35-back-office-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('a general post, a study and the back office, round 35', () => {
  it('when a chief\'s head is followed after a comma by the business it runs, then the title stays executive', () => {
    expect(classifyTitle('Founder aur MD, Ludhiana mein hosiery factory').function).toBe('executive');
    expect(classifyTitle('Pendiri dan Direktur Utama, pabrik kopi di Temanggung').function).toBe('executive');
    expect(classifyTitle('Founder & CEO, Sales').function).toBe('sales');
    expect(classifyTitle('Co-founder, heads Finance').function).toBe('finance');
    expect(classifyTitle('Socio director, firma de auditoría').function).toBe('finance');
  });

  it('when a student names a field of study, then the title is ic / other; an intern keeps the department', () => {
    expect(classifyTitle('Studentin BWL mit Schwerpunkt Rechnungswesen (4. Semester), Universität Bayreuth')).toEqual({ seniority: 'ic', function: 'other' });
    expect(classifyTitle('商学部 会計学科 3年、明治大学')).toEqual({ seniority: 'ic', function: 'other' });
    expect(classifyTitle('Junior, Finance major – Kelley School of Business').function).toBe('other');
    expect(classifyTitle('Werkstudentin Finanzbuchhaltung').function).toBe('finance');
    expect(classifyTitle('Student Records Officer').function).toBe('operations');
    expect(classifyTitle('Jefa de equipo de marketing de captación de alumnos (4 personas)').function).toBe('marketing');
  });

  it('when accounts are a ledger, then finance; when they are a seller\'s, then sales', () => {
    expect(classifyTitle('Administrativo de cuentas a pagar').function).toBe('finance');
    expect(classifyTitle('Borç Hesapları Ekip Lideri (6 kişi)').function).toBe('finance');
    expect(classifyTitle('Corporate Card Programme Administrator').function).toBe('finance');
    expect(classifyTitle('Gerente de cuentas clave').function).toBe('sales');
    expect(classifyTitle('Account Manager, Corporate Cards').function).toBe('sales');
  });
});
