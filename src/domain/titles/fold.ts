/**
 * Text folding shared by title clean-up and the lexicon compiler, so that a
 * term and a title meet in the same form: compatibility decomposition with
 * combining marks dropped ("é" → "e", "ż" → "z", "й" → "и", "ジ" → "シ"),
 * "ß" → "ss", an elided article split off ("d'affaires" → "d affaires"),
 * other apostrophes removed ("we're" → "were"), lowercase.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/\b(?:[dlj]|qu)['’`´](?=[a-z])/gi, (m) => `${m.slice(0, -1)} `)
    .replace(/['’`´]/g, '')
    .toLowerCase();
}

/** Han, Hiragana and Katakana: scripts written without spaces between words. */
export const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff66-\uff9f]/u;
