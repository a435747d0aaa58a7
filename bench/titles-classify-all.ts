/**
 * Classifies every labelled title of the read and development sets cold, four variants each (as written, upper case,
 * with a company after a dash, with "Senior" before), for `farm-bench --vs` between two checkouts:
 * `npx tsx bench/titles-classify-all.ts [SRC_ROOT]` (SRC_ROOT: a checkout whose src/ is classified; default this one).
 * Prints a checksum of the classifications so two checkouts that should agree can be compared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import type * as Titles from '../src/domain/titles/index';

const here = resolve(import.meta.dirname, '..');
const root = resolve(process.argv[2] ?? here);

/** Left out of the cost bench's title mix: the blind sets (w4k, w4l, w4m), which nothing may run on, and w4i and w4j,
 * read since rounds 34-35 but kept out so the checksum and the cost ratios stay comparable with earlier rounds. */
const BLIND = new Set(['holdout-w4i', 'holdout-w4j', 'holdout-w4k', 'holdout-w4l', 'holdout-w4m', 'holdout-w4n', 'holdout-w4o', 'holdout-w4p', 'holdout-w4q']);

function titleFiles(): string[] {
  const out = [join(here, 'test/fixtures/titles.json'), join(here, 'test/fixtures/titles-multilingual.json')];
  for (const dir of readdirSync(join(here, 'bench')).filter((d) => d.startsWith('holdout-w') && !BLIND.has(d))) {
    out.push(join(here, 'bench', dir, 'titles.json'));
  }
  const dev = join(here, 'test/fixtures/detection-w3');
  for (const f of readdirSync(dev).filter((f) => f.startsWith('titles'))) out.push(join(dev, f));
  return out;
}

export function allTitles(): string[] {
  const titles: string[] = [];
  for (const file of titleFiles()) {
    try {
      for (const row of JSON.parse(readFileSync(file, 'utf8')) as { title: string | null }[]) if (row.title) titles.push(row.title);
    } catch {
      // a set not present in this checkout
    }
  }
  return titles;
}

async function main(): Promise<void> {
  const mod = (await import(pathToFileURL(join(root, 'src/domain/titles/index.ts')).href)) as typeof Titles;
  let sum = 0;
  for (const t of allTitles()) {
    for (const v of [t, t.toUpperCase(), `${t} – Acme GmbH`, `Senior ${t}`]) {
      const c = mod.classifyTitle(v);
      for (const ch of `${c.seniority}/${c.function}`) sum = (sum * 31 + ch.charCodeAt(0)) >>> 0;
    }
  }
  console.log(`${allTitles().length} titles, checksum ${sum}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
