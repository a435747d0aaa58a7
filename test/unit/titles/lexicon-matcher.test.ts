import { describe, expect, it } from 'vitest';

import { entries } from '../../../src/domain/titles/lexicon/types';
import { LexiconMatcher } from '../../../src/domain/titles/lexicon-matcher';

const matcher = new LexiconMatcher(
  entries('de', [
    ['vertrieb*', null, 'sales'],
    ['*leiter', 'director', null],
    ['*teamleiter', 'manager', null],
    ['**manager', 'manager', null],
    ['*verkauf*', null, 'sales'],
    ['gerente', 'manager', null],
    ['gerente de producto', 'ic', 'product', 1],
    ['经理', 'manager', null],
    ['产品经理', 'ic', 'product', 1],
  ]),
);

const summary = (text: string): string[] => matcher.match(text).map((h) => `${h.seniority ?? '-'}/${h.fn ?? '-'}@${h.index}`);

describe('LexiconMatcher', () => {
  it('when a compound has a known head and tail, then both parts are found', () => {
    expect(summary('vertriebsleiter')).toEqual(['-/sales@0', 'director/-@9']);
  });

  it('when two tails match, then the longer one wins', () => {
    expect(summary('teamleiter')).toEqual(['manager/-@0']);
  });

  it('when a tail is compound-only, then the bare word does not match', () => {
    expect(summary('manager')).toEqual([]);
    expect(summary('vertriebsmanager')).toEqual(['-/sales@0', 'manager/-@9']);
  });

  it('when a function word sits inside a long compound, then the infix search finds it', () => {
    expect(summary('gebietsverkaufsleiter')).toEqual(['director/-@15', '-/sales@7']);
  });

  it('when a multi-word term covers a shorter one, then only the longer term votes', () => {
    expect(summary('gerente de producto')).toEqual(['ic/product@0']);
    expect(summary('gerente , producto')).toEqual(['manager/-@0']);
  });

  it('when CJK text contains a longer term, then the longest term at a position wins', () => {
    expect(summary('产品经理')).toEqual(['ic/product@0']);
    expect(summary('销售经理')).toEqual(['manager/-@2']);
  });
});
