/**
 * The literals a function rule's pattern needs, read from the pattern itself (round 31, for cost): a set of strings one of which
 * every match of the pattern holds, or null when the pattern names none worth testing. `classify.ts` gives every rule that
 * declares neither `needs` nor `pretest` the derived set as its `needs`, so a new rule needs to declare nothing: a title that holds
 * none of the strings is not scanned by the rule's pattern (most rules' patterns try a word-start lookbehind at every place; the
 * literals are found by a plain substring search).
 *
 * The reading is conservative. A pattern is a tree of alternatives, sequences, groups, quantifiers, classes and zero-width
 * assertions; for each part it keeps the strings the part can match exactly (when few) and the strings one of which any of its
 * matches holds:
 * - a literal character matches itself; a class (`[…]`, `\p{…}`, `.`, `\s`, `\d`, `\w` …) matches something unknown;
 * - an assertion (`^`, `$`, `\b`, `\B`, a lookahead or lookbehind) matches the empty string: what it looks at is not part of the match;
 * - a sequence needs what any one of its parts needs, or the product of a run of exact parts ("ab" then "c|d" → "abc", "abd");
 * - an alternation needs one of the strings of each alternative (unknown when one alternative needs nothing);
 * - `?`, `*`, `{0,n}` need nothing; `+` and `{n,…}` (n ≥ 1) need what their part needs.
 * Anything not read (a flag other than `u`, a back-reference, a `\c` or `\k` escape) gives null: the rule is scanned as before.
 * `test/unit/titles/rule-pretest.test.ts` proves, over every labelled title, that no rule's pattern matches a text its derived
 * literals reject.
 */

/** What a part of a pattern can match: its exact strings (when few) and the strings one of which each match holds. */
interface Reading {
  exact: readonly string[] | null;
  need: readonly string[] | null;
}

const ANY: Reading = { exact: null, need: null };
const EMPTY: Reading = { exact: [''], need: null };
/** Exact strings kept for a part: past this many, a product stops and the part's needs are read instead. */
const MAX_EXACT = 256;
/**
 * A derived set is used only when each of its strings weighs at least this much: a one-letter needle passes nearly every title;
 * a sign other than a letter, digit, space or comma ("&" in "R&D") is rare enough to count as two.
 */
const MIN_NEEDLE = 2;

function weight(s: string): number {
  return s.length === 1 && !/[\p{L}\p{N}\s,]/u.test(s) ? 2 : s.length;
}

class Unreadable extends Error {}

/** The derived needs of a pattern, or null (see the module comment). */
export function derivedNeeds(pattern: RegExp): string[] | null {
  if (pattern.flags.replace(/[ug]/g, '') !== '') return null;
  try {
    if (/[\uD800-\uDFFF]/.test(pattern.source)) return null;
    const parser = new Parser(pattern.source);
    const reading = parser.alternation();
    if (!parser.done()) return null;
    const need = best([reading.need, reading.exact]);
    if (need === null || need.some((s) => weight(s) < MIN_NEEDLE)) return null;
    // A long set is kept whole: the index finds a longer string's shorter part anyway, and the pairwise test costs at start-up.
    return need.length <= 32 ? minimal(need) : [...new Set(need)];
  } catch (e) {
    if (e instanceof Unreadable) return null;
    throw e;
  }
}

/**
 * A pattern's fingerprint for `RECORDED_NEEDS` (speed31b): its flags, its source's length and two 32-bit hashes of it (FNV-1a
 * and a multiplicative one), so a changed pattern finds no recorded needs and is read again.
 */
export function patternKey(pattern: RegExp): string {
  const source = pattern.source;
  let a = 0x811c9dc5;
  let b = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = (Math.imul(b, 31) + c) | 0;
  }
  return `${pattern.flags}:${source.length}:${(a >>> 0).toString(36)}:${(b >>> 0).toString(36)}`;
}

/**
 * The derived needs of a pattern as recorded when the rules were last built (`bench/record-rule-needs.ts --write` writes
 * `rule-needs-recorded.ts`): reading 90 patterns cost every process ≈ 60 ms at start-up. A pattern not recorded (a new or
 * changed rule) is read as before; `test/unit/titles/rule-pretest.test.ts` fails until the record is written again.
 */
export function recordedOrDerivedNeeds(pattern: RegExp, recorded: ReadonlyMap<string, readonly string[] | null>): readonly string[] | null {
  const needs = recorded.get(patternKey(pattern));
  return needs !== undefined ? needs : derivedNeeds(pattern);
}

