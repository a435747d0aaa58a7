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
  /** States below this have a full row of dense transitions in `table` (state s: `table[s * dense …]`). */
  full: number;
  table: Int32Array;
  /**
   * State `full + i` is read from `sparseRows[rowStart[i]]` … `[rowStart[i + 1]]`: the offset in `table` of its default row, then
   * each dense symbol where it differs from that row and the state it goes to instead.
   */
  rowStart: Int32Array;
  sparseRows: Int32Array;
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

/** The state after reading a symbol outside the dense ones (following failure links). */
function otherStep(sparse: Map<number, number>, fail: Int32Array, symbols: number, state: number, symbol: number): number {
  for (;;) {
    const to = sparse.get(state * symbols + symbol);
    if (to !== undefined) return to;
    if (state === 0) return 0;
    state = fail[state] as number;
  }
}

/** The slots of the states where a literal ends, in one array (`outStart[s]` … `outStart[s + 1]`). */
function outputs(states: number, ends: readonly (readonly number[] | undefined)[]): { outStart: Int32Array; outSlots: Int32Array } {
  const outStart = new Int32Array(states + 1);
  let total = 0;
  for (let s = 0; s < states; s++) {
    outStart[s] = total;
    total += ends[s]?.length ?? 0;
  }
  outStart[states] = total;
  const outSlots = new Int32Array(total);
  for (let s = 0; s < states; s++) {
    const list = ends[s];
    if (list !== undefined) outSlots.set(list, outStart[s] as number);
  }
  return { outStart, outSlots };
}

/** The state after reading a dense symbol at the state `full + i`, which has no full row. */
function sparseStep(rowStart: Int32Array, rows: Int32Array, table: Int32Array, i: number, symbol: number): number {
  const from = rowStart[i] as number;
  for (let k = from + 1, end = rowStart[i + 1] as number; k < end; k += 2) if (rows[k] === symbol) return rows[k + 1] as number;
  return table[(rows[from] as number) + symbol] as number;
}

/** How a state's dense transitions are kept: a full row for a state that differs from its default row in more places. */
export interface RowPolicy {
  /** A state whose transitions differ from its default row in more than this many dense symbols gets a full row. */
  readonly maxDiffs: number;
}

/** The policy the gate uses (measured in round 37, speed39: see the module comment). */
export const ROW_POLICY: RowPolicy = { maxDiffs: 2 };

/** A growable `Int32Array`. */
class Ints {
  a: Int32Array;
  n = 0;
  constructor(capacity: number) {
    this.a = new Int32Array(Math.max(16, capacity));
  }
  reserve(more: number): void {
    if (this.n + more <= this.a.length) return;
    const b = new Int32Array(Math.max(this.a.length * 2, this.n + more));
    b.set(this.a.subarray(0, this.n));
    this.a = b;
  }
  push(x: number): void {
    this.reserve(1);
    this.a[this.n++] = x;
  }
  done(): Int32Array {
    return this.a.slice(0, this.n);
  }
}

/**
 * The dense transitions while the automaton is built, by the trie's state numbers: a full row (`rowOf`), else a sparse row
 * (`sparseOf`: its start in `sparseRows`, which holds the default row's offset in `full`, then symbol and state pairs).
 */
class DenseRows {
  readonly full: Ints;
  readonly sparseRows = new Ints(4096);
  readonly rowStart = new Ints(1024);
  readonly rowOf: Int32Array;
  readonly sparseOf: Int32Array;

  constructor(
    readonly dense: number,
    states: number,
    private readonly policy: RowPolicy,
  ) {
    this.full = new Ints(64 * dense);
    this.rowOf = new Int32Array(states).fill(-1);
    this.sparseOf = new Int32Array(states).fill(-1);
  }

  /** The end of the sparse row `i` in `sparseRows`. */
  private end(i: number): number {
    return i + 1 < this.rowStart.n ? (this.rowStart.a[i + 1] as number) : this.sparseRows.n;
  }

