/**
 * Accuracy + throughput report for the title classifier and change detection.
 *
 *   npx tsx bench/classification-accuracy.ts
 *
 * Exits 1 if seniority or function accuracy < 95 %, or, on the snapshot pairs
 * (test/fixtures/snapshot-pairs.json and the labelled set snapshot-pairs-labelled.json),
 * change-type accuracy < 97 % or moved precision (of pairs predicted `moved`, the share
 * really moved) < 99 %.
 */
import { readFileSync } from 'node:fs';

import type { ChangeType, DetectContext, Snapshot } from '../src/domain/changes';
import { detectChange } from '../src/domain/changes';
import type { JobFunction, Seniority } from '../src/domain/titles';
import { classifyTitle, JOB_FUNCTIONS, SENIORITIES } from '../src/domain/titles';
import { loadLabelledPairs } from '../test/unit/changes/labelled-pairs';

interface LabelledTitle {
  title: string | null;
  seniority: Seniority | null;
  function: JobFunction | null;
}

interface Pair {
  name: string;
  category: string;
  prev: Snapshot;
  next: Snapshot;
  ctx?: DetectContext;
  expected: ChangeType | null;
}

const TITLE_THRESHOLD = 0.95;
const CHANGE_ACCURACY_THRESHOLD = 0.97;
const MOVED_PRECISION_THRESHOLD = 0.99;

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
const pairs: Pair[] = [
  ...load<Array<Omit<Pair, 'category'>>>('snapshot-pairs.json').map((p) => ({ ...p, category: 'original_set' })),
  ...loadLabelledPairs().map((p) => ({ name: `${p.id}: ${p.story}`, category: p.category, prev: p.prev, next: p.next, ctx: p.ctx, expected: p.expected })),
];
const changeResults = pairs.map((p) => ({ pair: p, got: detectChange(p.prev, p.next, p.ctx)?.type ?? null }));
const changeOk = changeResults.filter((r) => r.got === r.pair.expected).length;
const movedPrecision = (rs: typeof changeResults): { ok: number; of: number } => {
  const predicted = rs.filter((r) => r.got === 'moved');
  return { ok: predicted.filter((r) => r.pair.expected === 'moved').length, of: predicted.length };
};
const moved = movedPrecision(changeResults);
console.log(`\nSnapshot pairs: ${pairs.length}`);
console.log(`  change-type accuracy ${pct(changeOk, pairs.length)} (${changeOk}/${pairs.length})`);
console.log(`  moved precision      ${moved.of === 0 ? 'n/a' : pct(moved.ok, moved.of)} (${moved.ok}/${moved.of})`);
console.log(`\n  ${'category'.padEnd(26)} ${'pairs'.padStart(5)} ${'accuracy'.padStart(9)} ${'moved precision'.padStart(16)}`);
for (const category of [...new Set(pairs.map((p) => p.category))]) {
  const rs = changeResults.filter((r) => r.pair.category === category);
  const ok = rs.filter((r) => r.got === r.pair.expected).length;
  const m = movedPrecision(rs);
  const mp = m.of === 0 ? '—' : `${pct(m.ok, m.of)} (${m.ok}/${m.of})`;
  console.log(`  ${category.padEnd(26)} ${String(rs.length).padStart(5)} ${pct(ok, rs.length).padStart(9)} ${mp.padStart(16)}`);
}
for (const r of changeResults.filter((x) => x.got !== x.pair.expected)) {
  console.log(`  ${r.pair.name}: expected ${label(r.pair.expected)}, got ${label(r.got)}`);
}
confusion(
  'Change type',
  ['moved', 'promoted', 'title_changed', 'left', 'profile_not_found', null],
  changeResults.map((r) => [r.pair.expected, r.got]),
);
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
if (changeOk / pairs.length < CHANGE_ACCURACY_THRESHOLD) failures.push('change-type accuracy < 97 %');
if (moved.of > 0 && moved.ok / moved.of < MOVED_PRECISION_THRESHOLD) failures.push('moved precision < 99 %');
if (failures.length > 0) {
  console.error(`\nFAIL: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nOK');
