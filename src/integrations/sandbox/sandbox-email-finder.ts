/**
 * Email finding through the sandbox provider API (docs/sandbox-finding.md):
 * `GET {base}/v1/emails/find?first_name=&last_name=&domain=` (404 = not found) and
 * `GET {base}/v1/emails/verify?email=`, bearer key. Statuses are already the port's.
 */
import { Agent } from 'undici';
import { z } from 'zod';

import { type EmailFinder } from '../../checker/ports/email-finder';
import { ProviderError } from '../../checker/ports/provider-error';
import { EMAIL_STATUSES } from '../../domain/finder/email-status';
import { errorForStatus, getJson } from '../http/http-json';

export interface SandboxEmailFinderOptions {
  baseUrl: string;
  apiKey: string;
  connections?: number;
  timeoutMs?: number;
}

const foundSchema = z.object({ email: z.string(), score: z.number(), status: z.enum(EMAIL_STATUSES) });
const verdictSchema = z.object({ status: z.enum(EMAIL_STATUSES) });

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError('outage', 'sandbox sent an email answer in an unexpected shape', 200);
  return parsed.data;
}

export function createSandboxEmailFinder(options: SandboxEmailFinderOptions): EmailFinder {
  const base = options.baseUrl.replace(/\/+$/, '');
  const dispatcher = new Agent({ connections: options.connections ?? 8, keepAliveTimeout: 30_000 });
  const http = { headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' }, dispatcher, timeoutMs: options.timeoutMs ?? 10_000 };
  return {
    async find(firstName, lastName, domain, signal) {
      const query = new URLSearchParams({ first_name: firstName, last_name: lastName, domain });
      const res = await getJson(`${base}/v1/emails/find?${query}`, { ...http, signal });
      if (res.status === 404) return null;
      if (res.status !== 200) throw errorForStatus(res, 'sandbox');
      return parse(foundSchema, res.json);
    },
    async verify(email, signal) {
      const res = await getJson(`${base}/v1/emails/verify?${new URLSearchParams({ email })}`, { ...http, signal });
      if (res.status !== 200) throw errorForStatus(res, 'sandbox');
      return parse(verdictSchema, res.json).status;
    },
    async close() {
      await dispatcher.close();
    },
  };
}
