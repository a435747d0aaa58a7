/**
 * Company identity by name, for change detection.
 *
 * `companyKey` → lowercase, accents stripped, "&" read as "and", web TLDs
 * (".com", ".io", ".ai" …) and punctuation removed, a leading "the" dropped and
 * trailing legal suffixes (inc, llc, ltd, gmbh, corp, co, sa, ag, plc, bv …)
 * dropped repeatedly ("Acme GmbH & Co. KG" → "acme"). Spaces are removed in
 * the final key so "Sales Force" and "Salesforce" agree.
 *
 * NOTE: a sibling `normaliseCompanyName` lives in src/domain/normalise; the two
 * are to be deduplicated later.
 */

const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'gmbh',
  'mbh',
  'corp',
  'corporation',
  'co',
  'company',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'ag',
  'kg',
  'kgaa',
  'ug',
  'se',
  'plc',
  'bv',
  'nv',
  'oy',
  'oyj',
  'ab',
  'as',
  'asa',
  'aps',
  'pty',
  'pvt',
  'pte',
  'kk',
  'lda',
  'sl',
  'sau',
  'slu',
  'sro',
  'zoo',
  'sp',
]);

/** Words of the company name after clean-up, legal suffixes and leading "the" removed. */
export function companyTokens(name: string | null | undefined): string[] {
  if (name == null) return [];
  const cleaned = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    // "S.A." / "B.V." → "sa" / "bv"
    .replace(/\b(?:[a-z]\.){2,}/g, (m) => m.replace(/\./g, ''))
    // "salesforce.com" → "salesforce"
    .replace(/\.(?:com|io|ai|co|net|org|app|dev|tech)\b/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const tokens = cleaned === '' ? [] : cleaned.split(' ');
  if (tokens.length > 1 && tokens[0] === 'the') tokens.shift();
  while (tokens.length > 1) {
    const last = tokens[tokens.length - 1] ?? '';
    if (LEGAL_SUFFIXES.has(last) || last === 'and') tokens.pop();
    else break;
  }
  return tokens;
}

export function companyKey(name: string | null | undefined): string {
  return companyTokens(name).join('');
}

/**
 * Lenient name match used for CRM-vs-profile checks: equal keys, or one name's
 * word sequence contained in the other's ("Acme" vs "Acme Software Group").
 * The contained side must be at least 3 characters long.
 */
export function companyNamesMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  const ta = companyTokens(a);
  const tb = companyTokens(b);
  if (ta.length === 0 || tb.length === 0) return false;
  if (ta.join('') === tb.join('')) return true;
  const [short, long] = ta.length <= tb.length ? [ta, tb] : [tb, ta];
  if (short.join('').length < 3) return false;
  const needle = ` ${short.join(' ')} `;
  return ` ${long.join(' ')} `.includes(needle);
}
