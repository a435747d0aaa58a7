/**
 * Held-out set labelled blind; never tune the rules to it — when it is used to fix rules,
 * write a new held-out set.
 *
 * Reports how the title classifier and the change detector do on data their authors never saw:
 * bench/holdout/titles.json (title, lang, expected seniority and function) and
 * bench/holdout/pairs.json (a story, two snapshots and the change type the story implies).
 * It prints seniority/function accuracy overall and per language, change-type accuracy overall
 * and per category, the precision of `moved`, and every miss. It only reports: exit code 0.
 *
 * Run: npx tsx bench/holdout-accuracy.ts
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { detectChange } from '../src/domain/changes';
import { classifyTitle } from '../src/domain/titles';

interface TitleRow {
  title: string;
  lang: string;
  seniority: string;
  function: string;
}

type Snapshot = Parameters<typeof detectChange>[0];
type Expected = 'moved' | 'promoted' | 'title_changed' | 'left' | 'profile_not_found' | null;

interface PairRow {
  category: string;
  story: string;
  prev: Snapshot;
  next: Snapshot;
  expected: Expected;
}

interface Tally {
  total: number;
  hits: number;
}

const here = dirname(fileURLToPath(import.meta.url));

function load<T>(file: string): T {
  return JSON.parse(readFileSync(join(here, 'holdout', file), 'utf8')) as T;
}

function percent(t: Tally): string {
  return t.total === 0 ? 'n/a' : `${((100 * t.hits) / t.total).toFixed(1)} %`;
}

function bump(map: Map<string, Tally>, key: string, hit: boolean): void {
  const t = map.get(key) ?? { total: 0, hits: 0 };
  t.total += 1;
  if (hit) t.hits += 1;
  map.set(key, t);
}

function reportTitles(rows: TitleRow[]): void {
  const seniority = new Map<string, Tally>();
  const fn = new Map<string, Tally>();
  const misses: string[] = [];
  for (const row of rows) {
    const got = classifyTitle(row.title);
    const senHit = got.seniority === row.seniority;
    const fnHit = got.function === row.function;
    for (const key of ['all', row.lang]) {
      bump(seniority, key, senHit);
      bump(fn, key, fnHit);
    }
    if (!senHit || !fnHit) {
      misses.push(
        `  [${row.lang}] ${row.title}: expected ${row.seniority}/${row.function}, got ${got.seniority}/${got.function}`,
      );
    }
  }
  console.log(`\nTitles (${rows.length} rows): seniority / function accuracy`);
  for (const [key, t] of seniority) {
    console.log(`  ${key.padEnd(4)} ${String(t.total).padStart(4)}  ${percent(t).padStart(8)} / ${percent(fn.get(key)!).padStart(8)}`);
  }
  console.log(`\nTitle misses (${misses.length}):`);
  for (const line of misses) console.log(line);
}

function reportPairs(rows: PairRow[]): void {
  const byCategory = new Map<string, Tally>();
  const movedPrecision: Tally = { total: 0, hits: 0 };
  const misses: string[] = [];
  for (const row of rows) {
    const got = detectChange(row.prev, row.next)?.type ?? null;
    const hit = got === row.expected;
    bump(byCategory, 'all', hit);
    bump(byCategory, row.category, hit);
    if (got === 'moved') {
      movedPrecision.total += 1;
      if (row.expected === 'moved') movedPrecision.hits += 1;
    }
    if (!hit) misses.push(`  [${row.category}] ${row.story}: expected ${row.expected}, got ${got}`);
  }
  console.log(`\nChange pairs (${rows.length}): change-type accuracy`);
  for (const [key, t] of byCategory) {
    console.log(`  ${key.padEnd(24)} ${String(t.total).padStart(4)}  ${percent(t).padStart(8)}`);
  }
  console.log(`  moved precision: ${percent(movedPrecision)} (${movedPrecision.hits}/${movedPrecision.total})`);
  console.log(`\nChange misses (${misses.length}):`);
  for (const line of misses) console.log(line);
}

reportTitles(load<TitleRow[]>('titles.json'));
reportPairs(load<PairRow[]>('pairs.json'));
