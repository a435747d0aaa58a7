/** Validation of CheckProfiles / GetCompany requests. Pure. */
import { canonicalSocialUrl } from '../domain/normalise/social-url';
import type { CheckProfilesRequest, GetCompanyRequest, ProfileRef } from '../grpc/tracker-v1';

export const MAX_BATCH_ITEMS = 1000;
const MAX_ID_LENGTH = 200;

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string };

function badId(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '' || value.length > MAX_ID_LENGTH;
}

/**
 * `run_id` set; 1-`maxItems` items; each with `item_id` and `profile_id` (non-empty,
 * ≤ 200 characters, item ids unique) and a `social_url` that is a person profile.
 * Returns the items with canonical profile URLs (the ids are echoed unchanged).
 */
export function validateCheckRequest(request: CheckProfilesRequest, maxItems = MAX_BATCH_ITEMS): Validated<{ runId: string; items: ProfileRef[] }> {
  if (badId(request.run_id)) return { ok: false, message: 'run_id is required (1-200 characters)' };
  const items = request.items ?? [];
  if (items.length === 0) return { ok: false, message: 'items must not be empty' };
  if (items.length > maxItems) return { ok: false, message: `items has ${items.length} entries; at most ${maxItems} per batch` };
  const seen = new Set<string>();
  const out: ProfileRef[] = [];
  for (const [i, item] of items.entries()) {
    if (badId(item.item_id)) return { ok: false, message: `items[${i}].item_id is required (1-200 characters)` };
    if (badId(item.profile_id)) return { ok: false, message: `items[${i}].profile_id is required (1-200 characters)` };
    if (seen.has(item.item_id)) return { ok: false, message: `items[${i}].item_id "${item.item_id}" is repeated` };
    seen.add(item.item_id);
    const canonical = canonicalSocialUrl(item.social_url ?? '');
    if (!canonical.ok) return { ok: false, message: `items[${i}].social_url is not a profile URL (${canonical.reason})` };
    out.push({ item_id: item.item_id, profile_id: item.profile_id, social_url: canonical.url });
  }
  return { ok: true, value: { runId: request.run_id, items: out } };
}

const SOCIAL_ID_RE = /^[A-Za-z0-9_-]{1,100}$/;

export function validateCompanyRequest(request: GetCompanyRequest): Validated<string> {
  const id = (request.social_id ?? '').trim();
  if (!SOCIAL_ID_RE.test(id)) return { ok: false, message: 'social_id must be 1-100 letters, digits, "-" or "_"' };
  return { ok: true, value: id };
}
