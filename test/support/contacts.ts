import type { Services } from '../../src/core/context';
import { advanceQueuedImport } from '../../src/core/imports/import.service';

/**
 * Synthetic contact rows for bulk tests: `count` distinct people from `start`, tagged
 * with `tag` so several batches never collide. Every `noSocialEvery`-th row has no
 * profile URL (needs_social); the others have a unique slug.
 */
export function bulkContacts(
  tag: string,
  count: number,
  options: { start?: number; noSocialEvery?: number; companies?: number } = {},
): Array<Record<string, unknown>> {
  const start = options.start ?? 0;
  const every = options.noSocialEvery ?? 10;
  const companies = options.companies ?? 20;
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    return {
      first_name: `First${i}`,
      last_name: `${tag}Last${i}`,
      company: `${tag} Company ${i % companies}`,
      title: 'Account Executive',
      email: `p${i}.${tag.toLowerCase()}@example.com`,
      crm_id: `${tag}-crm-${i}`,
      social_url: i % every === 0 ? null : `https://www.linkedin.com/in/${tag.toLowerCase()}-person-${i}`,
    };
  });
}

/** How many rows of `bulkContacts(tag, count, { noSocialEvery })` carry a profile URL. */
export function withSocialCount(count: number, noSocialEvery = 10, start = 0): number {
  let n = 0;
  for (let i = start; i < start + count; i++) if (i % noSocialEvery !== 0) n++;
  return n;
}

/** Runs the import worker's unit of work until no import is waiting; returns the chunks committed. */
export async function drainImports(services: Services, maxChunks = 1000): Promise<number> {
  let chunks = 0;
  while (chunks < maxChunks && (await advanceQueuedImport(services))) chunks++;
  return chunks;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
