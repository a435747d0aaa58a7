import { createFinderCalls } from '../../../src/checker/finder-calls';
import { createProviderLimiter, type ProviderLimiter } from '../../../src/checker/limits';
import { DEFAULT_RETRY_POLICY } from '../../../src/checker/retry-policy';
import type { Services } from '../../../src/core/context';
import { createSandboxEmailFinder } from '../../../src/integrations/email-finder/sandbox-email-finder';
import { createSandboxPersonSearch } from '../../../src/integrations/person-search/sandbox-person-search';
import { DEFAULT_API_KEY } from '../../../src/sandbox/server';
import { type FinderLoop, startFinderLoop } from '../../../src/scheduler/finder-loop';
import { createLogger } from '../../../src/shared/logger';

export interface FinderRig {
  loop: FinderLoop;
  limiter: ProviderLimiter;
  close(): Promise<void>;
}

/** The finder loop over the test app's database, calling the sandbox through a provider limiter like the checker's. */
export async function startFinderRig(services: Services, sandboxUrl: string, options: { ratePerSecond?: number } = {}): Promise<FinderRig> {
  const search = createSandboxPersonSearch({ baseUrl: sandboxUrl, apiKey: DEFAULT_API_KEY });
  const emails = createSandboxEmailFinder({ baseUrl: sandboxUrl, apiKey: DEFAULT_API_KEY });
  const limiter = await createProviderLimiter({ maxConcurrent: 16, ratePerSecond: options.ratePerSecond ?? 2000 });
  const finder = createFinderCalls({
    search,
    emails,
    upstream: { limiter, policy: { ...DEFAULT_RETRY_POLICY, baseMs: 10, maxElapsedMs: 2000 }, log: createLogger('silent') },
  });
  const loop = startFinderLoop(services, { finder, everyMs: 3600_000, batchSize: 100, retryAfterMs: 1000 });
  return {
    loop,
    limiter,
    async close() {
      await loop.stop();
      await limiter.stop();
      await search.close();
      await emails.close();
    },
  };
}
