import { describe, expect, it } from 'vitest';

import { freshTokens, plainFirstWord } from '../../../src/domain/company/company-key';
import { groupLines } from '../../../src/domain/company/groups';

/** Round 32: the group index files its names by `plainFirstWord` and tokenises a name only when that word is asked for. */
describe('plainFirstWord', () => {
  it('is the first of freshTokens for every listed group name it reads (or the name has no words)', () => {
    const names = groupLines().flatMap((line) => line.replace(/^(?:holding|school|government): /u, '').split(/ > |\||=/u));
    let read = 0;
    const wrong: string[] = [];
    for (const name of names) {
      const first = plainFirstWord(name);
      if (first === null) continue;
      read += 1;
      const words = freshTokens(name);
      if (words.length > 0 && words[0] !== first) wrong.push(`${name} → ${first} (not ${words[0]})`);
    }
    expect(wrong).toEqual([]);
    expect(read).toBeGreaterThan(names.length / 2);
  });

  it('leaves to freshTokens what only it knows', () => {
    for (const name of ['The Boots Company', 'PT Bank Mandiri', 'OOO Yandex', 'Kabushiki Kaisha Toshiba', 'K.K. Example', 'E.ON', 'A/S Example', 'Acme㈱', '(株)Acme', 'Acme株式会社', '주식회사 Example', 'ООО Ромашка']) {
      expect(plainFirstWord(name)).toBeNull();
    }
    expect(plainFirstWord('Acme Holding GmbH')).toBe('acme');
    expect(plainFirstWord('Merck & Co.')).toBe('merck');
    expect(plainFirstWord('Société Générale')).toBe('societe');
    expect(plainFirstWord('Ørsted A/S')).toBe(freshTokens('Ørsted A/S')[0] ?? '');
    expect(plainFirstWord('  Bayer-Werk (Leverkusen)')).toBe('bayer');
  });
});
