import { createHmac } from 'node:crypto';

import { safeEqual } from '../../shared/secrets';
import type { Services } from '../context';
import { secretFor } from './server-secret';

/**
 * A compact signed value: `<base64url JSON>.<base64url HMAC-SHA256>`, with an expiry (`exp`, epoch
 * milliseconds of the wall clock) inside the signed part. Used for values the server hands out
 * and must later trust without storing them (forms, confirmation tokens).
 */
export function signPayload(services: Services, purpose: string, payload: object, ttlMs: number): { token: string; expiresAt: Date } {
  const exp = services.wallClock.now().getTime() + ttlMs;
  const body = Buffer.from(JSON.stringify({ ...payload, exp }), 'utf8').toString('base64url');
  const mac = createHmac('sha256', secretFor(services, purpose)).update(body).digest('base64url');
  return { token: `${body}.${mac}`, expiresAt: new Date(exp) };
}

export type VerifiedPayload<T> = { ok: true; payload: T } | { ok: false; reason: 'malformed' | 'bad_signature' | 'expired' };

export function verifyPayload<T extends object>(services: Services, purpose: string, token: string): VerifiedPayload<T> {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 8192) return { ok: false, reason: 'malformed' };
  const body = token.slice(0, dot);
  const mac = createHmac('sha256', secretFor(services, purpose)).update(body).digest('base64url');
  if (!safeEqual(mac, token.slice(dot + 1))) return { ok: false, reason: 'bad_signature' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!parsed || typeof parsed !== 'object' || typeof (parsed as { exp?: unknown }).exp !== 'number') {
    return { ok: false, reason: 'malformed' };
  }
  if ((parsed as { exp: number }).exp <= services.wallClock.now().getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, payload: parsed as T };
}
