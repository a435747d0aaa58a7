import { memoiseByString } from '../company/memoise';
import { foldEntryText } from '../titles/entry-terms';
import { type Ladder, RANK_LADDERS } from '../titles/rank-ladders';
import { type Needles, TERM_GATE } from '../titles/term-gate';
import { DEPUTY_MARKS } from './deputy-post';

/**
 * A step up or down a trade's ladder (issue #21, round 35, ladders35; w4i's Carrefour store director made a section head at
 * Carrefour España read as promoted, and Apollo's nursing supervisor made deputy nursing superintendent read as a step down):
 * the five seniority bands put most of a trade's posts in one band — a store director, a department manager and a team leader
 * all read manager —, so a new entry at one employer or its family compared by band reads a step down the trade's ladder as a
 * promotion ("same or higher seniority", the contract's words). Where both titles are on one ladder of `titles/rank-ladders.ts`
 * at different rungs, the rungs decide.
 *
 * **A deputy or an assistant of a rung's post ranks half a step below the post** — above every post of the rung below ("Nursing
 * Supervisor" → "Deputy Nursing Superintendent" is a promotion, "Department Manager" → "Assistant Store Manager" too, "Store
 * Manager" → "Assistant Store Manager" a step down) — in every ladder and language: a deputy's word outside the post's term
 * ("Deputy", "stellvertretende", "adjoint", "zastępca", "yardımcısı", "Phó", "סגן", "نائب", "उप" …), a run-on prefix ("Subdirectora",
 * "Vicedirettore", "Apulaisosastonhoitaja", "Υποδιευθυντής") or, in an unspaced script, 副 / 부 / サブ before the post or 代理 /
 * 補佐 / 助理 after it. An assistant *to* someone (an executive or personal assistant) holds no rung.
 *
 * Read by `compare-snapshots.ts` only for a new entry at the same employer or its family, never by the title classifier.
 */

/** A ladder's rungs built: one pattern per rung (its terms longest first), the spaced scripts' and the unspaced scripts' apart. */
interface BuiltRung {
  rank: number;
  /** The rung's slot of the shared gate: its patterns run only on a title that holds one of its terms' literals. */
  slot: number;
  terms: Term[];
}

/**
 * One term, found by a substring search of the folded title (its words are joined by single spaces): a whole word run, a word
 * run whose last word runs on (`*`), at the title's start (`^`), the whole title (`^…$`), anywhere (an unspaced script's), or —
 * for the few terms with a pattern's tail or a run-on inside — by its own small pattern, compiled at its first use.
 */
interface Term {
  text: string;
  kind: 'words' | 'stem' | 'start' | 'startStem' | 'whole' | 'unspaced' | 'pattern';
  source?: string;
  pattern?: RegExp;
}

interface BuiltLadder {
  name: string;
  rungs: BuiltRung[];
}

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** One term as written in the data: folded as titles are; `*`, `^`, `$` and a `(?` tail as `rank-ladders.ts` describes. */
function termOf(term: string): Term {
  const anchored = term.startsWith('^');
  let body = term.slice(anchored ? 1 : 0);
  const tailAt = body.indexOf('(?');
  const tail = tailAt < 0 ? '' : body.slice(tailAt);
  if (tailAt >= 0) body = body.slice(0, tailAt);
  const whole = body.endsWith('$');
  if (whole) body = body.slice(0, -1);
  const stem = body.endsWith('*');
  if (stem) body = body.slice(0, -1);
  const folded = foldEntryText(body);
  if (UNSPACED_SCRIPT.test(folded)) return { text: folded, kind: 'unspaced' };
  if (tail === '' && !body.includes('*')) {
    if (whole) return { text: folded, kind: 'whole' };
    if (anchored) return { text: folded, kind: stem ? 'startStem' : 'start' };
    return { text: folded, kind: stem ? 'stem' : 'words' };
  }
  // A run-on inside the term ("kierownik* sklepu") or a pattern's tail ("nurse(?! manager…)"): a pattern of its own.
  const words = body
    .split(' ')
    .map((w) => escape(foldEntryText(w.replace(/\*$/u, ''))) + (w.endsWith('*') ? '\\p{L}*' : ''))
    .filter((w) => w !== '')
    .join(' ');
  const source = `${anchored ? '^' : '(?<![\\p{L}\\p{N}])'}${words}${stem ? '\\p{L}*' : ''}${whole ? '$' : '(?![\\p{L}\\p{N}])'}${tail}`;
  return { text: folded, kind: 'pattern', source };
}

