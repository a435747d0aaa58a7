import { describe, expect, it } from 'vitest';

import { companyKey, isNickname, matchFirstName, nameKeys, sameName } from '../../../../src/domain/names/name-match';

describe('name matching', () => {
  it('when names differ only by accents or transliteration, then they match', () => {
    expect(sameName('José', 'Jose')).toBe(true);
    expect(sameName('Müller', 'Mueller')).toBe(true);
    expect(sameName('Müller', 'Muller')).toBe(true);
    expect(sameName('Øst', 'Ost')).toBe(true);
    expect(sameName('Øst', 'Oest')).toBe(true);
    expect(sameName('Mueller', 'Miller')).toBe(false);
    expect(nameKeys('Søren')).toEqual(['soren', 'soeren']);
  });

  it('when a first name is a nickname of the other, then it matches as a nickname, not as the same name', () => {
    expect(isNickname('Bob', 'Robert')).toBe(true);
    expect(isNickname('Liz', 'Elizabeth')).toBe(true);
    expect(isNickname('Bill', 'William')).toBe(true);
    expect(isNickname('Bob', 'William')).toBe(false);
    expect(matchFirstName('Bob', 'Robert')).toBe('nickname');
    expect(matchFirstName('robert', 'Robert')).toBe('exact');
    expect(matchFirstName('Jose', 'José')).toBe('transliteration');
    expect(matchFirstName('Bob', 'Bill')).toBeUndefined();
  });

  it('when company names differ by legal suffix, case or punctuation, then their keys are equal', () => {
    expect(companyKey('The Acme Group, Inc.')).toBe(companyKey('acme'));
    expect(companyKey('Hand & Sipes')).toBe(companyKey('Hand and Sipes LLC'));
    expect(companyKey('Acme')).not.toBe(companyKey('Acme Labs'));
  });
});
