import { memoiseByString } from '../company/memoise';
import { isCommonEnglishWord } from '../normalise/english-words';
import { stripAccents } from '../normalise/text';
import { classifyTitle, isForeignTitle } from '../titles/classify';
import { TITLE_ABBREVIATIONS } from './positions';

/**
 * Did an edit in place change the role? Not when the two titles normalise to the same one
 * (docs/decisions.md, "Detection wave 3"): case, accents, punctuation, emoji, "&" / " + " ↔ "and",
 * word order ("Director, Marketing" ≡ "Marketing Director"), small words ("VP Sales" ≡ "Vice
 * President of Sales"), common abbreviations expanded ("Sr. AE" ≡ "Senior Account Executive",
 * "CSM", "CFO", "VP Eng", "Head of HR"), a gendered form written out ("Geschäftsführer(in)" ≡
 * "Geschäftsführerin"), or a translation: one title in another language than the other and
 * the same seniority and function ("Vertriebsleiter" ≡ "Head of Sales", "Satış Müdürü" ≡
 * "Sales Manager"; with cognates in common, "Director de Ventas" ≡ "Sales Director": the words
 * that differ are English on one side only). "Account Executive" → "Senior Account Executive"
 * stays a change: grade words count.
 */
export function sameRole(a: string | null | undefined, b: string | null | undefined): boolean {
  const wa = roleWords(a ?? '');
  const wb = roleWords(b ?? '');
  if (wa === wb) return true;
  if (wa === '' || wb === '') return false;
  return translation(a ?? '', b ?? '', wa, wb);
}

/** The abbreviations `titleWords` expands, and role abbreviations (AE, SDR, CSM, CFO …). */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  ...TITLE_ABBREVIATIONS,
  mngr: 'manager',
  eng: 'engineering',
  engr: 'engineer',
  ops: 'operations',
  hr: 'human resources',
  ae: 'account executive',
  sdr: 'sales development representative',
  bdr: 'business development representative',
  csm: 'customer success manager',
  am: 'account manager',
  pm: 'product manager',
  pmm: 'product marketing manager',
  swe: 'software engineer',
  ceo: 'chief executive officer',
  cfo: 'chief financial officer',
  cto: 'chief technology officer',
  coo: 'chief operating officer',
  cmo: 'chief marketing officer',
  cro: 'chief revenue officer',
  cpo: 'chief product officer',
  chro: 'chief human resources officer',
  cio: 'chief information officer',
  gm: 'general manager',
  md: 'managing director',
  asst: 'assistant',
  assoc: 'associate',
  coord: 'coordinator',
  rep: 'representative',
};

/** Words that carry no role: "of", "the", "for" … */
const FILLER = new Set(['of', 'the', 'for', 'a', 'an', 'at']);

/** A gender suffix written with a bracket or sign joins its word: "Geschäftsführer(in)" → "geschäftsführerin". */
const GENDER_SUFFIX = /(\p{L})(?:\(|\/|\*|:|_)(in|innen|a|e|ka|ová)\)?(?![\p{L}\p{N}])/gu;

const roleWords = memoiseByString((title: string): string =>
  stripAccents(title.replace(GENDER_SUFFIX, '$1$2'))
    .toLowerCase()
    .replace(/&|(?<=\s)\+(?=\s)/g, ' & ')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((w) => w !== '')
    .flatMap((w) => (ABBREVIATIONS[w] ?? w).split(' '))
    .filter((w) => !FILLER.has(w))
    .sort()
    .join(' '),
);

function translation(a: string, b: string, wa: string, wb: string): boolean {
  const ua = onlyIn(wa, wb);
  const ub = onlyIn(wb, wa);
  if (ua.length === 0 || ub.length === 0) return false;
  const shared = ua.length < wa.split(' ').length;
  // Without a word in common, one lexicon term of another language suffices ("Vertriebsleiter" →
  // "Head of Sales"); with cognates in common ("Director de Ventas" → "Sales Director"), the words
  // that differ must be English on one side and hold a term of another language on the other.
  const languages = shared ? otherLanguage(ua, ub) || otherLanguage(ub, ua) : isForeignTitle(a) || isForeignTitle(b);
  if (!languages) return false;
  const ca = classifyTitle(a);
  const cb = classifyTitle(b);
  return ca.seniority !== null && ca.seniority === cb.seniority && ca.function === cb.function;
}

/** The words of `x` (sorted role words) that `y` does not have. */
function onlyIn(x: string, y: string): string[] {
  const other = new Set(y.split(' '));
  return x.split(' ').filter((w) => !other.has(w));
}

/**
 * The words `x` has alone are English; those `y` has alone are not all English and hold a lexicon
 * term of another language ("manager" is a term of many languages, so it alone says nothing).
 */
function otherLanguage(x: readonly string[], y: readonly string[]): boolean {
  return english(x) && !english(y) && isForeignTitle(y.join(' '));
}

/** Every word a common English word or an English abbreviation ("sales", "vp", "director"). */
function english(words: readonly string[]): boolean {
  return words.every((w) => isCommonEnglishWord(w) || ENGLISH_EXPANSIONS.has(w));
}

const ENGLISH_EXPANSIONS: ReadonlySet<string> = new Set(Object.values(ABBREVIATIONS).flatMap((v) => v.split(' ')));
