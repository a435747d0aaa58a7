const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD_RE = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/**
 * Normalises a company web domain.
 *
 * Rule: trim, lowercase; for an email (contains `@`) take the part after the last
 * `@`; parse as a URL (scheme optional) and keep only the hostname, so scheme,
 * credentials, port, path, query and fragment go; internationalised names become
 * punycode; a trailing dot and leading `www.` / `www2.`… are dropped. The result
 * must have at least two labels of letters, digits and inner hyphens (≤ 63 chars
 * each, ≤ 253 total) and an alphabetic or punycode TLD; otherwise `null`
 * (IP addresses, "localhost", junk).
 * "https://www.Acme.com/about", "acme.com", "WWW.ACME.COM", "x@acme.com" → "acme.com".
 */
export function normaliseDomain(v: string | null | undefined): string | null {
  if (v === null || v === undefined) return null;
  let s = v.trim().toLowerCase();
  if (s === '' || /\s/u.test(s)) return null;
  const at = s.lastIndexOf('@');
  if (at >= 0 && !s.includes('/')) s = s.slice(at + 1);
  if (!/^[a-z][a-z0-9+.-]*:\/\//u.test(s)) s = `http://${s.replace(/^\/\//u, '')}`;
  let host: string;
  try {
    host = new URL(s).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/u, '').replace(/^www\d*\./u, '');
  if (host.length === 0 || host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL_RE.test(l))) return null;
  return TLD_RE.test(labels[labels.length - 1] ?? '') ? host : null;
}
