/**
 * The finder's provider calls for the scheduler process, configured from the environment:
 *
 * | variable                | default                                   | meaning                                          |
 * | ----------------------- | ----------------------------------------- | ------------------------------------------------ |
 * | FINDER_SOURCE           | sandbox                                   | `sandbox`, or `commercial` (PDL search + Hunter) |
 * | FINDER_URL              | PROFILE_SOURCE_URL or http://127.0.0.1:4010 | person-search base URL                        |
 * | FINDER_API_KEY          | sandbox_test_key (required: commercial)   | person-search key                                |
 * | EMAIL_FINDER_URL        | FINDER_URL (sandbox), Hunter's API        | email finder/verifier base URL                   |
 * | EMAIL_FINDER_API_KEY    | FINDER_API_KEY                            | email finder/verifier key                        |
 * | FINDER_RATE_PER_SECOND  | 10                                        | provider requests per second (bottleneck)        |
 * | FINDER_MAX_CONCURRENT   | 4                                         | provider requests in flight                      |
 * | FINDER_EVERY_MS         | 30000                                     | how often the finder loop looks for work         |
 * | REDIS_URL               | (none)                                    | share the finder limiter across replicas         |
 */
import { z } from 'zod';

import { createFinderCalls } from '../checker/finder-calls';
import { createProviderLimiter } from '../checker/limits';
import { DEFAULT_RETRY_POLICY } from '../checker/retry-policy';
import { createHunterEmailFinder, HUNTER_DEFAULT_BASE_URL } from '../integrations/email-finder/hunter-email-finder';
import { createSandboxEmailFinder } from '../integrations/email-finder/sandbox-email-finder';
import { createPdlPersonSearch, PDL_DEFAULT_BASE_URL } from '../integrations/person-search/pdl-person-search';
import { createSandboxPersonSearch } from '../integrations/person-search/sandbox-person-search';
import type { FinderLoopOptions } from '../scheduler/finder-loop';
import type { Logger } from '../shared/logger';

const FinderEnvSchema = z
  .object({
    FINDER_SOURCE: z.enum(['sandbox', 'commercial']).default('sandbox'),
    FINDER_URL: z.url({ protocol: /^https?$/ }).optional(),
    PROFILE_SOURCE_URL: z.url({ protocol: /^https?$/ }).optional(),
    FINDER_API_KEY: z.string().min(1).optional(),
    EMAIL_FINDER_URL: z.url({ protocol: /^https?$/ }).optional(),
    EMAIL_FINDER_API_KEY: z.string().min(1).optional(),
    FINDER_RATE_PER_SECOND: z.coerce.number().min(0).max(100_000).default(10),
    FINDER_MAX_CONCURRENT: z.coerce.number().int().min(1).max(256).default(4),
    FINDER_EVERY_MS: z.coerce.number().int().min(100).default(30_000),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.FINDER_SOURCE === 'commercial' && !env.FINDER_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['FINDER_API_KEY'], message: 'required when FINDER_SOURCE=commercial' });
    }
  });

export interface FinderFromEnv {
  loop: FinderLoopOptions;
  close(): Promise<void>;
}

export async function finderFromEnv(source: NodeJS.ProcessEnv, log: Logger): Promise<FinderFromEnv> {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const env = FinderEnvSchema.parse(present);
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
