import { setTimeout as sleep } from 'node:timers/promises';

import type { Request, RequestHandler } from 'express';

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

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Runs before every provider route, in this order: count the request, add
 * latency, check the API key, then the injected faults (auth_fail, rate limit,
 * out_of_credits, error_rate).
 */
export function providerGuard({ apiKeys, faults, limiter, stats }: ProviderGuardDeps): RequestHandler {
  return async (req, res, next) => {
    stats.recordRequest();
    const latency = faults.config.latency_ms;
    if (latency > 0) await sleep(latency);
    const config = faults.config;

    const key = bearerToken(req);
    if (!key || !apiKeys.has(key)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="sandbox"');
      return sendError(res, new HttpError(401, 'unauthorized', key ? 'Invalid API key' : 'Missing bearer API key'));
    }
    if (config.auth_fail) {
      stats.recordInjectedError();
      return sendError(res, new HttpError(401, 'unauthorized', 'API key rejected (injected auth_fail fault)'));
    }
    if (config.rate_limit_per_s > 0) {
      const taken = limiter.take(key, config.rate_limit_per_s);
      res.setHeader('X-RateLimit-Limit', String(config.rate_limit_per_s));
      if (!taken.ok) {
        stats.recordRateLimited();
        const message = `Rate limit of ${config.rate_limit_per_s} requests per second exceeded`;
        return sendError(res, new HttpError(429, 'rate_limited', message, undefined, { 'Retry-After': String(taken.retryAfterS) }));
      }
      res.setHeader('X-RateLimit-Remaining', String(taken.remaining));
    }
    if (config.out_of_credits) {
      stats.recordInjectedError();
      return sendError(res, new HttpError(402, 'out_of_credits', 'The account has no credits left (injected fault)'));
    }
    if (faults.rollError()) {
      stats.recordInjectedError();
      const headers: Record<string, string> = config.status === 429 || config.status === 503 ? { 'Retry-After': '1' } : {};
      const message = `Injected error (error_rate ${config.error_rate})`;
      return sendError(res, new HttpError(config.status, errorCodeForStatus(config.status), message, undefined, headers));
    }
    next();
  };
}
