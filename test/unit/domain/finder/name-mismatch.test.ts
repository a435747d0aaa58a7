import { describe, expect, it } from 'vitest';

import { namesClearlyDiffer } from '../../../../src/domain/finder/name-mismatch';

const n = (first_name: string | null, last_name: string | null) => ({ first_name, last_name });

describe('baseline name check', () => {
  it.each([
    ['the same name', n('Ada', 'Lovelace'), n('Ada', 'Lovelace')],
    ['accents and case', n('jose', 'garcia'), n('José', 'García')],
    ['a transliteration', n('Jurgen', 'Mueller'), n('Jürgen', 'Müller')],
    ['a nickname', n('Bob', 'Smith'), n('Robert', 'Smith')],
    ['an initial', n('J.', 'Smith'), n('John', 'Smith')],
    ['one part of a compound family name', n('Maria', 'García López'), n('Maria', 'Garcia')],
    ['the parts swapped', n('Wei', 'Zhang'), n('Zhang', 'Wei')],
  ])('when the profile shows %s, then it is not a mismatch', (_, contact, profile) => {
    expect(namesClearlyDiffer(contact, profile)).toBe(false);
  });

  it.each([
    ['another person', n('Ada', 'Lovelace'), n('Grace', 'Hopper')],
    ['another first name', n('John', 'Smith'), n('Jane', 'Smith')],
    ['another family name', n('Robert', 'Smith'), n('Robert', 'Jones')],
  ])('when the profile shows %s, then the names clearly differ', (_, contact, profile) => {
    expect(namesClearlyDiffer(contact, profile)).toBe(true);
  });

  it('when the profile or the contact shows no name, then nothing is decided', () => {
    expect(namesClearlyDiffer(n('Ada', 'Lovelace'), n(null, null))).toBe(false);
    expect(namesClearlyDiffer(n('', ''), n('Grace', 'Hopper'))).toBe(false);
  });
});
