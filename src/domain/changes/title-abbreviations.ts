import { inOrder } from '../company/in-order';
import { memoiseByString, memoiseByTwoStrings } from '../company/memoise';
import { stripAccents } from '../normalise/text';
import { abbreviates } from './title-edits';
import { ABBREVIATIONS, genderless } from './title-word-forms';

/*
 * Round 38 (issue #21, pairs38; w4m's "GC & Corp. Secretary" → "General Counsel & Corporate Secretary" read as a title
 * changed): **a title's abbreviations written out, or its words shortened, in one edit — whatever kinds of short form it
 * mixes**. Each older rule reads one kind over the whole title: round 9's initials (`initialsAlike`: every short word an
 * acronym), the clipped words (`abbreviatedAlike`: as many words on both sides), a dotted word against the other side's
 * word in the same place (`writtenOutAlike`), round 37's acronym concepts. A title that writes an acronym ("GC") and a
 * dotted clipping ("Corp.") at once, a compound shortened in two dotted parts ("Abt.-Ltr." ≡ "Abteilungsleiter", "Afd.hoofd",
 * "Avd.chef", "Apul. lakiasiainjohtaja", Hindi "म. प्र." ≡ "महाप्रबंधक"), a German compound's initials ("GF" ≡
 * "Geschäftsführer"), a word contracted with an apostrophe ("Gov't", "Int'l") or a Hebrew acronym with gershayim
 * ("סמנכ״ל" ≡ "סגן מנהל כללי", "יועמ״ש" ≡ "יועץ משפטי") escaped them all.
 *
 * So both titles are aligned word by word, in order, each step one of: the same word (gender endings aside); a small word
 * (of, and, de, der …) on either side; a short form on either side standing for the other side's word or words — a dotted or
 * contracted clipping whose letters come in order in that word (`abbreviates`, round 9's reading, with its guard that an
 * English table word names that word only: "Asst." is no "Associate"), an undotted clipping of the profiles' languages
 * (`CLIPPINGS`: "Mgr", "Intl", "Corp", "Gte", "Kier", "зам", "нач", "рук" …), an acronym in capitals spelling the initials of
 * the next words (or the expansion the table gives it: "SVP", "VP", "HR"), several dotted parts one compound, a Hebrew
 * acronym the start of each next word. Every word is accounted for, so a rank, a grade or a unit added or changed is a change:
 * "VP Sales" → "SVP Sales", "GC" → "Deputy GC", "Dir. adj." → "Directeur" stay changes.
 */

interface Token {
  /** Folded: accents stripped, lower case, dots and apostrophes removed. */
  readonly key: string;
  /** Written with a dot or an apostrophe inside or after it: a clipping. */
  readonly clipped: boolean;
  /** Written in capitals (two to six letters, "&" allowed): an acronym. */
  readonly acronym: boolean;
  /** A Hebrew acronym written with gershayim ("סמנכ״ל"). */
  readonly gershayim: boolean;
}

/** Words a shortened title leaves out or writes as a sign, read on neither side. */
const SMALL: ReadonlySet<string> = new Set([
  'of', 'the', 'for', 'to', 'and', '&', 'at', 'de', 'du', 'des', 'd', 'la', 'le', 'les', 'l', 'del', 'di', 'della', 'da', 'do', 'dos', 'das', 'der',
  'die', 'den', 'dem', 'van', 'von', 'voor', 'het', 'y', 'e', 'et', 'und', 'en', 'och', 'og', 'ja', 've', 'si', 'i', 'a', 'и', 'і', 'та', 'και', 'dan',
  'va', 'और', 'ds', 'pro', 'для', 'по', 'з', 'של', 'في', 'على', 'के', 'की', 'का',
]);

/**
 * Undotted clippings of title words in the profiles' languages, each with the stems of the words it stands for (folded). A
 * dotted clipping needs no entry (its letters are read in order in the other word); an undotted one is read only from here,
 * since most short words are words of their own.
 */
