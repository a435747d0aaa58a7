import { collapseWhitespace } from './text';

/** Honorifics removed from the start of a name (compared lowercase, dots ignored). */
const HONORIFICS = new Set(['dr', 'mr', 'ms', 'mrs', 'mx', 'miss', 'prof']);

/** Suffixes removed from the end of a name (compared lowercase, dots ignored). */
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'mba', 'cpa', 'esq']);

/** Surname particles that attach to the following word(s) of the last name. */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'da',
  'del',
  'della',
  'der',
  'den',
  'di',
  'du',
  'dos',
  'la',
  'le',
  'ter',
  'ten',
]);

function bare(token: string): string {
  return token.toLowerCase().replace(/\./gu, '');
}

function tokens(s: string): string[] {
  return collapseWhitespace(s)
    .split(' ')
    .filter((t) => t !== '');
}

/** Drops honorifics from the start, keeping at least one token. */
function dropHonorifics(ts: string[]): string[] {
  const out = [...ts];
  while (out.length > 1 && HONORIFICS.has(bare(out[0] ?? ''))) out.shift();
  return out;
}

/** Drops suffixes from the end, keeping at least one token. */
function dropSuffixes(ts: string[]): string[] {
  const out = [...ts];
  while (out.length > 1 && SUFFIXES.has(bare(out[out.length - 1] ?? ''))) out.pop();
  return out;
}

function isSuffixPart(part: string): boolean {
  const ts = tokens(part);
  return ts.length > 0 && ts.every((t) => SUFFIXES.has(bare(t)));
}

/**
 * Splits a full name into first and last name.
 *
 * Rule:
 * 1. Trim and collapse whitespace; blank → `{ first_name: '', last_name: '' }`.
 * 2. Comma parts consisting only of suffixes (", Jr.", ", PhD, MBA") are dropped.
 *    If exactly two comma parts remain, the form is "Last, First".
 * 3. Honorifics (Dr, Mr, Ms, Mrs, Mx, Miss, Prof; with or without dot) are removed
 *    from the start and suffixes (Jr, Sr, II, III, IV, PhD, MBA, CPA, Esq; dots
 *    ignored, so "Ph.D." too) from the end, never removing the last remaining word.
 * 4. One word → first name only, last name `''`.
 * 5. Otherwise the last name is the final word plus the run of particles
 *    (van, von, de, da, del, della, der, den, di, du, dos, la, le, ter, ten; any case)
 *    directly before it, excluding the first word; everything before is the first
 *    name (middle names stay in the first name): "Ludwig van Beethoven" →
 *    Ludwig / van Beethoven, "Maria de la Cruz" → Maria / de la Cruz,
 *    "Mary Ann Smith" → Mary Ann / Smith.
 *
 * Case is preserved as given.
 */
export function splitFullName(full: string): { first_name: string; last_name: string } {
  const parts = collapseWhitespace(full)
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const kept = parts.filter((p, i) => i === 0 || !isSuffixPart(p));

  if (kept.length === 0) return { first_name: '', last_name: '' };

  if (kept.length === 2) {
    const last = dropSuffixes(dropHonorifics(tokens(kept[0] ?? '')));
    const first = dropSuffixes(dropHonorifics(tokens(kept[1] ?? '')));
    return { first_name: first.join(' '), last_name: last.join(' ') };
  }

  const ts = dropSuffixes(dropHonorifics(tokens(kept.join(' '))));
  if (ts.length <= 1) return { first_name: ts[0] ?? '', last_name: '' };

  let lastStart = ts.length - 1;
  while (lastStart - 1 >= 1 && PARTICLES.has((ts[lastStart - 1] ?? '').toLowerCase())) lastStart -= 1;
  return { first_name: ts.slice(0, lastStart).join(' '), last_name: ts.slice(lastStart).join(' ') };
}
