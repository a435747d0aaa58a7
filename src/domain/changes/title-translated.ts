import { memoiseByString, memoiseByTwoStrings } from '../company/memoise';
import { segmentWords } from '../normalise/text';
import { titleReading as classifyTitle } from '../titles/classify';
import { commonStart } from './title-expanded';
import { english } from './title-word-forms';

/*
 * Round 28 (issue #21, w4b's "Consilier superior – Direcția Relații Contractuale" → "Senior Adviser – Contractual Relations
 * Directorate"): a whole title put into another language, its structure kept — a role and the unit it works in, on either side
 * of the same separator. Round 24 asked the lexicon to read each segment alike, and round 27 the unit's subject to be a cognate
 * after a comma; the lexicon reads neither "Consilier superior" nor "Senior Adviser", and a unit's words are cognates only in
 * some languages. Here the two segments are compared one by one: the unit by its content words (cognates, or a small bilingual
 * vocabulary of the units hospitals, insurers and public bodies name), the role by its grade words in both languages and by
 * the lexicon's rank and function ("other" included: the unit translated beside it is the evidence a lexicon match would be).
 */

/** Separators both titles must share: a spaced dash, a bar, a comma. */
const SEPARATORS: readonly RegExp[] = [/\s+[–—-]\s+/u, /\s*\|\s*/u, /,\s+/u];

/** A unit's noun in the profiles' languages (folded): directorate, service, department, office, division, unit, section … */
const UNIT_NOUN =
  /^(?:directorate|direction|directia|direccion|direzione|diretoria|direcao|direktion|directie|dyrekcja|mudurlugu|mudurluk|baskanligi|service|servicio|servico|serviciul|servizio|dienst|sluzba|department|departement|departamento|dipartimento|departamentul|abteilung|afdeling|wydzial|dzial|odbor|osasto|office|oficina|bureau|biroul|ufficio|buro|division|divizia|division|divisione|unit|unidad|unite|unita|einheit|unitatea|section|seccion|sectia|sezione|referat|subdirectorate|subdireccion|subdirectia|compartimentul|compartiment|birimi|subdirectoratul)$/u;

/** Words that name one thing in several languages and are no cognates of each other: each is read as its concept. */
const VOCABULARY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['hr', ['human', 'resources', 'recursos', 'humanos', 'ressources', 'humaines', 'risorse', 'umane', 'resurse', 'personal', 'personalwesen', 'personeel', 'kadr', 'insan', 'kaynak', 'henkilosto', 'personnel']],
  ['legal', ['legal', 'juridique', 'juridiques', 'juridico', 'juridica', 'juridicos', 'giuridico', 'giuridici', 'juridic', 'juridica', 'juridisch', 'recht', 'rechts', 'prawn', 'hukuk', 'jogi']],
  ['claims', ['claims', 'claim', 'sinistros', 'siniestros', 'sinistres', 'sinistri', 'schaden', 'leistungen', 'daune', 'szkod', 'hasar', 'tazminat', 'korvaus']],
  ['safety', ['safety', 'seguridad', 'seguranca', 'securite', 'sicurezza', 'sicherheit', 'veiligheid', 'siguranta', 'siguranta', 'bezpieczenst', 'guvenlik', 'turvallisuus']],
  ['patient', ['patient', 'patients', 'paciente', 'pacientes', 'pacient', 'paziente', 'pazienti', 'patienten', 'patienter', 'pacjent', 'hasta', 'potilas']],
  ['quality', ['quality', 'calidad', 'qualidade', 'qualite', 'qualita', 'qualitat', 'kwaliteit', 'calitate', 'calitatii', 'jakosc', 'kalite', 'laatu']],
  ['billing', ['billing', 'facturacion', 'faturamento', 'facturation', 'fatturazione', 'abrechnung', 'facturare', 'rozliczen', 'faturalama', 'laskutus']],
  ['procurement', ['procurement', 'purchasing', 'compras', 'achats', 'acquisti', 'einkauf', 'beschaffung', 'inkoop', 'achizitii', 'zakup', 'satin', 'alma', 'hankinta']],
  ['planning', ['planning', 'planificacion', 'planeacion', 'planejamento', 'planification', 'pianificazione', 'programmazione', 'planung', 'planificare', 'planowan', 'planlama', 'suunnittelu']],
  ['health', ['health', 'salud', 'saude', 'sante', 'sanita', 'sanitari', 'sanitaria', 'gesundheit', 'gezondheid', 'sanatate', 'sanatatii', 'zdrowi', 'saglik', 'terveys']],
  ['affairs', ['affairs', 'affaires', 'asuntos', 'assuntos', 'affari', 'angelegenheiten', 'zaken', 'spraw', 'isleri']],
  ['nursing', ['nursing', 'enfermeria', 'enfermagem', 'infirmiers', 'infermieristica', 'pflege', 'verpleging', 'ingrijire', 'pielegniarsk', 'hemsirelik', 'hoitotyo']],
];

