import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { words } from '../../../src/domain/titles/role-classes';

/**
 * The role classes of `role-classes.ts` (issue #21, round 3), on titles written for this test —
 * other words and languages than the blind sets' rows.
 */
describe('role classes read once for every language', () => {
  it.each([
    'Elektroinstallateur', 'Soudeur TIG', 'Fontanero oficial de primera', 'Spawacz MIG/MAG', 'Svářeč', 'Hitsaaja', 'Kaynakçı',
    'Forklift Operator', 'Magazynier', 'Orderpicker', 'Cocinero', 'Apprentice Plumber', 'Automechaniker-Lehrling', 'Foreman, Civil Works',
  ])('when the title is the trade %j, then the function is operations', (title) => {
    expect(classifyTitle(title).function).toBe('operations');
  });

  it.each(['Visitadora Médica', 'Pharmareferentin', 'Delegado Médico', 'Przedstawiciel Medyczny', 'Медичний представник', 'Pharmaceutical Sales Representative'])(
    'when the title is the medical representative %j, then the function is sales',
    (title) => {
      expect(classifyTitle(title).function).toBe('sales');
    },
  );

  it.each(['Studentka zarządzania', 'Student of Economics', 'Estudiante de Derecho', 'Étudiant en informatique', 'Mahasiswa Teknik Informatika', 'Sinh viên Kinh tế', 'Studente di Economia'])(
    'when the title is the student %j, then it is ic / other whatever the field',
    (title) => {
      expect(classifyTitle(title)).toEqual({ seniority: 'ic', function: 'other' });
    },
  );

  it.each([['Working Student Marketing', 'marketing'], ['Werkstudentin Vertrieb', 'sales']])(
    'when %j is a student job, then it keeps its team function',
    (title, fn) => {
      expect(classifyTitle(title).function).toBe(fn);
    },
  );

  it.each(['Primera empleada – Diseñadora de producto', 'Gründungsmitglied – Softwareentwicklerin', 'Anggota Tim Pendiri – Backend Engineer', 'Founding team member, Design'])(
    'when %j is a founding-team member, then the seniority is ic',
    (title) => {
      expect(classifyTitle(title).seniority).toBe('ic');
    },
  );

  it.each(['Co-founder & CEO', 'Fundadora', 'Kurucu'])('when %j founded the company, then it stays c_level', (title) => {
    expect(classifyTitle(title).seniority).toBe('c_level');
  });

  it.each(['Vicepresidente Regional Cono Sur', 'Vice-président régional Afrique', 'Regional Vice President, Benelux'])(
    'when %j heads a region without a function, then it is vp / executive',
    (title) => {
      expect(classifyTitle(title)).toEqual({ seniority: 'vp', function: 'executive' });
    },
  );

  it.each(['Vorarbeiter Tiefbau', 'Brygadzistka produkcji', 'Capataz de obra', 'Caposquadra elettricisti', 'Liderka zespołu sprzedaży', 'Műszakvezető'])(
    'when %j leads a crew or a team, then the seniority is manager',
    (title) => {
      expect(classifyTitle(title).seniority).toBe('manager');
    },
  );

  it.each(['Directora General Adjunta', 'Vice verkställande direktör', 'Directeur général adjoint', 'Directrice Pays Maroc', 'Landschef Danmark'])(
    'when %j deputises for the company head or heads a country, then the seniority is vp',
    (title) => {
      expect(classifyTitle(title).seniority).toBe('vp');
    },
  );
});

describe('a word list of CJK terms only', () => {
  it('when a list has no spaced term, then its pattern matches its CJK terms and nothing at a bare word boundary', () => {
    const pattern = new RegExp(words(['営業事務', '销售支持']), 'u');
    expect(pattern.test('営業事務 , 東京')).toBe(true);
    expect(pattern.test('sales support , tokyo')).toBe(false);
    expect(pattern.test('manager & , lead')).toBe(false);
  });
});
