import { describe, expect, it } from 'vitest';

import { cleanFirstName, cleanLastName, displayFirstName, splitFullName } from '../../../src/domain/normalise';

describe('splitFullName', () => {
  it.each([
    ['Jane Doe', 'Jane', 'Doe'],
    ['  Jane   Doe  ', 'Jane', 'Doe'],
    ['Doe, Jane', 'Jane', 'Doe'],
    ['Doe,Jane', 'Jane', 'Doe'],
    ['van Beethoven, Ludwig', 'Ludwig', 'van Beethoven'],
    ['Dr. Jane Doe', 'Jane', 'Doe'],
    ['Dr Jane Doe', 'Jane', 'Doe'],
    ['Mr. John Smith', 'John', 'Smith'],
    ['Ms. Jane Doe', 'Jane', 'Doe'],
    ['Mrs. Jane Doe', 'Jane', 'Doe'],
    ['John Smith Jr.', 'John', 'Smith'],
    ['John Smith Sr', 'John', 'Smith'],
    ['John Smith II', 'John', 'Smith'],
    ['John Smith III', 'John', 'Smith'],
    ['Jane Doe PhD', 'Jane', 'Doe'],
    ['Jane Doe, Ph.D.', 'Jane', 'Doe'],
    ['Jane Doe, MBA', 'Jane', 'Doe'],
    ['Dr. Jane Doe, PhD, MBA', 'Jane', 'Doe'],
    ['John Smith, Jr.', 'John', 'Smith'],
    ['Smith Jr., John', 'John', 'Smith'],
    ['Ludwig van Beethoven', 'Ludwig', 'van Beethoven'],
    ['Ursula von der Leyen', 'Ursula', 'von der Leyen'],
    ['Maria de la Cruz', 'Maria', 'de la Cruz'],
    ['Leonardo da Vinci', 'Leonardo', 'da Vinci'],
    ['Benicio del Toro', 'Benicio', 'del Toro'],
    ['Paolo di Canio', 'Paolo', 'di Canio'],
    ['Jean-Claude Van Damme', 'Jean-Claude', 'Van Damme'],
    ['Jean Claude Van Damme', 'Jean Claude', 'Van Damme'],
    ['Marine Le Pen', 'Marine', 'Le Pen'],
    ['Mary Ann Smith', 'Mary Ann', 'Smith'],
    ['John F. Kennedy', 'John F.', 'Kennedy'],
    ['Cher', 'Cher', ''],
    ['Dr. Cher', 'Cher', ''],
    ['Van Morrison', 'Van', 'Morrison'],
    ["Conan O'Brien", 'Conan', "O'Brien"],
    ['José García', 'José', 'García'],
    ['', '', ''],
    ['   ', '', ''],
    ['John Smith, MD', 'John', 'Smith'],
    ['Tom Brown MD', 'Tom', 'Brown'],
    ['Kim Ng, RN, BSN', 'Kim', 'Ng'],
    ['Sam Lee, CFA, CAIA', 'Sam', 'Lee'],
    ['Jane Doe, MA', 'Jane', 'Doe'],
    ['Jack Ma', 'Jack', 'Ma'],
    ['Anh Do', 'Anh', 'Do'],
    ['Jane Doe (she/her)', 'Jane', 'Doe'],
    ['Alex Kim she/they', 'Alex', 'Kim'],
    ['Jane Doe 🚀', 'Jane', 'Doe'],
    ['🌟 Sarah Connor', 'Sarah', 'Connor'],
    ['Alex Kim (he/him) 🏳️‍🌈', 'Alex', 'Kim'],
    ['Jane "JJ" Doe', 'Jane', 'Doe'],
    ["Jane 'JJ' Doe", 'Jane', 'Doe'],
    ['Robert (Bob) Jones', 'Robert', 'Jones'],
    ['Priya Patel | Hiring!', 'Priya', 'Patel'],
    ['Priya Patel #OpenToWork', 'Priya', 'Patel'],
    ['Prof. Dr. Hans Müller', 'Hans', 'Müller'],
    ['JOHN SMITH', 'JOHN', 'SMITH'],
  ])('when "%s" is split, then first is "%s" and last is "%s"', (full, first_name, last_name) => {
    expect(splitFullName(full)).toEqual({ first_name, last_name });
  });
});

describe('cleanFirstName and cleanLastName', () => {
  it.each([
    ['Dr. Jane', 'Jane'],
    ['🚀 Sarah', 'Sarah'],
    ['Alex (he/him)', 'Alex'],
    ['Jane "JJ"', 'Jane'],
    ['Mary Ann', 'Mary Ann'],
  ])('when the first name "%s" is given, then "%s" is kept', (raw, expected) => {
    expect(cleanFirstName(raw)).toBe(expected);
  });

  it.each([
    ['Smith, MD', 'Smith'],
    ['Doe (she/her)', 'Doe'],
    ['Doe 🌈', 'Doe'],
    ['Smith Jr.', 'Smith'],
    ['Doe, PhD, MBA', 'Doe'],
    ['Ma', 'Ma'],
    ["O'Brien", "O'Brien"],
    ['van Beethoven', 'van Beethoven'],
  ])('when the last name "%s" is given, then "%s" is kept', (raw, expected) => {
    expect(cleanLastName(raw)).toBe(expected);
  });

  it('when a name field holds only emoji, then nothing is left', () => {
    expect(cleanFirstName('🚀✨')).toBe('');
  });
});

describe('displayFirstName', () => {
  it.each([
    ['JOHN', 'John'],
    ['john', 'John'],
    ['jean-luc', 'Jean-Luc'],
    ["O'SHEA", "O'Shea"],
    ['DeAndre', 'DeAndre'],
    ['Dr. Jane', 'Jane'],
    ['✨Dana✨', 'Dana'],
    ['Alex (he/him)', 'Alex'],
    ['J. Robert', 'Robert'],
    ['Mary Ann', 'Mary'],
    ['Émile', 'Émile'],
  ])('when the stored first name is "%s", then the greeting uses "%s"', (raw, expected) => {
    expect(displayFirstName(raw)).toBe(expected);
  });

  it.each([[null], [''], ['   '], ['A.J.'], ['Dr.'], ['123'], ['🚀']])('when the stored first name is %j, then there is none to greet by', (raw) => {
    expect(displayFirstName(raw)).toBeNull();
  });
});
