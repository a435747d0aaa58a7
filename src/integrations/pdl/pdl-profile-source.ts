/**
 * People Data Labs adapter (v5 Person / Company Enrichment).
 *
 * - Person: `GET {base}/v5/person/enrich?profile=<url>&titlecase=true`, header `X-Api-Key`.
 *   `titlecase` asks PDL for capitalised names instead of its default lower case.
 * - Company: `GET {base}/v5/company/enrich?profile=linkedin.com/company/<id>`. PDL
 *   documents no `linkedin_id` input; `profile` takes a company's network URL, which
 *   LinkedIn also serves under the numeric id.
 * - 404 → not found; 401/403 → auth; 402 (no credits left) → out_of_credits; 429 →
 *   rate_limited (Retry-After, else `x-ratelimit-reset`); 5xx → outage.
 */
import { Agent } from 'undici';

import type { ProfileSource } from '../../checker/ports/profile-source';
import { errorForStatus, getJson } from '../http/http-json';
import { mapPdlCompany, mapPdlPerson } from './pdl-mapping';

export const PDL_DEFAULT_BASE_URL = 'https://api.peopledatalabs.com';

export interface PdlSourceOptions {
  apiKey: string;
  /** Default https://api.peopledatalabs.com */
  baseUrl?: string;
  connections?: number;
  timeoutMs?: number;
  now?: () => Date;
}

export function createPdlSource(options: PdlSourceOptions): ProfileSource {
  const base = (options.baseUrl ?? PDL_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const now = options.now ?? (() => new Date());
  const dispatcher = new Agent({ connections: options.connections ?? 16, keepAliveTimeout: 30_000 });
  const http = {
    headers: { 'x-api-key': options.apiKey, accept: 'application/json' },
    dispatcher,
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  return {
    async lookup(socialUrl, signal) {
      const query = new URLSearchParams({ profile: socialUrl, titlecase: 'true' });
      const res = await getJson(`${base}/v5/person/enrich?${query}`, { ...http, signal });
      if (res.status === 404) return { kind: 'not_found' };
      if (res.status !== 200) throw errorForStatus(res, 'PDL');
      return { kind: 'found', snapshot: mapPdlPerson(res.json, now()) };
    },
    async company(socialId, signal) {
      const query = new URLSearchParams({ profile: `linkedin.com/company/${socialId}` });
      const res = await getJson(`${base}/v5/company/enrich?${query}`, { ...http, signal });
      if (res.status === 404) return null;
      if (res.status !== 200) throw errorForStatus(res, 'PDL');
      return mapPdlCompany(res.json, socialId);
    },
    async close() {
      await dispatcher.close();
    },
  };
}
