import { memoiseByString } from '../company/memoise';
import { AREA_NAMES } from '../company/regions';
import { segmentWords, stripAccents } from '../normalise/text';
import { isKnownTitle, titleReading as classifyTitle } from '../titles/classify';
import { GRADE_WORDS, MARKET_WORDS } from './title-segments';

/*
 * Round 30 (issue #21, w4d's field-service edits in place): a trade certification added to a title, a domain short form
 * written out in any language, and the department or region named after a title kept whole (docs/decisions.md, "Detection
 * round 30 (edits in place)").
 */

/**
 * A trade certification, read by its shape: a certifying body or scheme (capitals with digits or a hyphen — "EPA 608",
 * "F-Gas", "NICET" — or one of the schemes written in mixed case), then numbers, levels, categories and grades, or a word
 * saying it is held ("certified", "zertifiziert", "certifié", "licensed", "registered"). A scheme alone in capitals needs
 * a number, a level or such a word beside it, unless it is one of the schemes named below, which name nothing else.
 */
const SCHEMES = ['F-?Gas', 'Gas Safe', 'CompTIA(?: A\\+| Network\\+| Security\\+)?', 'City (?:&|and) Guilds', '18th Edition', 'Red Seal'].join('|');
const KNOWN_CAPS = new Set(['NEBOSH', 'IOSH', 'CSCS', 'PMP', 'ITIL', 'NICET', 'IPAF', 'PASMA', 'SMSTS', 'SSSTS', 'CITB', 'NVQ', 'OFTEC', 'HETAS', 'NATE', 'ASE', 'OSHA', 'EPA', 'ECS', 'JIB', 'ATEX', 'CompEx', 'NAPIT', 'NICEIC', 'SIA', 'HACCP']);
const HELD =
  'certified|certificate|certification|cert\\.?|licensed|license|licence|registered|holder|card|zertifiziert|zertifikat|geprüft|certifié|certifiée|certificat|habilité|habilitée|certificado|certificada|certificação|certificato|certificata|abilitato|gecertificeerd|certyfikowany|certyfikat|certifierad|certificeret|sertifioitu|sertifikalı|licenciado|licenciada'.toLowerCase();
const LEVEL =
  '(?:level|lvl|cat\\.?|category|type|class|grade|niveau|stufe|nivel|livello|nível|poziom|seviye|taso|kategorie|kategoria|kategori|categorie|categoria|catégorie|categoría|luokka|klasse|klass|universal|core|[ivx]{1,4}|\\d[\\d.+]*[a-z]?|[a-d]\\+?)';

const HELD_WORD = new RegExp(`^(?:${HELD})$`, 'u');
const LEVEL_WORD = new RegExp(`^${LEVEL}$`, 'iu');
const SCHEME = new RegExp(`^(?:${SCHEMES})`, 'iu');

/** The words of a segment, the schemes written in mixed case folded to one token each. */
function certificationWords(segment: string): string[] {
  return segment.replace(SCHEME, 'SCHEME').split(/[\s/,]+/u).filter((w) => w !== '');
}

/** A segment that is one certification and nothing else (see above). */
export function namesCertification(segment: string): boolean {
  const words = certificationWords(segment.replace(/^[(（]|[)）]$/gu, '').trim());
  if (words.length === 0 || words.length > 6) return false;
  let scheme = false;
  let marked = false;
  for (const [i, w] of words.entries()) {
    const bare = w.replace(/[.:]+$/u, '');
    if (bare === 'SCHEME' || KNOWN_CAPS.has(bare)) scheme = marked = true;
    else if (HELD_WORD.test(stripAccents(bare).toLowerCase()) || HELD_WORD.test(bare.toLowerCase())) marked = true;
    else if (i > 0 && LEVEL_WORD.test(bare)) marked = true;
    else if (/^\p{Lu}[\p{Lu}\d-]{1,7}$/u.test(bare) && /\p{Lu}{2}|\d/u.test(bare)) scheme = true;
    else return false;
  }
  return scheme && marked;
}