/** Drops a string that holds a shorter one of the set: the shorter is found wherever it is. */
function minimal(strings: readonly string[]): string[] {
  const kept: string[] = [];
  for (const s of [...new Set(strings)].sort((a, b) => a.length - b.length)) if (!kept.some((k) => s.includes(k))) kept.push(s);
  return kept;
}

/** Of several valid need sets, the one whose shortest string is longest (then the smallest). */
function best(sets: readonly (readonly string[] | null)[]): readonly string[] | null {
  let chosen: readonly string[] | null = null;
  let score = -1;
  for (const set of sets) {
    if (set === null || set.length === 0) continue;
    let shortest = Infinity;
    for (const s of set) shortest = Math.min(shortest, weight(s));
    if (shortest === 0) continue;
    if (shortest > score || (shortest === score && chosen !== null && set.length < chosen.length)) {
      chosen = set;
      score = shortest;
    }
  }
  return chosen;
}

/** Characters with a meaning of their own in a pattern, and those that quantify the character before them. */
const QUANTIFIER_SIGNS = '*+?{';
/** A run of characters with no meaning of their own; the rest of a class after its "[" (escapes included). */
const PLAIN_RUN = /[^\\()[\]{}|.^$*+?]+/y;
const CLASS_REST = /(?:[^\\\]]|\\.)*\]/y;
const QUANTIFIER = new Set([...QUANTIFIER_SIGNS]);
const BOUNDS = /\{(\d+)(?:,(\d*))?\}/y;

function literal(ch: string): Reading {
  return { exact: [ch], need: [ch] };
}

function product(a: readonly string[], b: readonly string[]): string[] | null {
  if (a.length * b.length > MAX_EXACT) return null;
  const out: string[] = [];
  for (const x of a) for (const y of b) out.push(x + y);
  return out;
}

function sequence(parts: readonly Reading[]): Reading {
  const candidates: (readonly string[] | null)[] = parts.map((p) => p.need);
  let run: readonly string[] | null = [''];
  let whole: readonly string[] | null = [''];
  for (const part of parts) {
    if (part.exact === null) {
      candidates.push(run);
      run = [''];
      whole = null;
      continue;
    }
    const next = product(run ?? [''], part.exact);
    if (next === null) {
      // Too many: the run so far is a valid need; start again from this part.
      candidates.push(run);
      run = part.exact;
    } else {
      run = next;
    }
    whole = whole === null ? null : product(whole, part.exact);
  }
  candidates.push(run);
  return { exact: whole, need: best(candidates) };
}

function alternatives(options: readonly Reading[]): Reading {
  if (options.length === 1) return options[0] ?? ANY;
  let exact: string[] | null = [];
  let need: string[] | null = [];
  for (const o of options) {
    if (exact !== null && o.exact !== null && exact.length + o.exact.length <= MAX_EXACT) exact.push(...o.exact);
    else exact = null;
    const own = best([o.need, o.exact]);
    if (need !== null && own !== null) need.push(...own);
    else need = null;
  }
  return { exact, need };
}

/**
 * A recursive-descent reader of a JavaScript pattern's source. It reads UTF-16 code units: a source with a character outside the
 * Basic Multilingual Plane (a surrogate pair, which a quantifier under the `u` flag takes whole) is not read (`derivedNeeds`).
 * Runs of plain characters and classes are taken by sticky patterns, not letter by letter (the reading runs once per rule at
 * start-up, in code not yet optimised).
 */
class Parser {
  private at = 0;

  constructor(private readonly source: string) {}

  done(): boolean {
    return this.at >= this.source.length;
  }

  private peek(offset = 0): string | undefined {
    return this.source[this.at + offset];
  }

  private take(): string {
    const ch = this.source[this.at++];
    if (ch === undefined) throw new Unreadable('end of pattern');
    return ch;
  }

