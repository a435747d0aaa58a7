/** The default adapter: the sandbox provider API (docs/sandbox.md). */
import { Agent } from 'undici';
import { z } from 'zod';

import { type ProfileSource, type SourceCompany, type SourceResult } from '../../checker/ports/profile-source';
import { ProviderError } from '../../checker/ports/provider-error';
import { errorForStatus, getJson } from '../http/http-json';

export interface SandboxSourceOptions {
  /** e.g. http://127.0.0.1:4010 */
  baseUrl: string;
  apiKey: string;
  /** Keep-alive connections to the provider; size it to the limiter's concurrency. Default 16. */
  connections?: number;
  /** Per-request timeout. Default 10 s. */
  timeoutMs?: number;
}

const str = z.string().nullish();

const personSchema = z.object({
  first_name: str,
  last_name: str,
  headline: str,
  positions: z
    .array(
      z.object({
        company: str,
        company_social_id: z.union([z.string(), z.number()]).nullish(),
        title: str,
        started_on: str,
        ended_on: str,
        is_current: z.boolean().nullish(),
      }),
    )
    .nullish(),
  fetched_at: str,
});

const companySchema = z.object({
  social_id: z.union([z.string(), z.number()]),
  name: str,
  domain: str,
  industry: str,
  employees: z.number().nullish(),
  hq: z.object({ city: str, state: str, country: str }).nullish(),
  specialities: z.array(z.string()).nullish(),
  description: str,
  tagline: str,
  funding_stage: str,
  company_url: str,
});

export function mapSandboxPerson(body: unknown, now: () => Date = () => new Date()): SourceResult {
  const parsed = personSchema.safeParse(body);
  if (!parsed.success) throw new ProviderError('outage', 'sandbox sent a person in an unexpected shape', 200);
  const p = parsed.data;
  return {
    kind: 'found',
    snapshot: {
      first_name: p.first_name ?? '',
      last_name: p.last_name ?? '',
      headline: p.headline ?? '',
      positions: (p.positions ?? []).map((pos) => ({
        company: pos.company ?? '',
        company_social_id: pos.company_social_id == null ? '' : String(pos.company_social_id),
        title: pos.title ?? '',
        started_on: pos.started_on ?? '',
        ended_on: pos.ended_on ?? '',
        is_current: pos.is_current ?? pos.ended_on == null,
      })),
      fetched_at: p.fetched_at ?? now().toISOString(),
    },
  };
}

export function mapSandboxCompany(body: unknown): SourceCompany {
  const parsed = companySchema.safeParse(body);
  if (!parsed.success) throw new ProviderError('outage', 'sandbox sent a company in an unexpected shape', 200);
  const c = parsed.data;
  return {
    social_id: String(c.social_id),
    name: c.name ?? '',
    domain: c.domain ?? '',
    industry: c.industry ?? '',
    employees: Math.max(0, Math.round(c.employees ?? 0)),
    hq_city: c.hq?.city ?? '',
    hq_state: c.hq?.state ?? '',
    hq_country: c.hq?.country ?? '',
    specialities: c.specialities ?? [],
    description: c.description ?? '',
    tagline: c.tagline ?? '',
    funding_stage: c.funding_stage ?? '',
    company_url: c.company_url ?? '',
  };
}

export function createSandboxSource(options: SandboxSourceOptions): ProfileSource {
  const base = options.baseUrl.replace(/\/+$/, '');
  const dispatcher = new Agent({ connections: options.connections ?? 16, keepAliveTimeout: 30_000 });
  const http = {
    headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' },
    dispatcher,
    timeoutMs: options.timeoutMs ?? 10_000,
  };
  return {
    async lookup(socialUrl, signal) {
      const res = await getJson(`${base}/v1/people/lookup?profile=${encodeURIComponent(socialUrl)}`, { ...http, signal });
      if (res.status === 404) return { kind: 'not_found' };
      if (res.status !== 200) throw errorForStatus(res, 'sandbox');
      return mapSandboxPerson(res.json);
    },
    async company(socialId, signal) {
      const res = await getJson(`${base}/v1/companies/${encodeURIComponent(socialId)}`, { ...http, signal });
      if (res.status === 404) return null;
      if (res.status !== 200) throw errorForStatus(res, 'sandbox');
      return mapSandboxCompany(res.json);
    },
    async close() {
      await dispatcher.close();
    },
  };
}
