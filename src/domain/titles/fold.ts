/**
 * Text folding shared by title clean-up and the lexicon compiler, so that a
 * term and a title meet in the same form: compatibility decomposition with
 * combining marks dropped ("é" → "e", "ż" → "z", "й" → "и", "ジ" → "シ"),
 * "ß" → "ss", an elided article split off ("d'affaires" → "d affaires"),
 * other apostrophes removed ("we're" → "were"), lowercase. Per script:
 * - Devanagari keeps its vowel signs (they are marks, but they carry the
 *   word: "निदेशक" must not become "नदशक"); only the nukta is dropped, as
 *   people write "मैनेज़र" and "मैनेजर" alike;
 * - Hangul is recomposed into syllables after the decomposition, so Korean
 *   terms match as written;
 * - Hebrew geresh / gershayim inside an acronym are dropped ("מנכ"ל" → "מנכל");
 * - Arabic tatweel is dropped, alef maqsura read as yeh, teh marbuta as heh;
 * - Turkish dotless "ı" is "i", Vietnamese "đ" is "d", Greek final "ς" is "σ"
 *   (people write "Satis", "Giam doc" and capitals for the same words).
 */
export function foldText(text: string): string {
  // Printable ASCII has nothing to decompose, no marks, no ß, no Hebrew, Hangul or folded letters: only the apostrophes
  // and the case remain (the same result, without NFKD and five scans that cannot change it).
  if (PRINTABLE_ASCII.test(text)) {
    if (!text.includes("'") && !text.includes('`')) return text.toLowerCase();
    return text.replace(/\b(?:[dlj]|qu)['`](?=[a-z])/gi, (m) => `${m.slice(0, -1)} `).replace(/['`]/g, '').toLowerCase();
  }
  // Round 38 (speed40, for cost): each step that cannot change the text (no Hebrew letter before a quote, no ß, no apostrophe)
  // is skipped after one cheap scan; the steps and their order are as before.
  let t = HEBREW_QUOTE.test(text) ? text.replace(/(?<=[\u05d0-\u05ea])["'״׳](?=[\u05d0-\u05ea])/gu, '') : text;
  t = t.normalize('NFKD').replace(MARKS, '');
  if (t.includes('ß')) t = t.replace(/ß/g, 'ss');
  if (APOSTROPHE.test(t)) t = t.replace(/\b(?:[dlj]|qu)['’`´](?=[a-z])/gi, (m) => `${m.slice(0, -1)} `).replace(/['’`´]/g, '');
  const folded = t.toLowerCase().replace(LETTER_FOLD, (c) => LETTER_FOLDS[c] ?? c);
  return HANGUL_JAMO.test(folded) ? folded.normalize('NFC') : folded;
}

/** A Hebrew letter before a quote: where the first step may remove one. */
const HEBREW_QUOTE = /[\u05d0-\u05ea]["'״׳]/;

/** The apostrophes the elision and apostrophe steps read. */
const APOSTROPHE = /['’`´]/;

/** The letters `LETTER_FOLDS` maps (all in the Basic Multilingual Plane: no `u` flag needed). */
const LETTER_FOLD = /[ıđςـىة]/g;

/** Text of printable ASCII characters only (space to tilde); anything else takes the whole fold. */
const PRINTABLE_ASCII = /^[ -~]*$/;

/**
 * Combining marks, except Devanagari vowel signs, virama and anusvara (the nukta U+093C goes): a character that is neither a
 * non-mark nor in the kept Devanagari ranges (round 38, speed40: one class, where a look-ahead before each mark cost more).
 */
const MARKS = /[^\P{M}\u0900-\u093b\u093d-\u097f]+/gu;

const LETTER_FOLDS: Readonly<Record<string, string>> = { ı: 'i', đ: 'd', ς: 'σ', ـ: '', ى: 'ي', ة: 'ه' };

const HANGUL_JAMO = /[\u1100-\u11ff]/u;


/** A term list folded as titles are (`foldText`, then `clean.ts`'s punctuation to spaces), its '*' wildcards kept. */
export function foldTerms(list: readonly string[]): string[] {
  return list.map((t) =>
    foldText(t)
      .replace(/[^\p{L}\p{M}\p{N}*&]+/gu, ' ')
      .trim(),
  );
}

/**
 * Scripts written without spaces between words, or whose titles glue words
 * into compounds (Korean "영업팀장"): Han, Hiragana, Katakana and Hangul.
 * Terms of these scripts match as substrings.
 */
export const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\uac00-\ud7af]/u;

/** Runs of CJK script, or of any other characters (see `CJK`). */
export const SCRIPT_RUNS =
  /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\uac00-\ud7af]+|[^\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\uac00-\ud7af]+/gu;