  alternation(): Reading {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.at++;
      options.push(this.sequence());
    }
    return alternatives(options);
  }

  private sequence(): Reading {
    const parts: Reading[] = [];
    while (!this.done() && this.peek() !== '|' && this.peek() !== ')') {
      const run = this.literalRun();
      parts.push(run !== '' ? literal(run) : this.quantified(this.atom()));
    }
    return parts.length === 0 ? EMPTY : sequence(parts);
  }

  /** Plain characters in a row, none under a quantifier, read as one literal (fewer parts to multiply: cost at start-up). */
  private literalRun(): string {
    PLAIN_RUN.lastIndex = this.at;
    const m = PLAIN_RUN.exec(this.source);
    if (m === null) return '';
    // The run's last character is the quantifier's when one follows.
    const run = QUANTIFIER.has(this.source[this.at + m[0].length] ?? '') ? m[0].slice(0, -1) : m[0];
    this.at += run.length;
    return run;
  }

  private quantified(part: Reading): Reading {
    const ch = this.peek();
    let min: number;
    if (ch === '*' || ch === '?') {
      this.at++;
      min = 0;
    } else if (ch === '+') {
      this.at++;
      min = 1;
    } else if (ch === '{') {
      BOUNDS.lastIndex = this.at;
      const text = BOUNDS.exec(this.source);
      if (text === null) throw new Unreadable('quantifier');
      this.at += text[0].length;
      min = Number(text[1]);
    } else {
      return part;
    }
    if (this.peek() === '?') this.at++; // lazy
    if (min === 0) return ANY;
    return { exact: null, need: best([part.need, part.exact]) };
  }

  private atom(): Reading {
    const ch = this.take();
    switch (ch) {
      case '(':
        return this.group();
      case '[':
        this.skipClass();
        return ANY;
      case '.':
        return ANY;
      case '^':
      case '$':
        return EMPTY;
      case '\\':
        return this.escape();
      case '*':
      case '+':
      case '?':
      case '{':
      case '}':
      case ']':
        throw new Unreadable(`bare ${ch}`);
      default:
        return literal(ch);
    }
  }

  private group(): Reading {
    let zeroWidth = false;
    if (this.peek() === '?') {
      const a = this.peek(1);
      const b = this.peek(2);
      if (a === ':') this.at += 2;
      else if (a === '=' || a === '!') {
        this.at += 2;
        zeroWidth = true;
      } else if (a === '<' && (b === '=' || b === '!')) {
        this.at += 3;
        zeroWidth = true;
      } else if (a === '<') {
        this.at += 2;
        while (this.take() !== '>');
      } else throw new Unreadable('group modifier');
    }
    const inner = this.alternation();
    if (this.take() !== ')') throw new Unreadable('unclosed group');
    return zeroWidth ? EMPTY : inner;
  }

  private skipClass(): void {
    CLASS_REST.lastIndex = this.at;
    const m = CLASS_REST.exec(this.source);
    if (m === null) throw new Unreadable('unclosed class');
    this.at += m[0].length;
  }

  private escape(): Reading {
    const ch = this.take();
    if (ch === 'b' || ch === 'B') return EMPTY;
    if ('dDsSwW'.includes(ch)) return ANY;
    if (ch === 'p' || ch === 'P') {
      if (this.take() !== '{') throw new Unreadable('property');
      const end = this.source.indexOf('}', this.at);
      if (end < 0) throw new Unreadable('property');
      this.at = end + 1;
      return ANY;
    }
    if (ch === 'u' || ch === 'x') {
      // A code unit or code point written in hex: read it as the character it is.
      let hex = '';
      if (ch === 'u' && this.peek() === '{') {
        this.at++;
        for (let c = this.take(); c !== '}'; c = this.take()) hex += c;
      } else {
        for (let i = 0; i < (ch === 'u' ? 4 : 2); i++) hex += this.take();
      }
      if (!/^[0-9a-fA-F]+$/.test(hex)) throw new Unreadable('hex escape');
      const code = parseInt(hex, 16);
      if (code >= 0xd800 && code <= 0xdfff) throw new Unreadable('surrogate');
      return literal(String.fromCodePoint(code));
    }
    if (ch === 'n') return literal('\n');
    if (ch === 't') return literal('\t');
    if (ch === 'r') return literal('\r');
    if (ch === 'f') return literal('\f');
    if (ch === 'v') return literal('\v');
    if (ch === '0' && !/\d/.test(this.peek() ?? '')) return literal('\0');
    if (/[\p{L}\p{N}]/u.test(ch)) throw new Unreadable(`escape \\${ch}`);
    // An escaped sign stands for itself ("\.", "\-", "\/", "\\").
    return literal(ch);
  }
}

/** The index of every rule's strings, found in one pass over the text: now the classifier's shared gate's (round 32, `term-gate.ts`). */
export { NeedleIndex } from './term-gate';
