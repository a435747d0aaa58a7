import { ROW_POLICY, type RowPolicy, TermAutomaton } from './term-automaton';
import type { TitleClassification } from './types';

/**
 * One literal pre-test for every rule and trade pass of the classifier (round 32, speed33, for cost). Each classes rule
 * (`classesRule`), each function rule and each trade pass declares the literals one of which it needs — a **slot** of the shared
 * gate — and a title's text is read once, against all of them at once; only the rules and passes whose literals occur run.
 *
 * A slot's literals are of two kinds:
 * - `atWordStart`: found only where a word starts (the text's start, or after white space, a comma or "&": `WORD_START`, where a
 *   `words()` list's or a classes rule's spaced term can start);
 * - `anywhere`: found at any place (a Japanese, Chinese or Korean term; the literals `rule-pretest.ts` reads from a pattern).
 *
 * Since round 35 (speed38) all literals of every slot are one Aho-Corasick automaton (`term-automaton.ts`): a text is read in one
 * pass, one transition per code unit.
 *
 * Before round 32 three trade passes had a pre-test each (a script split, a prefix index, a literal alternation), and every
 * classes rule a literal alternation of its own, each compiled by V8 at its first use and tried at every place of the text.
 */
export interface Needles {
  readonly atWordStart?: readonly string[];
  readonly anywhere?: readonly string[];
}

/** The characters after which `WORD_START` lets a term begin: white space (`\s`), a comma or "&". */
export function startsAfter(code: number): boolean {
  if (code === 32 || code === 44 || code === 38 || (code >= 9 && code <= 13)) return true;
  return (
    code > 127 &&
    (code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff)
  );
}

function add(into: Map<string, number[]>, literal: string, slot: number): void {
  const slots = into.get(literal);
  if (slots === undefined) into.set(literal, [slot]);
  else if (slots[slots.length - 1] !== slot) slots.push(slot);
}

/**
 * The literals of many slots in one automaton (round 35, speed38: `term-automaton.ts`; round 32's two radix trees before it):
 * `present(text)` reads the text once, one transition per code unit, and answers, for every slot, whether the text holds one of
 * its `anywhere` literals at any place or one of its `atWordStart` literals where a word starts (a substring test of each, for all
 * slots in one pass). A slot with no literals (null, or an empty literal) always passes.
 */
export class NeedleIndex {
  private readonly automaton: TermAutomaton;
  private readonly always: Uint8Array;
  private slab = new Uint8Array(0);
  private used = 0;

  /** A plain list of strings is found anywhere (round 31's index); `policy`: which states get a full row (the tests vary it). */
  constructor(sets: readonly (readonly string[] | Needles | null | undefined)[], policy: RowPolicy = ROW_POLICY) {
    this.always = new Uint8Array(sets.length);
    const anywhere = new Map<string, number[]>();
    const atWordStart = new Map<string, number[]>();
    sets.forEach((set, slot) => {
      const needles: Needles | null | undefined = Array.isArray(set) ? { anywhere: set as readonly string[] } : (set as Needles | null | undefined);
      const all = [...(needles?.anywhere ?? []), ...(needles?.atWordStart ?? [])];
      if (all.length === 0 || all.includes('')) {
        this.always[slot] = 1;
        return;
      }
      for (const s of needles?.anywhere ?? []) add(anywhere, s, slot);
      for (const s of needles?.atWordStart ?? []) add(atWordStart, s, slot);
    });
    this.automaton = new TermAutomaton({ anywhere, atWordStart }, startsAfter, policy);
  }

  /**
   * For each slot, 1 when the text holds one of its literals (or it needs none), else 0. Each answer is a view of its own into a
   * slab that holds `SLAB_ANSWERS` answers (round 38, speed40, for cost: a new array for each text allocated a backing store
   * outside the heap, ≈ 2 % of a warm classification); a slab's place is never handed out twice, so an answer a caller keeps
   * stays as it was.
   */
  present(text: string): Uint8Array {
    const n = this.always.length;
    if (this.used + n > this.slab.length) {
      this.slab = new Uint8Array(n * SLAB_ANSWERS);
      this.used = 0;
    }
    const out = this.slab.subarray(this.used, this.used + n);
    this.used += n;
    out.set(this.always);
    this.automaton.mark(text, out);
    return out;
  }
}

