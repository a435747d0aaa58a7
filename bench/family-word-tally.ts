/**
 * Round 16 (issue #21): how the labellers read two employers whose names share a distinctive word — measured
 * before any rule. Over every labelled pair of every development set and every non-blind holdout (never
 * holdout-w3q), the pairs whose main job's employer and the new entry's employer are two names (two keys) that
 * share their **leading distinctive word** (the first word that is no legal form, article, place or descriptor of
 * the business: "TCS" / "TCS iON", "Roche" / "Roche Bobois"), and, apart, those that share a distinctive word
 * elsewhere ("Hospital Israelita Albert Einstein" / "Einstein Telemedicina"). Each is tallied by its label: one
 * family (promoted / title_changed) or a real move (moved); a pair labelled otherwise (a side entry, left) is
 * listed apart. Sources are told apart: the independent labellers (the holdouts and the wave-3 `pairs.json`)
 * and the rows rule authors wrote (`pairs-roundN.json`).
 *
 *   npx tsx bench/family-word-tally.ts          # the tally and every row
 *   npx tsx bench/family-word-tally.ts --brief  # the tally only
 */
import { existsSync } from 'node:fs';

import { detectChange } from '../src/domain/changes';
import { companyTokens } from '../src/domain/company/company-key';
import { groupVerdict } from '../src/domain/company/groups';
import { ENTITY_WORDS } from '../src/domain/company/regions';
import { KIND_WORDS } from '../src/domain/company/registered-entity';
import { isCommonEnglishWord } from '../src/domain/normalise/english-words';
import { type LabelledPair, loadDevelopmentSets, loadStoryPairs } from '../test/unit/changes/labelled-pairs';
import { currentEntries as current, employerPairs } from './support/employer-pairs';

const HOLDOUTS = ['holdout', 'holdout-w3', 'holdout-w3b', 'holdout-w3c', 'holdout-w3d', 'holdout-w3e', 'holdout-w3f', 'holdout-w3g', 'holdout-w3h', 'holdout-w3i', 'holdout-w3j', 'holdout-w3k', 'holdout-w3l', 'holdout-w3m', 'holdout-w3n', 'holdout-w3o', 'holdout-w3p'];

/** Words that are no name of one company: articles, connectives and descriptors of a business in the profiles' languages. */
const NOT_A_NAME = new Set([
  'the', 'a', 'an', 'of', 'and', 'la', 'le', 'les', 'el', 'los', 'las', 'de', 'del', 'da', 'do', 'dos', 'das', 'der', 'die', 'di', 'du', 'van', 'von', 'et', 'y', 'e', 'und', 'en', 'l', 'd',
  'group', 'grupo', 'groupe', 'gruppe', 'gruppo', 'holding', 'holdings', 'company', 'companies', 'corporation', 'corp', 'inc', 'compania', 'companhia', 'cia', 'societe', 'sociedad', 'sociedade', 'societa',
  'bank', 'banco', 'banca', 'banque', 'bankasi', 'hospital', 'hopital', 'hospitais', 'krankenhaus', 'klinikum', 'clinic', 'clinica', 'university', 'universidad', 'universidade', 'universite', 'universitat',
  'national', 'nacional', 'international', 'global', 'first', 'new', 'general', 'united', 'royal', 'state', 'city', 'central', 'israelita',
  'services', 'service', 'solutions', 'systems', 'technologies', 'technology', 'tech', 'consulting', 'partners', 'capital', 'industries', 'industrial', 'pharma', 'pharmaceuticals', 'pharmaceutical',
  'insurance', 'financial', 'finance', 'foods', 'food', 'energy', 'media', 'digital', 'labs', 'health', 'healthcare', 'retail', 'logistics', 'motors', 'motor', 'airlines', 'air', 'airways',
  // the same descriptors in the other languages of the sets (company, bank, national, new, post, telecom, restaurant, textile, airline…)
  'חברת', 'בנק', 'לאומי', 'לישראל', 'شركة', 'البنك', 'بنك', 'اتصالات', 'مصرف', 'السعودية', 'εθνικη', 'δημοσια', 'нова', 'пошта', 'банк', 'ravintola', 'tekstil', 'hava', 'yollari',
  'sigorta', 'bankasi', 'universitesi', 'hastanesi', 'लिमिटेड', 'लमटड', 'सटल', 'बैंक', 'viet', 'nam',
]);

function nameWords(name: string | null): string[] {
  return companyTokens(name).filter((w) => w.length >= 3 && !/^\d+$/.test(w) && !NOT_A_NAME.has(w) && !ENTITY_WORDS.has(w) && !KIND_WORDS.has(w));
}

