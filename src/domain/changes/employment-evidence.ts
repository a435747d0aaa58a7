import { splitLegalForm } from '../company/legal-forms';
import { memoiseByString } from '../company/memoise';
import { isCommonEnglishWord } from '../normalise/english-words';
import { isKnownTitle } from '../titles/classify';
import { foldEntryText, SELF_EMPLOYED_TERMS, SOLE_TRADER_FORMS, termPattern } from '../titles/entry-terms';
import { ownPracticeTitle, practiceDescribed } from '../titles/own-practice';
import type { Position } from './types';

/**
 * Evidence of employment: what says that an entry is a job at an employer (issue #21, round 10).
 * One notion, read wherever a new entry is judged (`compare-snapshots.ts`, `positions.ts`):
 *
 * - `company_page`: the entry links a company page (the network knows the employer);
 * - `organisation_name`: the name reads as an organisation — a legal form of any jurisdiction, a web
 *   domain, one word in a brand's own spelling ("HubSpot", "3M") or one short capitalised name
 *   ("Globex", "Kavak");
 * - `role_title`: some word of the title is one the title classifier knows (`isKnownTitle`);
 * - `proper_name`: several words of a cased script, each capitalised ("Independent Bank", "Fidelity
 *   Investments"), beside a title: a name, where a phrase is written as a sentence ("Đang chờ việc mới"); with
 *   no title a capitalised phrase is still a phrase ("Maternity Break").
 *
 * The first two make a known employer (`knownEmployer`); a proper name or a role title only says the
 * entry is no phrase: an association's name is a proper name too ("Heimatverein Wilhelmshöhe").
 *
 * An entry in the person's own voice (`ownVoice`) has none, whatever its title: a name with a pictograph
 * or a handle ("Brasserie du Gone 🍺", "小红书 @雨桐去旅行"), or a self-employed or sole-trader word in the
 * name or title ("Brasseur (auto-entrepreneur)", "Confeiteira (MEI)", "Dulciuri Ana PFA"). In every set
 * labelled before round 10 (dev and the nine blind sets), a new entry with a pictograph in its name and no
 * page was never an employer: a side business, an account, a break or a retirement.
 */
export type EmploymentEvidence = 'company_page' | 'organisation_name' | 'role_title' | 'proper_name';

export function employmentEvidence(p: Position): EmploymentEvidence | null {
  if (hasCompanyPage(p)) return 'company_page';
  // Round 40: a consulting title that says the practice is the person's own ("Freelance Paid Media Consultant") is a role.
  if (ownVoice(p)) return ownBusinessNamed(p) || ownPracticeTitle(p.title ?? '') ? 'proper_name' : null;
  if (readsAsOrganisation((p.company ?? '').trim())) return 'organisation_name';
  if (namesARole(p.title)) return 'role_title';
  // Round 40: a consulting title the lexicon does not know, said as the person's own practice ("Freiberuflicher SAP-Berater").
  if (ownPracticeTitle(p.title ?? '')) return 'role_title';
  // With no title, round 8's reading stands: several plain words are a phrase, capitalised or not ("Maternity Break").
  if ((p.title ?? '').trim() === '') return null;
  return properName((p.company ?? '').trim()) ? 'proper_name' : null;
}

/**
 * An employer the network or the name itself vouches for: a company page, an organisation's name, or one
 * short capitalised word even when English has it ("Paddle", "Square": a brand, where an association is
 * named with several words).
 */
export function knownEmployer(p: Position): boolean {
  const evidence = employmentEvidence(p);
  return evidence === 'company_page' || evidence === 'organisation_name' || (!ownVoice(p) && /^\p{Lu}\p{Ll}{1,11}$/u.test((p.company ?? '').trim()));
}

/** The entry links a company page (the one test of it every rule in src/domain/changes uses). */
export function hasCompanyPage(p: Position): boolean {
  return (p.company_social_id ?? '').trim() !== '';
}

/** No company page, and the entry is written in the person's own voice: a pictograph or handle, or self-employment. */
export function ownVoice(p: Position): boolean {
  if (hasCompanyPage(p)) return false;
  return personalName(p.company ?? '') || soleTraderName(p.company ?? '') || selfEmployedTitle(p.title ?? '');
}