/** How many answers one slab of `NeedleIndex.present` holds. */
const SLAB_ANSWERS = 256;

/** How many texts the gate remembers: a title's parts, its whole text and a later pass's nested reading. */
const REMEMBERED = 4;

/**
 * The classifier's one gate: slots are taken when the modules load (each with a function that reads its literals), the index
 * is built over all of them at the first text read (and again if a slot is taken later), and each text's answer is kept for
 * the next few questions, so every rule and pass asking about the same text costs one look-up after the first.
 */
export class TermGate {
  private readonly readers: (() => Needles | null)[] = [];
  private index: NeedleIndex | null = null;
  private readonly texts: (string | null)[] = new Array<string | null>(REMEMBERED).fill(null);
  private readonly answers: Uint8Array[] = [];
  private next = 0;

  /** A new slot, whose literals `read` gives (called once, when the index is built; null: the slot always passes). */
  slot(read: () => Needles | null): number {
    this.readers.push(read);
    this.index = null;
    this.texts.fill(null);
    return this.readers.length - 1;
  }

  /** For each slot, 1 when the text holds one of its literals (or it needs none): shared, never to be changed by the caller. */
  present(text: string): Uint8Array {
    // The newest first (round 35, speed37): most of a title's ~20 questions are about the text the last one asked about.
    for (let k = 1; k <= REMEMBERED; k++) {
      const i = (this.next - k + REMEMBERED) % REMEMBERED;
      if (this.texts[i] === text) return this.answers[i] as Uint8Array;
    }
    this.index ??= new NeedleIndex(this.readers.map((read) => read()));
    const answer = this.index.present(text);
    this.texts[this.next] = text;
    this.answers[this.next] = answer;
    this.next = (this.next + 1) % REMEMBERED;
    return answer;
  }

  /** True when the text holds one of the slot's literals (or it needs none). */
  holds(slot: number, text: string): boolean {
    return this.present(text)[slot] === 1;
  }
}

/** The gate every classes rule, function rule and trade pass of the classifier shares. */
export const TERM_GATE = new TermGate();

/** A pass of `CLASS_PASSES` (`classify.ts`): the title's text and its reading so far, in; the reading, changed or not, out. */
export type ClassPass = (text: string, read: TitleClassification) => TitleClassification;

/** What a rule offers the gate: its classes' slot (`classesRule`), else the literals it declares it needs (`needs`). */
export interface GatedRule {
  readonly gate?: number;
  readonly needs?: readonly string[];
}

/**
 * A rule's slots: a classes rule's own (its terms' literals), and one for the literals it declares it needs (`needs`, found
 * anywhere: an author may list there a word the pass tests beside the rule's terms); a rule with neither always passes.
 */
export function ruleGates(rule: GatedRule): number[] {
  const needs = rule.needs;
  const slots = rule.gate === undefined ? [] : [rule.gate];
  if (needs !== undefined || slots.length === 0) slots.push(TERM_GATE.slot(() => (needs === undefined ? null : { anywhere: needs })));
  return slots;
}

/**
 * A trade pass gated by the classifier's one gate (`TERM_GATE`): it runs only on a text that holds a literal of one of its slots,
 * else the reading passes through unchanged. A slot is a rule the pass reads (a classes rule's terms, or a rule's `needs`) or one
 * taken for any other word the pass tests (`TERM_GATE.slot`): the pass must leave every reading as it is when none of them occurs.
 *
 *   export const byTradeClass: ClassPass = gatedPass([TRADE_CLASSES_RULE, TRADE_WORKS_RULE, SHIFT_WORDS], readTradeClass);
 */
export function gatedPass(gates: readonly (number | GatedRule)[], pass: ClassPass): ClassPass {
  const slots = gates.flatMap((gate) => (typeof gate === 'number' ? [gate] : ruleGates(gate)));
  const gated: ClassPass = (text, read) => {
    const present = TERM_GATE.present(text);
    for (const slot of slots) if (present[slot] === 1) return pass(text, read);
    return read;
  };
  UNGATED.set(gated, pass);
  return gated;
}

const UNGATED = new WeakMap<ClassPass, ClassPass>();

/** The pass a gated pass runs (for `test/unit/titles/pretest-r32.test.ts`, which proves the gate leaves every answer as it was). */
export function ungatedPass(pass: ClassPass): ClassPass | undefined {
  return UNGATED.get(pass);
}
