import type { Env, SchedulerConfig } from '../../config/env';
import { createPdlChangelogFeed } from '../../integrations/pdl/pdl-changelog-feed';
import { createSandboxChangeFeed } from '../../integrations/sandbox/sandbox-change-feed';
import type { ChangeFeed } from '../ports/change-feed';

export const PDL_DEFAULT_FEED_URL = 'https://api.peopledatalabs.com';

type FeedConfig = Pick<SchedulerConfig, 'FEED_SOURCE' | 'FEED_URL' | 'FEED_API_KEY' | 'FEED_PDL_START_VERSION' | 'PROFILE_SOURCE_API_KEY'> &
  Pick<Env, 'PROFILE_SOURCE' | 'PROFILE_SOURCE_URL'>;

/**
 * The profile source's own change feed, or null (with why): the sandbox's feed when its URL is
 * configured (never a guessed default port another process may hold), People Data Labs' person
 * changelog from FEED_PDL_START_VERSION on.
 */
export function changeFeedFromConfig(env: FeedConfig): { feed: ChangeFeed | null; why: string } {
  if (env.FEED_SOURCE === 'off') return { feed: null, why: 'FEED_SOURCE=off' };
  const key = env.FEED_API_KEY ?? env.PROFILE_SOURCE_API_KEY;
  if (env.PROFILE_SOURCE === 'sandbox') {
    const url = env.FEED_URL ?? env.PROFILE_SOURCE_URL;
    if (!url) return { feed: null, why: 'no FEED_URL or PROFILE_SOURCE_URL for the sandbox feed' };
    return { feed: createSandboxChangeFeed({ baseUrl: url, apiKey: key ?? 'sandbox_test_key' }), why: `sandbox change feed at ${url}` };
  }
  if (!env.FEED_PDL_START_VERSION) return { feed: null, why: 'FEED_PDL_START_VERSION is not set' };
  if (!key) return { feed: null, why: 'no FEED_API_KEY or PROFILE_SOURCE_API_KEY for the PDL changelog' };
  const url = env.FEED_URL ?? env.PROFILE_SOURCE_URL ?? PDL_DEFAULT_FEED_URL;
  return {
    feed: createPdlChangelogFeed({ apiKey: key, baseUrl: url, startVersion: env.FEED_PDL_START_VERSION }),
    why: `PDL person changelog at ${url} from release ${env.FEED_PDL_START_VERSION}`,
  };
}