  /** The state `s` goes to on the dense symbol `a`. */
  go(s: number, a: number): number {
    const r = this.rowOf[s] as number;
    if (r >= 0) return this.full.a[r * this.dense + a] as number;
    const i = this.sparseOf[s] as number;
    const from = this.rowStart.a[i] as number;
    const rows = this.sparseRows.a;
    for (let k = from + 1, end = this.end(i); k < end; k += 2) if (rows[k] === a) return rows[k + 1] as number;
    return this.full.a[(rows[from] as number) + a] as number;
  }

  /**
   * The transitions of `s`: its own edges (`own`: symbol and state pairs) over those of its failure state `f` (none for the root):
   * the failure state's default row, and the symbols where `s` differs from it.
   */
  add(s: number, f: number, own: readonly number[]): void {
    let row = 0;
    const differs = [...own];
    if (s !== 0 && (this.rowOf[f] as number) >= 0) row = (this.rowOf[f] as number) * this.dense;
    else if (s !== 0) {
      const i = this.sparseOf[f] as number;
      const from = this.rowStart.a[i] as number;
      row = this.sparseRows.a[from] as number;
      for (let k = from + 1, end = this.end(i); k < end; k += 2) {
        const a = this.sparseRows.a[k] as number;
        let mine = false;
        for (let j = 0; j < own.length; j += 2) if (own[j] === a) mine = true;
        if (!mine) differs.push(a, this.sparseRows.a[k + 1] as number);
      }
    }
    if (s === 0 || differs.length / 2 > this.policy.maxDiffs) {
      const { full, dense } = this;
      this.rowOf[s] = full.n / dense;
      full.reserve(dense);
      full.a.copyWithin(full.n, row, row + dense);
      for (let j = 0; j < differs.length; j += 2) full.a[full.n + (differs[j] as number)] = differs[j + 1] as number;
      full.n += dense;
    } else {
      this.sparseOf[s] = this.rowStart.n;
      this.rowStart.push(this.sparseRows.n);
      this.sparseRows.push(row);
      for (const x of differs) this.sparseRows.push(x);
    }
  }
}

/** The automaton by the trie's state numbers: failure and output links, the dense rows, the other symbols' trie edges. */
interface Built {
  fail: Int32Array;
  outFirst: Int32Array;
  outNext: Int32Array;
  rows: DenseRows;
  others: Map<number, number>;
}

/** Failure links, output links and transitions, breadth first: a state's failure state is shallower, so it is done first. */
function build(t: Trie, dense: number, symbols: number, policy: RowPolicy): Built {
  const { states, firstChild, sibling, symbolAt, ends } = t;
  const fail = new Int32Array(states);
  const outFirst = new Int32Array(states).fill(-1);
  const outNext = new Int32Array(states).fill(-1);
  const others = new Map<number, number>();
  const rows = new DenseRows(dense, states, policy);
  const own: number[] = [];
  const queue = new Int32Array(states);
  let head = 0;
  let tail = 1;
  while (head < tail) {
    const s = queue[head++] as number;
    own.length = 0;
    for (let c = firstChild[s] as number; c !== -1; c = sibling[c] as number) {
      const a = symbolAt[c] as number;
      if (a < dense) own.push(a, c);
      else others.set(s * symbols + a, c);
    }
    rows.add(s, fail[s] as number, own);
    for (let c = firstChild[s] as number; c !== -1; c = sibling[c] as number) {
      const a = symbolAt[c] as number;
      const f = s === 0 ? 0 : a < dense ? rows.go(fail[s] as number, a) : otherStep(others, fail, symbols, fail[s] as number, a);
      fail[c] = f;
      const chain = f === 0 ? -1 : (outFirst[f] as number);
      outNext[c] = chain;
      outFirst[c] = ends[c] !== undefined ? c : chain;
      queue[tail++] = c;
    }
  }
  return { fail, outFirst, outNext, rows, others };
}

