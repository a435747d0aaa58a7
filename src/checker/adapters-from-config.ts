/**
 * The one place the checker picks its adapters (src/integrations): the profile source from the
 * checker section of the configuration, the finder's person search and email finder from its
 * finder section (src/config/sections.ts). Everything else in the checker sees only the ports
 * in ./ports.
 */
import { type CheckerConfig, ConfigError } from '../config/env';
import { createHunterEmailFinder, HUNTER_DEFAULT_BASE_URL } from '../integrations/hunter/hunter-email-finder';
import { createPdlPersonSearch } from '../integrations/pdl/pdl-person-search';
import { createPdlSource, PDL_DEFAULT_BASE_URL } from '../integrations/pdl/pdl-profile-source';
import { createSandboxEmailFinder } from '../integrations/sandbox/sandbox-email-finder';
import { createSandboxPersonSearch } from '../integrations/sandbox/sandbox-person-search';
import { createSandboxSource } from '../integrations/sandbox/sandbox-profile-source';
import type { FinderServiceOptions } from './finder/finder-service';
import type { ProfileSource } from './ports/profile-source';

const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4010';
const DEFAULT_SANDBOX_KEY = 'sandbox_test_key';

export function sourceFromEnv(env: CheckerConfig): ProfileSource {
  const connections = env.PROVIDER_MAX_CONCURRENT;
  if (env.PROFILE_SOURCE === 'pdl') {
    return createPdlSource({ apiKey: env.PROFILE_SOURCE_API_KEY ?? '', baseUrl: env.PROFILE_SOURCE_URL ?? PDL_DEFAULT_BASE_URL, connections });
  }
  return createSandboxSource({
    baseUrl: env.PROFILE_SOURCE_URL ?? DEFAULT_SANDBOX_URL,
    apiKey: env.PROFILE_SOURCE_API_KEY ?? DEFAULT_SANDBOX_KEY,
    connections,
  });
}

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
