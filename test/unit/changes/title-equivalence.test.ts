import { describe, expect, it } from 'vitest';

import { sameRole } from '../../../src/domain/changes/title-equivalence';

describe('titles edited in place', () => {
  it.each([
    ['Head of Sales 🚀', 'Head of Sales'],
    ['Sr. Product Manager', 'Senior Product Manager'],
    ['VP Sales & Marketing', 'Vice President, Sales and Marketing'],
    ['HR Manager', 'Human Resources Manager'],
    ['Gerente de Marketing', 'Marketing Manager'],
    ['Head of Marketing', 'Leiter Marketing'],
    ['Directeur Marketing', 'Marketing Director'],
    ['Sales Manager', 'Gerente de Ventas'],
    ['Product Manager', 'Produktmanager'],
  ])('when "%s" becomes "%s", then it is the same role (normalised or translated)', (a, b) => {
    expect(sameRole(a, b)).toBe(true);
  });

  it.each([
    ['Marketing Manager', 'Senior Marketing Manager'],
    ['Software Engineer', 'Backend Engineer'],
    ['Sales Manager', 'Sales Manager Nordics'],
    ['Account Manager', 'Key Account Manager'],
    ['Marketing Manager', 'Marketing Director'],
    ['Project Manager', 'Product Manager'],
    ['Customer Success Manager', 'Account Manager'],
    ['Customer Support Agent', 'Customer Success Manager'],
  ])('when "%s" becomes "%s", then the role changed', (a, b) => {
    expect(sameRole(a, b)).toBe(false);
  });
});

describe('titles edited in place within one language (round 14)', () => {
  // Lecturer → dean, teacher → head, in the languages of the profiles: with no word in common, a title the lexicon does
  // not know (read as function "other") is no translation of the other, and two known titles of other ranks are none.
  it.each([
    ['Giảng viên', 'Trưởng khoa'],
    ['Wykładowca', 'Dziekan'],
    ['Öğretim Görevlisi', 'Dekan'],
    ['Docent', 'Decaan'],
    ['Lehrer', 'Schulleiter'],
    ['Profesor', 'Decano'],
    ['Enseignant', 'Doyen'],
    ['Dosen', 'Dekan'],
    ['Opettaja', 'Rehtori'],
    ['Učitel', 'Ředitel školy'],
    ['Lärare', 'Rektor'],
    ['Asistent universitar', 'Decan'],
    ['Oktató', 'Dékán'],
    ['Преподаватель', 'Декан'],
    ['Викладач', 'Завідувач кафедри'],
    ['מרצה', 'דיקן'],
    ['محاضر', 'عميد'],
    ['Λέκτορας', 'Κοσμήτορας'],
    ['講師', '学部長'],
    ['讲师', '院长'],
    ['강사', '학장'],
    ['व्याख्याता', 'डीन'],
  ])('when "%s" becomes "%s", then the role changed', (a, b) => {
    expect(sameRole(a, b)).toBe(false);
  });

  it('when a title in another language becomes its English equivalent, then it is still a translation', () => {
    expect(sameRole('Vertriebsleiter', 'Head of Sales')).toBe(true);
    expect(sameRole('Satış Müdürü', 'Sales Manager')).toBe(true);
  });
});
