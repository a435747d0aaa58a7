/** The checker's finder: the people-data adapters from the finder section of the configuration (src/config). */
import { type CheckerConfig,ConfigError } from '../../config/env';
import { createHunterEmailFinder, HUNTER_DEFAULT_BASE_URL } from '../../integrations/email-finder/hunter-email-finder';
import { createSandboxEmailFinder } from '../../integrations/email-finder/sandbox-email-finder';
import { createPdlPersonSearch, PDL_DEFAULT_BASE_URL } from '../../integrations/person-search/pdl-person-search';
import { createSandboxPersonSearch } from '../../integrations/person-search/sandbox-person-search';
import type { FinderServiceOptions } from './finder-service';

const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4010';
const DEFAULT_SANDBOX_KEY = 'sandbox_test_key';

export function finderFromConfig(env: CheckerConfig): FinderServiceOptions {
  if (env.FINDER_SOURCE === 'commercial' && !env.FINDER_API_KEY) {
    throw new ConfigError('Invalid configuration:\n  FINDER_API_KEY: required when FINDER_SOURCE=commercial');
  }
  const connections = env.FINDER_MAX_CONCURRENT;
  const commercial = env.FINDER_SOURCE === 'commercial';
  const searchUrl = env.FINDER_URL ?? (commercial ? PDL_DEFAULT_BASE_URL : (env.PROFILE_SOURCE_URL ?? DEFAULT_SANDBOX_URL));
  const searchKey = env.FINDER_API_KEY ?? DEFAULT_SANDBOX_KEY;
  const emailUrl = env.EMAIL_FINDER_URL ?? (commercial ? HUNTER_DEFAULT_BASE_URL : searchUrl);
  const emailKey = env.EMAIL_FINDER_API_KEY ?? searchKey;
  return {
    search: commercial
      ? createPdlPersonSearch({ apiKey: searchKey, baseUrl: searchUrl, connections })
      : createSandboxPersonSearch({ apiKey: searchKey, baseUrl: searchUrl, connections }),
    emails: commercial
      ? createHunterEmailFinder({ apiKey: emailKey, baseUrl: emailUrl, connections })
      : createSandboxEmailFinder({ apiKey: emailKey, baseUrl: emailUrl, connections }),
    limits: { maxConcurrent: connections, ratePerSecond: env.FINDER_RATE_PER_SECOND, redisUrl: env.REDIS_URL },
  };
}
