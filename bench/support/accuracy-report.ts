/**
 * Accuracy reports shared by bench/classification-accuracy.ts (the development sets) and
 * bench/holdout-accuracy.ts (the blind sets): titles per language and per category, change
 * pairs per category with moved precision, and the confidence curve.
 */
import { detectChange } from '../../src/domain/changes';
import type { JobFunction, Seniority } from '../../src/domain/titles';
import { classifyTitle } from '../../src/domain/titles';
import type { LabelledPair } from '../../test/unit/changes/labelled-pairs';
import { scoredChanges } from '../../test/unit/changes/rule-tally';
import { printCurve } from './calibration-curve';

export interface TitleRow {
  title: string | null;
  /** ISO 639-1 (Hindi in Latin script: hi-Latn); absent: English. */
  lang?: string;
  category?: string;
  seniority: Seniority | null;
  function: JobFunction | null;
}

/** The issue's thresholds (#21). */
export const THRESHOLDS = { seniority: 0.98, function: 0.96, changeType: 0.98, movedPrecision: 0.995, titlesPerLanguage: 50 };

export interface Tally {
  n: number;
  hits: number;
}

export const share = (t: Tally): number => (t.n === 0 ? 1 : t.hits / t.n);
export const pct = (t: Tally): string => (t.n === 0 ? 'n/a' : `${((100 * t.hits) / t.n).toFixed(1)} %`);
const label = (v: string | null | undefined): string => v ?? 'null';

function bump(map: Map<string, Tally>, key: string, hit: boolean): void {
  const t = map.get(key) ?? { n: 0, hits: 0 };
  t.n += 1;
  if (hit) t.hits += 1;
  map.set(key, t);
}

export interface TitleFigures {
  /** Keyed by language, `category:<name>` and `all`. */
  seniority: Map<string, Tally>;
  function: Map<string, Tally>;
}

/** Seniority and function accuracy per language, per category and overall, with every miss. */
export function reportTitles(name: string, rows: readonly TitleRow[], opts: { misses?: boolean } = {}): TitleFigures {
  const figures: TitleFigures = { seniority: new Map(), function: new Map() };
  const misses: string[] = [];
  for (const row of rows) {
    const got = classifyTitle(row.title);
    const s = got.seniority === row.seniority;
    const f = got.function === row.function;
    const lang = row.lang ?? 'en';
    for (const key of ['all', lang, ...(row.category ? [`category:${row.category}`] : [])]) {
      bump(figures.seniority, key, s);
      bump(figures.function, key, f);
    }
    if (!s || !f) misses.push(`  [${lang}${row.category ? `/${row.category}` : ''}] ${JSON.stringify(row.title)}: expected ${label(row.seniority)}/${label(row.function)}, got ${label(got.seniority)}/${label(got.function)}`);
  }
  console.log(`\n${name}: ${rows.length} titles, seniority / function accuracy`);
  const keys = [...figures.seniority.keys()].filter((k) => k !== 'all').sort((a, b) => Number(a.startsWith('category:')) - Number(b.startsWith('category:')));
  for (const key of [...keys, 'all']) {
    const sen = figures.seniority.get(key)!;
    console.log(`  ${key.padEnd(28)}${String(sen.n).padStart(6)}${pct(sen).padStart(10)}${pct(figures.function.get(key)!).padStart(10)}`);
  }
  if (opts.misses !== false && misses.length > 0) console.log(`  misses (${misses.length}):\n${misses.join('\n')}`);
  return figures;
}

export interface PairFigures {
  changeType: Tally;
  movedPrecision: Tally;
}

/** Change-type accuracy and moved precision per category and overall, every miss, and the confidence curve. */
export function reportPairs(name: string, pairs: readonly LabelledPair[]): PairFigures {
  const byCategory = new Map<string, Tally>();
  const moved = new Map<string, Tally>();
  const misses: string[] = [];
  for (const p of pairs) {
    const got = detectChange(p.prev, p.next, p.ctx);
    const type = got?.type ?? null;
    for (const key of [p.category, 'all']) {
      bump(byCategory, key, type === p.expected);
      if (type === 'moved') bump(moved, key, p.expected === 'moved');
    }
    if (type !== p.expected) misses.push(`  [${p.category}] ${p.id}: ${p.story}: expected ${label(p.expected)}, got ${label(type)} (${got?.evidence.rule ?? 'no rule'})`);
  }
  console.log(`\n${name}: ${pairs.length} pairs, change-type accuracy and moved precision`);
  for (const key of [...[...byCategory.keys()].filter((k) => k !== 'all'), 'all']) {
    const m = moved.get(key) ?? { n: 0, hits: 0 };
    const mp = m.n === 0 ? '—' : `${pct(m)} (${m.hits}/${m.n})`;
    console.log(`  ${key.padEnd(28)}${String(byCategory.get(key)!.n).padStart(6)}${pct(byCategory.get(key)!).padStart(10)}${mp.padStart(20)}`);
  }
  if (misses.length > 0) console.log(`  misses (${misses.length}):\n${misses.join('\n')}`);
  printCurve(name, scoredChanges(pairs));
  return { changeType: byCategory.get('all') ?? { n: 0, hits: 0 }, movedPrecision: moved.get('all') ?? { n: 0, hits: 0 } };
}
