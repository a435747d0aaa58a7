import { describe, expect, it } from 'vitest';

import { ROW_POLICY } from '../../../src/domain/titles/term-automaton';
import { NeedleIndex, type Needles, startsAfter } from '../../../src/domain/titles/term-gate';

/** The gate's meaning, written plainly: a substring test of every `anywhere` literal, and of every `atWordStart` one at a word start. */
function plain(sets: readonly (readonly string[] | Needles | null)[], text: string): number[] {
  return sets.map((set) => {
    const needles: Needles | null = Array.isArray(set) ? { anywhere: set as readonly string[] } : (set as Needles | null);
    const all = [...(needles?.anywhere ?? []), ...(needles?.atWordStart ?? [])];
    if (all.length === 0 || all.includes('')) return 1;
    if ((needles?.anywhere ?? []).some((s) => text.includes(s))) return 1;
    for (const s of needles?.atWordStart ?? []) {
      for (let i = text.indexOf(s); i >= 0; i = text.indexOf(s, i + 1)) if (i === 0 || startsAfter(text.charCodeAt(i - 1))) return 1;
    }
    return 0;
  });
}

describe('the term gate as one automaton (round 35, speed38)', () => {
  // Round 37 (speed39): a state has a full row of Latin transitions only when it differs from its failure chain's in many places;
  // the policy is varied so that both kinds of state are read (every state with a full row, the default, only the root).
  it.each([
    ['every state with a full row', { maxDiffs: -1 }],
    ['the default policy', ROW_POLICY],
    ['a full row for the root alone', { maxDiffs: Number.MAX_SAFE_INTEGER }],
  ])('answers as a plain substring test on random literals and texts over separators, Latin, Cyrillic and Han (%s)', (_, policy) => {
    let seed = 7;
    const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
    const alphabet = ['a', 'b', 'ab', ' ', ',', '&', 'é', '值', 'я', '\u00a0', '-'];
    const string = (n: number): string => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    let checked = 0;
    for (let round = 0; round < 200; round++) {
      const sets = Array.from({ length: 6 }, (): readonly string[] | Needles | null => {
        const r = random();
        if (r < 0.1) return null;
        const anywhere = Array.from({ length: 1 + Math.floor(random() * 3) }, () => string(1 + Math.floor(random() * 3)));
        const atWordStart = Array.from({ length: Math.floor(random() * 3) }, () => string(1 + Math.floor(random() * 3)));
        return r < 0.4 ? anywhere : { anywhere: r < 0.7 ? anywhere : undefined, atWordStart };
      });
      const index = new NeedleIndex(sets, policy);
      for (let k = 0; k < 40; k++) {
        const text = string(Math.floor(random() * 10));
        expect([...index.present(text)], JSON.stringify({ sets, text })).toEqual(plain(sets, text));
        checked++;
      }
    }
    expect(checked).toBe(8000);
  });

  it('finds a literal that spans a separator, and a word-start literal only at a word start', () => {
    const sets = [{ anywhere: ['a b'] }, { atWordStart: ['b c'] }, { atWordStart: [' x'] }, ['值长'], { atWordStart: ['ops'] }];
    expect([...new NeedleIndex(sets).present('za b c')]).toEqual([1, 1, 0, 0, 0]);
    expect([...new NeedleIndex(sets).present('ab c, x值长devops')]).toEqual([0, 0, 1, 1, 0]);
    expect([...new NeedleIndex(sets).present('dev&ops')]).toEqual([0, 0, 0, 0, 1]);
  });
});
