/**
 * Hunter's error answers, `{ errors: [{ id, code, details }] }`, classified like the
 * checker's sources. Hunter departs from plain status codes in two places, so the
 * error id (and wording) decides: a 403 about the rate limit is `rate_limited`, and a
 * 429 about the monthly usage limit (or any "usage limit" answer) is `out_of_credits`.
 * Everything else follows `classifyHttpStatus` (401/403 auth, 402 credits, 429 rate
 * limited, 5xx outage, other 4xx invalid).
 */
import { ProviderError, type ProviderErrorKind } from '../../checker/ports/provider-error';
import { classifyHttpStatus, parseRateLimitReset, parseRetryAfter } from '../http/http-classify';
import type { HttpResponse } from '../http/http-json';

interface HunterErrorItem {
  id: string;
  details: string;
}

export function hunterErrorItem(text: string): HunterErrorItem {
  try {
    const body = JSON.parse(text) as { errors?: { id?: unknown; details?: unknown }[] };
    const first = body.errors?.[0];
    return { id: typeof first?.id === 'string' ? first.id : '', details: typeof first?.details === 'string' ? first.details : '' };
  } catch {
    return { id: '', details: text.trim().slice(0, 200) };
  }
}

export function classifyHunter(status: number, item: HunterErrorItem): ProviderErrorKind {
  const words = `${item.id} ${item.details}`.toLowerCase();
  if (/usage[ _]limit|upgrade your plan|not enough credits/.test(words)) return 'out_of_credits';
  if ((status === 403 || status === 429) && /rate[ _]limit|too[ _]many[ _]requests/.test(words)) return 'rate_limited';
  return classifyHttpStatus(status) ?? 'outage';
}

export function hunterError(res: HttpResponse): ProviderError {
  const item = hunterErrorItem(res.errorText);
  const kind = classifyHunter(res.status, item);
  const retryAfterMs = parseRetryAfter(res.headers['retry-after']) ?? parseRateLimitReset(res.headers['x-ratelimit-reset']);
  const detail = item.details || item.id;
  return new ProviderError(kind, `Hunter answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`, res.status, retryAfterMs);
}
