import { z } from 'zod';

import { hashSeed, Rng } from '../world/prng';

export const faultConfigSchema = z.strictObject({
  /** Fraction (0-1) of provider requests answered with `status`. */
  error_rate: z.number().min(0).max(1),
  /** HTTP status for injected errors (400-599), default 503. */
  status: z.int().min(400).max(599),
  /** Delay added to every provider request. */
  latency_ms: z.int().min(0).max(120_000),
  /** All provider calls answer 401. */
  auth_fail: z.boolean(),
  /** All provider calls answer 402 out_of_credits. */
  out_of_credits: z.boolean(),
  /** Requests per second per API key; 0 = unlimited. */
  rate_limit_per_s: z.number().min(0).max(100_000),
});

export type FaultConfig = z.infer<typeof faultConfigSchema>;

export const faultPatchSchema = faultConfigSchema.partial();
export type FaultPatch = z.infer<typeof faultPatchSchema>;

export const DEFAULT_FAULTS: Readonly<FaultConfig> = Object.freeze({
  error_rate: 0,
  status: 503,
  latency_ms: 0,
  auth_fail: false,
  out_of_credits: false,
  rate_limit_per_s: 0,
});

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  402: 'out_of_credits',
  403: 'forbidden',
  404: 'not_found',
  408: 'request_timeout',
  409: 'conflict',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'service_unavailable',
  504: 'gateway_timeout',
};

export function errorCodeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'server_error' : 'client_error');
}

/** Current fault configuration plus a seeded stream deciding which requests get an injected error. */
export class FaultState {
  private current: FaultConfig;
  private readonly rng: Rng;

  constructor(
    private readonly baseline: FaultConfig = { ...DEFAULT_FAULTS },
    seed = 42,
  ) {
    this.current = { ...baseline };
    this.rng = new Rng(hashSeed(seed, 'faults'), 'faults');
  }

  get config(): Readonly<FaultConfig> {
    return this.current;
  }

  update(patch: FaultPatch): FaultConfig {
    this.current = { ...this.current, ...patch };
    return { ...this.current };
  }

  /** Back to the baseline the app was created with (the defaults unless configured at start). */
  reset(): FaultConfig {
    this.current = { ...this.baseline };
    return { ...this.current };
  }

  /** Whether this request gets an injected error (error_rate 1 = always). */
  rollError(): boolean {
    const rate = this.current.error_rate;
    return rate >= 1 || (rate > 0 && this.rng.next() < rate);
  }
}
