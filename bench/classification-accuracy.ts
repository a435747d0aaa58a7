/**
 * Accuracy + throughput report for the title classifier and change detection.
 *
 *   npx tsx bench/classification-accuracy.ts
 *
 * Exits 1 if seniority or function accuracy < 95 % or change-detection
 * accuracy < 100 % on the fixtures in test/fixtures.
 */
import { readFileSync } from 'node:fs';

import type { ChangeType, Snapshot } from '../src/domain/changes';
import { detectChange } from '../src/domain/changes';
import type { JobFunction, Seniority } from '../src/domain/titles';
import { classifyTitle, JOB_FUNCTIONS, SENIORITIES } from '../src/domain/titles';

interface LabelledTitle {
  title: string | null;
  seniority: Seniority | null;
  function: JobFunction | null;
}

interface Pair {
  name: string;
  prev: Snapshot;
  next: Snapshot;
  expected: ChangeType | null;
}

const TITLE_THRESHOLD = 0.95;
const CHANGE_THRESHOLD = 1;

function load<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../test/fixtures/${file}`, import.meta.url), 'utf8')) as T;
}

const pct = (n: number, d: number): string => `${((n / d) * 100).toFixed(1)} %`;
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
const titles = load<LabelledTitle[]>('titles.json');
const predicted = titles.map((t) => classifyTitle(t.title));
let seniorityOk = 0;
let functionOk = 0;
const misses: string[] = [];
titles.forEach((t, i) => {
  const p = predicted[i];
  if (p === undefined) return;
  const s = p.seniority === t.seniority;
  const f = p.function === t.function;
  if (s) seniorityOk++;
  if (f) functionOk++;
  if (!s || !f) {
    misses.push(
      `  ${JSON.stringify(t.title)}: expected ${label(t.seniority)}/${label(t.function)}, got ${label(p.seniority)}/${label(p.function)}`,
    );
  }
});

console.log(`Titles: ${titles.length}`);
console.log(`  seniority accuracy ${pct(seniorityOk, titles.length)} (${seniorityOk}/${titles.length})`);
console.log(`  function accuracy  ${pct(functionOk, titles.length)} (${functionOk}/${titles.length})`);
if (misses.length > 0) console.log(`  misclassified:\n${misses.join('\n')}`);

confusion(
  'Seniority',
  [...SENIORITIES, null],
  titles.map((t, i) => [t.seniority, predicted[i]?.seniority ?? null]),
);
confusion(
  'Function',
  [...JOB_FUNCTIONS, null],
  titles.map((t, i) => [t.function, predicted[i]?.function ?? null]),
);

// ── changes ──────────────────────────────────────────────────────────────
const pairs = load<Pair[]>('snapshot-pairs.json');
const changeResults = pairs.map((p) => ({ pair: p, got: detectChange(p.prev, p.next)?.type ?? null }));
const changeOk = changeResults.filter((r) => r.got === r.pair.expected).length;
console.log(`\nSnapshot pairs: ${pairs.length}`);
console.log(`  change-detection accuracy ${pct(changeOk, pairs.length)} (${changeOk}/${pairs.length})`);
for (const r of changeResults.filter((x) => x.got !== x.pair.expected)) {
  console.log(`  ${r.pair.name}: expected ${label(r.pair.expected)}, got ${label(r.got)}`);
}
confusion(
  'Change type',
  ['moved', 'promoted', 'title_changed', 'left', 'profile_not_found', null],
  changeResults.map((r) => [r.pair.expected, r.got]),
);

// ── throughput ───────────────────────────────────────────────────────────
const inputs = titles.map((t) => t.title);
let classified = 0;
const start = process.hrtime.bigint();
let elapsedNs = 0n;
while (elapsedNs < 1_000_000_000n) {
  for (const t of inputs) classifyTitle(t);
  classified += inputs.length;
  elapsedNs = process.hrtime.bigint() - start;
}
const perSecond = Math.round(classified / (Number(elapsedNs) / 1e9));
console.log(`\nThroughput: ${perSecond.toLocaleString('en-US')} titles/s (${classified} in ${(Number(elapsedNs) / 1e6).toFixed(0)} ms)`);

// ── verdict ──────────────────────────────────────────────────────────────
const failures: string[] = [];
if (seniorityOk / titles.length < TITLE_THRESHOLD) failures.push('seniority accuracy < 95 %');
if (functionOk / titles.length < TITLE_THRESHOLD) failures.push('function accuracy < 95 %');
if (changeOk / pairs.length < CHANGE_THRESHOLD) failures.push('change-detection accuracy < 100 %');
if (failures.length > 0) {
  console.error(`\nFAIL: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nOK');
