import { segmentWords } from '../normalise/text';
import { titleReading as classifyTitle } from '../titles/classify';

/*
 * Round 29 (issue #21, w4c's "Kundenberaterin Private Banking" → "Private Banking Advisor" at one Volksbank entry): a title
 * translated with no separator — the words that are no role kept as written, in any order, and the role noun put into another
 * language. Round 28 compares segments and needs a separator; the lexicon reads neither "Kundenberaterin" nor "Advisor" (both
 * "other"). What is read here is the structure: the two titles share every word but the role noun, and the role nouns left on
 * each side name one role in two languages. The role nouns are the class of an individual's role with no grade in it — an
 * adviser, a clerk or case handler, a specialist or officer — written for every language the sets use, and their gendered
 * forms (‑in, ‑erin, ‑ère, ‑euse, ‑trice, ‑a, ‑ka, ‑kyně, ‑czyni, ‑nő, ‑ă, ‑ة …) are read as the same role.
 */

/** A role noun's concepts by language: [concepts, language, forms as written (each word folded like a title's)]. */
const ROLE_NOUNS: ReadonlyArray<readonly [readonly string[], string, readonly string[]]> = [
  [['advisor'], 'en', ['advisor', 'adviser', 'consultant']],
  [['advisor', 'client'], 'en', ['client advisor', 'client adviser', 'customer advisor', 'customer adviser', 'client consultant']],
  [['clerk'], 'en', ['clerk', 'officer', 'administrator']],
  [['specialist'], 'en', ['specialist', 'officer', 'expert']],
  [['advisor'], 'de', ['berater', 'beraterin']],
  [['advisor', 'client'], 'de', ['kundenberater', 'kundenberaterin']],
  [['clerk'], 'de', ['sachbearbeiter', 'sachbearbeiterin']],
  [['specialist'], 'de', ['referent', 'referentin', 'spezialist', 'spezialistin', 'experte', 'expertin']],
  [['advisor'], 'fr', ['conseiller', 'conseillere', 'consultant', 'consultante']],
  [['advisor', 'client'], 'fr', ['conseiller clientele', 'conseillere clientele']],
  [['clerk'], 'fr', ['gestionnaire', 'employe', 'employee']],
  [['specialist'], 'fr', ['specialiste', 'expert', 'experte']],
  [['advisor'], 'es', ['asesor', 'asesora', 'consultor', 'consultora']],
  [['clerk'], 'es', ['administrativo', 'administrativa', 'gestor administrativo', 'gestora administrativa']],
  [['specialist'], 'es', ['especialista', 'experto', 'experta']],
  [['advisor'], 'pt', ['assessor', 'assessora', 'consultor', 'consultora', 'conselheiro', 'conselheira']],
  [['clerk'], 'pt', ['escriturario', 'escrituraria', 'administrativo', 'administrativa']],
  [['specialist'], 'pt', ['especialista']],
  [['advisor'], 'it', ['consulente', 'consigliere', 'consigliera']],
  [['clerk'], 'it', ['addetto', 'addetta', 'impiegato', 'impiegata']],
  [['specialist'], 'it', ['specialista', 'esperto', 'esperta']],
  [['advisor'], 'nl', ['adviseur', 'adviseuse', 'consultant']],
  [['advisor', 'client'], 'nl', ['klantadviseur', 'klantadviseuse']],
  [['clerk'], 'nl', ['medewerker', 'medewerkster', 'administratief medewerker', 'administratief medewerkster']],
  [['specialist'], 'nl', ['specialist', 'expert', 'deskundige']],
  [['advisor'], 'pl', ['doradca', 'doradczyni', 'konsultant', 'konsultantka']],
  [['clerk'], 'pl', ['urzednik', 'urzedniczka', 'referent', 'referentka']],
  [['specialist'], 'pl', ['specjalista', 'specjalistka', 'ekspert', 'ekspertka']],
  [['advisor'], 'cs', ['poradce', 'poradkyne', 'konzultant', 'konzultantka']],
  [['clerk', 'specialist'], 'cs', ['referent', 'referentka', 'urednik', 'urednice']],
  [['specialist'], 'cs', ['specialista', 'specialistka']],
  [['advisor'], 'hu', ['tanacsado', 'tanacsadono']],
  [['clerk'], 'hu', ['ugyintezo', 'ugyintezono']],
  [['specialist'], 'hu', ['szakerto', 'szakertono', 'specialista']],
  [['advisor'], 'tr', ['danisman', 'danismani']],
  [['clerk'], 'tr', ['memur', 'memuru']],
  [['specialist'], 'tr', ['uzman', 'uzmani']],
  [['advisor'], 'fi', ['neuvoja', 'neuvonantaja', 'konsultti']],
  [['advisor', 'client'], 'fi', ['asiakasneuvoja']],
  [['clerk'], 'fi', ['virkailija', 'kasittelija']],
  [['specialist'], 'fi', ['asiantuntija']],
  [['advisor'], 'sv', ['radgivare', 'konsult']],
  [['advisor', 'client'], 'sv', ['kundradgivare']],
  [['clerk'], 'sv', ['handlaggare', 'tjansteman']],
  [['specialist'], 'sv', ['specialist', 'expert']],
  [['advisor'], 'ro', ['consilier', 'consiliera', 'consultant', 'consultanta']],
  [['clerk'], 'ro', ['functionar', 'functionara', 'referent', 'referenta']],
  [['specialist'], 'ro', ['specialist', 'specialista', 'expert', 'experta']],
  [['advisor'], 'el', ['συμβουλος']],
  [['clerk'], 'el', ['υπαλληλος']],
  [['specialist'], 'el', ['ειδικος']],
  [['advisor'], 'he', ['יועץ', 'יועצת']],
  [['clerk'], 'he', ['פקיד', 'פקידה']],
  [['specialist'], 'he', ['מומחה', 'מומחית']],
  [['advisor'], 'ar', ['مستشار', 'مستشارة']],
  [['clerk'], 'ar', ['موظف', 'موظفة']],
  [['specialist'], 'ar', ['أخصائي', 'أخصائية', 'اخصائي', 'اخصائية']],
  [['advisor'], 'hi', ['सलाहकार', 'salahkar']],
  [['clerk'], 'hi', ['लिपिक', 'lipik']],
  [['specialist'], 'hi', ['विशेषज्ञ', 'visheshagya']],
  [['advisor'], 'uk', ['консультант', 'консультантка', 'радник', 'радниця']],
  [['clerk'], 'uk', ['референт', 'референтка', 'діловод']],
  [['specialist'], 'uk', ['фахівець', 'фахівчиня', 'спеціаліст', 'спеціалістка']],
  [['advisor'], 'id', ['penasihat', 'konsultan']],
  [['clerk'], 'id', ['petugas', 'staf administrasi']],
  [['specialist'], 'id', ['spesialis', 'ahli']],
  [['advisor'], 'vi', ['tư vấn viên', 'chuyên viên tư vấn']],
  [['clerk'], 'vi', ['nhân viên']],
  [['specialist'], 'vi', ['chuyên viên']],
  [['advisor'], 'ko', ['어드바이저', '컨설턴트', '상담역']],
  [['clerk'], 'ko', ['사무원', '담당자']],
  [['specialist'], 'ko', ['전문가', '스페셜리스트']],
  [['advisor'], 'ja', ['アドバイザー', 'コンサルタント']],
  [['clerk', 'specialist'], 'ja', ['担当', '担当者', '事務員']],
  [['specialist'], 'ja', ['スペシャリスト']],
  [['advisor'], 'zh', ['顾问', '顧問']],
  [['clerk', 'specialist'], 'zh', ['专员', '專員', '办事员', '职员']],
  [['specialist'], 'zh', ['专家', '專家']],
];

