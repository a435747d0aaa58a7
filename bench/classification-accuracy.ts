/**
 * Accuracy + throughput report for the title classifier and change detection on every labelled
 * development set, with the thresholds of issue #21.
 *
 *   npx tsx bench/classification-accuracy.ts
 *
 * Titles: test/fixtures/titles.json (English), titles-multilingual.json (14 languages, wave 2) and
 * detection-w3/titles.json (13 more languages, Hindi also in Latin script, and off-track English by
 * category), per set, per language and per category. Pairs: test/fixtures/snapshot-pairs.json,
 * snapshot-pairs-labelled.json and detection-w3/pairs.json, per set and per category, with the
 * confidence curve. Exits 1 when, overall or for any language, seniority < 98 % or function < 96 %,
 * when one of the 13 wave-3 languages has fewer than 50 labelled titles, or on all pairs together
 * (ambiguous categories included) change type < 98 % or moved precision < 99.5 %.
 */
import { readFileSync } from 'node:fs';

import { detectChange } from '../src/domain/changes';
import { classifyTitle, JOB_FUNCTIONS, SENIORITIES } from '../src/domain/titles';
import { loadDevelopmentSets } from '../test/unit/changes/labelled-pairs';
import { reportPairs, reportTitles, share, THRESHOLDS, type TitleRow } from './support/accuracy-report';

function load<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../test/fixtures/${file}`, import.meta.url), 'utf8')) as T;
}

const label = (v: string | null): string => v ?? 'null';

/** Print a confusion matrix, rows = expected, columns = predicted (non-zero rows/cols only). */
function confusion(name: string, classes: readonly (string | null)[], pairs: [string | null, string | null][]): void {
  const keys = classes.map(label);
  const counts = new Map<string, number>();
  for (const [exp, got] of pairs) {
    const k = `${label(exp)}→${label(got)}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const used = keys.filter((k) => [...counts.keys()].some((c) => c.startsWith(`${k}→`) || c.endsWith(`→${k}`)));
  const w = Math.max(8, ...used.map((k) => k.length)) + 1;
  console.log(`\n${name} confusion (rows = expected, columns = predicted)`);
  console.log(' '.repeat(w) + used.map((k) => k.slice(0, 7).padStart(8)).join(''));
  for (const row of used) {
    const cells = used.map((col) => {
      const n = counts.get(`${row}→${col}`) ?? 0;
      return (n === 0 ? '.' : String(n)).padStart(8);
    });
    console.log(row.padEnd(w) + cells.join(''));
  }
}

// ── titles ───────────────────────────────────────────────────────────────
const titleSets: Array<[string, TitleRow[]]> = [
  ['titles.json', load<TitleRow[]>('titles.json')],
  ['titles-multilingual.json', load<TitleRow[]>('titles-multilingual.json')],
  ['detection-w3/titles.json', load<TitleRow[]>('detection-w3/titles.json')],
  ['detection-w3/titles-round4.json', load<TitleRow[]>('detection-w3/titles-round4.json')],
  ['detection-w3/titles-round5.json', load<TitleRow[]>('detection-w3/titles-round5.json')],
  ['detection-w3/titles-round6.json', load<TitleRow[]>('detection-w3/titles-round6.json')],
  ['detection-w3/titles-round8.json', load<TitleRow[]>('detection-w3/titles-round8.json')],
  ['detection-w3/titles-round9.json', load<TitleRow[]>('detection-w3/titles-round9.json')],
  ['detection-w3/titles-round10.json', load<TitleRow[]>('detection-w3/titles-round10.json')],
  ['detection-w3/titles-round11.json', load<TitleRow[]>('detection-w3/titles-round11.json')],
  ['detection-w3/titles-round13.json', load<TitleRow[]>('detection-w3/titles-round13.json')],
  ['detection-w3/titles-round14.json', load<TitleRow[]>('detection-w3/titles-round14.json')],
  ['detection-w3/titles-round15.json', load<TitleRow[]>('detection-w3/titles-round15.json')],
];
for (const [name, rows] of titleSets) reportTitles(name, rows);
const titles = titleSets.flatMap(([, rows]) => rows);
const allTitles = reportTitles('All labelled titles', titles, { misses: false });

