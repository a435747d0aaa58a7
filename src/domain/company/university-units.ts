import { companyTokens } from './company-key';
import { memoiseByTwoStrings } from './memoise';

/**
 * Round 26 (issue #21, w3z): a university's own schools, faculties, institutes, campuses and offices listed under names of
 * their own ("Harvard University" ↔ "Harvard Business School", "Universität Heidelberg" ↔ "Medizinische Fakultät der
 * Universität Heidelberg", "University College London" ↔ "UCL Institute of Education", 清华大学 ↔ 清华大学深圳国际研究生院)
 * are one employer family. Three forms, read from the two names alone:
 *
 * - **of the university**: the unit's name holds the university's whole name, university word and all, beside a unit
 *   word ("Faculté de médecine de l'Université de Montréal", "Saïd Business School, University of Oxford", "Instituto de
 *   Física da Universidade de São Paulo");
 * - **the university's own word first**: the unit's name starts with the university's name less its university word and
 *   goes on with a unit phrase ("Monash Business School", "Yale School of Medicine", "Stanford Graduate School of
 *   Business"); a bare "School", "College" or "Institute", a school of the arts, is not one ("Boston College",
 *   "Harvard-Westlake School", "Cambridge School of Art" are other schools: `UNIT_PHRASE`);
 * - **its initials**: the university's initials (three letters or more) as the unit's first word, a unit word among the rest
 *   ("UCL Institute of Education");
 * - **"university – unit"**: one part of the unit's name is the same university, its city maybe in another language, and
 *   another part names a unit ("University of Copenhagen – EU Liaison Office Brussels" of "Københavns Universitet");
 * - in Han and Hangul, the unit's name holds the university's name as written and goes on ("早稲田大学高等学院" of
 *   "学校法人早稲田大学"; 京都産業大学 does not hold 京都大学).
 *
 * The guard: two universities that share a city or a word are two employers — neither name is a unit of the other
 * ("University of Washington" / "Washington University in St. Louis", "Universidad de Chile" / "Pontificia Universidad
 * Católica de Chile", "TU München" / "LMU München"): a unit that names a university names the same one, whole.
 */
export function universityUnit(a: string, b: string): boolean {
  return unitOf(a, b) || unitOf(b, a);
}

const unitOf = memoiseByTwoStrings((university: string, unit: string): boolean => {
  if (HAN_UNIVERSITY.test(university)) return hanUnit(university, unit);
  if (unitBySegments(university, unit)) return true;
  const uni = words(university);
  const u = words(unit);
  if (uni.length < 2 || u.length < 2 || !uni.some((w) => UNIVERSITY_WORDS.has(w))) return false;
  const at = inARow(u, uni);
  // The whole name after a word of another name is another university ("Ludwig-Maximilians-Universität München" holds "Universität München").
  if (at > 0 && !LINKS.has(u[at - 1] ?? '') && !UNIT_WORDS.has(u[at - 1] ?? '')) return false;
  if (at >= 0) return u.length > uni.length && [...u.slice(0, at), ...u.slice(at + uni.length)].some((w) => UNIT_WORDS.has(w));
  if (!u.some((w) => UNIT_WORDS.has(w))) return false;
  const initials = uni.filter((w) => !LINKS.has(w)).map((w) => w.charAt(0)).join('');
  if (initials.length >= 3 && u[0] === initials && u.slice(1).some((w) => UNIT_WORDS.has(w))) return true;
  // A unit that names a university names the same one, whole (above): "University of Washington School of Medicine" is not WashU's.
  if (u.some((w) => UNIVERSITY_WORDS.has(w))) return false;
  const core = uni.filter((w) => !UNIVERSITY_WORDS.has(w) && !LINKS.has(w));
  return core.length > 0 && core.every((w, i) => u[i] === w) && UNIT_PHRASE.test(u.slice(core.length).join(' '));
});

/** A name's folded words, an elided article glued to a university word split off ("l'Université" → "universite"). */
function words(name: string): string[] {
  return companyTokens(name).map((w) => (/^[ld]/u.test(w) && UNIVERSITY_WORDS.has(w.slice(1)) ? w.slice(1) : w));
}

/**
 * A unit written as "university – unit" or "unit, university" whose university part is the same university, in any word order
 * or language of its city's name ("University of Copenhagen – EU Liaison Office Brussels" of "Københavns Universitet"): the
 * two university names have the same words once university words, links and the city's English name are set aside.
 */
function unitBySegments(university: string, unit: string): boolean {
  const segments = unit.split(SEGMENT).filter((x) => x.trim() !== '');
  if (segments.length < 2) return false;
  const key = universityKey(university);
  if (key === null) return false;
  return segments.some((seg, i) => sameUniversity(universityKey(seg), key) && segments.some((other, k) => k !== i && words(other).some((w) => UNIT_WORDS.has(w))));
}

/**
 * Two names of one university: written in one language, the same words in the same order ("Miami University" and "University
 * of Miami" are two universities, as are "Washington University" and "University of Washington"); in two languages (two
 * university words), the same own words in any order ("Københavns Universitet" ≡ "University of Copenhagen").
 */