/** Each word's concept, looked up by the word or its first five letters or more ("prawn" names "prawnych", "prawnego"). */
function concept(word: string): string {
  for (const [key, forms] of VOCABULARY) {
    if (forms.some((f) => word === f || (f.length >= 5 && word.startsWith(f)))) return `#${key}`;
  }
  return word;
}

/** Articles and prepositions inside a unit's name ("Direction des Affaires", "Servicio de Farmacia"), and "sub" of "Sub-directorate". */
const SMALL = new Set(['sub', 'of', 'for', 'the', 'and', 'de', 'des', 'du', 'la', 'le', 'les', 'del', 'di', 'da', 'do', 'dos', 'das', 'der', 'die', 'fur', 'van', 'voor', 'y', 'e', 'et', 'und', 'en', 'i', 'si', 've', 'a', 'z', 'w', 'al', 'alla', 'della', 'delle', 'dei']);

/** Spellings languages write alike, folded: ph/f, th/t, ch/c, k/c, y/i, doubled letters, a Spanish or Portuguese e before s. */
function folded(word: string): string {
  return word.replace(/^e(?=s[bcdfgklmnpqrstv])/u, '').replace(/ph/gu, 'f').replace(/th/gu, 't').replace(/ch/gu, 'c').replace(/k/gu, 'c').replace(/y/gu, 'i').replace(/(\p{L})\1/gu, '$1');
}

/** Each word of `wa` pairs with one word of `wb` it is `alike`, one for one, and none is left. */
function oneForOne(wa: readonly string[], wb: readonly string[], alike: (x: string, y: string) => boolean): boolean {
  if (wa.length === 0 || wa.length !== wb.length) return false;
  const left = [...wb];
  return wa.every((x) => {
    const i = left.findIndex((y) => alike(x, y));
    return i >= 0 && left.splice(i, 1).length === 1;
  });
}

/** Cognates: five folded letters in common from the start (or the whole of the shorter word). */
function cognates(x: string, y: string): boolean {
  return commonStart(x, y) >= Math.min(5, x.length, y.length);
}

/** The content words of a unit segment read as concepts or folded words, or null when the segment names no unit. */
function unitContent(segment: string): string[] | null {
  const words = segmentWords(segment).map((w) => w.replace(/ı/gu, 'i'));
  const noun = words.findIndex((w) => UNIT_NOUN.test(w));
  if (noun < 0) return null;
  return [...new Set(words.filter((w, i) => i !== noun && !SMALL.has(w)).map((w) => { const c = concept(w); return c.startsWith('#') ? c : folded(w); }))];
}

/** A unit's content words as written, sorted: what a translation changes. */
function writtenContent(segment: string): string {
  return segmentWords(segment)
    .filter((w) => !UNIT_NOUN.test(w) && !SMALL.has(w))
    .sort()
    .join(' ');
}

/** The two units name the same subject: every content word finds its concept or cognate on the other side, one for one. */
function unitsAlike(a: string, b: string): boolean {
  const wa = unitContent(a);
  const wb = unitContent(b);
  return wa !== null && wb !== null && oneForOne(wa, wb, (x, y) => x === y || (!x.startsWith('#') && !y.startsWith('#') && cognates(x, y)));
}

