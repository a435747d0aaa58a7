import { setTimeout as sleep } from 'node:timers/promises';

import type { RequestHandler } from 'express';

import { HttpError, sendError } from './errors';
import { errorCodeForStatus, type FaultState } from './faults';
import type { TokenBucketLimiter } from './rate-limiter';
import type { SandboxStats } from './stats';

export interface ProviderGuardDeps {
  apiKeys: ReadonlySet<string>;
  faults: FaultState;
  limiter: TokenBucketLimiter;
  stats: SandboxStats;
}

/**
 * The guard's checks after the request was counted and delayed, in this order: the API
 * key, then the injected faults (auth_fail, rate limit, out_of_credits, error_rate).
 * Returns the error to answer with, or undefined to serve the request; `setHeader`
 * receives the headers a served request carries (X-RateLimit-*).
 */
export function admitProviderRequest(
  { apiKeys, faults, limiter, stats }: ProviderGuardDeps,
  authorization: string | undefined,
  setHeader: (name: string, value: string) => void,
): HttpError | undefined {
  const config = faults.config;
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  const key = match?.[1];
  if (!key || !apiKeys.has(key)) {
    return new HttpError(401, 'unauthorized', key ? 'Invalid API key' : 'Missing bearer API key', undefined, { 'WWW-Authenticate': 'Bearer realm="sandbox"' });
  }
  if (config.auth_fail) {
    stats.recordInjectedError();
    return new HttpError(401, 'unauthorized', 'API key rejected (injected auth_fail fault)');
  }
  if (config.rate_limit_per_s > 0) {
    const taken = limiter.take(key, config.rate_limit_per_s);
    setHeader('X-RateLimit-Limit', String(config.rate_limit_per_s));
    if (!taken.ok) {
      stats.recordRateLimited();
      const message = `Rate limit of ${config.rate_limit_per_s} requests per second exceeded`;
      return new HttpError(429, 'rate_limited', message, undefined, { 'Retry-After': String(taken.retryAfterS) });
    }
    setHeader('X-RateLimit-Remaining', String(taken.remaining));
  }
  if (config.out_of_credits) {
    stats.recordInjectedError();
    return new HttpError(402, 'out_of_credits', 'The account has no credits left (injected fault)');
  }
  if (faults.rollError()) {
    stats.recordInjectedError();
    const headers: Record<string, string> = config.status === 429 || config.status === 503 ? { 'Retry-After': '1' } : {};
    const message = `Injected error (error_rate ${config.error_rate})`;
    return new HttpError(config.status, errorCodeForStatus(config.status), message, undefined, headers);
  }
  return undefined;
}

/**
 * Runs before every provider route, in this order: count the request, add
 * latency, check the API key, then the injected faults (auth_fail, rate limit,
 * out_of_credits, error_rate).
 */
export function providerGuard(deps: ProviderGuardDeps): RequestHandler {
  return async (req, res, next) => {
    deps.stats.recordRequest();
    const latency = deps.faults.config.latency_ms;
    if (latency > 0) await sleep(latency);
    const error = admitProviderRequest(deps, req.get('authorization'), (name, value) => res.setHeader(name, value));
    if (error) return sendError(res, error);
    next();
  };
}
