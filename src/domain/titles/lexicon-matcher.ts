import { escapeRegExp } from '../normalise/text';
import { CJK, foldText, SCRIPT_RUNS } from './fold';
import type { FunctionTier, LexiconEntry } from './lexicon/types';
import type { JobFunction, Seniority } from './types';

/** A lexicon term found in a cleaned title. */
export interface LexiconHit {
  /** Language of the term that matched. */
  lang: LexiconEntry['lang'];
  seniority: Seniority | undefined;
  fn: JobFunction | undefined;
  tier: FunctionTier;
  /** Character offset in the cleaned title (earlier wins among equal tiers). */
  index: number;
  /** Matched characters (longer wins among equal tiers and offsets). */
  length: number;
  /** The term is an occupation or workplace (see `LexiconEntry.occupation`). */
  occupation: boolean;
  /** The term's seniority is the title's (see `LexiconEntry.claimsRank`). */
  claimsRank: boolean;
}

type WordKind = 'exact' | 'prefix' | 'suffix';
interface WordPattern {
  text: string;
  kind: WordKind;
  /** Head or tail that must be part of a longer word (`x**`, `**x`). */
  compoundOnly: boolean;
}
interface CompiledTerm {
  words: WordPattern[];
  entry: LexiconEntry;
  chars: number;
}
interface Candidate {
  term: CompiledTerm;
  /** Region of the first token the term covers (for single-word terms). */
  from: number;
  to: number;
}

/**
 * The lexicon compiled once into lookup tables:
 * - Latin/Cyrillic terms are indexed by their first word: exact words in a
 *   Map, compound heads/stems (`x*`) bucketed by their first three letters and
 *   tails (`*x`) by their last three, so a token costs three Map lookups and a
 *   few string comparisons however large the lexicon is;
 * - Japanese/Chinese terms are listed by their first character, longest first,
 *   and looked up at each place of a token that contains CJK characters (the
 *   longest term at each place, left to right: what a longest-first alternation
 *   found, without trying a thousand alternatives at every place);
 * - infix function words (`*x*`) become one alternation run only on long
 *   compound words that nothing else gave a function.
 */
export class LexiconMatcher {
  private readonly exact = new Map<string, CompiledTerm[]>();
  private readonly prefix = new Map<string, CompiledTerm[]>();
  private readonly suffix = new Map<string, CompiledTerm[]>();
  private readonly compoundSuffix = new Map<string, CompiledTerm[]>();
  private readonly cjk = new Map<string, LexiconEntry>();
  /** CJK terms by their first character, each list longest first (lexicon order among equals). */
  private readonly cjkByFirst = new Map<string, string[]>();
  private readonly infix = new Map<string, LexiconEntry>();
  private readonly infixPattern: RegExp | null;

  constructor(lexicon: readonly LexiconEntry[]) {
    for (const entry of lexicon) this.add(entry);
    for (const term of [...this.cjk.keys()].sort((a, b) => b.length - a.length)) {
      const first = String.fromCodePoint(term.codePointAt(0) ?? 0);
      const list = this.cjkByFirst.get(first);
      if (list === undefined) this.cjkByFirst.set(first, [term]);
      else list.push(term);
    }
    this.infixPattern = alternation([...this.infix.keys()]);
  }

  /** Hits in a cleaned title (words separated by single spaces). */
  match(text: string): LexiconHit[] {
    const hits: LexiconHit[] = [];
    const tokens = tokenise(text);
    let i = 0;
    while (i < tokens.length) {
      const token = tokens[i];
      if (token === undefined) break;
      if (CJK.test(token.text)) this.matchCjk(token.text, token.start, hits);
      const candidates = this.candidates(tokens, i);
      const longest = candidates.reduce<Candidate | null>((a, b) => (a === null || wordCount(b) > wordCount(a) ? b : a), null);
      if (longest !== null && wordCount(longest) > 1) {
        hits.push(hitOf(longest.term.entry, token.start, spanChars(tokens, i, wordCount(longest))));
        i += wordCount(longest);
        continue;
      }
      const picked = nonOverlapping(candidates);
      for (const c of picked) hits.push(hitOf(c.term.entry, token.start + c.from, c.to - c.from));
      if (needsInfix(token.text, picked)) {
        this.matchInfix(token, picked, hits);
      }
      i++;
    }
    return hits;
  }