/** Grade words, each with its grade, in English and in the Latin-script languages of the sets (folded). */
const GRADES: ReadonlyArray<readonly [string, RegExp]> = [
  ['deputy', /\b(?:deputy|vice|adjunct[a]?|adjunto|adjunta|adjoint|adjointe|aggiunto|aggiunta|stellvertretende?r?|zastepca|zastepczyni|sub)\b/u],
  ['senior', /\b(?:senior|sr|superior|starszy|starsza|kidemli|vanhempi|ylempi|idosebb)\b/u],
  ['principal', /\b(?:principal|principale|glowny|glowna|hlavni|chief)\b/u],
  ['assistant', /\b(?:assistant|assistante|asistent|asistenta|asistente|assistente|assistent|asystent)\b/u],
  ['junior', /\b(?:junior|jr|mlodszy|mlodsza)\b/u],
  // Academic ranks are grades too: a researcher made "Professor" in the English title is another post (round 27's guard).
  ['professor', /\b(?:professor|professora|professorin|profesor|profesora|professeur|professeure|professore|professoressa|profesorka)\b/u],
  ['lecturer', /\b(?:lecturer|reader|lektor|lektorin|lector|docent|dozent|dozentin|tutor|dean|decano|decana|doyen|dekan)\b/u],
  ['head', /\b(?:head|director|directora|directeur|directrice|direttore|diretor|diretora|manager|lead|leader|chef|cheffe|jefe|jefa|capo|leiter|leiterin|dirigente|kierownik|kierowniczka|vedouci|mudur|mudiru|paallikko|sef|sefa)\b/u],
];

function grades(role: string): Set<string> {
  const text = segmentWords(role).map((w) => w.replace(/ı/gu, 'i')).join(' ');
  const found = new Set(GRADES.filter(([, re]) => re.test(text)).map(([g]) => g));
  // A head's word beside another grade is that grade's name ("Deputy Head", "Stellvertretende Leiterin"): one grade.
  if (found.size > 1) found.delete('head');
  return found;
}

function sameGrades(a: string, b: string): boolean {
  const ga = grades(a);
  const gb = grades(b);
  return ga.size === gb.size && [...ga].every((g) => gb.has(g));
}

/** A unit named in English: its content words are ("Claims Directorate", "Legal Affairs Directorate"). */
function inEnglish(unit: string): boolean {
  const words = segmentWords(unit).filter((w) => !UNIT_NOUN.test(w) && !SMALL.has(w));
  return words.length > 0 && english(words);
}

/** The unit segment's index in a title of two segments, or -1: the last that names a unit ("Head of Section – … Service"). */
function unitAt(parts: readonly string[]): number {
  return unitContent(parts[1] ?? '') !== null ? 1 : unitContent(parts[0] ?? '') !== null ? 0 : -1;
}

/** Two titles split in two by one separator, with their reading as roles and units. */
export interface SegmentPair {
  readonly a: readonly [string, string];
  readonly b: readonly [string, string];
  /** The pair read as a role and a unit on each side (`rolesBesideUnits`), read once with the pair. */
  readonly read: TranslatedRoles | null;
}

/** A title cut in two by each separator it writes once (null where it writes it never or more than once), read once per title. */
const cutsOf = memoiseByString((title: string): ReadonlyArray<readonly [string, string] | null> =>
  SEPARATORS.map((sep) => {
    const parts = title.split(sep);
    return parts.length === 2 ? ([parts[0] ?? '', parts[1] ?? ''] as const) : null;
  }),
);

/**
 * Round 29: the one segmentation of a title translated segment by segment (rounds 24, 27 and 28 each split on their own): for each
 * separator both titles write once (a spaced dash, a bar, a comma), the two titles cut in two by it.
 */
export const segmentPairs = memoiseByTwoStrings((a: string, b: string): readonly SegmentPair[] => {
  const ca = cutsOf(a);
  const cb = cutsOf(b);
  const pairs: SegmentPair[] = [];
  ca.forEach((pa, i) => {
    const pb = cb[i];
    if (pa !== null && pb !== null && pb !== undefined) pairs.push({ a: pa, b: pb, read: rolesBesideUnits(pa, pb) });
  });
  return pairs;
});

