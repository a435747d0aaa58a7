/** The finder's provider calls for the scheduler process, from the finder section of the configuration (src/config). */
import { createFinderCalls } from '../checker/finder-calls';
import { createProviderLimiter } from '../checker/limits';
import { DEFAULT_RETRY_POLICY } from '../checker/retry-policy';
import { ConfigError, type SchedulerConfig } from '../config/env';
import { createHunterEmailFinder, HUNTER_DEFAULT_BASE_URL } from '../integrations/email-finder/hunter-email-finder';
import { createSandboxEmailFinder } from '../integrations/email-finder/sandbox-email-finder';
import { createPdlPersonSearch, PDL_DEFAULT_BASE_URL } from '../integrations/person-search/pdl-person-search';
import { createSandboxPersonSearch } from '../integrations/person-search/sandbox-person-search';
import type { FinderLoopOptions } from '../scheduler/finder-loop';
import type { Logger } from '../shared/logger';

export interface FinderFromEnv {
  loop: FinderLoopOptions;
  close(): Promise<void>;
}

export async function finderFromEnv(env: SchedulerConfig, log: Logger): Promise<FinderFromEnv> {
  if (env.FINDER_SOURCE === 'commercial' && !env.FINDER_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  FINDER_API_KEY: required when FINDER_SOURCE=commercial');
  }
  const connections = env.FINDER_MAX_CONCURRENT;
  const commercial = env.FINDER_SOURCE === 'commercial';
  const searchUrl = env.FINDER_URL ?? (commercial ? PDL_DEFAULT_BASE_URL : (env.PROFILE_SOURCE_URL ?? 'http://127.0.0.1:4010'));
  const searchKey = env.FINDER_API_KEY ?? 'sandbox_test_key';
  const emailUrl = env.EMAIL_FINDER_URL ?? (commercial ? HUNTER_DEFAULT_BASE_URL : searchUrl);
  const emailKey = env.EMAIL_FINDER_API_KEY ?? searchKey;
  const search = commercial
    ? createPdlPersonSearch({ apiKey: searchKey, baseUrl: searchUrl, connections })
    : createSandboxPersonSearch({ apiKey: searchKey, baseUrl: searchUrl, connections });
  const emails = commercial
    ? createHunterEmailFinder({ apiKey: emailKey, baseUrl: emailUrl, connections })
    : createSandboxEmailFinder({ apiKey: emailKey, baseUrl: emailUrl, connections });
  const limiter = await createProviderLimiter(
    { maxConcurrent: connections, ratePerSecond: env.FINDER_RATE_PER_SECOND, redisUrl: env.REDIS_URL, limiterId: 'tracker-finder-provider' },
    log,
  );
  const finder = createFinderCalls({ search, emails, upstream: { limiter, policy: DEFAULT_RETRY_POLICY, log } });
  return {
    loop: { finder, everyMs: env.FINDER_EVERY_MS },
    async close() {
      await limiter.stop();
      await search.close();
      await emails.close();
    },
  };
}
