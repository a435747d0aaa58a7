import { isCommonEnglishWord } from '../normalise/english-words';
import { companyTokens } from './company-key';
import { groupOf } from './groups';
import { memoiseByTwoStrings } from './memoise';
import { ENTITY_WORDS } from './regions';

/**
 * Hospital groups and their hospitals, read by the names' structure (issue #21, round 28): a group's name as a
 * distinctive word beside facility words only ("Sana Kliniken AG", "Asklepios Kliniken GmbH & Co. KGaA", "Vithas",
 * "Acıbadem Sağlık Grubu") and a hospital named with that word, a facility word and a place, in any order and language
 * ("Sana Klinikum Offenbach", "Asklepios Klinik Altona", "Hospital Vithas Sevilla", "Acıbadem Altunizade Hastanesi",
 * "Siloam Hospitals Kebon Jeruk") are one family.
 *
 * The guard: a saint's or a religious word is never a group's stem ("St. Joseph's Hospital" in Tampa and in Hamilton,
 * "Baptist Health" and "Baptist Hospital of Miami", "Mercy"), nor a common English word ("General Hospital", "Royal"),
 * nor a country or region; the hospital's own words beside the stem must read as a place (no common English word: "Mayo
 * Clinic" ↔ "Mayo University Hospital" stays two employers). Group data (`group-names-health.ts`) decides first.
 */
export function hospitalFamily(a: string, b: string): 'same' | 'different' | null {
  return a <= b ? familyOf(a, b) : familyOf(b, a);
}

/** A name with a hospital or clinic word in it, in any of the profiles' languages ("Cork University Hospital" is a hospital, not a place of study). */
export function namesHospital(name: string | null | undefined): boolean {
  return companyTokens(name).some((w) => HOSPITAL_WORDS.has(w) || (w.length > 9 && HOSPITAL_COMPOUND.test(w)));
}

const familyOf = memoiseByTwoStrings((a: string, b: string): 'same' | 'different' | null => {
  const ta = companyTokens(a);
  const tb = companyTokens(b);
  const facilityA = ta.some(facilityWord);
  const facilityB = tb.some(facilityWord);
  if (!facilityA && !facilityB) return null;
  const ca = ta.filter((w) => !facilityWord(w));
  const cb = tb.filter((w) => !facilityWord(w));
  const stem = ca[0];
  if (stem === undefined || stem !== cb[0]) return null;
  const ownName = ca.length <= cb.length ? a : b;
  if (!groupStem(ca, cb, ownName)) return facilityA && facilityB && ca.join(' ') !== cb.join(' ') ? 'different' : null;
  const [own, hospital] = ca.length <= cb.length ? [ca, cb] : [cb, ca];
  if (own.length !== 1 || hospital.length === 1) return null;
  return hospital.slice(1).every(placeLike) ? 'same' : null;
});

/**
 * The shared first word is a group's stem: no saint's or religious word, no area, four letters or more, and no common
 * English word unless the group data lists the group's own name ("Helios Kliniken": "helios" is an English word).
 */
function groupStem(ca: readonly string[], cb: readonly string[], ownName: string): boolean {
  const stem = ca[0] ?? '';
  if ([...ca, ...cb].some((w) => RELIGIOUS.has(w))) return false;
  if (stem.length < 4 || /\d/.test(stem) || ENTITY_WORDS.has(stem)) return false;
  return !isCommonEnglishWord(stem) || groupOf(ownName) !== null;
}

/** A facility word, or a compound that ends with a hospital word ("Universitätsklinikum", "Kreiskrankenhaus", "Universitetssjukhuset"). */
function facilityWord(w: string): boolean {
  return FACILITY_WORDS.has(w) || (w.length > 9 && HOSPITAL_COMPOUND.test(w));
}

const HOSPITAL_COMPOUND = /(?:klinikum|kliniken|klinik|krankenhaus|spital|ziekenhuis|sjukhus|sjukhuset|sykehus|sygehus|sairaala)$/u;

/** A word of a hospital's name beside the group's stem that may be a place: no common English word, no religious word. */
function placeLike(w: string): boolean {
  return w.length >= 3 && !isCommonEnglishWord(w) && !RELIGIOUS.has(w) && !/^\d+$/.test(w);
}

/** Hospital and clinic words (folded, as `companyTokens` writes them). */
const HOSPITAL_WORDS: ReadonlySet<string> = new Set([
  'hospital', 'hospitals', 'hospitales', 'hospitais', 'hopital', 'hopitaux', 'hospitalier', 'clinic', 'clinics', 'clinica', 'clinicas',
  'clinique', 'cliniques', 'klinik', 'kliniken', 'klinikum', 'kliniek', 'krankenhaus', 'ziekenhuis', 'ospedale', 'ospedali',
  'policlinico', 'policlinica', 'polyclinique', 'hastanesi', 'hastaneleri', 'hastane', 'szpital', 'nemocnice', 'sairaala', 'sjukhus',
  'sykehus', 'sygehus', 'spital', 'nosokomeio', 'rumah', 'sakit', 'benh', 'vien',
]);

/** Facility words and the words a group's name holds beside its stem (health, care, group, legal forms), set aside to find the stem. */
const FACILITY_WORDS: ReadonlySet<string> = new Set([
  ...HOSPITAL_WORDS, 'health', 'healthcare', 'care', 'medical', 'center', 'centre', 'saglik', 'grubu', 'gruppe', 'grupo', 'gruppo',
  'groupe', 'group', 'sante', 'salud', 'saude', 'salute', 'gesundheit', 'kgaa', 'gmbh', 'ag', 'co', 'sa', 'spa', 'ltd', 'limited',
  'berhad', 'tbk', 'pt', 'plc', 'inc', 'privat', 'private', 'prive', 'privee', 'privado', 'privada', 'universitaire', 'universitario',
  'universitaria', 'universitari',
]);

/** Saints' and religious words: a name they start says the founder's faith or patron, not the group. */
const RELIGIOUS: ReadonlySet<string> = new Set([
  'st', 'saint', 'sainte', 'san', 'santa', 'santo', 'sao', 'sankt', 'sint', 'sveti', 'agios', 'mary', 'marys', 'joseph', 'josephs',
  'luke', 'lukes', 'james', 'jamess', 'john', 'johns', 'thomas', 'vincent', 'vincents', 'francis', 'elizabeth', 'elisabeth', 'marien',
  'vinzenz', 'josef', 'baptist', 'methodist', 'presbyterian', 'adventist', 'lutheran', 'catholic', 'christian', 'christus', 'mercy',
  'providence', 'trinity', 'sacred', 'heart', 'holy', 'evangelical', 'evangelisches', 'katholisches', 'diakonie', 'caritas',
  'samaritan', 'sinai', 'misericordia', 'sagrado', 'corazon', 'angeles', 'nossa', 'senhora', 'virgen', 'divino', 'jesus', 'cristo',
  'our', 'lady', 'ladys', 'hildegard', 'hedwig', 'raphael', 'raffaele', 'gregoire',
]);
