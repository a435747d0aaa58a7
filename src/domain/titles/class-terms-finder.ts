import { foldText } from './fold';
import type { FunctionRule } from './function-rules';
import { CJK_TERM, wordParts, words } from './role-classes';
import { type Needles, startsAfter } from './term-gate';
import type { JobFunction } from './types';

/**
 * The first match of a classes rule (`classesRule` in role-classes-it.ts) found term by term, without running its pattern
 * (round 31, speed31b, for cost). A pattern of a few hundred terms with a `\p{L}*` per wildcard costs V8 10–20 ms to compile
 * (once to bytecode at its first run, once more to machine code at its second): the three industry passes of round 31 held
 * five of them, some 75 ms of every process that classifies a title they are tried on — the detection loop's whole excess over
 * the start of the round. Here each term is tried only where its text starts: a term without a wildcard is a plain comparison,
 * one with a wildcard a small sticky pattern of its own, compiled the first time its literal is met.
 *
 * The answer is the pattern's own (`test/unit/titles/class-terms-finder.test.ts` compares them over every labelled title): the
 * pattern is `(?<=^|[\s,&])(?:(?<fn1>terms…)|(?<fn2>…))(?![\p{L}\p{N}])|(?<fn1_cjk>…)|…`, so its first match is at the leftmost
 * place where a spaced term (after a word start, before no letter or digit) or a CJK term (anywhere) matches, and at that place
 * the earliest class, then the earliest term, wins; the spaced alternative is tried before the CJK ones.
 */
export interface ClassFound {
  fn: JobFunction;
  index: number;
  /** The length of the match (the pattern's `m[0].length`). */
  length: number;
}

interface Term {
  fn: JobFunction;
  /** The term's folded text up to its first wildcard. */
  literal: string;
  /** The whole term when it has no wildcard; else null and `source` is its pattern. */
  whole: string | null;
  source: string;
  sticky: RegExp | null;
  /**
   * A spaced wildcard term's parts between its wildcards, when each part after the first starts with no letter (or is the last and
   * empty): each wildcard's letters are then read as far as they go, which is the pattern's only match (speed35: no pattern is
   * compiled for it). Null: the term's sticky pattern reads it.
   */
  parts: readonly string[] | null;
  /** The term's place in the rule (class by class, term by term). */
  order: number;
}

/** A character a term's text cannot hold for this reading: a pattern sign (the pattern would read it as one) or half a surrogate pair. */
const UNREAD = /[\\()[\].+?|^${}\uD800-\uDFFF]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/uy;

/**
 * The terms by their first two characters, each list in the terms' order (round 32, for cost: by the first character alone a
 * list held a hundred terms or more for a common letter, each compared at every word start); a term whose literal is one
 * character long is listed under that character alone. `order` is the term's place in the rule, so that of the two lists
 * looked at a place the earlier term wins, as in the pattern.
 */
interface Buckets {
  byTwo: Map<number, Term[]>;
  byOne: Map<number, Term[]>;
}

/** The first one or two UTF-16 units at `at` as one number (no string is made for each place looked at). */
const keyOf = (text: string, at: number, two: boolean): number => (two ? text.charCodeAt(at) * 65536 + text.charCodeAt(at + 1) : text.charCodeAt(at));

function buckets(terms: readonly Term[]): Buckets {
  const byTwo = new Map<number, Term[]>();
  const byOne = new Map<number, Term[]>();
  for (const term of terms) {
    const two = term.literal.length >= 2;
    const map = two ? byTwo : byOne;
    const key = keyOf(term.literal, 0, two);
    const list = map.get(key);
    if (list === undefined) map.set(key, [term]);
    else list.push(term);
  }
  return { byTwo, byOne };
}

/** The term found by `firstAt` and its match's length (one record reused: no object is made for each place looked at). */
const hit: { term: Term | null; length: number } = { term: null, length: -1 };

/** The first term (in the rule's order) of the lists for the place `at` that matches there, into `hit`; false when none. */
function firstAt(b: Buckets, text: string, at: number, cjk: boolean): boolean {
  hit.term = null;
  const two = at + 1 < text.length ? b.byTwo.get(keyOf(text, at, true)) : undefined;
  if (two !== undefined) scan(two, text, at, cjk);
  if (b.byOne.size > 0) {
    const one = b.byOne.get(keyOf(text, at, false));
    if (one !== undefined) scan(one, text, at, cjk);
  }
  return hit.term !== null;
}

