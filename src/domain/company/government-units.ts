import { companyTokens } from './company-key';

/**
 * Round 27 (issue #21): a body that names the ministry or government it belongs to in its own name, after a word that says
 * so — "Japan Patent Office, part of the Ministry of Economy, Trade and Industry", "SUNAT – adscrita al Ministerio de
 * Economía y Finanzas", "Kraftfahrt-Bundesamt (Behörde im Geschäftsbereich des Bundesministeriums für Digitales und
 * Verkehr)", "Receita Federal, vinculada ao Ministério da Fazenda", "… prie Lietuvos Respublikos finansų ministerijos" — is
 * that parent's, whatever the group data lists. The parent's whole name must follow the link and end the name (a German
 * genitive "-s" or "-es" read as the word), so a ministry named inside another body's name without a link, or another
 * government's ministry of the same kind ("… under the Ministry of Finance of Latvia" against Lithuania's), is not it.
 * Forms with the parent after a comma or in brackets ("Direktorat Jenderal …, Kementerian Kesehatan", 林野庁（農林水産省）) are
 * read by the family rules already.
 */
export function governmentUnit(a: string, b: string): boolean {
  return namesParent(companyTokens(a), companyTokens(b)) || namesParent(companyTokens(b), companyTokens(a));
}

/** Link words, folded, after which a body names the body it belongs to. */
const LINKS: ReadonlyArray<readonly string[]> = [
  ['part', 'of'], ['under'], ['within'], ['agency', 'of'], ['adscrita', 'al'], ['adscrito', 'al'], ['adscrita', 'a'], ['adscrito', 'a'],
  ['vinculada', 'ao'], ['vinculado', 'ao'], ['vinculada', 'a'], ['vinculado', 'a'], ['sous', 'tutelle', 'du'], ['sous', 'tutelle', 'de'],
  ['rattache', 'au'], ['rattachee', 'au'], ['im', 'geschaftsbereich', 'des'], ['im', 'geschaftsbereich', 'der'], ['unter', 'dem'],
  ['onderdeel', 'van'], ['valt', 'onder'], ['prie'], ['di', 'bawah'], ['dipendente', 'dal'], ['nell', 'ambito', 'del'],
];

/** Articles between a link and the parent's name ("part of the Ministry", "adscrita al Ministerio"). */
const ARTICLES: ReadonlySet<string> = new Set(['the', 'el', 'la', 'le', 'il', 'lo', 'o', 'a', 'dem', 'des', 'der', 'das', 'de', 'del', 'du', 'al', 'ao']);

function namesParent(parent: readonly string[], unit: readonly string[]): boolean {
  const whole = withoutArticle(parent);
  if (whole.length < 2 || unit.length <= whole.length) return false;
  for (let i = 1; i < unit.length; i++) {
    for (const link of LINKS) {
      if (!link.every((w, k) => unit[i + k] === w)) continue;
      const rest = withoutArticle(unit.slice(i + link.length));
      if (rest.length === whole.length && rest.every((w, k) => sameWord(w, whole[k] ?? ''))) return true;
    }
  }
  return false;
}

function withoutArticle(words: readonly string[]): readonly string[] {
  let i = 0;
  while (i < words.length - 1 && ARTICLES.has(words[i] ?? '')) i++;
  return words.slice(i);
}

/** One word, or the same word with a German genitive ending ("bundesministeriums" ↔ "bundesministerium"). */
function sameWord(a: string, b: string): boolean {
  return a === b || a === `${b}s` || b === `${a}s` || a === `${b}es` || b === `${a}es`;
}
