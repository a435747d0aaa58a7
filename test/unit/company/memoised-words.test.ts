import { describe, expect, it } from 'vitest';

import { companyKey, companyTokens } from '../../../src/domain/company/company-key';
import { sameCompanyFamily } from '../../../src/domain/company/families';
import { groupVerdict } from '../../../src/domain/company/groups';

/**
 * Round 23: the family rules dropped a leading "Bank" / "Banco" from the memoised word list in place, so every later
 * reader of that name — the identity key, the group index — saw it without the word: "Bank of China" ↔ "Bank of China
 * (Hong Kong)" read one group, then, once "Bank of China" had met another name, no group at all (a false move).
 */
describe('company words read once, the same for every later reader', () => {
  it('when a name starting with "Bank" is read by the family rules, then its words, key and group stay as they were', () => {
    const words = [...companyTokens('Bank of China')];
    const key = companyKey('Bank of China');
    expect(groupVerdict('Bank of China', 'Bank of China (Hong Kong)')).toBe('same');
    sameCompanyFamily('Bank of China', 'BOC Financial Technology');
    expect(companyTokens('Bank of China')).toEqual(words);
    expect(companyKey('Bank of China')).toBe(key);
    expect(groupVerdict('Bank of China', 'Bank of China (Hong Kong) Limited')).toBe('same');
  });

  it('when a caller tries to change the words it was given, then it fails loudly instead of changing them for others', () => {
    expect(() => (companyTokens('Banco Santander') as string[]).shift()).toThrow(TypeError);
    expect(companyTokens('Banco Santander')).toEqual(['banco', 'santander']);
  });
});