interface Row {
  source: string;
  pair: LabelledPair;
  old: string;
  next: string;
  word: string;
  leading: boolean;
  /** One name ends with the word the other begins with ("Hospital Israelita Albert Einstein" / "Einstein Telemedicina"). */
  endToStart: boolean;
  common: boolean;
  handoff: boolean;
  got: string;
  data: string;
}

/** The main job's employer and the new entry's, when they are two names sharing a distinctive word. */
function shared(source: string, pair: LabelledPair): Row | null {
  for (const { old, after } of employerPairs(pair)) {
    const a = nameWords(old.company);
    const b = nameWords(after.company);
    const word = a.find((w) => b.includes(w));
    if (word === undefined) continue;
    const handoff = !current(pair.next).some((p) => p.company === old.company && p.title === old.title);
    const got = detectChange(pair.prev, pair.next, pair.ctx)?.type ?? 'null';
    const data = groupVerdict(old.company, after.company) ?? '–';
    const ta = companyTokens(old.company);
    const tb = companyTokens(after.company);
    const endToStart = (ta.at(-1) === word && b[0] === word && ta[0] !== word) || (tb.at(-1) === word && a[0] === word && tb[0] !== word);
    return { source, pair, old: old.company ?? '', next: after.company ?? '', word, leading: a[0] === word && b[0] === word, endToStart, common: isCommonEnglishWord(word), handoff, got, data };
  }
  return null;
}

function reading(expected: string | null): 'family' | 'move' | 'other' {
  if (expected === 'moved') return 'move';
  return expected === 'promoted' || expected === 'title_changed' ? 'family' : 'other';
}

const sources: Array<{ source: string; independent: boolean; pairs: LabelledPair[] }> = [
  ...loadDevelopmentSets().map(({ set, pairs }) => ({ source: set, independent: !/round/.test(set), pairs })),
  ...HOLDOUTS.filter((h) => existsSync(`bench/${h}/pairs.json`)).map((h) => ({ source: h, independent: true, pairs: loadStoryPairs(`bench/${h}/pairs.json`) })),
];

const rows: Array<Row & { independent: boolean }> = [];
let total = 0;
for (const { source, independent, pairs } of sources) {
  total += pairs.length;
  for (const p of pairs) {
    const row = shared(source, p);
    if (row !== null) rows.push({ ...row, independent });
  }
}

function tally(label: string, subset: typeof rows): void {
  const count = (r: 'family' | 'move' | 'other') => subset.filter((x) => reading(x.pair.expected) === r).length;
  console.log(`${label.padEnd(58)} ${String(subset.length).padStart(4)}  family ${String(count('family')).padStart(3)}  move ${String(count('move')).padStart(3)}  other ${String(count('other')).padStart(3)}`);
}

console.log(`${total} labelled pairs read; ${rows.length} with two employer names sharing a distinctive word\n`);
for (const independent of [true, false]) {
  const by = rows.filter((r) => r.independent === independent);
  const who = independent ? 'independent labels' : 'rule authors';
  tally(`${who}: leading word shared`, by.filter((r) => r.leading));
  tally(`${who}: leading word shared, not a common English word`, by.filter((r) => r.leading && !r.common));
  tally(`${who}: leading word shared, a common English word`, by.filter((r) => r.leading && r.common));
  tally(`${who}: leading, hand-off (old job ended)`, by.filter((r) => r.leading && r.handoff));
  tally(`${who}: leading, distinctive, hand-off`, by.filter((r) => r.leading && !r.common && r.handoff));
  tally(`${who}: leading, distinctive, hand-off, data silent`, by.filter((r) => r.leading && !r.common && r.handoff && r.data === '–'));
  tally(`${who}: one ends with the word the other begins with`, by.filter((r) => r.endToStart && !r.common));
  tally(`${who}: ... at a hand-off, data silent`, by.filter((r) => r.endToStart && !r.common && r.handoff && r.data === '–'));
  tally(`${who}: a distinctive word shared, not leading`, by.filter((r) => !r.leading && !r.common));
  tally(`${who}: ... at a hand-off, data silent`, by.filter((r) => !r.leading && !r.common && r.handoff && r.data === '–'));
  console.log('');
}

if (!process.argv.includes('--brief')) {
  for (const r of rows) {
    const mark = r.got === String(r.pair.expected) ? ' ' : '✗';
    console.log(
      `${mark} ${r.independent ? 'I' : 'A'} ${r.leading ? 'L' : r.endToStart ? 'E' : '-'}${r.common ? 'c' : 'd'}${r.handoff ? 'h' : '-'} ${reading(r.pair.expected).padEnd(6)} data:${r.data.padEnd(9)} got:${r.got.padEnd(13)} ` +
        `${r.source}/${r.pair.id} «${r.word}»: ${r.old} → ${r.next}`,
    );
  }
}