function sameUniversity(a: UniversityKey | null, b: UniversityKey): boolean {
  if (a === null || a.own === '') return false;
  return a.word === b.word ? a.sequence === b.sequence : a.own === b.own;
}

interface UniversityKey {
  word: string;
  own: string;
  sequence: string;
}

const SEGMENT = /\s+[–—-]\s+|,|\s+\|\s+/u;

/** A university name's university word, own words (sorted, cities in English: "kobenhavns universitet" → "copenhagen") and words in order; null with no university word. */
function universityKey(name: string): UniversityKey | null {
  const w = words(name).map((x) => CITY_EXONYMS.get(x) ?? x);
  const word = w.find((x) => UNIVERSITY_WORDS.has(x));
  if (word === undefined) return null;
  const own = w.filter((x) => !UNIVERSITY_WORDS.has(x) && !LINKS.has(x)).sort().join(' ');
  return { word, own, sequence: w.join(' ') };
}

/** University cities named in their own language (and a Nordic genitive: "Københavns", "Helsingin", "Lunds"), to English. */
const CITY_EXONYMS = new Map(
  Object.entries({
    kobenhavn: 'copenhagen', kobenhavns: 'copenhagen', goteborg: 'gothenburg', goteborgs: 'gothenburg', stockholms: 'stockholm', lunds: 'lund',
    uppsala: 'uppsala', helsingin: 'helsinki', munchen: 'munich', koln: 'cologne', wien: 'vienna', praha: 'prague', praze: 'prague',
    warszawa: 'warsaw', warszawski: 'warsaw', lisboa: 'lisbon', milano: 'milan', roma: 'rome', napoli: 'naples', torino: 'turin',
    firenze: 'florence', genova: 'genoa', padova: 'padua', venezia: 'venice', sevilla: 'seville', bruxelles: 'brussels', brussel: 'brussels',
    gent: 'ghent', antwerpen: 'antwerp', geneve: 'geneva', bucuresti: 'bucharest', beograd: 'belgrade', athinon: 'athens',
    // Finnish university cities in the genitive its universities are named with (added after round 26's probe of "Turun yliopisto").
    turun: 'turku', tampereen: 'tampere', oulun: 'oulu', jyvaskylan: 'jyvaskyla', vaasan: 'vaasa', lapin: 'lapland',
  }),
);

/** Where `short`'s words stand in a row in `long`, or -1. */
function inARow(long: string[], short: string[]): number {
  for (let i = 0; i + short.length <= long.length; i++) if (short.every((w, k) => long[i + k] === w)) return i;
  return -1;
}

const HAN_UNIVERSITY = /(?:大学|大學|대학교|科学院|科學院|研究院)$/u;
const HAN_LEGAL = /^(?:学校法人|国立大学法人|公立大学法人|학교법인)/u;

function hanUnit(university: string, unit: string): boolean {
  const name = university.normalize('NFKC').replace(/\s+/gu, '').replace(HAN_LEGAL, '');
  const other = unit.normalize('NFKC').replace(/\s+/gu, '');
  return name.length >= 3 && other.length > name.length && other.startsWith(name);
}

const UNIVERSITY_WORDS = new Set([
  'university', 'universitat', 'universitaet', 'universite', 'universidad', 'universidade', 'universita', 'universiteit', 'universitet',
  'uniwersytet', 'univerzita', 'universitatea', 'universitesi', 'yliopisto', 'egyetem', 'college', 'gesellschaft', 'society', 'institute',
  'polytechnic', 'politecnico', 'hochschule',
]);

const LINKS = new Set(['of', 'the', 'de', 'du', 'des', 'la', 'le', 'di', 'del', 'der', 'da', 'do', 'dos', 'van', 'von', 'in', 'at', 'and', 'i', 'y', 'e']);

/** Words that name a part of a university. */
const UNIT_WORDS = new Set([
  'school', 'faculty', 'faculte', 'fakultat', 'facultad', 'faculdade', 'facolta', 'faculteit', 'fakultet', 'wydzial', 'institute', 'institut',
  'instituto', 'istituto', 'campus', 'office', 'department', 'departement', 'departamento', 'dipartimento', 'centre', 'center', 'centro', 'zentrum',
  'escuela', 'escola', 'ecole', 'scuola', 'hochschule', 'klinikum', 'library', 'press', 'liaison',
]);

/**
 * What follows the university's own word in a unit's name: a school of a discipline a university teaches, a graduate or
 * medical school, a faculty — never a bare school word, nor a school of the arts or an institute of anything, which
 * independent schools named after a city carry ("Cambridge School of Art", "London School of Economics", "Boston Institute
 * of Finance" are not the Universities of Cambridge, London or Boston's).
 */
const UNIT_PHRASE =
  /^(?:(?:\w+ )?(?:business|law|medical|graduate|dental|divinity|management|engineering|nursing) school\b|(?:school|faculty) of (?:medicine|law|business|management|engineering|public health|nursing|dentistry|dental|pharmacy|veterinary|education|arts and sciences|social work|public policy|government)\b|faculty of |graduate school|medical (?:school|center|centre|faculty)|(?:medizinische|juristische|philosophische) fakultat)/u;