interface RoleNoun {
  readonly concepts: ReadonlySet<string>;
  readonly languages: ReadonlySet<string>;
}

/** Every form's concepts and languages, keyed by its words folded as a title's are (`segmentWords`), in a null-prototype map. */
const BY_FORM: ReadonlyMap<string, RoleNoun> = (() => {
  const map = new Map<string, { concepts: Set<string>; languages: Set<string> }>();
  for (const [concepts, language, forms] of ROLE_NOUNS) {
    for (const form of forms) {
      const key = words(form).join(' ');
      const entry = map.get(key) ?? { concepts: new Set<string>(), languages: new Set<string>() };
      concepts.forEach((c) => entry.concepts.add(c));
      entry.languages.add(language);
      map.set(key, entry);
    }
  }
  return map;
})();

/**
 * The small words that join a role noun to its subject in the sets' languages ("Especialista en …", "… de …", Polish "ds."
 * (do spraw), Ukrainian "з", German "für", "of" and "for"): set aside from the words either title has alone. Not Dutch "van", which Vietnamese "vấn" folds to.
 */
const JOINS: ReadonlySet<string> = new Set(
  ['of', 'for', 'in', 'de', 'en', 'da', 'do', 'dos', 'das', 'di', 'del', 'della', 'du', 'des', 'fur', 'pour', 'para', 'per', 'ds', 'dla', 'w', 'z', 'ze', 'pro', 'voor', 'i', 'pa', 'з', 'із', 'питань', 'у'].map((w) => words(w).join(' ')),
);

