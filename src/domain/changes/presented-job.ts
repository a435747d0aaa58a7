import { companyTokens } from '../company/company-key';
import { tokeniseCompanyName } from '../company/company-tokens';
import { memoiseByString } from '../company/memoise';
import { isCommonEnglishWord } from '../normalise/english-words';
import { hasCompanyPage } from './employment-evidence';
import { titleWords } from './positions';
import type { Position, Snapshot } from './types';

/**
 * Which job the person still presents as their own: the structure of a profile, read before any
 * vocabulary, for an entry added beside a main job that continues (issue #21, round 5: the w3d
 * blind set's side projects were new current entries whose words no table knew — a candle shop
 * run as its "대표", a Polish lecturing contract, a mentoring seat, an executive programme — while
 * the headline still named the main job).
 *
 * - `headlineKeepsJob`: the new snapshot's headline names the continuing job — its employer (a
 *   distinctive word of the name, or the whole name) or its title — and not as a former one
 *   ("ex-Zalando", "formerly at …"). A person who moved writes the new employer in the headline;
 *   one who added a side project keeps presenting the main job. A headline whose first part is the
 *   job's title or its leading words presents the job too. A title that the new entry shares is no
 *   evidence either way.
 * - `selfNamed`: an entry with no company page named after the person ("Elif Aksoy Seramik",
 *   "Pieter Janssens Webdesign"): their own business, whatever the title.
 */
export function headlineKeepsJob(next: Snapshot, kept: Position, added: Position): boolean {
  const headline = next.headline ?? '';
  if (headline.trim() === '') return false;
  const words = headlineWords(headline);
  return namesEmployer(words, kept) || namesTitle(headline, kept, added) || leadsWithTitle(headline, kept, added);
}

/** A headline's words as company names are tokenised (memoised: a profile's headline is read at every check). */
const headlineWords = memoiseByString((headline: string): readonly string[] => tokeniseCompanyName(headline).map((t) => t.text));

/**
 * Round 28: the headline names the entry whole — its employer's full name or its full title — not only one word of a
 * longer name ("Karolinska Universitetssjukhuset" whole, "Karolinska Institutet" only by "Karolinska").
 */
export function headlineNamesWhole(snapshot: Snapshot, p: Position): boolean {
  const name = companyTokens(p.company);
  if (name.length > 0 && findSequence(headlineWords(snapshot.headline ?? ''), name) >= 0) return true;
  return headlineNamesTitle(snapshot, p);
}

/** The headline names the entry's full title (round 29: what tells two entries at one employer apart). */
export function headlineNamesTitle(snapshot: Snapshot, p: Position): boolean {
  const title = titleWords(p.title);
  return title.replace(/ /g, '').length >= 3 && ` ${titleWords(snapshot.headline ?? '')} `.includes(` ${title} `);
}

/**
 * Round 28: the headline names the entry's employer by the name's first two words in a row ("Check Point" for "Check Point
 * Software Technologies") or by the short name written in brackets after it ("stc" for "شركة الاتصالات السعودية (stc)").
 */
export function headlineNamesLead(snapshot: Snapshot, p: Position): boolean {
  const words = headlineWords(snapshot.headline ?? '');
  if (words.length === 0) return false;
  const name = companyTokens(p.company);
  if (name.length >= 2 && findSequence(words, name.slice(0, 2)) >= 0) return true;
  const short = BRACKETED.exec(p.company ?? '')?.[1];
  const shortWords = short === undefined ? [] : companyTokens(short);
  return shortWords.length > 0 && shortWords.join('').length >= 2 && findSequence(words, shortWords) >= 0;
}

const BRACKETED = /[(（]([^()（）]+)[)）]\s*$/u;

/** Where a headline's first part ends: "Nurse | podcast host", "Pflegefachkraft – und Podcasterin", "Engineer @ X". */
const SEGMENT_END = /\s[|–—•·/@-]\s|\s[|•·@]|[|•·]|\s(?:at|bei|chez|en|em|na|w|v|ve|di|de)\s/u;

/** The words of a headline's first part, or '' when it is too short to name a title (memoised per headline). */
const headlineLead = memoiseByString((headline: string): string => {
  const lead = titleWords(headline.split(SEGMENT_END)[0]);
  return lead.replace(/ /g, '').length >= 3 || /[\p{Script=Han}\p{Script=Hangul}\p{Script=Katakana}]{2}/u.test(lead) ? lead : '';
});

/**
 * The headline's first part is the continuing job's title or its leading words ("看護師" for "看護師
 * 外科病棟", "Pflegefachkraft" for "Pflegefachkraft Intensivstation"): the person still presents
 * themself by that job first, whatever follows. Not when the added entry's title starts the same way.
 */
function leadsWithTitle(headline: string, kept: Position, added: Position): boolean {
  const lead = headlineLead(headline);
  if (lead === '') return false;
  const title = titleWords(kept.title);
  if (title !== lead && !title.startsWith(`${lead} `)) return false;
  const other = titleWords(added.title);
  return other !== lead && !other.startsWith(`${lead} `);
}

/** Words before a name that make it a former employer. */
const FORMER = new Set(['ex', 'former', 'formerly', 'previously', 'prev', 'past', 'alumni', 'alumnus', 'alum', 'ehemals', 'ehem', 'ancien', 'ancienne', 'antes', 'exfuncionario', 'voormalig', 'byly', 'byvala', 'entinen', 'fost', 'eski', 'mantan', 'колишній', 'бывший', 'πρώην', 'לשעבר', 'سابق', '前', '元', '전']);

function namesEmployer(words: readonly string[], kept: Position): boolean {
  const name = companyTokens(kept.company);
  if (name.length === 0) return false;
  const at = findSequence(words, name);
  if (at >= 0) return !former(words, at);
  // One distinctive word of a longer name is enough ("Telia" for "Telia Company").
  return name.some((w) => w.length >= 4 && !isCommonEnglishWord(w) && words.some((h, i) => h === w && !former(words, i)));
}

function findSequence(words: readonly string[], seq: readonly string[]): number {
  for (let i = 0; i + seq.length <= words.length; i++) if (seq.every((w, j) => words[i + j] === w)) return i;
  return -1;
}

function former(words: readonly string[], at: number): boolean {
  return words.slice(Math.max(0, at - 2), at).some((w) => FORMER.has(w));
}

function namesTitle(headline: string, kept: Position, added: Position): boolean {
  const title = titleWords(kept.title);
  if (title.replace(/ /g, '').length < 3) return false;
  const text = ` ${titleWords(headline)} `;
  const other = titleWords(added.title);
  if (other !== '' && text.includes(` ${other} `)) return false;
  return text.includes(` ${title} `);
}

/** An entry with no company page whose name carries the person's first or last name. */
export function selfNamed(next: Snapshot, p: Position): boolean {
  if (hasCompanyPage(p)) return false;
  const company = companyTokens(p.company);
  const names = [next.first_name, next.last_name].flatMap((n) => companyTokens(n)).filter((w) => w.length >= 3);
  return names.some((n) => company.includes(n));
}
