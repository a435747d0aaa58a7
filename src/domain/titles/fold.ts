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
  const folded = text
    .replace(/(?<=[\u05d0-\u05ea])["'״׳](?=[\u05d0-\u05ea])/gu, '')
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(/ß/g, 'ss')
    .replace(/\b(?:[dlj]|qu)['’`´](?=[a-z])/gi, (m) => `${m.slice(0, -1)} `)
    .replace(/['’`´]/g, '')
    .toLowerCase()
    .replace(/[ıđςـىة]/gu, (c) => LETTER_FOLDS[c] ?? c);
  return HANGUL_JAMO.test(folded) ? folded.normalize('NFC') : folded;
}

/** Text of printable ASCII characters only (space to tilde); anything else takes the whole fold. */
const PRINTABLE_ASCII = /^[ -~]*$/;

/** Combining marks, except Devanagari vowel signs, virama and anusvara (the nukta U+093C goes). */
const MARKS = /(?:(?![\u0900-\u093b\u093d-\u097f])\p{M})+/gu;

const LETTER_FOLDS: Readonly<Record<string, string>> = { ı: 'i', đ: 'd', ς: 'σ', ـ: '', ى: 'ي', ة: 'ه' };

const HANGUL_JAMO = /[\u1100-\u11ff]/u;

/**
 * Scripts written without spaces between words, or whose titles glue words
 * into compounds (Korean "영업팀장"): Han, Hiragana, Katakana and Hangul.
 * Terms of these scripts match as substrings.
 */
export const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\uac00-\ud7af]/u;

/** Runs of CJK script, or of any other characters (see `CJK`). */
export const SCRIPT_RUNS =
  /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\uac00-\ud7af]+|[^\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f\uac00-\ud7af]+/gu;