function scan(list: readonly Term[], text: string, at: number, cjk: boolean): void {
  for (const term of list) {
    if (hit.term !== null && term.order > hit.term.order) return;
    const length = cjk ? cjkMatch(term, text, at) : spacedMatch(term, text, at);
    if (length >= 0) {
      hit.term = term;
      hit.length = length;
      return;
    }
  }
}

/** The length of the term's match at `at`, or -1. */
function spacedMatch(term: Term, text: string, at: number): number {
  if (!text.startsWith(term.literal, at)) return -1;
  if (term.whole !== null) {
    LETTER_OR_DIGIT.lastIndex = at + term.whole.length;
    return LETTER_OR_DIGIT.test(text) ? -1 : term.whole.length;
  }
  if (term.parts !== null) return partsMatch(term.parts, text, at);
  term.sticky ??= new RegExp(`(?:${term.source})(?![\\p{L}\\p{N}])`, 'uy');
  term.sticky.lastIndex = at;
  return term.sticky.test(text) ? term.sticky.lastIndex - at : -1;
}

const LETTER = /\p{L}/uy;

/** The length of the letter (`\p{L}`) at `at` in code units (2 for one beyond the BMP), or 0. */
function letterAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) ? 1 : 0;
  if (Number.isNaN(code)) return 0;
  LETTER.lastIndex = at;
  return LETTER.test(text) ? LETTER.lastIndex - at : 0;
}

/**
 * The length of the match at `at` of a wildcard term read as its parts (`Term.parts`; the first part, the literal, is already
 * found there): between two parts the wildcard's letters as far as they go, and no letter or digit after the last part.
 */
function partsMatch(parts: readonly string[], text: string, at: number): number {
  let pos = at + (parts[0] as string).length;
  for (let k = 1; k < parts.length; k++) {
    for (let n = letterAt(text, pos); n > 0; n = letterAt(text, pos)) pos += n;
    const part = parts[k] as string;
    if (!text.startsWith(part, pos)) return -1;
    pos += part.length;
  }
  LETTER_OR_DIGIT.lastIndex = pos;
  return LETTER_OR_DIGIT.test(text) ? -1 : pos - at;
}

const STARTS_WITH_LETTER = /^\p{L}/u;

/** A wildcard term's parts for `partsMatch`, or null when a part after the first starts with a letter (the pattern could give back letters there). */
function wildcardParts(folded: string): readonly string[] | null {
  const parts = folded.split('*');
  for (let k = 1; k < parts.length; k++) {
    const part = parts[k] as string;
    if (part === '' ? k < parts.length - 1 : STARTS_WITH_LETTER.test(part)) return null;
  }
  return parts;
}

/** The length of the term's match at `at`, or -1. */
function cjkMatch(term: Term, text: string, at: number): number {
  if (!text.startsWith(term.literal, at)) return -1;
  if (term.whole !== null) return term.whole.length;
  term.sticky ??= new RegExp(term.source, 'uy');
  term.sticky.lastIndex = at;
  return term.sticky.test(text) ? term.sticky.lastIndex - at : -1;
}

/** A spaced term's folded text ("*" for a wildcard) and its text up to the first wildcard, or null when this reading does not take it. */
function spacedLiteral(source: string): { folded: string; literal: string } | null {
  const folded = source.split('\\p{L}*').join('*');
  if (UNREAD.test(folded)) return null;
  const literal = folded.split('*')[0] ?? '';
  return literal === '' ? null : { folded, literal };
}

/** A CJK term's text up to its first "*" (the character before it is repeated none or more times), or null. */
function cjkLiteral(term: string): string | null {
  if (term === '' || UNREAD.test(term)) return null;
  const star = term.indexOf('*');
  const literal = star < 0 ? term : term.slice(0, star - 1);
  return literal === '' ? null : literal;
}

/**
 * The literals one of which every match of a term list holds, as `words()` and a classes rule read it (round 32, speed33): each
 * spaced term's folded text up to its first wildcard, where a word starts; each CJK term's, anywhere. Null when a term holds
 * something this reading does not take (the finder's rule: such a rule runs its pattern, ungated).
 */
export function termNeedles(list: readonly string[]): Needles | null {
  const atWordStart: string[] = [];
  const anywhere: string[] = [];
  for (const term of list) {
    // As `wordParts` folds and splits a list, without writing each wildcard as a pattern and reading it back.
    const folded = foldText(term);
    if (CJK_TERM.test(term)) {
      const literal = cjkLiteral(folded);
      if (literal === null) return null;
      anywhere.push(literal);
    } else {
      if (UNREAD.test(folded)) return null;
      const literal = folded.split('*')[0] ?? '';
      if (literal === '') return null;
      atWordStart.push(literal);
    }
  }
  return { atWordStart, anywhere };
}

