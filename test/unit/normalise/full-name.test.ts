import { describe, expect, it } from 'vitest';

import { splitFullName } from '../../../src/domain/normalise';

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
  ])('when "%s" is split, then first is "%s" and last is "%s"', (full, first_name, last_name) => {
    expect(splitFullName(full)).toEqual({ first_name, last_name });
  });
});