  /** Function words inside a longer compound ("Gebietsverkaufsleiter", "Unternehmenskommunikation"). */
  private matchInfix(token: Token, picked: readonly Candidate[], hits: LexiconHit[]): void {
    if (this.infixPattern === null) return;
    for (const m of token.text.matchAll(this.infixPattern)) {
      const from = m.index;
      const to = from + m[0].length;
      const entry = this.infix.get(m[0]);
      if (entry === undefined || !picked.every((c) => to <= c.from || from >= c.to)) continue;
      hits.push(hitOf(entry, token.start + from, m[0].length));
      return;
    }
  }

  private add(entry: LexiconEntry): void {
    const folded = foldTerm(entry.term);
    // A CJK term written as several words ("서비스 기획") matches word by word like a Latin one.
    if (CJK.test(folded) && !folded.includes(' ')) {
      this.cjk.set(folded.replace(/\s+/g, ''), entry);
      return;
    }
    if (/^\*[^*\s]+\*$/.test(folded)) {
      this.infix.set(folded.slice(1, -1), entry);
      return;
    }
    const words = folded.split(' ').map(wordPattern);
    const first = words[0];
    if (first === undefined) return;
    if (first.kind !== 'exact' && first.text.length < KEY) {
      throw new Error(`lexicon term "${entry.term}" (${entry.lang}): a head or tail needs at least ${KEY} letters`);
    }
    const term: CompiledTerm = { words, entry, chars: folded.replace(/\*/g, '').length };
    const index =
      first.kind === 'exact'
        ? this.exact
        : first.kind === 'prefix'
          ? this.prefix
          : first.compoundOnly
            ? this.compoundSuffix
            : this.suffix;
    const key = first.kind === 'exact' ? first.text : first.kind === 'prefix' ? head(first.text) : tail(first.text);
    const list = index.get(key) ?? [];
    list.push(term);
    index.set(key, list);
  }

  private candidates(tokens: readonly Token[], i: number): Candidate[] {
    const token = tokens[i];
    if (token === undefined) return [];
    const t = token.text;
    const out: Candidate[] = [];
    for (const term of this.exact.get(t) ?? []) {
      if (restMatches(term, tokens, i)) out.push({ term, from: 0, to: t.length });
    }
    if (t.length < KEY) return out;
    for (const term of this.prefix.get(head(t)) ?? []) {
      const first = term.words[0];
      if (first !== undefined && wordMatches(first, t) && restMatches(term, tokens, i)) {
        out.push({ term, from: 0, to: first.text.length });
      }
    }
    const end = tail(t);
    this.pushTails(this.suffix.get(end), tokens, i, out);
    this.pushTails(this.compoundSuffix.get(end), tokens, i, out);
    return out;
  }

  private pushTails(terms: CompiledTerm[] | undefined, tokens: readonly Token[], i: number, out: Candidate[]): void {
    const t = tokens[i]?.text ?? '';
    for (const term of terms ?? []) {
      const first = term.words[0];
      if (first !== undefined && wordMatches(first, t) && restMatches(term, tokens, i)) {
        out.push({ term, from: t.length - first.text.length, to: t.length });
      }
    }
  }

  /**
   * Round 27's cost work: a longest-first alternation of every CJK term tried all of them at each place of the token (a few
   * thousand comparisons a token, 3 % of classifying a title cold). The longest term starting at each place, then on after it,
   * is the same match.
   */
  private matchCjk(text: string, start: number, hits: LexiconHit[]): void {
    let i = 0;
    while (i < text.length) {
      const first = String.fromCodePoint(text.codePointAt(i) ?? 0);
      const term = this.cjkByFirst.get(first)?.find((t) => text.startsWith(t, i));
      const entry = term === undefined ? undefined : this.cjk.get(term);
      if (term === undefined || entry === undefined) {
        i += first.length;
        continue;
      }
      hits.push(hitOf(entry, start + i, term.length));
      i += term.length;
    }
  }
}

interface Token {
  text: string;
  start: number;
}

/**
 * Grade words carry no seniority of their own (a senior product manager is an
 * IC product manager) and are skipped, so multi-word terms still match across
 * them ("Gerente Senior de Producto" reads "gerente de producto").
 */
