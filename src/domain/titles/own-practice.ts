import { memoiseByString } from '../company/memoise';
import { foldEntryText, termPattern } from './entry-terms';

/**
 * Round 40 (issue #21, pairs40m): consulting as a practice of one's own, said in the title — "Freelance Paid Media
 * Consultant", "Independent HR Consultant", "Consultora (freelance)", "Nezávislý IT konzultant", "独立财务顾问".
 *
 * Decided by the labels of every read set and the development sets (docs/decisions.md, "Detection round 40 (pairs40m)"):
 * the self-employment written as the employer ("Self-employed", "Freelance", "Freiberufler", "PFA", "OSVČ") is a non-job
 * entry whatever the title says (`left`: the contract's own rows in snapshot-pairs-labelled.json — "Self-employed |
 * Independent Consultant", "Freelance | Freelance Sales Consultant" —, six labellers, about fifty rows). An employer written
 * as the practice itself ("Consultoria independente em suprimentos", "Monitoría clínica independiente") beside a title
 * that says the practice is the person's own is a business named, as round 37 reads "Rita Carvalhal – Consultoria
 * Financeira" (`moved` after the job ended: w4e, w4h and every README since w3v; beside a continuing job a side project).
 * `ownPracticeTitle` also makes a consulting title the lexicon does not know a role ("Freiberuflicher SAP-Berater").
 */
type Terms = Readonly<Record<string, readonly string[]>>;

/** Consulting and advising nouns, in the languages of the profiles (a compound ending in one is read by `COMPOUND`). */
const CONSULTING_NOUNS: Terms = {
  en: ['consultant', 'consultants', 'consulting', 'consultancy', 'adviser', 'advisor'],
  de: ['berater', 'beraterin', 'consultant', 'unternehmensberater', 'unternehmensberaterin'],
  fr: ['consultant', 'consultante', 'conseil', 'conseiller', 'conseillere'],
  es: ['consultor', 'consultora', 'asesor', 'asesora', 'consultoria'],
  pt: ['consultor', 'consultora', 'consultoria', 'assessor', 'assessora'],
  it: ['consulente', 'consultant', 'consulenza'],
  nl: ['adviseur', 'consultant', 'adviseuse'],
  pl: ['konsultant', 'konsultantka', 'doradca', 'doradczyni'],
  sv: ['konsult', 'radgivare'],
  da: ['konsulent', 'radgiver'],
  no: ['konsulent', 'radgiver'],
  fi: ['konsultti', 'neuvonantaja'],
  cs: ['konzultant', 'konzultantka', 'poradce', 'poradkyne'],
  sk: ['konzultant', 'konzultantka', 'poradca', 'poradkyna'],
  hu: ['tanacsado'],
  ro: ['consultant', 'consultanta', 'consilier', 'consiliera'],
  el: ['συμβουλος', 'συμβουλοσ'],
  uk: ['консультант', 'консультантка', 'радник', 'радниця'],
  ru: ['консультант', 'консультантка', 'советник'],
  tr: ['danisman', 'danismani'],
  ar: ['مستشار', 'مستشارة'],
  he: ['יועץ', 'יועצת'],
  hi: ['सलाहकार', 'परामर्शदाता', 'कंसल्टेंट', 'salahkar'],
  id: ['konsultan', 'penasihat'],
  vi: ['tu van', 'tu van vien', 'chuyen gia tu van'],
  ko: ['컨설턴트', '자문'],
  ja: ['コンサルタント', 'アドバイザー'],
  zh: ['顾问', '咨询师'],
};