/** A title's words folded (`segmentWords`), the Turkish dotless i read as i ("Danışmanı" ≡ "danismani"). */
function words(text: string): string[] {
  return segmentWords(text).map((w) => w.replace(/ı/gu, 'i'));
}

/** The words one title has and the other lacks, in order, each word of the other used once. */
function leftOver(words: readonly string[], other: readonly string[]): string[] {
  const pool = [...other];
  return words.filter((w) => {
    const i = pool.indexOf(w);
    if (i < 0) return true;
    pool.splice(i, 1);
    return false;
  });
}

/**
 * Two titles at one entry that share every word but their role noun, the two role nouns one role in two languages: the words
 * that are no role kept (one at least, in any order), and on each side a role noun of a language the other side's has not,
 * sharing a concept. The lexicon then reads the two titles as one rank and one function, which keeps a grade, a head's word or
 * another function added with the translation a change ("Kundenberater" → "Senior … Advisor", "… Team Lead", "… Credit Analyst").
 */
export function roleNounTranslated(a: string, b: string): boolean {
  const wa = words(a);
  const wb = words(b);
  const la = leftOver(wa, wb).filter((w) => !JOINS.has(w));
  const lb = leftOver(wb, wa).filter((w) => !JOINS.has(w));
  if (la.length === 0 || lb.length === 0 || la.length === wa.length || la.length > 3 || lb.length > 3) return false;
  const ra = BY_FORM.get(la.join(' '));
  const rb = BY_FORM.get(lb.join(' '));
  if (ra === undefined || rb === undefined || ![...ra.concepts].some((c) => rb.concepts.has(c))) return false;
  if (!twoLanguages(ra.languages, rb.languages)) return false;
  const ca = classifyTitle(a);
  const cb = classifyTitle(b);
  if (ca.seniority !== cb.seniority) return false;
  // A function the lexicon reads in one side's role noun alone ("Klantadviseur", a customer's adviser, reads customer success) is
  // its reading of that noun, which the table reads as the other's: the kept words carry the rest of the function. So is one it
  // reads from the role noun beside a kept word ("Private Wealth Advisor" a wealth adviser's sales, "Beraterin Private Wealth"
  // finance): the other title, its role noun written in this one's language, reads this one's function.
  if (ca.function === cb.function || nounReadsFunction(la, ca.function) || nounReadsFunction(lb, cb.function)) return true;
  return classifyTitle(withNoun(wb, lb, la)).function === ca.function || classifyTitle(withNoun(wa, la, lb)).function === cb.function;
}

/** The title's words with its role noun (`noun`, the words it has and the other lacks) written as the other's (`other`). */
function withNoun(words: readonly string[], noun: readonly string[], other: readonly string[]): string {
  const at = words.indexOf(noun[0]!);
  const kept = words.filter((w) => !noun.includes(w));
  return [...kept.slice(0, at), ...other, ...kept.slice(at)].join(' ');
}

/**
 * The two role nouns are of two languages: each holds a language the other has not ("Referent" de ↔ "Specialist" en), or one is
 * English and the other no English word ("Consilieră" ↔ "Consultant", which Romanian also writes). Two forms of one language
 * ("Advisor" → "Consultant", "Berater" → "Referent") are another role noun, not a translation.
 */
function twoLanguages(la: ReadonlySet<string>, lb: ReadonlySet<string>): boolean {
  if (la.has('en') !== lb.has('en')) return true;
  return [...la].some((l) => !lb.has(l)) && [...lb].some((l) => !la.has(l));
}

function nounReadsFunction(noun: readonly string[], fn: string | null): boolean {
  const read = classifyTitle(noun.join(' ')).function;
  return read !== null && read !== 'other' && read === fn;
}