const CLIPPINGS: Readonly<Record<string, readonly string[]>> = Object.assign(Object.create(null) as Record<string, readonly string[]>, {
  // English
  sr: ['senior'], snr: ['senior'], jr: ['junior'], mgr: ['manager'], mngr: ['manager'], dir: ['director'], asst: ['assistant'], assoc: ['associate'],
  dept: ['department'], div: ['division'], govt: ['government'], intl: ['international'], natl: ['national'], mgmt: ['management'], mktg: ['marketing'],
  mkt: ['marketing'], acct: ['account'], accts: ['accounts'], mgrs: ['managers'], depts: ['departments'], admin: ['administrat'], exec: ['executive'], engr: ['engineer'], eng: ['engineer'], ops: ['operations'],
  corp: ['corporat'], gen: ['general'], dep: ['deputy'], reg: ['regional', 'regulatory'], svc: ['service'], svcs: ['services'], tech: ['technical', 'technolog', 'technician'],
  coord: ['coordinat'], rep: ['representative'], supv: ['supervis'], supt: ['superintendent'], spec: ['specialist'], prin: ['principal'], sec: ['secretary'],
  secy: ['secretary'], treas: ['treasurer'], pres: ['president'], fin: ['financ'], comms: ['communications'], legis: ['legislat'],
  // German, Dutch, Nordic
  stv: ['stellvertretend'], ltr: ['leiter'], abt: ['abteilung'], prok: ['prokurist'], gf: ['geschaftsfuhr'], afd: ['afdeling'], hfd: ['hoofd'],
  avd: ['avdelning'], bitr: ['bitradande'], apul: ['apulais'], joht: ['johtaja'],
  // Romance
  resp: ['responsab'], adj: ['adjoint', 'adjunt', 'adjunct'], gte: ['gerente'], ger: ['gerente'], subdir: ['subdirector', 'subdiretor'], dpto: ['departamento'],
  sup: ['superintendent', 'supervisor'], uff: ['ufficio'], amm: ['amministrat'],
  // Polish, Czech, Slovak, Hungarian
  kier: ['kierownik'], zast: ['zastepca', 'zastupce'], dyr: ['dyrektor'], ved: ['vedouc', 'veduc'], red: ['reditel'], odd: ['oddeleni'], nam: ['namestek'],
  vez: ['vezeto'], oszt: ['osztaly'], ig: ['igazgato'],
  // Greek, Ukrainian, Russian
  αναπλ: ['αναπληρωτ'], προιστ: ['προισταμεν'], διευθ: ['διευθυντ', 'διευθυνσ'], τμ: ['τμημα'],
  заст: ['заступник'], нач: ['начальник'], кер: ['керівник'], пров: ['провідн'], зам: ['заместител'], рук: ['руководител'], вед: ['ведущ'],
  зав: ['заведующ'], ген: ['генеральн'], дир: ['директор'], отд: ['отдел', 'відділ'], упр: ['управлін', 'управлен'],
  // Turkish, Indonesian
  md: ['mudur'], yrd: ['yardimci'], gn: ['genel'], gnl: ['genel'], ka: ['kepala'], wa: ['wakil'], bag: ['bagian'],
});

const SEPARATORS = /[\s,;:()（）|–—/+]+|(?<=[\p{L}.])-(?=[\p{L}])/u;

