/**
 * Canonical form of a professional-network (LinkedIn) person profile reference.
 *
 * ## Accepted inputs
 * - Profile URLs `…/in/<slug>` in any variant: `http`/`https`, no scheme
 *   (`linkedin.com/in/x`, `//linkedin.com/in/x`), any `*.linkedin.com` host
 *   (`www.`, country subdomains `uk.`/`de.`…, mobile `m.`), the mobile-lite
 *   prefix `/mwlite/in/<slug>`, trailing slash, query string, fragment, extra
 *   path after the slug (`/in/x/details/experience/`, `/in/x/en`), any case.
 * - Path-only forms `/in/<slug>` and `in/<slug>`.
 * - A bare slug: letters (any script), digits, `-`, `_`; 3-100 characters.
 * - An opaque member id: `ACo` (case-sensitive) followed by 1-97 of
 *   `[A-Za-z0-9_-]`, bare or as `/in/ACo…`, or as `/profile/view?id=ACo…`.
 *
 * ## Canonical form
 * - Slug: percent-decoded, Unicode NFC, lowercased (slugs are
 *   case-insensitive). Opaque `ACo…` ids are kept verbatim (they are
 *   case-sensitive).
 * - `key` = that slug or id; `url` = `https://www.linkedin.com/in/<key>` with
 *   the key percent-encoded (identical to the key for ASCII slugs).
 *
 * ## Rejection reasons (the values of `tracking_reason`)
 * - `company_page`: `/company/`, `/company-beta/`, `/school/`, `/showcase/`.
 * - `search_url`: `/search/…`, `/pub/dir/…`.
 * - `sales_tool_url`: `/sales/…` (Sales Navigator), `/talent/…`, `/recruiter/…`.
 * - `legacy_profile`: legacy public profile `/pub/<name>/<a>/<b>/<c>`; it is a
 *   person, but its `/in/` slug cannot be derived without following the
 *   redirect, so the contact needs a current profile URL.
 * - `other_site`: a URL whose host is not `linkedin.com` or a subdomain of it.
 * - `not_a_profile`: a LinkedIn URL that is not a person profile (`/feed/`,
 *   `/posts/`, `/jobs/`, `/pulse/`, `/groups/`, home page, …) and the
 *   `lnkd.in` short-link host (it cannot be resolved without I/O).
 * - `invalid`: empty or whitespace, CSV placeholders (`n/a`, `none`, `null`,
 *   `-`, …), longer than 2048 characters, internal whitespace, bad characters,
 *   malformed percent-encoding, unparsable URL, non-http(s) scheme, a slug
 *   outside 3-100 characters or with characters other than letters, digits,
 *   `-` and `_`, or `/in/` with no slug.
 *
 * Pure: no I/O.
 */

/** Why a value is not a trackable person profile; stored as `tracking_reason`. */
export const SOCIAL_URL_REJECTIONS = [
  'company_page',
  'search_url',
  'sales_tool_url',
  'legacy_profile',
  'other_site',
  'not_a_profile',
  'invalid',
] as const;

export type SocialUrlRejection = (typeof SOCIAL_URL_REJECTIONS)[number];

export type CanonicalSocialUrl = { ok: true; key: string; url: string } | { ok: false; reason: SocialUrlRejection };

const MAX_INPUT_LENGTH = 2048;
const SLUG_RE = /^[\p{L}\p{N}_-]{3,100}$/u;
const OPAQUE_ID_RE = /^ACo[A-Za-z0-9_-]{1,97}$/;
const SCHEME_RE = /^[a-z][a-z0-9+.-]*:\/\//i;
const HOST_LIKE_RE = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d+)?(?:[/?#]|$)/i;
const PLACEHOLDERS = new Set(['n/a', 'na', 'none', 'null', 'nil', 'undefined', 'unknown', 'tbd', '-', '--', '?', '0']);

const COMPANY_SECTIONS = new Set(['company', 'company-beta', 'school', 'showcase']);
const SALES_SECTIONS = new Set(['sales', 'talent', 'recruiter']);

function reject(reason: SocialUrlRejection): CanonicalSocialUrl {
  return { ok: false, reason };
}

function accept(key: string): CanonicalSocialUrl {
  return { ok: true, key, url: `https://www.linkedin.com/in/${encodeURIComponent(key)}` };
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** Canonical key for a bare or path slug / opaque id, or `null` when malformed. */
function slugKey(raw: string): string | null {
  const decoded = safeDecode(raw);
  if (decoded === null) return null;
  const s = decoded.normalize('NFC');
  if (OPAQUE_ID_RE.test(s)) return s;
  if (SLUG_RE.test(s)) return s.toLowerCase();
  return null;
}

function isLinkedInHost(host: string): boolean {
  return host === 'linkedin.com' || host.endsWith('.linkedin.com');
}

/**
 * Canonicalises a person-profile reference (full URL, slug or opaque `ACo` id).
 * See the module documentation for the exact accepted forms and rejection reasons.
 */
export function canonicalSocialUrl(input: string): CanonicalSocialUrl {
  if (typeof input !== 'string') return reject('invalid');
  const s = input.trim();
  if (s === '' || s.length > MAX_INPUT_LENGTH || /\s/u.test(s)) return reject('invalid');
  if (PLACEHOLDERS.has(s.toLowerCase())) return reject('invalid');

  // Bare slug or opaque id (no dot and no slash).
  if (!/[./]/u.test(s)) {
    const key = slugKey(s);
    return key === null ? reject('invalid') : accept(key);
  }

  let urlText: string;
  if (SCHEME_RE.test(s)) urlText = s;
  else if (s.startsWith('//')) urlText = `https:${s}`;
  else if (/^\/?in\//iu.test(s)) urlText = `https://www.linkedin.com/${s.replace(/^\//u, '')}`;
  else if (HOST_LIKE_RE.test(s)) urlText = `https://${s}`;
  else return reject('invalid');

  let url: URL;
  try {
    url = new URL(urlText);
  } catch {
    return reject('invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return reject('invalid');

  const host = url.hostname.toLowerCase().replace(/\.$/u, '');
  if (host === 'lnkd.in') return reject('not_a_profile');
  if (!isLinkedInHost(host)) return reject('other_site');

  const segments = url.pathname.split('/').filter((seg) => seg !== '');
  if (segments[0]?.toLowerCase() === 'mwlite') segments.shift();
  const section = segments[0]?.toLowerCase();
  const second = segments[1];

  if (section === 'in') {
    if (second === undefined) return reject('invalid');
    const key = slugKey(second);
    return key === null ? reject('invalid') : accept(key);
  }
  if (section !== undefined && COMPANY_SECTIONS.has(section)) return reject('company_page');
  if (section === 'search') return reject('search_url');
  if (section === 'pub') return reject(second?.toLowerCase() === 'dir' ? 'search_url' : 'legacy_profile');
  if (section !== undefined && SALES_SECTIONS.has(section)) return reject('sales_tool_url');
  if (section === 'profile' && second?.toLowerCase() === 'view') {
    const id = url.searchParams.get('id');
    if (id !== null && OPAQUE_ID_RE.test(id)) return accept(id);
  }
  return reject('not_a_profile');
}