/** Words that say the work is the person's own: freelance, independent, self-employed, in the languages of the profiles. */
const OWN_PRACTICE_WORDS: Terms = {
  en: ['freelance', 'freelancer', 'freelancing', 'independent', 'self employed', 'sole trader', 'own account'],
  de: ['freiberuflich', 'freiberuflicher', 'freiberufliche', 'selbststandig', 'selbststandiger', 'selbststandige', 'selbstandig', 'selbstandiger', 'selbstandige', 'unabhangig', 'unabhangiger', 'unabhangige', 'freelance'],
  fr: ['independant', 'independante', 'freelance', 'a son compte', 'auto entrepreneur', 'micro entrepreneur'],
  es: ['independiente', 'autonomo', 'autonoma', 'freelance', 'por cuenta propia'],
  pt: ['independente', 'autonomo', 'autonoma', 'freelance', 'freelancer'],
  it: ['indipendente', 'freelance', 'libero professionista', 'libera professionista', 'autonomo', 'autonoma'],
  nl: ['zelfstandig', 'zelfstandige', 'zzp', 'zzp er', 'freelance', 'onafhankelijk', 'onafhankelijke'],
  pl: ['niezalezny', 'niezalezna', 'freelance', 'freelancer', 'samozatrudniony', 'samozatrudniona'],
  sv: ['frilans', 'frilansande', 'oberoende', 'fristaende', 'egenforetagare'],
  da: ['selvstaendig', 'uafhaengig', 'freelance'],
  no: ['selvstendig', 'uavhengig', 'frilans'],
  fi: ['itsenainen', 'freelancer', 'freelance'],
  cs: ['nezavisly', 'nezavisla', 'na volne noze', 'osvc', 'freelance'],
  sk: ['nezavisly', 'nezavisla', 'szco', 'freelance'],
  hu: ['fuggetlen', 'szabaduszo', 'egyeni vallalkozo', 'freelance'],
  ro: ['independent', 'independenta', 'freelancer', 'freelance', 'pfa'],
  el: ['ανεξαρτητος', 'ανεξαρτητη', 'freelancer', 'freelance', 'αυτοαπασχολουμενος', 'αυτοαπασχολουμενη'],
  uk: ['незалежний', 'незалежна', 'фрілансер', 'фрілансерка', 'фоп'],
  ru: ['независимый', 'независимая', 'фрилансер', 'самозанятый', 'самозанятая'],
  tr: ['bagimsiz', 'serbest calisan', 'freelance'],
  ar: ['مستقل', 'مستقلة', 'حر', 'فريلانسر'],
  he: ['עצמאי', 'עצמאית', 'פרילנס', 'פרילנסר', 'פרילנסרית'],
  hi: ['स्वतंत्र', 'फ्रीलांस', 'फ्रीलांसर', 'swatantra', 'freelance', 'independent'],
  id: ['independen', 'lepas', 'freelance', 'mandiri'],
  vi: ['doc lap', 'tu do', 'freelance', 'freelancer'],
  ko: ['프리랜서', '프리랜스', '독립'],
  ja: ['フリーランス', '独立系', '個人事業主'],
  zh: ['独立', '自由职业', '自由'],
};

let consulting: RegExp | null = null;
let own: RegExp | null = null;

/** A compound that ends in a consulting noun ("Personalberaterin", "Automaatiokonsultti", "Pénzügyi-tanácsadó" folded). */
const COMPOUND = /\p{L}{3,}(?:berater|beraterin|adviseur|konsult|konsultti|konsulent|tanacsado|danismani)(?![\p{L}\p{N}])/u;

/**
 * The title names a consulting or advising role and says the practice is the person's own ("Freelance Brand Strategy
 * Consultant", "Consultora independente", "Frilansande IT-konsult"). Compiled on first use: read only for an entry with
 * no company page whose employer is a self-employed word or is written in the person's own voice.
 */
export const ownPracticeTitle = memoiseByString((title: string): boolean => {
  const text = foldEntryText(title);
  if (text === '') return false;
  own ??= termPattern(OWN_PRACTICE_WORDS);
  if (!own.test(text)) return false;
  consulting ??= termPattern(CONSULTING_NOUNS);
  return consulting.test(text) || COMPOUND.test(text);
});

/**
 * The employer is written as the practice itself, with a word of the person's own work in it ("Monitoría clínica
 * independiente", "Consultoria independente em suprimentos"): a practice named, not a self-employed word — read only
 * beside a title that says the same (`employment-evidence.ts`).
 */
export const practiceDescribed = memoiseByString((name: string): boolean => {
  const text = foldEntryText(name);
  own ??= termPattern(OWN_PRACTICE_WORDS);
  const hit = own.exec(text);
  if (hit === null) return false;
  const rest = text.replace(hit[0], ' ').replace(/\s+/gu, '');
  // What the practice does, besides the word: a few words of a spaced script, or a compound of Han, Kana or Hangul.
  return rest.length >= (/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(rest) ? 2 : 8);
});
