/**
 * Identity of detection and title classification between two trees (round 25: a change made to run cheaper must change
 * no result). Runs `classifyTitle` over every labelled title (test/fixtures/titles*.json, test/fixtures/detection-w3/titles*.json,
 * every bench/holdout*\/titles.json), then `detectChange` over every labelled pair (every development set of
 * `loadDevelopmentSets`, every test/fixtures/detection-w3/pairs*.json, every bench/holdout*\/pairs.json) and `classifyTitle`
 * over each pair's titles and headlines, then the pairs once more (a memo must answer as the first reading did).
 *
 *   npx tsx bench/detection-identity.ts                   # counts and a digest of every row
 *   npx tsx bench/detection-identity.ts --write FILE      # also keep the rows (ids and results only) in FILE
 *   npx tsx bench/detection-identity.ts --against FILE    # compare with rows another tree wrote: differences, first ids
 *
 * A row is keyed by its file and position (a pair also by its id); its value is the result only — change type, rule,
 * confidence, surfaced_late and a hash of the whole change (its two entries included); seniority and function. Nothing of a
 * row's content (titles, companies, stories) is printed or written, so a blind set can be counted without being read.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { detectChange } from '../src/domain/changes';
import { classifyTitle } from '../src/domain/titles';
import { type LabelledPair, loadDevelopmentSets, loadStoryPairs } from '../test/unit/changes/labelled-pairs';

const root = resolve(import.meta.dirname, '..');
const arg = (name: string): string | undefined => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
};

/** Repository-relative paths of the files in `dir` whose names start with `prefix` and end in .json, sorted. */
function jsonFiles(dir: string, prefix: string): string[] {
  return readdirSync(join(root, dir))
    .filter((f) => f.startsWith(prefix) && f.endsWith('.json'))
    .sort()
    .map((f) => `${dir}/${f}`);
}

function holdoutFiles(name: string): string[] {
  return readdirSync(join(root, 'bench'))
    .filter((d) => d.startsWith('holdout') && existsSync(join(root, 'bench', d, name)))
    .sort()
    .map((d) => `bench/${d}/${name}`);
}

const titleFiles = [...jsonFiles('test/fixtures', 'titles'), ...jsonFiles('test/fixtures/detection-w3', 'titles'), ...holdoutFiles('titles.json')];
const pairSets: { set: string; pairs: LabelledPair[] }[] = [
  ...loadDevelopmentSets(),
  ...[...jsonFiles('test/fixtures/detection-w3', 'pairs'), ...holdoutFiles('pairs.json')].map((f) => ({ set: f, pairs: loadStoryPairs(f) })),
];

const rows = new Map<string, string>();
const classified = (title: string | null): string => {
  const c = classifyTitle(title);
  return `${c.seniority}/${c.function}`;
};

let titles = 0;
for (const file of titleFiles) {
  (JSON.parse(readFileSync(join(root, file), 'utf8')) as { title: string | null }[]).forEach((row, i) => {
    rows.set(`title ${file}#${i}`, classified(row.title));
    titles++;
  });
}

function detected(p: LabelledPair): string {
  const change = detectChange(p.prev, p.next, p.ctx);
  if (change === null) return 'null';
  const whole = createHash('sha256').update(JSON.stringify(change)).digest('hex').slice(0, 16);
  return `${change.type}|${change.evidence.rule}|${change.evidence.confidence}|${change.evidence.surfaced_late}|${whole}`;
}

let pairs = 0;
for (const { set, pairs: list } of pairSets) {
  list.forEach((p, i) => {
    rows.set(`pair ${set}#${i} ${p.id}`, detected(p));
    const shown = [p.prev, p.next].flatMap((s) => [s.headline, ...s.positions.map((q) => q.title)]);
    rows.set(`pair-titles ${set}#${i} ${p.id}`, shown.map(classified).join(' '));
    pairs++;
  });
}

let repeatDifferences = 0;
for (const { set, pairs: list } of pairSets) {
  list.forEach((p, i) => {
    if (detected(p) !== rows.get(`pair ${set}#${i} ${p.id}`)) repeatDifferences++;
  });
}

const digest = createHash('sha256');
for (const [k, v] of rows) digest.update(`${k}\t${v}\n`);
console.log(`titles ${titles} (${titleFiles.length} files), pairs ${pairs} (${pairSets.length} sets), rows ${rows.size}, digest ${digest.digest('hex').slice(0, 16)}`);
console.log(`second reading of the pairs: ${repeatDifferences} differences`);

const out = arg('write');
if (out !== undefined) writeFileSync(out, JSON.stringify(Object.fromEntries(rows)));

const against = arg('against');
if (against !== undefined) {
  const theirs = new Map(Object.entries(JSON.parse(readFileSync(against, 'utf8')) as Record<string, string>));
  const differing = [...rows].filter(([k, v]) => theirs.has(k) && theirs.get(k) !== v).map(([k]) => k);
  const onlyHere = [...rows.keys()].filter((k) => !theirs.has(k));
  const onlyThere = [...theirs.keys()].filter((k) => !rows.has(k));
  console.log(`against ${against}: ${rows.size - onlyHere.length} rows in both, ${differing.length} differ; ${onlyHere.length} only here, ${onlyThere.length} only there`);
  for (const k of differing.slice(0, 10)) console.log(`  differs: ${k}`);
  if (differing.length > 0 || repeatDifferences > 0) process.exitCode = 1;
}
