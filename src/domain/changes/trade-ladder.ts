import { memoiseByString } from '../company/memoise';
import { foldEntryText } from '../titles/entry-terms';
import { type Ladder, RANK_LADDERS } from '../titles/rank-ladders';

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
  spaced: RegExp | null;
  unspaced: RegExp | null;
}

interface BuiltLadder {
  name: string;
  rungs: BuiltRung[];
}

const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** One term's pattern source: folded as titles are, a word's trailing `*` runs on, a leading `^` binds it to the start, a `(?` tail is kept. */
function termSource(term: string): string {
  const anchored = term.startsWith('^');
  const stem = term.endsWith('*');
  let body = term.slice(anchored ? 1 : 0, stem ? -1 : undefined);
  const tailAt = body.indexOf('(?');
  const tail = tailAt < 0 ? '' : body.slice(tailAt);
  if (tailAt >= 0) body = body.slice(0, tailAt);
  const endsWithDollar = body.endsWith('$');
  if (endsWithDollar) body = body.slice(0, -1);
  // A `*` inside the term lets that word run on too ("kierownik* sklepu" holds "kierownika sklepu").
  const folded = body
    .split(' ')
    .map((w) => escape(foldEntryText(w.replace(/\*$/u, ''))) + (w.endsWith('*') ? '\\p{L}*' : ''))
    .filter((w) => w !== '')
    .join(' ');
  if (UNSPACED_SCRIPT.test(folded)) return folded;
  return `${anchored ? '^' : '(?<![\\p{L}\\p{N}])'}${folded}${stem ? '\\p{L}*' : ''}${endsWithDollar ? '$' : '(?![\\p{L}\\p{N}])'}${tail}`;
}

function buildRung(rank: number, terms: readonly string[]): BuiltRung {
  const sources = [...new Set(terms.map(termSource))].sort((a, b) => b.length - a.length);
  const unspaced = sources.filter((s) => UNSPACED_SCRIPT.test(s));
  const spaced = sources.filter((s) => !UNSPACED_SCRIPT.test(s));
  return {
    rank,
    spaced: spaced.length === 0 ? null : new RegExp(spaced.join('|'), 'u'),
    // An unspaced post with its deputy's mark run on before or after it (副店長, 부점장, 店長代理, 店长助理).
    unspaced: unspaced.length === 0 ? null : new RegExp(`(副|부|サフ)?(?:${unspaced.join('|')})(代理|補佐|助理)?`, 'u'),
  };
}

let built: BuiltLadder[] | null = null;

/** The ladders built at the first title read (no pattern is compiled at import). */
function ladders(): BuiltLadder[] {
  built ??= RANK_LADDERS.map((l: Ladder) => ({ name: l.name, rungs: l.rungs.map(([rank, terms]) => buildRung(rank, terms)) }));
  return built;
}

/** A deputy's or an assistant's word, as a whole word of the folded title outside the post's term. */
const DEPUTY_WORDS = new Set(
  [
    'deputy', 'assistant', 'asst', 'vice', 'sub', 'sous', 'apulais', 'υπο', '2ic', 'stellvertretende', 'stellvertretender',
    'stellvertretenden', 'stellvertreter', 'stellvertreterin', 'stellv', 'stv', 'adjoint', 'adjointe', 'adjunto', 'adjunta', 'adjunct',
    'segundo', 'segunda', 'zastępca', 'zastępczyni', 'zástupce', 'zástupkyně', 'zástupca', 'helyettes', 'wakil', 'phó', 'yardımcısı',
    'yardımcı', 'заступник', 'заступниця', 'заместитель', 'αναπληρωτής', 'αναπληρώτρια', 'סגן', 'סגנית', 'نائب', 'نائبة', 'مساعد',
    'مساعدة', 'उप', 'सहायक', 'biträdande', 'plaatsvervangend', 'plaatsvervangende', 'assisterende', 'apulais',
  ].map((w) => foldEntryText(w)),
);

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
function onLadder(text: string, ladder: BuiltLadder): Reading | null {
  let best: Reading | null = null;
  let bestDeputy = false;
  for (const rung of ladder.rungs) {
    for (const pattern of [rung.spaced, rung.unspaced]) {
      if (pattern === null) continue;
      const m = pattern.exec(text);
      if (m === null) continue;
      const marks = (m[1]?.length ?? 0) + (m[2]?.length ?? 0);
      const length = m[0].length - (pattern === rung.unspaced ? marks : 0);
      if (best !== null && (length < best.length || (length === best.length && rung.rank <= best.rank))) continue;
      const outside = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
      bestDeputy = (pattern === rung.unspaced && marks > 0) || outside.split(' ').some((w) => DEPUTY_WORDS.has(w));
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
  for (const ladder of ladders()) {
    const plain = onLadder(text, ladder);
    const vice = withoutVice === null ? null : onLadder(withoutVice, ladder);
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
