import { normaliseDomain } from './domain';
import { fail, ok, type Parsed } from './result';

const LOCAL_RE = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

/**
 * Normalises an email address.
 *
 * Rule: `null`, `undefined`, blank → `null`. Otherwise trim, drop a leading
 * `mailto:`, lowercase (the whole address, local part included). Valid shape:
 * exactly one `@`; local part of ASCII letters, digits and `!#$%&'*+/=?^_\`{|}~-`
 * in dot-separated non-empty atoms, ≤ 64 chars; the domain must already be in
 * the canonical form of `normaliseDomain` except that `www.` is kept (labels,
 * alphabetic TLD); total ≤ 254 chars. Anything else → error
 * "not a valid email address".
 */
export function normaliseEmail(v: string | null | undefined): Parsed<string | null> {
  if (v === null || v === undefined) return ok(null);
  const s = v
    .trim()
    .replace(/^mailto:/iu, '')
    .toLowerCase();
  if (s === '') return ok(null);
  const invalid = fail<string | null>('not a valid email address');
  if (s.length > 254) return invalid;
  const parts = s.split('@');
  if (parts.length !== 2) return invalid;
  const [local = '', domain = ''] = parts;
  if (local.length > 64 || !LOCAL_RE.test(local)) return invalid;
  const canonical = normaliseDomain(domain);
  if (canonical === null || (canonical !== domain && `www.${canonical}` !== domain)) return invalid;
  return ok(s);
}
