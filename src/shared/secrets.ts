import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex of a high-entropy secret (API keys, tokens): fast, and enough for random values. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
