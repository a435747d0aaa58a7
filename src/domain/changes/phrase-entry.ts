import { splitLegalForm } from '../company/legal-forms';
import { memoiseByString } from '../company/memoise';
import { isCommonEnglishWord } from '../normalise/english-words';
import { stripAccents } from '../normalise/text';
import type { Position } from './types';

/**
 * An entry whose "employer" is a phrase the person wrote about themself, decided from the entry's
 * shape before any vocabulary (issue #21, round 8: holdout-w3g's breaks were written as "Pflege meines
 * Vaters", "Çocuğumla evdeyim", "Invalidní důchod", "टिउल गदोल …" — a new phrasing in every set,
 * none in the word tables). It is one when all of these hold:
 *
 * - no company page id: an employer the network knows is an employer;
 * - no job title, or a title that only repeats the company (the person wrote one thing, twice);
 * - the name does not read as an organisation: no legal form ("Sp. z o.o.", "GmbH", "株式会社"), not
 *   a web domain ("vendeo.fr"), not a single word shaped as a brand (capitals or digits inside:
 *   "AEGEAN", "HubSpot", "3M"), nor one short capitalised word that is no common English word
 *   ("Globex"); a long one is a compound or inflected phrase ("Kuntoutustuella").
 *
 * In every labelled set (1,900 pairs) such an entry was never the new employer of a move: it is a
 * break, a leave, study or nothing, and detection reads it as a non-job entry (`left` after the job
 * ended, no change beside a job that continues).
 */
export function phraseInPlaceOfEmployer(p: Position): boolean {
  if ((p.company_social_id ?? '').trim() !== '' || (p.company ?? '').trim() === '') return false;
  return phraseShaped(`${p.company ?? ''}\u0000${p.title ?? ''}`);
}

const phraseShaped = memoiseByString((key: string): boolean => {
  const [rawCompany = '', rawTitle = ''] = key.split('\u0000');
  const company = rawCompany.trim();
  const title = wordsOf(rawTitle);
  if (title !== '' && title !== wordsOf(company)) return false;
  return !readsAsOrganisation(company);
});

const WEB_DOMAIN = /(?:^|\s)(?:www\.)?[\p{L}\p{N}-]{2,}\.[a-z]{2,}(?:\.[a-z]{2})?(?:\s|$)/iu;
/** A capital, a digit or a dot after the first letter of a word: a brand's own spelling ("HubSpot", "3M", "AEGEAN"). */
const BRAND_SHAPE = /^(?:\p{N}.*|.+\p{Lu}.*|.*\p{N}.*)$/u;

const readsAsOrganisation = memoiseByString((name: string): boolean => {
  if (splitLegalForm(name).legalForm !== null || WEB_DOMAIN.test(name)) return true;
  const words = name.split(/\s+/u).filter((w) => w !== '');
  if (words.length !== 1) return false;
  const word = words[0] ?? '';
  return BRAND_SHAPE.test(word) || shortProperNoun(word);
});

/**
 * One capitalised word of a cased script, at most twelve letters, that is no common English word, reads as a
 * name ("Globex", "Kavak", "Grecotel"); a longer one is a compound or an inflected phrase ("Kuntoutustuella",
 * "Kotihoidontuella": written in place of an employer, a rehabilitation allowance, home-care leave).
 */
function shortProperNoun(word: string): boolean {
  return /^\p{Lu}\p{Ll}{1,11}$/u.test(word) && !isCommonEnglishWord(word.toLowerCase());
}

function wordsOf(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .join(' ');
}