/** The tables read: states renumbered, those with a full row first (state r is row r), then the others, as they were made. */
function renumbered(t: Trie, b: Built, symbols: number): Omit<Tables, 'symbolOf' | 'separator' | 'dense' | 'symbols'> {
  const { states, ends } = t;
  const { rows } = b;
  const full = rows.full.n / rows.dense;
  const id = new Int32Array(states);
  for (let s = 0; s < states; s++) id[s] = (rows.rowOf[s] as number) >= 0 ? (rows.rowOf[s] as number) : full + (rows.sparseOf[s] as number);
  const table = rows.full.done();
  for (let k = 0; k < table.length; k++) table[k] = id[table[k] as number] as number;
  const rowStart = new Int32Array(rows.rowStart.n + 1);
  rowStart.set(rows.rowStart.a.subarray(0, rows.rowStart.n));
  rowStart[rows.rowStart.n] = rows.sparseRows.n;
  const sparseRows = rows.sparseRows.done();
  for (let i = 0; i + 1 < rowStart.length; i++) for (let k = (rowStart[i] as number) + 2; k < (rowStart[i + 1] as number); k += 2) sparseRows[k] = id[sparseRows[k] as number] as number;
  const sparse = new Map<number, number>();
  for (const [key, to] of b.others) sparse.set((id[Math.floor(key / symbols)] as number) * symbols + (key % symbols), id[to] as number);
  const fail = new Int32Array(states);
  const outFirst = new Int32Array(states);
  const outNext = new Int32Array(states);
  const endsNow = new Array<readonly number[] | undefined>(states);
  const at = (s: number): number => (s === -1 ? -1 : (id[s] as number));
  for (let s = 0; s < states; s++) {
    const n = id[s] as number;
    fail[n] = id[b.fail[s] as number] as number;
    outFirst[n] = at(b.outFirst[s] as number);
    outNext[n] = at(b.outNext[s] as number);
    endsNow[n] = ends[s];
  }
  return { full, table, rowStart, sparseRows, sparse, fail, outFirst, outNext, ...outputs(states, endsNow) };
}

function tables(literals: AutomatonLiterals, startsAfter: (code: number) => boolean, policy: RowPolicy): Tables {
  const separator = new Uint8Array(65536);
  for (let c = 0; c < 65536; c++) if (startsAfter(c)) separator[c] = 1;
  const { symbolOf, dense, symbols } = alphabet(literals);
  const t = trie(literals, symbolOf, separator);
  return { symbolOf, separator, dense, symbols, ...renumbered(t, build(t, dense, symbols, policy), symbols) };
}

export class TermAutomaton {
  private readonly t: Tables;
  /** Per state, the last text (its stamp) whose marks include the state's outputs: a chain is walked once per text. */
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(literals: AutomatonLiterals, startsAfter: (code: number) => boolean, policy: RowPolicy = ROW_POLICY) {
    this.t = tables(literals, startsAfter, policy);
    this.seen = new Uint32Array(this.t.fail.length);
  }

  /** How many states, and how many of them have a full row (for the tests and the cost figures). */
  get size(): { states: number; fullRows: number; tableBytes: number } {
    const t = this.t;
    return { states: t.fail.length, fullRows: t.full, tableBytes: t.table.byteLength + t.rowStart.byteLength + t.sparseRows.byteLength };
  }

  /** Sets `out[slot] = 1` for every slot of a literal the text holds (at a word start, for a word-start literal). */
  mark(text: string, out: Uint8Array): void {
    const { symbolOf, separator, table, dense, full, rowStart, sparseRows, outFirst, outNext, outStart, outSlots, sparse, fail, symbols } = this.t;
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
      if (wordStart) {
        if (state < full) state = table[state * dense + SEP] as number;
        else {
          state = sparseStep(rowStart, sparseRows, table, state - full, SEP);
        }
      }
      const symbol = symbolOf[code] as number;
      if (symbol >= dense) state = otherStep(sparse, fail, symbols, state, symbol);
      else if (state < full) state = table[state * dense + symbol] as number;
      else {
        state = sparseStep(rowStart, sparseRows, table, state - full, symbol);
      }
      wordStart = separator[code] === 1;
      for (let o = outFirst[state] as number; o !== -1 && seen[o] !== stamp; o = outNext[o] as number) {
        seen[o] = stamp;
        for (let k = outStart[o] as number, end = outStart[o + 1] as number; k < end; k++) out[outSlots[k] as number] = 1;
      }
    }
  }
}
