/**
 * One Aho-Corasick automaton over all the literals of the shared term gate (round 35, speed38, for cost): `NeedleIndex.present`
 * reads a text in one pass, one transition per code unit, where round 32's radix trees opened a walk at almost every place of a
 * Latin-script title.
 *
 * **Word-start literals.** A literal the gate finds only where a word starts (`atWordStart`: the text's start, or after a
 * character `startsAfter` names) is entered behind a separator symbol, `SEP`, that no text holds: the text is read as if `SEP`
 * stood at its start and after every such character. So that an `anywhere` literal holding such a character still matches the
 * text read that way, `SEP` is written into every literal after each of its characters that `startsAfter` names (except its
 * last): "a b" is the path `a`, ` `, `SEP`, `b`; a word-start literal "foo bar" is `SEP`, `f`, `o`, `o`, ` `, `SEP`, `b`, `a`,
 * `r`. A literal then occurs in the text at a place if and only if its path occurs in the text as read, ending at the same
 * place — for a word-start literal, only where a word starts.
 *
 * **Tables.** Code units are mapped to symbols (`symbolOf`; 0 for one no literal holds, which leads back to the root). The symbols
 * of Latin script, digits, signs and `SEP` (about fifty) have a full transition table (states × dense symbols, an `Int32Array`),
 * so a Latin title costs one array read per code unit (≈ 90 k states × 47 columns, 17 MB, built in 35-55 ms at the first title);
 * the rest (Greek, Cyrillic, Arabic, Hebrew, Indic scripts, Han, Kana, Hangul: ~1,100 symbols) keep the trie's own edges in one
 * `Map` and follow failure links. A state's slots are those of the literals that end there (`outStart`/`outSlots`) and, through
 * `outNext`, those of the nearest states on its failure chain that end a literal; a state whose chain was marked already for this
 * text is not walked again (`seen`).
 */

/** A slot list per literal, the literal found anywhere or only at a word start. */
export interface AutomatonLiterals {
  readonly anywhere: ReadonlyMap<string, readonly number[]>;
  readonly atWordStart: ReadonlyMap<string, readonly number[]>;
}

/** Code units below this get a column of the full table (Latin, its diacritics, digits and signs); others are sparse. */
const DENSE_BELOW = 0x0250;

/** The tables `TermAutomaton` reads a text with (see the module comment). */
interface Tables {
  symbolOf: Uint16Array;
  separator: Uint8Array;
  dense: number;
  symbols: number;
  table: Int32Array;
  sparse: Map<number, number>;
  fail: Int32Array;
  outFirst: Int32Array;
  outNext: Int32Array;
  outStart: Int32Array;
  outSlots: Int32Array;
}

/** The symbol written into a path after a separator and read at the start of every word. */
const SEP = 1;

/** Code unit → symbol: 0 for one no literal holds, SEP, the dense symbols from 2, then the sparse ones. */
function alphabet(literals: AutomatonLiterals): { symbolOf: Uint16Array; dense: number; symbols: number } {
  const seen = new Uint8Array(65536);
  for (const map of [literals.anywhere, literals.atWordStart]) for (const s of map.keys()) for (let i = 0; i < s.length; i++) seen[s.charCodeAt(i)] = 1;
  const symbolOf = new Uint16Array(65536);
  let next = SEP + 1;
  for (let c = 0; c < DENSE_BELOW; c++) if (seen[c] === 1) symbolOf[c] = next++;
  const dense = next;
  for (let c = DENSE_BELOW; c < 65536; c++) if (seen[c] === 1) symbolOf[c] = next++;
  return { symbolOf, dense, symbols: next };
}

/** A literal's path of symbols: SEP first for a word-start literal, and after each separator but the last character. */
function path(literal: string, wordStart: boolean, symbolOf: Uint16Array, separator: Uint8Array): number[] {
  const out: number[] = wordStart ? [SEP] : [];
  for (let i = 0; i < literal.length; i++) {
    const code = literal.charCodeAt(i);
    out.push(symbolOf[code] as number);
    if (i + 1 < literal.length && separator[code] === 1) out.push(SEP);
  }
  return out;
}

/** The trie of every literal's path, its states numbered as made; the slots of the literal that ends at a state. */
interface Trie {
  states: number;
  firstChild: Int32Array;
  sibling: Int32Array;
  symbolAt: Int32Array;
  ends: (readonly number[] | undefined)[];
}

/**
 * The trie, made from the literals in sorted order: a literal shares its path with the one before it as far as they agree, so
 * no state is looked up by its edges (strings that share a prefix are neighbours in code-unit order, and so are their paths).
 */
