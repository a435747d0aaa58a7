/**
 * Person search through People Data Labs' Person Identify API:
 * `GET {base}/v5/person/identify?first_name=&last_name=&company=&email=&location=&titlecase=true`,
 * key in `X-Api-Key`. 200 → `{ status, matches: [{ data, match_score (1-99), matched_on }] }`;
 * 404 → no match ([]). `match_score` is divided by 100 for the port's 0-1 score.
 * Failures: 401/403 auth, 402 out of credits, 429 rate limited (Retry-After, else
 * `x-ratelimit-reset`), 5xx and network errors outage — the checker's classification.
 */
import { Agent } from 'undici';
import { z } from 'zod';

import { type PersonSearch } from '../../checker/ports/person-search';
import { ProviderError } from '../../checker/ports/provider-error';
import { canonicalProfileUrl, type PersonCandidate, type PersonSearchQuery } from '../../domain/finder/person-candidate';
import { errorForStatus, getJson } from '../http/http-json';
import { PDL_DEFAULT_BASE_URL } from './pdl-profile-source';


export interface PdlPersonSearchOptions {
  apiKey: string;
  baseUrl?: string;
  connections?: number;
  timeoutMs?: number;
}

const str = z.string().nullish();
const matchSchema = z.object({
  match_score: z.number(),
  matched_on: z.array(z.string()).nullish(),
  data: z.object({
    full_name: str,
    first_name: str,
    last_name: str,
    headline: str,
    job_title: str,
    job_company_name: str,
    location_name: str,
    linkedin_url: str,
  }),
});
const bodySchema = z.object({ matches: z.array(matchSchema).nullish() });

function identifyParams(query: PersonSearchQuery): URLSearchParams {
  const params = new URLSearchParams({ first_name: query.first_name, last_name: query.last_name, titlecase: 'true' });
  for (const key of ['company', 'email', 'location'] as const) {
    const value = query[key];
    if (value !== undefined && value.trim() !== '') params.set(key, value);
  }
  return params;
}

function toCandidate(m: z.infer<typeof matchSchema>): PersonCandidate | undefined {
  const d = m.data;
  if (!d.linkedin_url) return undefined;
  const name = d.full_name || [d.first_name, d.last_name].filter(Boolean).join(' ');
  return {
    social_url: canonicalProfileUrl(d.linkedin_url),
    name,
    headline: d.headline ?? null,
    company: d.job_company_name ?? null,
    title: d.job_title ?? null,
    location: d.location_name ?? null,
    score: Math.min(1, Math.max(0, m.match_score / 100)),
    matched_on: m.matched_on ?? [],
  };
}

export function createPdlPersonSearch(options: PdlPersonSearchOptions): PersonSearch {
  const base = (options.baseUrl ?? PDL_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const dispatcher = new Agent({ connections: options.connections ?? 4, keepAliveTimeout: 30_000 });
  const http = { headers: { 'x-api-key': options.apiKey, accept: 'application/json' }, dispatcher, timeoutMs: options.timeoutMs ?? 15_000 };
  return {
    async search(query, signal) {
      const res = await getJson(`${base}/v5/person/identify?${identifyParams(query)}`, { ...http, signal });
      if (res.status === 404) return [];
      if (res.status !== 200) throw errorForStatus(res, 'PDL');
      const parsed = bodySchema.safeParse(res.json);
      if (!parsed.success) throw new ProviderError('outage', 'PDL sent identify matches in an unexpected shape', 200);
      const candidates = (parsed.data.matches ?? []).map(toCandidate).filter((c): c is PersonCandidate => c !== undefined);
      return candidates.sort((a, b) => b.score - a.score).slice(0, query.limit ?? 10);
    },
    async close() {
      await dispatcher.close();
    },
  };
}
