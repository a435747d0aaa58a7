/**
 * Round 17 (issue #21): is "a group's name inside a compound word" a class? Over every labelled pair of every development
 * set and every non-blind holdout, the pairs whose main job's employer and the new entry's are two names where one name's
 * word holds a distinctive word of the other at its start or end, longer by two letters or more ("Koç Holding" /
 * "Otokoç Otomotiv", "Koçtaş"; "Astra" / "AstraZeneca"), tallied by label: one family (promoted / title_changed), a move,
 * or other. Prints the tally, then every row (✗ where the detector's answer differs from the label).
 *
 *   npx tsx bench/family-compound-tally.ts [--brief]
 */
import { existsSync } from 'node:fs';

import { detectChange } from '../src/domain/changes';
import { companyTokens } from '../src/domain/company/company-key';
import { groupVerdict } from '../src/domain/company/groups';
import { ENTITY_WORDS } from '../src/domain/company/regions';
import { KIND_WORDS } from '../src/domain/company/registered-entity';
import { isCommonEnglishWord } from '../src/domain/normalise/english-words';
import { type LabelledPair, loadDevelopmentSets, loadStoryPairs } from '../test/unit/changes/labelled-pairs';
import { employerPairs } from './support/employer-pairs';

const HOLDOUTS = ['holdout', 'holdout-w3', 'holdout-w3b', 'holdout-w3c', 'holdout-w3d', 'holdout-w3e', 'holdout-w3f', 'holdout-w3g', 'holdout-w3h', 'holdout-w3i', 'holdout-w3j', 'holdout-w3k', 'holdout-w3l', 'holdout-w3m', 'holdout-w3n', 'holdout-w3o', 'holdout-w3p', 'holdout-w3q'];

const NOT_A_NAME = new Set(['the', 'and', 'group', 'grupo', 'groupe', 'gruppe', 'holding', 'holdings', 'company', 'corporation', 'bank', 'banco', 'national', 'international', 'global', 'services', 'solutions', 'systems', 'tech', 'capital', 'energy', 'media', 'digital', 'health', 'retail', 'logistics', 'motors', 'motor', 'air']);

function nameWords(name: string | null): string[] {
  return companyTokens(name).filter((w) => !/^\d+$/.test(w) && !NOT_A_NAME.has(w) && !ENTITY_WORDS.has(w) && !KIND_WORDS.has(w));
}

/** A word of `a` (three letters or more) at the start or end of a longer word of `b`. */
function inside(a: string[], b: string[]): { word: string; compound: string } | null {
  for (const word of a.filter((w) => w.length >= 3)) {
    const compound = b.find((c) => c.length >= word.length + 2 && (c.startsWith(word) || c.endsWith(word)));
    if (compound !== undefined) return { word, compound };
  }
  return null;
}

interface Row { source: string; independent: boolean; pair: LabelledPair; old: string; next: string; word: string; compound: string; common: boolean; got: string; data: string }

function compoundRow(source: string, independent: boolean, pair: LabelledPair): Row | null {
  for (const { old, after } of employerPairs(pair)) {
    const a = nameWords(old.company);
    const b = nameWords(after.company);
    if (a.some((w) => b.includes(w))) continue;
    const hit = inside(a, b) ?? inside(b, a);
    if (hit === null) continue;
    const got = detectChange(pair.prev, pair.next, pair.ctx)?.type ?? 'null';
    return { source, independent, pair, old: old.company ?? '', next: after.company ?? '', ...hit, common: isCommonEnglishWord(hit.word), got, data: groupVerdict(old.company, after.company) ?? '–' };
  }
  return null;
}

function reading(expected: string | null): 'family' | 'move' | 'other' {
  if (expected === 'moved') return 'move';
  return expected === 'promoted' || expected === 'title_changed' ? 'family' : 'other';
}

const sources = [
  ...loadDevelopmentSets().map(({ set, pairs }) => ({ source: set, independent: !/round|r1\d/.test(set), pairs })),
  ...HOLDOUTS.filter((h) => existsSync(`bench/${h}/pairs.json`)).map((h) => ({ source: h, independent: true, pairs: loadStoryPairs(`bench/${h}/pairs.json`) })),
];
const rows: Row[] = [];
let total = 0;
for (const { source, independent, pairs } of sources) {
  total += pairs.length;
  for (const p of pairs) {
    const row = compoundRow(source, independent, p);
    if (row !== null) rows.push(row);
  }
}

function tally(label: string, subset: Row[]): void {
  const count = (r: 'family' | 'move' | 'other') => subset.filter((x) => reading(x.pair.expected) === r).length;
  console.log(`${label.padEnd(58)} ${String(subset.length).padStart(4)}  family ${String(count('family')).padStart(3)}  move ${String(count('move')).padStart(3)}  other ${String(count('other')).padStart(3)}`);
}

console.log(`${total} labelled pairs read; ${rows.length} where one employer's name holds the other's word inside a longer word\n`);
for (const independent of [true, false]) {
  const by = rows.filter((r) => r.independent === independent);
  const who = independent ? 'independent labels' : 'rule authors';
  tally(`${who}: a word inside a compound`, by);
  tally(`${who}: ... not a common English word`, by.filter((r) => !r.common));
  tally(`${who}: ... the data silent`, by.filter((r) => !r.common && r.data === '–'));
}
if (!process.argv.includes('--brief')) {
  for (const r of rows) {
    const mark = r.got === String(r.pair.expected) ? ' ' : '✗';
    console.log(`${mark} ${r.independent ? 'I' : 'A'} ${r.common ? 'c' : 'd'} ${reading(r.pair.expected).padEnd(6)} data:${r.data.padEnd(9)} got:${r.got.padEnd(13)} ${r.source}/${r.pair.id} «${r.word}» in «${r.compound}»: ${r.old} → ${r.next}`);
  }
}