function buildRung(rank: number, terms: readonly string[], slot: number): BuiltRung {
  return { rank, slot, terms: terms.map(termOf) };
}

/** Where a term is in the folded title, and its length; null when it is not there. `padded` is the title with a space at each end. */
function find(term: Term, text: string, padded: string): { index: number; length: number } | null {
  const t = term.text;
  switch (term.kind) {
    case 'words': {
      const at = padded.indexOf(` ${t} `);
      return at < 0 ? null : { index: at, length: t.length };
    }
    case 'stem': {
      const at = padded.indexOf(` ${t}`);
      if (at < 0) return null;
      const end = padded.indexOf(' ', at + 1 + t.length);
      return { index: at, length: end - at - 1 };
    }
    case 'start':
      return text.startsWith(t) && (text.length === t.length || text[t.length] === ' ') ? { index: 0, length: t.length } : null;
    case 'startStem': {
      if (!text.startsWith(t)) return null;
      const end = text.indexOf(' ', t.length);
      return { index: 0, length: end < 0 ? text.length : end };
    }
    case 'whole':
      return text === t ? { index: 0, length: t.length } : null;
    case 'unspaced': {
      const at = text.indexOf(t);
      return at < 0 ? null : { index: at, length: t.length };
    }
    case 'pattern': {
      term.pattern ??= new RegExp(term.source as string, 'u');
      const m = term.pattern.exec(text);
      return m === null ? null : { index: m.index, length: m[0].length };
    }
  }
}

/** A deputy's mark run on before an unspaced post (副店長, 부점장, サブ店長) or after it (店長代理, 課長補佐, 店长助理). */
const UNSPACED_BEFORE = ['副', '부', foldEntryText('サブ')];
const UNSPACED_AFTER = ['代理', '補佐', '助理'];

/**
 * A term's literal for the shared gate: its folded words up to a run-on or a pattern tail, found where a word starts (anywhere for
 * an unspaced script's term).
 */
function rungNeedles(terms: readonly string[]): Needles {
  const atWordStart: string[] = [];
  const anywhere: string[] = [];
  for (const term of terms) {
    const body = term.replace(/^\^/u, '').split('(?')[0] ?? '';
    const literal = foldEntryText((body.split('*')[0] ?? '').replace(/\$$/u, ''));
    if (literal === '') continue;
    (UNSPACED_SCRIPT.test(literal) ? anywhere : atWordStart).push(literal);
  }
  return { atWordStart, anywhere };
}

/** One slot of the shared gate per rung, taken when the module loads (its literals are read when the gate is first built). */
const SLOTS: readonly (readonly number[])[] = RANK_LADDERS.map((l) => l.rungs.map(([, terms]) => TERM_GATE.slot(() => rungNeedles(terms))));

let built: BuiltLadder[] | null = null;

/** The ladders built at the first title read (no pattern is compiled at import). */
function ladders(): BuiltLadder[] {
  built ??= RANK_LADDERS.map((l: Ladder, i) => ({
    name: l.name,
    rungs: l.rungs.map(([rank, terms], j) => buildRung(rank, terms, SLOTS[i]?.[j] as number)),
  }));
  return built;
}

/** A deputy's or an assistant's word, as a whole word of the folded title outside the post's term. */
const DEPUTY_WORDS = new Set([...DEPUTY_MARKS, 'apulais', 'υπο', 'заступниця', 'نائبة', 'مساعدة'].map((w) => foldEntryText(w)));

/** A run-on deputy's prefix before a post's word: split off so the post's term is found ("subdirectora" → "sub directora"). */
const RUN_ON =
  /(?<![\p{L}\p{N}])(sub|vice|apulais|υπο)(?=(?:director|directora|diretor|diretora|directeur|gerente|jefe|jefa|direttore|direttrice|responsabile|osastonhoitaja|ylihoitaja|hoitaja|johtaja|paallikko|διευθυντ|προισταμεν|comisario|inspector|inspectora|oficial)\p{L}*)/gu;

/** An assistant to someone holds no rung ("Executive Assistant to the Store Manager"). */
const ASSISTANT_TO = /(?<![\p{L}\p{N}])(?:(?:executive|personal|administrative|office|team|virtual) assistant|assistant (?:to|of))(?![\p{L}\p{N}])/u;