/** The title with a certification after it cut off (after a dash, a comma, a bar or in brackets), or null when none. */
export const withoutTradeCertification = memoiseByString((title: string): string | null => {
  const m = /^(.*?\S)\s*(?:\s[–—-]\s|,|\||[(（])\s*([^,|–—]+?)[)）]?\s*$/u.exec(title);
  if (m === null || !namesCertification(m[2] ?? '')) return null;
  return m[1] ?? null;
});

/**
 * Domain short forms of field service and frontline work and their written-out forms in the languages of the sets: each
 * written-out form is replaced by the short form, so "Schichtleiterin Reinigung" and "SL Reinigung" read as one title.
 */
const DOMAIN_FORMS: ReadonlyArray<{ short: string; written: readonly string[] }> = [
  {
    short: 'HVAC',
    written: [
      'heating, ventilation and air conditioning', 'heating, ventilation, and air conditioning', 'heating ventilation and air conditioning', 'heating, ventilation & air conditioning',
      'calefacción, ventilación y aire acondicionado', 'calefaccion, ventilacion y aire acondicionado', 'climatización y ventilación',
      'chauffage, ventilation et climatisation', 'chauffage, ventilation, climatisation', 'cvc',
      'heizung, lüftung, klima', 'heizung, lüftung und klima', 'heizungs-, lüftungs- und klimatechnik', 'hlk',
      'riscaldamento, ventilazione e condizionamento', 'aquecimento, ventilação e ar condicionado', 'aquecimento, ventilação e ar-condicionado',
      'verwarming, ventilatie en airconditioning', 'värme, ventilation och luftkonditionering', 'varme, ventilation og aircondition',
      'ogrzewanie, wentylacja i klimatyzacja', 'ısıtma, havalandırma ve iklimlendirme',
    ],
  },
  {
    short: 'SL',
    written: [
      'shift leader', 'shift lead', 'schichtleiterin', 'schichtleiter', 'schichtführerin', 'schichtführer', "chef d'équipe de quart", 'chef de quart', 'cheffe de quart',
      'jefe de turno', 'jefa de turno', 'capoturno', 'chefe de turno', 'ploegleider', 'skiftledare', 'skiftleder', 'kierownik zmiany', 'vardiya amiri', 'vuoroesimies',
    ],
  },
  {
    short: 'GM',
    written: [
      'general manager', 'directrice générale', 'directeur général', 'directrice generale', 'directeur general', 'director general', 'directora general', 'gerente general',
      'direttore generale', 'direttrice generale', 'diretor geral', 'diretora geral', 'generalmanager', 'generalmanagerin', 'algemeen directeur', 'dyrektor generalny',
      'genel müdür', 'hoteldirektor', 'hoteldirektorin', 'hotelldirektör', 'hoteldirektør',
    ],
  },
  { short: 'FM', written: ['facility management', 'facilities management', 'gestion des installations', 'gestión de instalaciones', 'gebäudemanagement'] },
  { short: 'FSM', written: ['field service management', 'field service manager'] },
  { short: 'WFM', written: ['workforce management', 'gestion des effectifs', 'gestión de la fuerza laboral', 'personaleinsatzplanung'] },
  { short: 'QSR', written: ['quick service restaurant', 'quick-service restaurant', 'restauration rapide', 'comida rápida', 'schnellrestaurant'] },
];

function escaped(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
}

