/**
 * Person search through the sandbox provider API: `GET {base}/v1/people/search` with a
 * bearer key (docs/sandbox-finding.md). Scores are already 0-1.
 */
import { Agent } from 'undici';
import { z } from 'zod';

import { type PersonSearch } from '../../checker/ports/person-search';
import { ProviderError } from '../../checker/ports/provider-error';
import { canonicalProfileUrl, type PersonCandidate, type PersonSearchQuery } from '../../domain/finder/person-candidate';
import { errorForStatus, getJson } from '../http/http-json';

export interface SandboxPersonSearchOptions {
  baseUrl: string;
  apiKey: string;
  connections?: number;
  timeoutMs?: number;
}

const bodySchema = z.object({
  data: z.array(
    z.object({
      social_url: z.string(),
      name: z.string(),
      headline: z.string().nullish(),
      company: z.string().nullish(),
      title: z.string().nullish(),
      location: z.string().nullish(),
      score: z.number(),
      matched_on: z.array(z.string()).nullish(),
    }),
  ),
});

export function searchParams(query: PersonSearchQuery): URLSearchParams {
  const params = new URLSearchParams({ first_name: query.first_name, last_name: query.last_name });
  for (const key of ['company', 'email', 'title', 'location'] as const) {
    const value = query[key];
    if (value !== undefined && value.trim() !== '') params.set(key, value);
  }
  params.set('limit', String(query.limit ?? 10));
  return params;
}

export function createSandboxPersonSearch(options: SandboxPersonSearchOptions): PersonSearch {
  const base = options.baseUrl.replace(/\/+$/, '');
  const dispatcher = new Agent({ connections: options.connections ?? 8, keepAliveTimeout: 30_000 });
  const http = { headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' }, dispatcher, timeoutMs: options.timeoutMs ?? 10_000 };
  return {
    async search(query, signal) {
      const res = await getJson(`${base}/v1/people/search?${searchParams(query)}`, { ...http, signal });
      if (res.status !== 200) throw errorForStatus(res, 'sandbox');
      const parsed = bodySchema.safeParse(res.json);
      if (!parsed.success) throw new ProviderError('outage', 'sandbox sent search results in an unexpected shape', 200);
      return parsed.data.data.map(
        (c): PersonCandidate => ({
          social_url: canonicalProfileUrl(c.social_url),
          name: c.name,
          headline: c.headline ?? null,
          company: c.company ?? null,
          title: c.title ?? null,
          location: c.location || null,
          score: c.score,
          matched_on: c.matched_on ?? [],
        }),
      );
    },
    async close() {
      await dispatcher.close();
    },
  };
}
