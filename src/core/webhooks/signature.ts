import { createHmac, randomBytes } from 'node:crypto';

/** Header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'X-Service-Signature';
/** The delivery's event key (`play:<uuid>` ...): receivers deduplicate redeliveries by it. */
export const EVENT_KEY_HEADER = 'X-Service-Event-Key';
export const EVENT_HEADER = 'X-Service-Event';
export const DELIVERY_HEADER = 'X-Service-Delivery';

/** A signing secret: `whsec_` + 32 random bytes, base64url. Shown once, stored sealed. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signatureHeader(secret: string, rawBody: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
