/**
 * The Finder service inside the checker: the person-search and email adapters behind
 * their own provider limiter (beside the profile limiter; its Redis keys are
 * `tracker-finder-provider` when REDIS_URL is set, so every checker replica shares it).
 */
import type { Logger } from '../../shared/logger';
import { createProviderLimiter, type LimitsConfig, type ProviderLimiter } from '../limits';
import type { EmailFinder } from '../ports/email-finder';
import type { PersonSearch } from '../ports/person-search';
import type { RetryPolicy } from '../retry-policy';
import { createFinderCalls } from './finder-calls';
import { createFinderHandlers } from './finder-handlers';

export const FINDER_LIMITER_ID = 'tracker-finder-provider';

export interface FinderServiceOptions {
  search: PersonSearch;
  emails: EmailFinder;
  /** The finder provider's limits (FINDER_RATE_PER_SECOND, FINDER_MAX_CONCURRENT, REDIS_URL). */
  limits: LimitsConfig;
}

export interface FinderService {
  handlers: ReturnType<typeof createFinderHandlers>;
  limiter: ProviderLimiter;
  close(): Promise<void>;
}

export async function createFinderService(
  options: FinderServiceOptions,
  deps: { policy: RetryPolicy; upstreamRetryAfterMs: number; log: Logger; stopping?: AbortSignal },
): Promise<FinderService> {
  const limiter = await createProviderLimiter({ limiterId: FINDER_LIMITER_ID, ...options.limits }, deps.log);
  const calls = createFinderCalls({ search: options.search, emails: options.emails, upstream: { limiter, policy: deps.policy, log: deps.log } });
  return {
    handlers: createFinderHandlers({ calls, upstreamRetryAfterMs: deps.upstreamRetryAfterMs, log: deps.log, ...(deps.stopping ? { stopping: deps.stopping } : {}) }),
    limiter,
    async close() {
      await limiter.stop();
      await options.search.close();
      await options.emails.close();
    },
  };
}