const GRADE_WORDS = new Set([
  'senior', 'sr', 'junior', 'jr', 'ssr', 'pleno', 'trainee',
  // tr, cs, hu, ro, uk, fi, el, he, hi, hi-Latn, ar
  'kidemli', 'starsi', 'szenior', 'старшии', 'молодшии', 'провіднии', 'vanhempi', 'ανωτεροσ', 'ανωτερη', 'בכיר', 'בכירה',
  'वरिष्ठ', 'कनिष्ठ', 'varishth', 'varisth', 'kanishth', 'اول', 'اولي',
]);

/** Words of a cleaned title; a word mixing CJK and Latin ("sns担当") becomes one token per script run. */
function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let start = 0;
  for (const word of text.split(' ')) {
    if (word !== '' && CJK.test(word)) {
      for (const m of word.matchAll(SCRIPT_RUNS)) tokens.push({ text: m[0], start: start + m.index });
    } else if (word !== '' && !GRADE_WORDS.has(word)) {
      tokens.push({ text: word, start });
    }
    start += word.length + 1;
  }
  return tokens;
}

function foldTerm(term: string): string {
  return foldText(term)
    .replace(/[-.]/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N}\s*&]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function wordPattern(word: string): WordPattern {
  if (word.length > 2 && word.startsWith('**')) return { text: word.slice(2), kind: 'suffix', compoundOnly: true };
  if (word.length > 2 && word.endsWith('**')) return { text: word.slice(0, -2), kind: 'prefix', compoundOnly: true };
  if (word.length > 1 && word.endsWith('*')) return { text: word.slice(0, -1), kind: 'prefix', compoundOnly: false };
  if (word.length > 1 && word.startsWith('*')) return { text: word.slice(1), kind: 'suffix', compoundOnly: false };
  return { text: word, kind: 'exact', compoundOnly: false };
}

function wordMatches(p: WordPattern, word: string): boolean {
  if (p.kind === 'exact') return word === p.text;
  const fits = p.kind === 'prefix' ? word.startsWith(p.text) : word.endsWith(p.text);
  return fits && (!p.compoundOnly || word.length > p.text.length);
}

function restMatches(term: CompiledTerm, tokens: readonly Token[], i: number): boolean {
  for (let k = 1; k < term.words.length; k++) {
    const p = term.words[k];
    const token = tokens[i + k];
    if (p === undefined || token === undefined || !wordMatches(p, token.text)) return false;
  }
  return true;
}

const wordCount = (c: Candidate): number => c.term.words.length;

function spanChars(tokens: readonly Token[], i: number, n: number): number {
  const first = tokens[i];
  const last = tokens[i + n - 1];
  return first === undefined || last === undefined ? 0 : last.start + last.text.length - first.start;
}

/** Single-word candidates on one token, longest first, keeping those whose regions do not overlap. */
function nonOverlapping(candidates: Candidate[]): Candidate[] {
  const sorted = [...candidates].sort((a, b) => b.to - b.from - (a.to - a.from) || b.term.chars - a.term.chars);
  const kept: Candidate[] = [];
  for (const c of sorted) {
    if (kept.every((k) => c.to <= k.from || c.from >= k.to)) kept.push(c);
  }
  return kept;
}

function hitOf(entry: LexiconEntry, index: number, length: number): LexiconHit {
  return { lang: entry.lang, seniority: entry.seniority, fn: entry.function, tier: entry.tier ?? 2, index, length, occupation: entry.occupation === true, claimsRank: entry.claimsRank === true };
}

/** Stems and compound parts are bucketed by their first / last KEY characters. */
const KEY = 3;
const head = (word: string): string => word.slice(0, KEY);
const tail = (word: string): string => word.slice(-KEY);

/**
 * A word is searched for `*x*` function words when nothing gave it a function
 * and it is a compound: a seniority tail was found inside it
 * ("Gebietsverkaufsleiter") or it is long ("Unternehmenskommunikation").
 */
const INFIX_LONG_WORD = 14;

function needsInfix(word: string, picked: readonly Candidate[]): boolean {
  if (picked.some((c) => c.term.entry.function !== undefined)) return false;
  return word.length >= INFIX_LONG_WORD || picked.some((c) => c.from > 0);
}

/** Longest-first alternation of literal terms, or null when there are none. */
function alternation(terms: string[]): RegExp | null {
  if (terms.length === 0) return null;
  const sorted = [...terms].sort((a, b) => b.length - a.length);
  return new RegExp(sorted.map(escapeRegExp).join('|'), 'gu');
}