const predicted = titles.map((t) => classifyTitle(t.title));
confusion('Seniority', [...SENIORITIES, null], titles.map((t, i) => [t.seniority, predicted[i]?.seniority ?? null]));
confusion('Function', [...JOB_FUNCTIONS, null], titles.map((t, i) => [t.function, predicted[i]?.function ?? null]));

// ── changes ──────────────────────────────────────────────────────────────
const sets = loadDevelopmentSets();
for (const { set, pairs } of sets) reportPairs(set, pairs);
const pairs = sets.flatMap((s) => s.pairs);
const allPairs = reportPairs('All labelled pairs', pairs);
{
  // Warm up (JIT, the company-key and title caches a long-running engine keeps), then time 1 s.
  for (let i = 0; i < 3; i++) for (const p of pairs) detectChange(p.prev, p.next, p.ctx);
  let compared = 0;
  const t0 = process.hrtime.bigint();
  while (process.hrtime.bigint() - t0 < 1_000_000_000n) {
    for (const p of pairs) detectChange(p.prev, p.next, p.ctx);
    compared += pairs.length;
  }
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  console.log(`\nChange detection: ${Math.round(compared / (ms / 1000)).toLocaleString('en-US')} pairs/s (${compared} in ${ms.toFixed(0)} ms)`);
}

// ── throughput ───────────────────────────────────────────────────────────
// Wall-clock rate, and the rate per CPU-second of this process (steadier when
// other work shares the machine).
const inputs = titles.map((t) => t.title);
let classified = 0;
const cpuStart = process.cpuUsage();
const start = process.hrtime.bigint();
let elapsedNs = 0n;
while (elapsedNs < 1_000_000_000n) {
  for (const t of inputs) classifyTitle(t);
  classified += inputs.length;
  elapsedNs = process.hrtime.bigint() - start;
}
const cpu = process.cpuUsage(cpuStart);
const perSecond = Math.round(classified / (Number(elapsedNs) / 1e9));
const perCpuSecond = Math.round(classified / ((cpu.user + cpu.system) / 1e6));
console.log(
  `\nThroughput: ${perSecond.toLocaleString('en-US')} titles/s (${classified} in ${(Number(elapsedNs) / 1e6).toFixed(0)} ms; ${perCpuSecond.toLocaleString('en-US')} per CPU-second)`,
);

// ── verdict ──────────────────────────────────────────────────────────────
const W3_LANGUAGES = ['ar', 'hi', 'ko', 'tr', 'id', 'vi', 'cs', 'fi', 'el', 'he', 'ro', 'hu', 'uk'];
const failures: string[] = [];
for (const [key, sen] of allTitles.seniority) {
  if (key.startsWith('category:')) continue;
  if (share(sen) < THRESHOLDS.seniority) failures.push(`${key} seniority < 98 %`);
  if (share(allTitles.function.get(key)!) < THRESHOLDS.function) failures.push(`${key} function < 96 %`);
}
for (const lang of W3_LANGUAGES) {
  const n = titles.filter((t) => (t.lang ?? 'en').replace('-Latn', '') === lang).length;
  if (n < THRESHOLDS.titlesPerLanguage) failures.push(`${lang}: ${n} labelled titles (< 50)`);
}
if (share(allPairs.changeType) < THRESHOLDS.changeType) failures.push('change type < 98 %');
if (share(allPairs.movedPrecision) < THRESHOLDS.movedPrecision) failures.push('moved precision < 99.5 %');
if (failures.length > 0) {
  console.error(`\nFAIL: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nOK');
