import { describe, expect, it } from 'vitest';

import { escapeRegExp } from '../../../src/domain/normalise/text';
import { CJK, foldText } from '../../../src/domain/titles/fold';
import { LEXICON } from '../../../src/domain/titles/lexicon';
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

describe('LexiconMatcher over the whole lexicon', () => {
  const full = new LexiconMatcher(LEXICON);
  // The CJK terms as the matcher keeps them (folded; no space, and no Latin run, which the tokeniser cuts apart), read by the longest-first alternation the matcher used before round 27's cost work.
  const folded = (term: string): string => foldText(term).replace(/[-.]/g, ' ').replace(/[^\p{L}\p{M}\p{N}\s*&]/gu, ' ').replace(/\s+/g, ' ').trim();
  const terms = [...new Set(LEXICON.map((e) => folded(e.term)).filter((t) => CJK.test(t) && !/[\s*a-z0-9]/u.test(t)))];
  const alternation = new RegExp([...terms].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|'), 'gu');
  const spans = (text: string): string[] => [...text.matchAll(alternation)].map((m) => `${m.index}+${m[0].length}`);

  it('when CJK terms run together, overlap or are cut short, then the hits are where a longest-first alternation finds them', () => {
    const texts = terms.flatMap((t, i) => {
      const next = terms[(i + 1) % terms.length] ?? '';
      return [t, `${t}${next}`, `${t.slice(1)}${next}`, `${t.slice(0, -1)}${next.slice(1)}`, `の${t}担当${next}部`];
    });
    expect(terms.length).toBeGreaterThan(500);
    const differing = texts.filter((text) => full.match(text).map((h) => `${h.index}+${h.length}`).join() !== spans(text).join());
    expect(differing).toEqual([]);
  });
});
