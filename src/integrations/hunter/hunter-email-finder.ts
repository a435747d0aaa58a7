/**
 * Email finding through Hunter's API v2, key in the `api_key` query parameter:
 * - `GET {base}/v2/email-finder?domain=&first_name=&last_name=` → `{ data: { email, score,
 *   accept_all, verification: { date, status } ... } }`; a null `email` or a 404 is not found.
 * - `GET {base}/v2/email-verifier?email=` → `{ data: { status, result, score, accept_all ... } }`;
 *   202 (verification still running) and 222 (the mail server did not answer in time)
 *   are transient: `outage`, to be retried.
 * Hunter statuses map to the port's: valid → valid, accept_all → risky, invalid and
 * disposable → invalid, webmail and unknown → unknown (a webmail address is no work
 * address we can vouch for). An unverified finder result (status null) is unknown.
 */
import { Agent } from 'undici';
import { z } from 'zod';

import type { EmailFinder } from '../../checker/ports/email-finder';
import { ProviderError } from '../../checker/ports/provider-error';
import type { EmailStatus } from '../../domain/finder/email-status';
import { getJson } from '../http/http-json';
import { hunterError } from './hunter-errors';

export const HUNTER_DEFAULT_BASE_URL = 'https://api.hunter.io';
export const HUNTER_STATUSES = ['valid', 'invalid', 'accept_all', 'webmail', 'disposable', 'unknown'] as const;
export type HunterStatus = (typeof HUNTER_STATUSES)[number];

const STATUS_MAP: Record<HunterStatus, EmailStatus> = {
  valid: 'valid',
  accept_all: 'risky',
  invalid: 'invalid',
  disposable: 'invalid',
  webmail: 'unknown',
  unknown: 'unknown',
};

export function mapHunterStatus(status: HunterStatus | null | undefined): EmailStatus {
  return status ? STATUS_MAP[status] : 'unknown';
}

export interface HunterEmailFinderOptions {
  apiKey: string;
  baseUrl?: string;
  connections?: number;
  timeoutMs?: number;
}

const finderSchema = z.object({
  data: z.object({
    email: z.string().nullish(),
    score: z.number().nullish(),
    accept_all: z.boolean().nullish(),
    verification: z.object({ status: z.enum(HUNTER_STATUSES).nullish() }).nullish(),
  }),
});
const verifierSchema = z.object({ data: z.object({ status: z.enum(HUNTER_STATUSES), accept_all: z.boolean().nullish() }) });

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError('outage', 'Hunter sent an answer in an unexpected shape', 200);
  return parsed.data;
}

export function createHunterEmailFinder(options: HunterEmailFinderOptions): EmailFinder {
  const base = (options.baseUrl ?? HUNTER_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const dispatcher = new Agent({ connections: options.connections ?? 4, keepAliveTimeout: 30_000 });
  const http = { headers: { accept: 'application/json' }, dispatcher, timeoutMs: options.timeoutMs ?? 20_000 };
  const url = (path: string, params: Record<string, string>): string => `${base}${path}?${new URLSearchParams({ ...params, api_key: options.apiKey })}`;
  return {
    async find(firstName, lastName, domain, signal) {
      const res = await getJson(url('/v2/email-finder', { domain, first_name: firstName, last_name: lastName }), { ...http, signal });
      if (res.status === 404) return null;
      if (res.status !== 200) throw hunterError(res);
      const { data } = parse(finderSchema, res.json);
      if (!data.email) return null;
      const status = data.verification?.status ?? (data.accept_all ? 'accept_all' : null);
      return { email: data.email.toLowerCase(), score: data.score ?? 0, status: mapHunterStatus(status) };
    },
    async verify(email, signal) {
      const res = await getJson(url('/v2/email-verifier', { email }), { ...http, signal });
      if (res.status === 202 || res.status === 222) {
        throw new ProviderError('outage', `Hunter has not finished verifying (HTTP ${res.status})`, res.status);
      }
      if (res.status !== 200) throw hunterError(res);
      return mapHunterStatus(parse(verifierSchema, res.json).data.status);
    },
    async close() {
      await dispatcher.close();
    },
  };
}
