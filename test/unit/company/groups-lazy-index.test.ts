import { describe, expect, it } from 'vitest';

import { freshTokens, plainFirstWord } from '../../../src/domain/company/company-key';
import { groupOf, misfiledByPrefix } from '../../../src/domain/company/groups';

/**
 * Round 34 (speed36): the group index files a name that starts with three ASCII letters or digits by those three, and by its
 * first word only when a word of that prefix is first asked for. Its first word must start with them, for every listed name.
 */
describe('group index filed by prefix', () => {
  it('files every listed name under a prefix its first word starts with', () => {
    expect(misfiledByPrefix()).toEqual([]);
  });

  it('answers as the eager index did, whichever prefix is asked first', () => {
    // A name filed eagerly ("The …", a leading legal form) and names filed by prefix share a first word: the data's order holds.
    expect(groupOf('Renault Trucks')).toEqual(groupOf('RENAULT TRUCKS SAS'));
    expect(groupOf('Automobile Dacia S.A.')?.group).toBe(groupOf('Renault Group')?.group);
    expect(groupOf('Volvo Cars')?.group).not.toBe(groupOf('AB Volvo')?.group);
  });
});

/** Round 34 (speed36): `plainFirstWord` reads an ASCII name by its character codes, as its regular expressions read it. */
describe('plainFirstWord of ASCII names', () => {
  it('agrees with the first of freshTokens on separators, spaces and words the tokeniser drops', () => {
    for (const name of ['Acme', ' \tAcme Ltd', 'Acme,Inc', 'Acme(UK)', 'Acme|x', 'Acme"x"', 'Acme-Werk', 'Acme{x}', 'Acme[x]', 'Acme;x', 'Acme:x', 'A1 Telekom', '3M']) {
      expect(plainFirstWord(name)).toBe(freshTokens(name)[0]);
    }
    for (const name of ['AT&T', "Macy's", 'Acme.io', 'The Acme Company', 'PT Acme', '', '  ', '-Acme', 'Acme_x', 'Acme/x', 'Acme!']) {
      expect(plainFirstWord(name)).toBeNull();
    }
  });
});
