import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import type { Services } from '../core/context';
import type { MakeLimiter } from '../gateway/rate-limit';

/**
 * How many sign-in attempts the app's and the OAuth sign-in forms take together (see
 * docs/decisions.md "Security review"). The budgets count where the API's rate limits do
 * (RATE_LIMIT_STORE: with `postgres` or `redis` every gateway shares them); the in-flight cap is
 * per process. Every attempt is counted *before* its password is checked, so parallel guesses
 * cannot all slip in under a limit read before any was counted.
 */
export interface SignInLimits {
  /** Failed attempts per address and email in `windowSeconds` (the lockout). */
  perAccount: number;
  /** Failed attempts per address, whatever the email, in `windowSeconds`. */
  perAddress: number;
  windowSeconds: number;
  /** Attempts per minute from everyone together. */
  globalPerMinute: number;
  /** Attempts one address may have in flight at once; more are refused at once. */
  inFlightPerAddress: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  perAccount: 10,
  perAddress: 50,
  windowSeconds: 15 * 60,
  globalPerMinute: 600,
  inFlightPerAddress: 4,
};

/** How an admitted attempt ended: the password was checked and matched, did not, or was never checked. */
export type AttemptEnd = 'matched' | 'failed' | 'unchecked';

export type Admission =
  | { ok: true; settle(end: AttemptEnd): void }
  | { ok: false; retryAfterSeconds: number; message: string };

export interface SignInGuard {
  admit(address: string, email: string): Promise<Admission>;
}

function minutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

const inMemory: MakeLimiter = (shape) => new RateLimiterMemory(shape);

/**
 * The sign-in throttle: in-flight cap per address, then one point from each of the global, the
 * per-address and the per-account budgets, all taken before the password is checked. Each store
 * takes a point atomically (memory synchronously, PostgreSQL by one upsert, Redis by INCR), so of
 * 50 parallel guesses exactly `perAccount` get checked, on one gateway or spread over several.
 * A matched password gives the account's and the address's points back; an attempt that never
 * reached the password check gives all of them back.
 */
export function createSignInGuard(limits: SignInLimits = SIGN_IN_LIMITS, make: MakeLimiter = inMemory): SignInGuard {
  const window = { duration: limits.windowSeconds };
  const account = make({ ...window, points: limits.perAccount, keyPrefix: 'sign_in_account' });
  const perAddress = make({ ...window, points: limits.perAddress, keyPrefix: 'sign_in_address' });
  const global = make({ duration: 60, points: limits.globalPerMinute, keyPrefix: 'sign_in_all' });
  const inFlight = new Map<string, number>();

  const release = (address: string): void => {
    const left = (inFlight.get(address) ?? 1) - 1;
    if (left > 0) inFlight.set(address, left);
    else inFlight.delete(address);
  };

  return {
    async admit(address, email) {
      if ((inFlight.get(address) ?? 0) >= limits.inFlightPerAddress) {
        return { ok: false, retryAfterSeconds: 1, message: 'Too many sign-ins at once from your network. Try again in a moment.' };
      }
      inFlight.set(address, (inFlight.get(address) ?? 0) + 1);
      const accountKey = `${address}:${email}`;
      const taken: Array<[RateLimiterAbstract, string]> = [];
      for (const [limiter, key] of [[global, 'all'], [perAddress, address], [account, accountKey]] as const) {
        try {
          await limiter.consume(key);
          taken.push([limiter, key]);
        } catch (rejected) {
          release(address);
          await Promise.all(taken.map(([l, k]) => l.reward(k, 1)));
          if (!(rejected instanceof RateLimiterRes)) throw rejected;
          const wait = minutes(rejected.msBeforeNext);
          const message =
            limiter === global
              ? 'Sign-in is busy right now. Try again in a minute.'
              : `Too many failed sign-ins. Try again in ${wait} minute${wait === 1 ? '' : 's'}.`;
          return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejected.msBeforeNext / 1000)), message };
        }
      }
      let settled = false;
      return {
        ok: true,
        settle(end) {
          if (settled) return;
          settled = true;
          release(address);
          if (end === 'failed') return;
          void account.delete(accountKey);
          void perAddress.reward(address, 1);
          if (end === 'unchecked') void global.reward('all', 1);
        },
      };
    },
  };
}

const guards = new WeakMap<Services, SignInGuard>();

/**
 * The gateway's one sign-in throttle, shared by the app's sign-in (POST /v1/session) and the OAuth
 * sign-in form, so the two doors do not each grant the limits. The first call creates it with `limits`
 * on `make`'s store (the gateway's start passes its rate limits' store); later calls return it.
 */
export function signInGuardOf(services: Services, options: { make?: MakeLimiter; limits?: SignInLimits } = {}): SignInGuard {
  let guard = guards.get(services);
  if (!guard) guards.set(services, (guard = createSignInGuard(options.limits, options.make)));
  return guard;
}