/**
 * Round 37 (w4l's "Lean tanácsadó (egyéni vállalkozó)" at "Vámosi Lean Tanácsadás", w4d's "OSVČ / živnostník" at "Radek Doležal –
 * klimatizace a VZT"): self-employment said in the title, under a business's name — not a self-employed word, a sole trader's form,
 * a pictograph or a handle — is how the person is employed by a business of their own, not a phrase: the entry is no phrase
 * (`proper_name`), so after the job ended it is a new employer, as five read sets label it (w3w, w3y, w4d, w4i, w4l; the `left`
 * rows of rounds 20 and 30 write the self-employment as the employer). Beside a job that continues it stays the person's own
 * side business (`ownVoice`). The name is an organisation's, or holds two capitalised words (a name beside what the business does:
 * "Svářečské práce Horák").
 */
function ownBusinessNamed(p: Position): boolean {
  const name = (p.company ?? '').trim();
  if (personalName(name) || soleTraderName(name) || !selfEmployedTitle(p.title ?? '')) return false;
  // Round 40: or the name is the practice described with a word of the person's own work ("Monitoría clínica independiente").
  return readsAsOrganisation(name) || properName(name) || (name.match(/(?<![\p{L}\p{N}])\p{Lu}/gu)?.length ?? 0) >= 2 || practiceDescribed(name);
}

/** A pictograph (emoji) or a social handle in the name: a personal brand, an account, a phrase. */
const personalName = memoiseByString((name: string): boolean => /\p{Extended_Pictographic}|(?:^|\s)@[\p{L}\p{N}_.]/u.test(name));

/** A sole trader's form in the name, anywhere ("Dulciuri Ana PFA", "ФОП Петренко «Пасіка»"). */
const SOLE_TRADER = termPattern({ any: [...SOLE_TRADER_FORMS, 'mei', 'jdg', 'eenmanszaak', 'enskild firma', 'einzelunternehmen', 'ditta individuale', 'hộ kinh doanh'] });
const soleTraderName = memoiseByString((name: string): boolean => SOLE_TRADER.test(foldEntryText(name)));

/**
 * Self-employment said in the title ("Brasseur (auto-entrepreneur)", "Repostera (autónoma)", "Confeiteira
 * (MEI)"); "independent" is left out: an independent director is a board seat, read by its own rule.
 */
const SELF_EMPLOYED = termPattern(
  Object.fromEntries(Object.entries(SELF_EMPLOYED_TERMS).map(([lang, terms]) => [lang, terms.filter((t) => t !== 'independent')])),
  { any: ['mei', 'auto entrepreneuse', 'micro entrepreneuse', 'micro entreprise', 'micro entrepreneur', 'autoentrepreneur', 'sole trader'] },
);
const selfEmployedTitle = memoiseByString((title: string): boolean => SELF_EMPLOYED.test(foldEntryText(title)));

/** The title names a role: some word of it is one the classifier knows (`isKnownTitle`). */
const namesARole = (title: string | null): boolean => isKnownTitle(title);

const WEB_DOMAIN = /(?:^|\s)(?:www\.)?[\p{L}\p{N}-]{2,}\.[a-z]{2,}(?:\.[a-z]{2})?(?:\s|$)/iu;
/** A capital, a digit or a dot after the first letter of a word: a brand's own spelling ("HubSpot", "3M", "AEGEAN"). */
const BRAND_SHAPE = /^(?:\p{N}.*|.+\p{Lu}.*|.*\p{N}.*)$/u;

/** A legal form, a web domain, or one word shaped as a brand or a short proper name. */
export const readsAsOrganisation = memoiseByString((name: string): boolean => {
  if (splitLegalForm(name).legalForm !== null || WEB_DOMAIN.test(name)) return true;
  const words = name.split(/\s+/u).filter((w) => w !== '');
  if (words.length !== 1) return false;
  const word = words[0] ?? '';
  return BRAND_SHAPE.test(word) || shortProperNoun(word);
});

/**
 * Several words of a cased script, each capitalised ("Independent Bank", "Fidelity Investments", "Orbital
 * Freight"): a name. A phrase is written as a sentence ("Đang chờ việc mới", "Pflege meines Vaters").
 */
const properName = memoiseByString((name: string): boolean => {
  const words = name.split(/\s+/u).filter((w) => w !== '');
  return words.length > 1 && words.every((w) => /^[\p{Lu}\p{N}]/u.test(w) || /^[&+.\-–|·]$/u.test(w));
});

/**
 * One capitalised word of a cased script, at most twelve letters, that is no common English word, reads as a
 * name ("Globex", "Kavak", "Grecotel"); a longer one is a compound or an inflected phrase ("Kuntoutustuella",
 * "Kotihoidontuella": written in place of an employer, a rehabilitation allowance, home-care leave).
 */
function shortProperNoun(word: string): boolean {
  return /^\p{Lu}\p{Ll}{1,11}$/u.test(word) && !isCommonEnglishWord(word.toLowerCase());
}