/**
 * A finder for the classes a `classesRule` was built from (without `extra` sources), or null when a term holds something this
 * reading does not take (a pattern sign, a leading wildcard): the caller then runs the rule's pattern as before.
 */
export function classTermsFinder(classes: readonly (readonly [JobFunction, readonly string[]])[]): ((text: string, from?: number) => ClassFound | null) | null {
  const spaced: Term[] = [];
  const cjk: Term[] = [];
  for (const [fn, list] of classes) {
    const parts = wordParts(list);
    for (const source of parts.spaced) {
      const read = spacedLiteral(source);
      if (read === null) return null;
      spaced.push({ fn, literal: read.literal, whole: read.folded.includes('*') ? null : read.folded, source, sticky: null, parts: read.folded.includes('*') ? wildcardParts(read.folded) : null, order: spaced.length });
    }
    for (const term of parts.cjk) {
      // A "*" in a CJK term stays in the pattern as written: the character before it is repeated, none or more times.
      const literal = cjkLiteral(term);
      if (literal === null) return null;
      cjk.push({ fn, literal, whole: term.includes('*') ? null : term, source: term, sticky: null, parts: null, order: cjk.length });
    }
  }
  const spacedBuckets = buckets(spaced);
  const cjkBuckets = buckets(cjk);
  // `from`: the first place tried, the text before it read only as a word's start (a global pattern's `lastIndex`).
  return (text: string, from = 0): ClassFound | null => {
    for (let at = from; at < text.length; at++) {
      if ((at === 0 || startsAfter(text.charCodeAt(at - 1))) && firstAt(spacedBuckets, text, at, false) && hit.term !== null) {
        return { fn: hit.term.fn, index: at, length: hit.length };
      }
      if (firstAt(cjkBuckets, text, at, true) && hit.term !== null) return { fn: hit.term.fn, index: at, length: hit.length };
    }
    return null;
  };
}

/** A rule's first match: term by term where the rule has `find` (every classes rule without a raw source), else its pattern. */
export function firstMatch(rule: FunctionRule, text: string): ClassFound | null {
  if (rule.find !== undefined) return rule.find(text);
  const m = rule.pattern.exec(text);
  return m === null ? null : { fn: rule.fnOf?.(m) ?? rule.fn, index: m.index, length: m[0].length };
}

/** A rule's first match in the role's own segment (before the first ' , ' of a cleaned title), or null: the trade passes' reading. */
export function firstMatchInRole(rule: FunctionRule, text: string): ClassFound | null {
  const found = firstMatch(rule, text);
  if (found === null) return null;
  const end = text.indexOf(' , ');
  return end < 0 || found.index < end ? found : null;
}

/** The role's own segment of a cleaned title: the text before its first ' , ' (the trade passes read the holder's role there). */
export function roleSegment(text: string): string {
  const end = text.indexOf(' , ');
  return end < 0 ? text : text.slice(0, end);
}

/**
 * The first match of `new RegExp(words(list), 'u')` (one class, its index and length), found term by term without compiling the
 * pattern (round 39, speed41, for cost: a trade pass's lists woken on a handful of titles cost V8 10-20 ms each to compile, twice,
 * in every process); `from` as a global pattern's `lastIndex`. A list this reading does not take runs its pattern, compiled at
 * its first use.
 */
export function wordsFinder(list: readonly string[]): (text: string, from?: number) => ClassFound | null {
  const find = classTermsFinder([['other', list]]);
  if (find !== null) return find;
  let pattern: RegExp | undefined;
  return (text: string, from = 0): ClassFound | null => {
    pattern ??= new RegExp(words(list), 'gu');
    pattern.lastIndex = from;
    const m = pattern.exec(text);
    return m === null ? null : { fn: 'other', index: m.index, length: m[0].length };
  };
}

/**
 * `new RegExp(words(list) + '|' + literals.join('|'), 'u').test` without the pattern (speed41): the list's terms found term by
 * term (`wordsFinder`), then each literal (CJK text written as is, no pattern sign) anywhere in the text.
 */
export function wordsOrLiteralsTest(list: readonly string[], literals: readonly string[]): (text: string) => boolean {
  const find = wordsFinder(list);
  return (text: string): boolean => find(text) !== null || literals.some((literal) => text.includes(literal));
}
