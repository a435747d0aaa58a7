import { randomBytes, scrypt as scryptCb, type ScryptOptions, timingSafeEqual } from 'node:crypto';

import PQueue from 'p-queue';

import { DomainError } from '../../shared/errors';

/** scrypt parameters: N = 2^15, r = 8, p = 1 (about 32 MiB and tens of milliseconds per hash). */
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Node refuses scrypt above 32 MiB by default; 128 * N * r is exactly that, so leave headroom. */
const MAX_MEM = 64 * 1024 * 1024;

/**
 * Each scrypt takes 32 MiB and a core for tens to hundreds of milliseconds. Unbounded, 40
 * concurrent sign-in attempts share the two cores and every one of them (a real user's too)
 * waits seconds. So at most SCRYPT_CONCURRENCY run at once and SCRYPT_MAX_WAITING wait their
 * turn; one more is refused at once with 503 (`busy`, Retry-After 1) rather than queued.
 */
export const SCRYPT_CONCURRENCY = 2;
export const SCRYPT_MAX_WAITING = 8;
const slots = new PQueue({ concurrency: SCRYPT_CONCURRENCY });
let peakRunning = 0;
let peakWaiting = 0;

export class PasswordCheckBusyError extends DomainError {
  constructor() {
    super(503, 'busy', 'Too many sign-ins are being checked right now; try again in a second', undefined, { 'Retry-After': '1' });
  }
}

/** The highest number of scrypt computations seen running and waiting since the last reset (tests, metrics). */
export function scryptLoad(reset = false): { running: number; waiting: number; peakRunning: number; peakWaiting: number } {
  const load = { running: slots.pending, waiting: slots.size, peakRunning, peakWaiting };
  if (reset) [peakRunning, peakWaiting] = [slots.pending, slots.size];
  return load;
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  if (slots.pending >= SCRYPT_CONCURRENCY && slots.size >= SCRYPT_MAX_WAITING) return Promise.reject(new PasswordCheckBusyError());
  const done = slots.add(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        peakRunning = Math.max(peakRunning, slots.pending);
        scryptCb(password.normalize('NFKC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
      }),
  );
  peakWaiting = Math.max(peakWaiting, slots.size);
  return done;
}

/** `scrypt$N$r$p$<salt base64url>$<hash base64url>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Constant-time check against a stored hash; a malformed hash never verifies. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 2 ** 17 || r > 16 || p > 4) return false;
  const salt = Buffer.from(parts[4]!, 'base64url');
  const expected = Buffer.from(parts[5]!, 'base64url');
  if (expected.length < 16) return false;
  const actual = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: Math.max(MAX_MEM, 2 * 128 * n * r) });
  return timingSafeEqual(actual, expected);
}

/** A hash of a random password: verifying against it costs the same as a real check (no user-enumeration timing). */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
