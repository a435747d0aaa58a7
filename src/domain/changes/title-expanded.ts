import { memoiseByString } from '../company/memoise';
import { stripAccents } from '../normalise/text';

/*
 * Round 27 (issue #21, w3z and w4a): edits in place read from the words themselves, not from the lexicon.
 */

/** Articles and prepositions a written-out name puts between its initials ("Head of Department", "Regional Bureau for Asia"). */
const SMALL = new Set([
  'of', 'for', 'the', 'and', 'de', 'du', 'des', 'la', 'le', 'les', 'del', 'di', 'da', 'do', 'der', 'die', 'das', 'für', 'van', 'voor', 'y', 'e', 'et', 'und', 'en', 'i', 'd', 'l',
]);

interface Word {
  text: string;
  key: string;
}

const words = memoiseByString((title: string): readonly Word[] =>
  title
    .split(/[\s,;:()（）|–—]+|(?<=\p{L})[-/](?=\p{L})|(?<=^|\s)(?:d|l)['’](?=\p{L})/iu)
    .map((w) => w.replace(/^[.'’"]+|[.'’"]+$/gu, ''))
    .filter((w) => w !== '')
    .map((w) => ({ text: w, key: stripAccents(w).toLowerCase() })),
);

/** A short form as written: two capitals or more, possibly with small letters between ("HoD", "DG", "DIGIT", "DRH-MD"). */
function shortForm(w: Word): boolean {
  return /^(?:\p{Lu}[\p{Ll}]?){1,5}\p{Lu}$/u.test(w.text.replace(/-/gu, '')) && w.text.length <= 8;
}

/**
 * How many of `long`'s words from `at` on the short form covers: its letters the initials of consecutive words, small words
 * taken when a letter names them and skipped when none does ("HoD" ≡ "Head of Department", "RBAP" ≡ "Regional Bureau for Asia
 * and the Pacific"), or, from four letters, the first letters of one word ("ENV" ≡ "Environment", "DIGIT" ≡ "Digital"). Zero:
 * none.
 */
function covers(short: string, long: readonly Word[], at: number): number {
  const letters = stripAccents(short).toLowerCase().replace(/-/gu, '');
  const first = long[at]?.key ?? '';
  if (letters.length >= 3 && first.length >= letters.length + 2 && first.startsWith(letters)) return 1;
  const written = short.replace(/-/gu, '');
  let i = at;
  for (const [k, c] of [...letters].entries()) {
    // A capital names a word of its own; a small letter ("o" in "HoD") may name a small word.
    const capital = (written[k] ?? '') !== (written[k] ?? '').toLowerCase();
    while (i < long.length && SMALL.has(long[i]?.key ?? '') && (capital || (long[i]?.key ?? '')[0] !== c)) i++;
    if (i >= long.length || (long[i]?.key ?? '')[0] !== c) return 0;
    i++;
  }
  return letters.length >= 2 ? i - at : 0;
}

/** A rank, a lead or a grade: what a name's run-on words may not be. */
const RANK = /^(?:head|lead|leader|manager|director|chief|senior|junior|principal|deputy|vice|assistant|associate|officer|team)$/u;

/**
 * Round 27 (w4a's "Head of Unit, DG DIGIT B.2" → "Head of Unit B.2, Directorate-General for Digital Services", w3z's "HoD,
 * Law School" → "Head of Department, Law School"): short forms written out, the other words the same in any order. Every word
 * the short title has alone is a short form in capitals (or capitals with small letters between: "HoD") whose letters are the
 * initials of a run of the long title's words, small words between them as they come, or the first letters of one word; every
 * word the long title has alone is in such a run, a small word, or a name's run-on after a word its short form clipped
 * ("DIGIT" ≡ "Digital" in "Digital Services"), never a rank. "Policy Officer, DG ENV" → "…, Directorate-General for
 * Agriculture" and "HoY 9" → "Head of Year 10" stay changes.
 */
export function shortFormsWrittenOut(a: string, b: string): boolean {
  return expands(words(a), words(b)) || expands(words(b), words(a));
}

function expands(short: readonly Word[], long: readonly Word[]): boolean {
  const theirs = new Map<string, number>();
  for (const w of long) theirs.set(w.key, (theirs.get(w.key) ?? 0) + 1);
  const alone: Word[] = [];
  for (const w of short) {
    const n = theirs.get(w.key) ?? 0;
    if (n > 0) theirs.set(w.key, n - 1);
    else alone.push(w);
  }
  if (alone.length === 0 || !alone.every(shortForm)) return false;
  const used = new Set<number>();
  for (const s of alone) {
    const at = long.findIndex((w, i) => !used.has(i) && !short.some((x) => x.key === w.key) && covers(s.text, long, i) > 0);
    if (at < 0) return false;
    const n = covers(s.text, long, at);
    for (let i = at; i < at + n; i++) used.add(i);
    if (n === 1) runOn(long, at + 1, short, used);
  }
  return long.every((w, i) => used.has(i) || SMALL.has(w.key) || short.some((x) => x.key === w.key));
}

/** Up to three words after a clipped word (small words aside), none a rank: the rest of the name the short form clips. */
function runOn(long: readonly Word[], from: number, short: readonly Word[], used: Set<number>): void {
  let named = 0;
  for (let i = from; i < long.length && named < 3; i++) {
    const w = long[i];
    if (w === undefined || RANK.test(w.key) || short.some((x) => x.key === w.key) || /\p{N}/u.test(w.key)) return;
    used.add(i);
    if (!SMALL.has(w.key)) named++;
  }
}

/** Prepositions and articles a title reordered around its subject leaves out ("Lektor i matematik" ≡ "Matematik – lektor"). */
const REORDER_SMALL = new Set([
  'i', 'in', 'of', 'for', 'the', 'för', 'für', 'fur', 'de', 'del', 'der', 'die', 'das', 'in de', 'het', 'voor', 'van', 'en', 'di', 'do', 'da', 'w', 've', 'på', 'pa', 'av', 'iz', 'z', 'a', 'la', 'le',
]);

const contentWords = memoiseByString((title: string): string =>
  stripAccents(title)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && !REORDER_SMALL.has(w))
    .sort()
    .join(' '),
);

/**
 * Round 27 (w3z's "Universitetslektor i statistik" → "Statistik – universitetslektor"): the same words in another order, the
 * preposition that joined the subject to the role left out ("Lecturer in Law" ≡ "Law Lecturer", "Professorin für
 * Wirtschaftsrecht" ≡ "Wirtschaftsrecht – Professorin"). "To" is no such word ("Assistant to the Director" is no "Assistant
 * Director"), and every word must be there on both sides: "Lektor i matematik" → "Lektor i fysik" stays a change.
 */
export function reorderedAroundPreposition(a: string, b: string): boolean {
  if (/\bto\b/iu.test(a) || /\bto\b/iu.test(b)) return false;
  const ca = contentWords(a);
  return ca !== '' && ca === contentWords(b) && a.trim().toLowerCase() !== b.trim().toLowerCase();
}

/**
 * Academic ranks written before a name or a title (round 27, w3z's "Doç. Dr." → "Prof. Dr." edited in place): Turkish Doç.
 * (associate professor), Dr. Öğr. Üyesi and Yrd. Doç. (assistant professor), Vietnamese GS. and PGS. (professor, associate
 * professor), Czech and Slovak doc. and prof., German Prof. and PD. Round 13 set these aside as honorifics, which read a
 * docent made professor as no change; a degree (Dr., TS., RNDr.) is still set aside.
 */
const ACADEMIC_RANK = /(?<![\p{L}])(?:prof|doç|doc|pgs|gs|yrd\.?\s*doç|dr\.?\s*öğr\.?\s*üyesi|öğr\.?\s*gör|pd)\.?(?![\p{L}])/giu;
const LEADING_HONORIFICS = /^\s*(?:(?:prof|doç|doc|pgs|gs|ts|ths|dr|yrd|mgr|rndr|phdr|judr|mudr|ing|pd)\.,?\s*|öğr\.?\s*üyesi\s*,?\s*|öğr\.\s*gör\.,?\s*)+(?=\S)/iu;

function ranksOf(title: string): string {
  const lead = LEADING_HONORIFICS.exec(title)?.[0] ?? '';
  return [...lead.matchAll(ACADEMIC_RANK)].map((m) => m[0].toLowerCase().replace(/[.\s]/gu, '').replace('doç', 'doc')).sort().join(' ');
}

/** The two titles name different academic ranks before them (a docent made professor): a change whatever else is alike. */
export function academicRankChanged(a: string, b: string): boolean {
  // Round 13's "Chefarzt" → "Prof. Dr. Chefarzt": honorifics written where there were none change nothing.
  if (!LEADING_HONORIFICS.test(a) || !LEADING_HONORIFICS.test(b)) return false;
  return ranksOf(a) !== ranksOf(b);
}

/** The titles without the honorifics and ranks before them, when their ranks are the same ("Doç., X" ≡ "Doç. Dr., X"). */
export function withoutLeadingHonorifics(title: string): string {
  return title.replace(LEADING_HONORIFICS, '').replace(/^[\s,]+/u, '');
}

/** A unit's noun in the profiles' languages: what a segment after the role names. */
const UNIT_NOUNS = new Set([
  'department', 'departement', 'departamento', 'dipartimento', 'departament', 'faculty', 'fakultat', 'faculte', 'facultad', 'facolta', 'faculteit',
  'fakultet', 'fakulta', 'wydział', 'wydzial', 'institute', 'institut', 'instituto', 'istituto', 'instytut', 'school', 'escuela', 'ecole', 'scuola',
  'division', 'afdeling', 'abteilung', 'laboratory', 'labor', 'laboratorio', 'laboratoire', 'centre', 'center', 'zentrum', 'centro', 'centrum',
  'vakgroep', 'lehrstuhl', 'institutionen', 'institution', 'laitos', 'laitoksella', 'instituutti', 'chair', 'catedra', 'cattedra', 'katedra', 'section', 'sektion', 'sezione', 'seccion', 'unit', 'unite', 'unidad', 'unita',
]);

/** The spellings languages write alike, folded: ph/f, th/t, ch/c, k/c, y/i, qu/c, doubled letters. */
function folded(word: string): string {
  return word.replace(/ph/gu, 'f').replace(/th/gu, 't').replace(/ch/gu, 'c').replace(/qu/gu, 'c').replace(/k/gu, 'c').replace(/y/gu, 'i').replace(/(\p{L})\1/gu, '$1');
}

/**
 * Round 27 (w3z's "Postdoctoraal onderzoeker, Departement Biologie" → "Postdoctoral Researcher, Department of Biology"): a
 * unit segment put into another language — a unit noun on each side and the subject a cognate ("Biologie" ≡ "Biology",
 * "Física" ≡ "Physics", "Mathématiques" ≡ "Mathematics": five letters in common from the start once spellings are folded).
 * "Departement Chemie" → "Department of Physics" stays a change.
 */
export function unitSegmentsAlike(a: string, b: string): boolean {
  const wa = unitWords(a);
  const wb = unitWords(b);
  if (wa === null || wb === null || wa.length !== wb.length || wa.length === 0) return false;
  const left = [...wb];
  return wa.every((x) => {
    const i = left.findIndex((y) => x === y || commonStart(x, y) >= Math.min(5, x.length, y.length));
    return i >= 0 && left.splice(i, 1).length === 1;
  });
}

/** The subject's words of a unit segment, folded, or null when it names no unit. */
function unitWords(segment: string): string[] | null {
  const all = stripAccents(segment).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '' && !SMALL.has(w) && !REORDER_SMALL.has(w));
  const unit = all.findIndex((w) => UNIT_NOUNS.has(w));
  return unit < 0 ? null : all.filter((_, i) => i !== unit).map(folded);
}

export function commonStart(x: string, y: string): number {
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return i;
}