interface Reading {
  rank: number;
  /** The term's length without a run-on deputy's mark: the longer term names the post. */
  length: number;
}

/** The post a folded title names on one ladder, if any: the longest term of any rung, half a rung down for a deputy. */
function onLadder(text: string, has: Uint8Array, ladder: BuiltLadder): Reading | null {
  let best: Reading | null = null;
  let bestDeputy = false;
  const padded = ` ${text} `;
  for (const rung of ladder.rungs) {
    if (has[rung.slot] !== 1) continue;
    for (const term of rung.terms) {
      const found = find(term, text, padded);
      if (found === null) continue;
      const { index, length } = found;
      if (best !== null && (length < best.length || (length === best.length && rung.rank <= best.rank))) continue;
      const unspacedMark =
        term.kind === 'unspaced' &&
        (UNSPACED_BEFORE.some((m) => text.slice(0, index).endsWith(m)) || UNSPACED_AFTER.some((m) => text.startsWith(m, index + length)));
      const outside = `${text.slice(0, index)} ${text.slice(index + length)}`;
      bestDeputy = unspacedMark || outside.split(' ').some((w) => DEPUTY_WORDS.has(w));
      best = { rank: rung.rank, length };
    }
  }
  return best === null ? null : { rank: bestDeputy ? best.rank - 0.5 : best.rank, length: best.length };
}

/** Each ladder the title is on, with its rank there; null when it is on none. Read once per title. */
const rungsOf = memoiseByString((title: string): ReadonlyMap<string, number> | null => {
  const folded = foldEntryText(title);
  if (folded === '' || ASSISTANT_TO.test(folded)) return null;
  const text = folded.replace(RUN_ON, '$1 ');
  // 副 inside an unspaced post ("护理部副主任"): the post without it, a deputy's (unless the longer term holds 副 itself: 副教授).
  const withoutVice = text.includes('副') ? text.replaceAll('副', '') : null;
  let found: Map<string, number> | null = null;
  // The gate's answers are copied: the gate's own are shared and overwritten by its next few texts.
  const has = TERM_GATE.present(text).slice();
  const hasWithoutVice = withoutVice === null ? null : TERM_GATE.present(withoutVice).slice();
  for (const ladder of ladders()) {
    const plain = onLadder(text, has, ladder);
    const vice = withoutVice === null || hasWithoutVice === null ? null : onLadder(withoutVice, hasWithoutVice, ladder);
    const rank = vice !== null && (plain === null || vice.length > plain.length) ? vice.rank - (Number.isInteger(vice.rank) ? 0.5 : 0) : plain?.rank;
    if (rank === undefined) continue;
    found ??= new Map();
    found.set(ladder.name, rank);
  }
  return found;
});

/**
 * A scope above the ladder's posts (round 22's control: "Store Manager" → "Assistant Regional Store Manager" is a promotion):
 * a title that names one its counterpart lacks is off the ladder's order, and the bands decide.
 */
const SCOPE_WORDS = new Set([
  'regional', 'region', 'national', 'nacional', 'country', 'global', 'group', 'corporate', 'area', 'district', 'zonal', 'division',
  'divisional', 'general', 'generale', 'geral', 'generalny', 'managing', 'executive', 'president', 'presidente',
]);

function namesWiderScope(title: string, than: string): boolean {
  const other = new Set(foldEntryText(than).split(' '));
  return foldEntryText(title)
    .split(' ')
    .some((w) => SCOPE_WORDS.has(w) && !other.has(w));
}

/** 'up' or 'down' a trade's ladder when both titles are on one at different rungs (and no other ladder they share disagrees), else null. */
export function ladderStep(before: string | null, after: string | null): 'up' | 'down' | null {
  const from = rungsOf(before ?? '');
  const to = rungsOf(after ?? '');
  if (from === null || to === null) return null;
  if (namesWiderScope(after ?? '', before ?? '') || namesWiderScope(before ?? '', after ?? '')) return null;
  let step: 'up' | 'down' | null = null;
  for (const [name, rank] of from) {
    const next = to.get(name);
    if (next === undefined || next === rank) continue;
    const here = next > rank ? 'up' : 'down';
    if (step !== null && step !== here) return null;
    step = here;
  }
  return step;
}