/** A pair of segmented titles read as a role and a unit on each side (see `translatedRoles`). */
export interface TranslatedRoles {
  roles: readonly [string, string];
  units: readonly [string, string];
  twoLanguages: boolean;
  /** The roles name the same grades, or the unit is not translated: when not, the title is another rank whatever else reads alike. */
  sameGrades: boolean;
}

/**
 * The roles and units of a segment pair, or null: one segment of each title names a unit and the two units name the same subject.
 * Same grades: the two roles name the same ones ("Consilier superior" ≡ "Senior Adviser", "Jefa" ≡ "Head", "Stellvertretende
 * Leiterin" ≡ "Deputy Head"); two languages: one role's or one unit's words are English and the other's not.
 */
function rolesBesideUnits(pa: readonly [string, string], pb: readonly [string, string]): TranslatedRoles | null {
  const ua = unitAt(pa);
  const ub = unitAt(pb);
  if (ua < 0 || ub < 0) return null;
  const [unitA = '', unitB = '', roleA = '', roleB = ''] = [pa[ua], pb[ub], pa[1 - ua], pb[1 - ub]];
  if (!unitsAlike(unitA, unitB)) return null;
  const twoLanguages = english(segmentWords(roleA)) !== english(segmentWords(roleB)) || inEnglish(unitA) !== inEnglish(unitB);
  // A unit written as it was ("State Department for ICT & …" → "… and …") is no translation: a short form written out beside it
  // ("PS" → "Principal Secretary", w4a) names its grade in letters the grade words do not read.
  const translatedUnit = writtenContent(unitA) !== writtenContent(unitB);
  // Round 32 (w4f's "Associate – Service Desk" → "Senior Associate – Service Desk"): beside a unit written as it was, the same
  // role words with a grade added or dropped are another grade — only a role written in other words is let through.
  const regraded = !translatedUnit && roleContent(roleA).join(' ') === roleContent(roleB).join(' ');
  return { roles: [roleA, roleB], units: [unitA, unitB], twoLanguages, sameGrades: (!translatedUnit && !regraded) || sameGrades(roleA, roleB) };
}

/** The one guard: a segment pair whose units are translated beside roles of other grades (the first such pair), or null. */
export function translatedRoles(a: string, b: string): TranslatedRoles | null {
  return segmentPairs(a, b).find((pair) => pair.read !== null)?.read ?? null;
}

/**
 * The roles' words beside their grades are the same words or cognates, one for one ("Inspector superior" ≡ "Senior Inspector",
 * "Analista Sênior" ≡ "Senior Analyst"): the role is the same whichever language the grade word is in.
 */
export function sameRoleWords(a: string, b: string): boolean {
  return oneForOne(roleContent(a), roleContent(b), cognates);
}

/**
 * Round 32: one role in two languages by its words alone — the content words cognates one for one and the same grades ("Directora
 * de Arte" ≡ "Art Director", "Directeur artistique" ≡ "Art Director"), whatever the lexicon reads of either.
 */
export function cognateRole(a: string, b: string): boolean {
  return sameRoleWords(a, b) && roleContent(a).length > 0 && sameGrades(a, b);
}

function roleContent(role: string): string[] {
  return segmentWords(role)
    .map((w) => w.replace(/ı/gu, 'i'))
    .filter((w) => !SMALL.has(w) && !GRADES.some(([, re]) => re.test(w)))
    .map(folded);
}

/**
 * The lexicon reads the two roles as one rank and one function, "other" included (the unit beside them is translated); a head's
 * word on both sides may read as either of a head's two English ranks ("Jefa de Sección" a manager, "Head of Section" a director).
 */
export function rolesReadAlike(a: string, b: string): boolean {
  const ca = classifyTitle(a);
  const cb = classifyTitle(b);
  if (ca.seniority === null || ca.function !== cb.function) return false;
  return ca.seniority === cb.seniority || (HEAD_RANKS.has(ca.seniority) && HEAD_RANKS.has(cb.seniority ?? '') && grades(a).has('head'));
}

const HEAD_RANKS: ReadonlySet<string> = new Set(['manager', 'director']);
