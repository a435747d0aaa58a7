import { describe, expect, it } from 'vitest';

import { memoiseByString, memoiseByTwoStrings } from '../../../src/domain/company/memoise';

/** Round 25: memos of a pure function of one string or of two, bounded, answering as the function does. */
describe('memoised pure functions', () => {
  it('when two strings are asked again, then the function is not run again and the answer is the same', () => {
    let runs = 0;
    const joined = memoiseByTwoStrings((a: string, b: string) => {
      runs++;
      return `${a}+${b}`;
    });
    expect(joined('Acme', 'Sales Manager')).toBe('Acme+Sales Manager');
    expect(joined('Acme', 'Sales Manager')).toBe('Acme+Sales Manager');
    expect(runs).toBe(1);
    expect(joined('Sales Manager', 'Acme')).toBe('Sales Manager+Acme');
    expect(joined('Acme', '')).toBe('Acme+');
    expect(runs).toBe(3);
  });

  it('when the two strings hold what a joined key used as its separator, then each pair keeps its own answer', () => {
    const joined = memoiseByTwoStrings((a: string, b: string) => [a, b]);
    expect(joined('a\u0000b', 'c')).toEqual(['a\u0000b', 'c']);
    expect(joined('a', 'b\u0000c')).toEqual(['a', 'b\u0000c']);
  });

  it('when the function answers null or undefined, then that answer is remembered too', () => {
    let runs = 0;
    const nothing = memoiseByTwoStrings((): undefined => {
      runs++;
      return undefined;
    });
    nothing('x', 'y');
    nothing('x', 'y');
    expect(runs).toBe(1);
  });

  it('when the memo holds its bound of entries, then it is emptied and goes on answering right', () => {
    let runs = 0;
    const joined = memoiseByTwoStrings((a: string, b: string) => {
      runs++;
      return a + b;
    }, 3);
    for (const [a, b] of [['a', '1'], ['a', '2'], ['b', '1'], ['c', '1'], ['a', '1']] as const) expect(joined(a, b)).toBe(a + b);
    expect(runs).toBe(5);
    expect(joined('a', '1')).toBe('a1');
    expect(runs).toBe(5);
  });

  it('when the function asks its own memo for another pair, then both answers are remembered', () => {
    let runs = 0;
    const depth: (a: string, b: string) => number = memoiseByTwoStrings((a: string, b: string): number => {
      runs++;
      return a === '' ? 0 : 1 + depth(a.slice(1), b);
    });
    expect(depth('abc', 'x')).toBe(3);
    expect(runs).toBe(4);
    expect(depth('bc', 'x')).toBe(2);
    expect(runs).toBe(4);
  });

  it('when a one-string memo is asked again, then the function is not run again', () => {
    let runs = 0;
    const length = memoiseByString((s: string) => {
      runs++;
      return s.length;
    });
    expect(length('Account Executive')).toBe(17);
    expect(length('Account Executive')).toBe(17);
    expect(runs).toBe(1);
  });
});