/** Every written-out form, longest first, as whole words (a hyphen or a letter beside it ends no match). */
const WRITTEN = DOMAIN_FORMS.flatMap((f) => f.written.map((w) => ({ short: f.short, written: w }))).sort((x, y) => y.written.length - x.written.length);
const WRITTEN_ANY = new RegExp(`(?<![\\p{L}\\p{N}])(?:${WRITTEN.map((w) => escaped(w.written)).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
const SHORT_OF: ReadonlyMap<string, string> = new Map(WRITTEN.map((w) => [w.written.toLowerCase(), w.short]));

/** "Tech" standing for a technician: the last word of the role, or before its grade ("HVAC Tech II"). "Tech Lead" is not one. */
const TECH = /(?<![\p{L}])Tech\.?(?=\s+(?:[IVX]{1,4}|\d)(?![\p{L}])|\s*$|\s+[–—-]\s|\s*[,|(])/gu;

/** The first four letters of each written-out form's first word: a title with no word starting so holds none (the table is not scanned). */
const FIRST_LETTERS: ReadonlySet<string> = new Set(WRITTEN.map((w) => w.written.toLowerCase().split(/[^\p{L}]+/u)[0]?.slice(0, 4) ?? ''));

function mayHoldWrittenForm(title: string): boolean {
  return title.toLowerCase().split(/[^\p{L}]+/u).some((w) => FIRST_LETTERS.has(w.slice(0, 4)));
}

/** The title with the domain's written-out forms replaced by their short forms and "Tech" written out; the title itself when none. */
export const withDomainShortForms = memoiseByString((title: string): string => {
  const short = mayHoldWrittenForm(title) ? title.replace(WRITTEN_ANY, (m) => SHORT_OF.get(m.toLowerCase()) ?? m) : title;
  return title.includes('Tech') ? short.replace(TECH, 'Technician') : short;
});

/**
 * Round 30 (w4d's "Servicekoordinator" → "Servicekoordinator – Facility Services, Region Hovedstaden"): the title kept whole
 * (its words in any order) before a spaced dash or a bar, and after it the department the role works in — a part naming a
 * unit by its noun (services, department, Abteilung …) or by the title's own function — and at most one region, written as a
 * region's name ("Region Hovedstaden", "Greater London", "Île-de-France"). A market, a territory of several countries ("DACH",
 * "EMEA", "Germany & Austria"), another function ("– Sales"), a grade or a rank after the title stay changes (rounds 16-25).
 */
export function departmentAdded(short: string, long: string): boolean {
  // Round 33 (the edit matrix's "Juriste" → "Juriste (Direction juridique Groupe)"): or in a bracket at the end.
  const m = /^(.*?\S)\s+[–—|-]\s+(.+)$/u.exec(long) ?? /^(.*?\S)\s*[(（]([^()（）]+)[)）]$/u.exec(long);
  if (m === null || /\s[–—|-]\s|,/u.test(short) || sortedWords(m[1] ?? '') !== sortedWords(short)) return false;
  const parts = (m[2] ?? '').split(/\s*,\s*/u);
  if (parts.length > 2 || !namesDepartment(parts[0] ?? '', short)) return false;
  return parts.length === 1 || namesRegion(parts[1] ?? '');
}

/** Unit nouns, whole or as a compound's last part ("Fastighetsservice"), in the sets' languages; round 33: a directorate's or area's noun ("Direction juridique", "Bereich Finanzen"). */
const UNIT_NOUN = /(?:services?|servicios?|serviços?|servizi|tjenester?|department|dept|division|abteilung|afdeling|avdeling|avdelning|département|departamento|dipartimento|dział|osasto|bölümü?|généraux|generales|facilities|facility)$|^(?:direction|direccion|direzione|direcao|directorate|bereich|ressort|pole)$/u;

function namesDepartment(part: string, title: string): boolean {
  const words = segmentWords(part);
  if (words.length === 0 || words.length > 4 || words.some((w) => GRADE_WORDS.has(w) || MARKET_WORDS.has(w) || AREA_NAMES.has(w))) return false;
  const read = classifyTitle(part);
  if (read.seniority !== null && read.seniority !== 'ic') return false;
  const own = classifyTitle(title).function;
  return words.some((w) => UNIT_NOUN.test(w)) || (read.function !== null && read.function !== 'other' && read.function === own);
}

/** A region's name: after a region's word, after "Greater", or one name of its own (no country list, no market, no title word). */
const REGION_WORD = /^(?:region|regio|région|región|regione|região|regionen|bezirk|kreis|county|province|provincie|provincia|län|fylke|maakunta|województwo|greater)\s+\p{Lu}[\p{L}-]*$/iu;

function namesRegion(part: string): boolean {
  if (REGION_WORD.test(part)) return true;
  const words = segmentWords(part);
  return /^\p{Lu}[\p{L}]*(?:-\p{L}+)*$/u.test(part) && !AREA_NAMES.has(words.join(' ')) && !words.some((w) => MARKET_WORDS.has(w)) && !isKnownTitle(part);
}

function sortedWords(title: string): string {
  return segmentWords(title).sort().join(' ');
}