function trie(literals: AutomatonLiterals, symbolOf: Uint16Array, separator: Uint8Array): Trie {
  let capacity = 1;
  for (const map of [literals.anywhere, literals.atWordStart]) for (const s of map.keys()) capacity += 2 * s.length + 1;
  const firstChild = new Int32Array(capacity).fill(-1);
  const sibling = new Int32Array(capacity).fill(-1);
  const symbolAt = new Int32Array(capacity);
  const ends: (readonly number[] | undefined)[] = [];
  let states = 1;
  for (const [map, wordStart] of [
    [literals.anywhere, false],
    [literals.atWordStart, true],
  ] as const) {
    let previous: number[] = [];
    const along: number[] = [0];
    for (const literal of [...map.keys()].sort()) {
      const symbols = path(literal, wordStart, symbolOf, separator);
      let shared = 0;
      while (shared < symbols.length && shared < previous.length && symbols[shared] === previous[shared]) shared++;
      along.length = shared + 1;
      for (let i = shared; i < symbols.length; i++) {
        const parent = along[i] as number;
        const state = states++;
        symbolAt[state] = symbols[i] as number;
        sibling[state] = firstChild[parent] as number;
        firstChild[parent] = state;
        along.push(state);
      }
      const end = along[symbols.length] as number;
      const slots = map.get(literal) as readonly number[];
      const had = ends[end];
      ends[end] = had === undefined ? slots : [...new Set([...had, ...slots])];
      previous = symbols;
    }
  }
  return { states, firstChild, sibling, symbolAt, ends };
}

/** The state after reading a sparse symbol (following failure links). */
function sparseStep(sparse: Map<number, number>, fail: Int32Array, symbols: number, state: number, symbol: number): number {
  for (;;) {
    const to = sparse.get(state * symbols + symbol);
    if (to !== undefined) return to;
    if (state === 0) return 0;
    state = fail[state] as number;
  }
}

/** The slots of the states where a literal ends, in one array (`outStart[s]` … `outStart[s + 1]`). */
function outputs(t: Trie): { outStart: Int32Array; outSlots: Int32Array } {
  const outStart = new Int32Array(t.states + 1);
  let total = 0;
  for (let s = 0; s < t.states; s++) {
    outStart[s] = total;
    total += t.ends[s]?.length ?? 0;
  }
  outStart[t.states] = total;
  const outSlots = new Int32Array(total);
  for (let s = 0; s < t.states; s++) {
    const list = t.ends[s];
    if (list !== undefined) outSlots.set(list, outStart[s] as number);
  }
  return { outStart, outSlots };
}

function tables(literals: AutomatonLiterals, startsAfter: (code: number) => boolean): Tables {
  const separator = new Uint8Array(65536);
  for (let c = 0; c < 65536; c++) if (startsAfter(c)) separator[c] = 1;
  const { symbolOf, dense, symbols } = alphabet(literals);
  const t = trie(literals, symbolOf, separator);
  const { states, firstChild, sibling, symbolAt, ends } = t;
  const table = new Int32Array(states * dense);
  const fail = new Int32Array(states);
  const outFirst = new Int32Array(states).fill(-1);
  const outNext = new Int32Array(states).fill(-1);
  const sparse = new Map<number, number>();
  // Breadth first: a state's failure state is shallower, so its row and links are set before the state's own.
  const queue = new Int32Array(states);
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const s = queue[head++] as number;
    const row = s * dense;
    if (s !== 0) table.copyWithin(row, (fail[s] as number) * dense, (fail[s] as number) * dense + dense);
    for (let c = firstChild[s] as number; c !== -1; c = sibling[c] as number) {
      const a = symbolAt[c] as number;
      if (a < dense) table[row + a] = c;
      else sparse.set(s * symbols + a, c);
    }
    for (let c = firstChild[s] as number; c !== -1; c = sibling[c] as number) {
      const a = symbolAt[c] as number;
      const f = s === 0 ? 0 : a < dense ? (table[(fail[s] as number) * dense + a] as number) : sparseStep(sparse, fail, symbols, fail[s] as number, a);
      fail[c] = f;
      const chain = f === 0 ? -1 : (outFirst[f] as number);
      outNext[c] = chain;
      outFirst[c] = ends[c] !== undefined ? c : chain;
      queue[tail++] = c;
    }
  }
  return { symbolOf, separator, dense, symbols, table, sparse, fail, outFirst, outNext, ...outputs(t) };
}

export class TermAutomaton {
  private readonly t: Tables;
  /** Per state, the last text (its stamp) whose marks include the state's outputs: a chain is walked once per text. */
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(literals: AutomatonLiterals, startsAfter: (code: number) => boolean) {
    this.t = tables(literals, startsAfter);
    this.seen = new Uint32Array(this.t.fail.length);
  }

  /** Sets `out[slot] = 1` for every slot of a literal the text holds (at a word start, for a word-start literal). */
  mark(text: string, out: Uint8Array): void {
    const { symbolOf, separator, table, dense, outFirst, outNext, outStart, outSlots, sparse, fail, symbols } = this.t;
    const seen = this.seen;
    let stamp = ++this.stamp;
    if (stamp === 0xffffffff) {
      seen.fill(0);
      this.stamp = stamp = 1;
    }
    let state = 0;
    let wordStart = true;
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (wordStart) state = table[state * dense + SEP] as number;
      const symbol = symbolOf[code] as number;
      state = symbol < dense ? (table[state * dense + symbol] as number) : sparseStep(sparse, fail, symbols, state, symbol);
      wordStart = separator[code] === 1;
      for (let o = outFirst[state] as number; o !== -1 && seen[o] !== stamp; o = outNext[o] as number) {
        seen[o] = stamp;
        for (let k = outStart[o] as number, end = outStart[o + 1] as number; k < end; k++) out[outSlots[k] as number] = 1;
      }
    }
  }
}