/** Tokens of a title, read once per title. */
const tokensOf = memoiseByString((title: string): readonly Token[] => {
  const text = title
    // The Arabic article drawn out before a Latin acronym ("مدير الـ HR") is no word.
    .replace(DRAWN_ARTICLE, '')
    // A French or Italian elided article is a word of its own ("d'Usine", "dell'Ufficio").
    .replace(/(?<![\p{L}])([dlDL]|dell|nell|all|sull)['’](?=\p{L})/gu, '$1 ')
    // A dot inside a word ends a clipping ("Afd.hoofd", "Avd.chef"): the rest is the next word.
    .replace(/(?<=\p{L}{2})\.(?=\p{L}{2})/gu, '. ');
  const out: Token[] = [];
  for (const raw of text.split(SEPARATORS)) {
    if (raw === '' || raw === '.') continue;
    const gershayim = /[\u05d0-\u05ea]["״][\u05d0-\u05ea]/u.test(raw);
    const clipped = !gershayim && (/\.$/u.test(raw) || /(?<=\p{L})['’](?=\p{L}{1,2}$)/u.test(raw));
    const plain = raw.replace(/[.'’"״]/gu, '');
    if (plain === '') continue;
    const acronym = /^[\p{Lu}&]{2,6}$/u.test(plain) && /\p{Lu}.*\p{Lu}/u.test(plain);
    out.push({ key: stripAccents(plain).toLowerCase(), clipped, acronym, gershayim });
  }
  return out;
});

/** Does `short` stand for the one word `long`? A clipping, dotted or contracted, or one of the table's. */
function standsFor(short: Token, long: Token): boolean {
  if (long.clipped || long.acronym || short.key === long.key) return false;
  if (short.clipped && abbreviates(`${short.key}.`, long.key)) return true;
  const stems = CLIPPINGS[short.key];
  if (stems !== undefined && !short.acronym) return stems.some((s) => long.key.startsWith(s) && long.key.length > short.key.length);
  // An English table clipping written without a dot ("Mgr", "Asst"): the table's one word.
  const known = ABBREVIATIONS[short.key];
  return !short.acronym && known !== undefined && !known.includes(' ') && long.key === known;
}

/** The words an acronym covers from `at` on: its table expansion, the initials of the next words (small words skipped), or a compound's parts. */
function acronymCovers(short: Token, long: readonly Token[], at: number): number {
  const known = ABBREVIATIONS[short.key];
  const words = known !== undefined && known.includes(' ') ? known.split(' ') : null;
  const letters = [...short.key.replace(/&/gu, '')];
  const n = initialsCover(words ?? letters, words !== null, long, at);
  if (n >= 2) return n;
  // A compound's initials ("GF" ≡ "Geschäftsführer"): two or three capitals, each the start of a part of three letters or more.
  const one = long[at];
  return words === null && one !== undefined && letters.length <= 3 && one.key.length >= 8 && !one.acronym && partsStartWith(one.key, letters) ? 1 : 0;
}

function initialsCover(items: readonly string[], whole: boolean, long: readonly Token[], at: number): number {
  let j = at;
  for (const item of items) {
    while (j < long.length && SMALL.has(long[j]?.key ?? '') && (!whole || long[j]?.key !== item)) j++;
    const w = long[j];
    if (w === undefined || w.acronym || w.clipped) return 0;
    if (whole ? genderless(w.key) !== genderless(item) : w.key[0] !== item) return 0;
    j++;
  }
  return j - at;
}

function partsStartWith(word: string, letters: readonly string[]): boolean {
  const [first, ...rest] = letters;
  if (first === undefined) return word === '';
  if (word[0] !== first) return false;
  if (rest.length === 0) return word.length >= 3;
  for (let cut = 3; cut <= word.length - 3 * rest.length; cut++) if (partsStartWith(word.slice(cut), rest)) return true;
  return false;
}

/** A Hebrew acronym with gershayim: each piece the start of one of the next two to four words, in order. */
function gershayimCovers(short: Token, long: readonly Token[], at: number): number {
  for (const n of [2, 3, 4]) {
    const words = long.slice(at, at + n).map((w) => w.key);
    if (words.length === n && splitsInto(short.key, words)) return n;
  }
  return 0;
}

function splitsInto(short: string, words: readonly string[]): boolean {
  const [word, ...rest] = words;
  if (word === undefined) return short === '';
  if (rest.length === 0) return short !== '' && short[0] === word[0] && inOrder(short, word);
  for (let cut = 1; cut <= short.length - rest.length; cut++) {
    const piece = short.slice(0, cut);
    if (piece[0] === word[0] && inOrder(piece, word) && splitsInto(short.slice(cut), rest)) return true;
  }
  return false;
}

/** Several parts, every one but the last a clipping, written as one compound ("Abt.-Ltr." ≡ "Abteilungsleiter"). */
function compoundCovers(short: readonly Token[], at: number, long: Token): number {
  for (let m = Math.min(3, short.length - at); m >= 2; m--) {
    const parts = short.slice(at, at + m);
    if (!parts.slice(0, -1).every((p) => p.clipped || CLIPPINGS[p.key] !== undefined) || parts.some((p) => p.acronym)) continue;
    if (piecesOf(long.key, parts)) return m;
  }
  return 0;
}

function piecesOf(word: string, parts: readonly Token[]): boolean {
  const [part, ...rest] = parts;
  if (part === undefined) return word === '';
  if (rest.length === 0) return part.clipped ? word.length > part.key.length && word[0] === part.key[0] && inOrder(part.key, word) : word === part.key || genderless(word) === genderless(part.key);
  for (let cut = part.key.length; cut < word.length; cut++) {
    const piece = word.slice(0, cut);
    const stems = CLIPPINGS[part.key];
    const fits = part.clipped ? piece[0] === part.key[0] && inOrder(part.key, piece) : stems !== undefined && stems.some((s) => piece.startsWith(s));
    if (fits && piecesOf(word.slice(cut), rest)) return true;
  }
  return false;
}

/** Both token lists aligned, every word accounted for and some short form read. */
function aligned(a: readonly Token[], b: readonly Token[]): boolean {
  const seen = new Set<number>();
  const step = (i: number, j: number, used: boolean): boolean => {
    if (i === a.length && j === b.length) return used;
    const state = (i * 64 + j) * 2 + (used ? 1 : 0);
    if (seen.has(state)) return false;
    seen.add(state);
    const x = a[i];
    const y = b[j];
    if (x !== undefined && SMALL.has(x.key) && step(i + 1, j, used)) return true;
    if (y !== undefined && SMALL.has(y.key) && step(i, j + 1, used)) return true;
    if (x === undefined || y === undefined) return false;
    if ((x.key === y.key || genderless(x.key) === genderless(y.key)) && step(i + 1, j + 1, used)) return true;
    return shortened(a, i, b, j, (di, dj) => step(i + di, j + dj, true)) || shortened(b, j, a, i, (dj, di) => step(i + di, j + dj, true));
  };
  return step(0, 0, false);
}

/** Every way a short form at `short[i]` stands for words of `long` from `j`; `next(advance in short, advance in long)`. */
function shortened(short: readonly Token[], i: number, long: readonly Token[], j: number, next: (di: number, dj: number) => boolean): boolean {
  const s = short[i];
  const l = long[j];
  if (s === undefined || l === undefined) return false;
  if (standsFor(s, l) && next(1, 1)) return true;
  if (s.acronym) {
    const n = acronymCovers(s, long, j);
    if (n > 0 && next(1, n)) return true;
  }
  if (s.gershayim) {
    const n = gershayimCovers(s, long, j);
    if (n > 0 && next(1, n)) return true;
  }
  const m = s.clipped || CLIPPINGS[s.key] !== undefined ? compoundCovers(short, i, l) : 0;
  return m > 0 && next(m, 1);
}

/** The Arabic article drawn out before a Latin word ("مدير الـ HR"), set aside: null when the title has none. */
export function withoutDrawnArticle(title: string): string | null {
  const out = title.replace(DRAWN_ARTICLE, '');
  return out === title ? null : out;
}

const DRAWN_ARTICLE = /(?<![\p{L}])(?:ال|بال|لل)ـ+\s*(?=\p{Script=Latin})/gu;

/** A title written with a short form: a dot or an apostrophe in a word, capitals, gershayim, or a clipping of the table. */
const hasShortForm = memoiseByString((title: string): boolean => tokensOf(title).some((t) => t.clipped || t.acronym || t.gershayim || CLIPPINGS[t.key] !== undefined));

/**
 * The two titles name one role, one writing its abbreviations out or shortening the other's words (module comment). Asked
 * last, for an edit in place no older rule read as the same role; read once per pair of titles.
 */
export const abbreviationsWrittenOut = memoiseByTwoStrings((a: string, b: string): boolean => {
  if (!hasShortForm(a) && !hasShortForm(b)) return false;
  const ta = tokensOf(a);
  const tb = tokensOf(b);
  if (ta.length === 0 || tb.length === 0 || ta.length > 24 || tb.length > 24) return false;
  return aligned(ta, tb);
});
