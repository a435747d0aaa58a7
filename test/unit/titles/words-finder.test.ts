import { describe, expect, it } from 'vitest';

import { wordsFinder, wordsOrLiteralsTest } from '../../../src/domain/titles/class-terms-finder';
import { defenceTerms } from '../../../src/domain/titles/defence-terms';
import { foldText } from '../../../src/domain/titles/fold';
import { nonprofitTerms } from '../../../src/domain/titles/nonprofit-terms';
import { realEstateTerms } from '../../../src/domain/titles/real-estate-terms';
import { words } from '../../../src/domain/titles/role-classes';
import { labelledTitleTexts } from './fixture';

/**
 * Round 39 (speed41): the trade passes' lists found term by term (`wordsFinder`) answer what `new RegExp(words(list))` answers —
 * the first match's place and length, and with a start place each match of the global pattern in turn.
 */
const LISTS = [
  ['defence', defenceTerms()],
  ['nonprofit', nonprofitTerms()],
  ['real estate', realEstateTerms()],
] as const;

/** The labelled titles, and each term in places a word start or end decides. */
function texts(list: readonly string[]): string[] {
  const out = [...labelledTitleTexts()];
  for (const term of list) {
    const long = foldText(term).replace(/\*/gu, 'ab');
    const bare = foldText(term).replace(/\*/gu, '');
    out.push(long, `x ${long}`, `x,${bare}1`, `x${bare}`, `${bare}x`, `q & ${long} , y ${bare}`, `中${bare}`);
  }
  return [...new Set(out)];
}

describe('a trade list read term by term (speed41, wordsFinder)', () => {
  it.each(LISTS)('when the %s terms are looked for, then every match of the global pattern is found, in turn', (_name, list) => {
    const find = wordsFinder(list);
    const pattern = new RegExp(words(list), 'gu');
    const wrong: string[] = [];
    let hits = 0;
    for (const text of texts(list)) {
      const expected: string[] = [];
      pattern.lastIndex = 0;
      for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
        if (m[0].length === 0) pattern.lastIndex++;
        else expected.push(`${m.index}+${m[0].length}`);
      }
      const got: string[] = [];
      for (let f = find(text); f !== null; f = find(text, f.index + f.length)) got.push(`${f.index}+${f.length}`);
      hits += expected.length;
      if (got.join() !== expected.join()) wrong.push(text);
    }
    expect(hits).toBeGreaterThan(500);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('when a list and CJK words are tested, then the answer is the joined pattern\'s', () => {
    const list = ['project director*', 'site manager*', 'bauleiter*', 'директор проєкту'];
    const cjk = ['프로젝트 디렉터', '现場所長'];
    const test = wordsOrLiteralsTest(list, cjk);
    const pattern = new RegExp(`${words(list)}|${cjk.join('|')}`, 'u');
    for (const text of ['project directors', 'x project director , y', 'oberbauleiter', 'bauleiterin', 'a 프로젝트 디렉터', '现場所長x', 'site', 'директор проєкту']) {
      expect(test(text), text).toBe(pattern.test(text));
    }
  });
});
