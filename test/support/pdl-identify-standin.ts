/**
 * A stand-in for People Data Labs' Person Identify API on 127.0.0.1:0, speaking its wire
 * format: `GET /v5/person/identify?first_name=&last_name=&company=…`, key in `X-Api-Key`
 * (or `api_key`), 200 `{ status, matches: [{ data, match_score, matched_on }] }`, 404 when
 * nothing matches, 401 bodies shaped like PDL's, and injectable 429 / 402 / 5xx answers.
 */

import express, { type Request, type Response } from 'express';

import { listenOnLoopback } from './listen';

export const PDL_IDENTIFY_KEY = 'pdl_identify_key';

export interface PdlIdentifyRecord {
  full_name: string;
  first_name: string;
  last_name: string;
  headline: string | null;
  job_title: string | null;
  job_company_name: string | null;
  location_name: string | null;
  linkedin_url: string | null;
  /** Former employers' names (lower score when the query names one). */
  past_companies: string[];
}

export const PDL_IDENTIFY_PEOPLE: PdlIdentifyRecord[] = [
  {
    full_name: 'Sean Thorne',
    first_name: 'Sean',
    last_name: 'Thorne',
    headline: 'Co-founder & CEO at People Data Labs',
    job_title: 'Chief Executive Officer',
    job_company_name: 'People Data Labs',
    location_name: 'San Francisco, California, United States',
    linkedin_url: 'linkedin.com/in/seanthorne',
    past_companies: ['Hallspot'],
  },
  {
    full_name: 'Sean Thorne',
    first_name: 'Sean',
    last_name: 'Thorne',
    headline: 'Carpenter',
    job_title: 'Carpenter',
    job_company_name: 'Thorne Woodworks',
    location_name: 'Leeds, England, United Kingdom',
    linkedin_url: 'linkedin.com/in/sean-thorne-woodworks',
    past_companies: [],
  },
  {
    full_name: 'Sean Thorne',
    first_name: 'Sean',
    last_name: 'Thorne',
    headline: null,
    job_title: null,
    job_company_name: null,
    location_name: null,
    linkedin_url: null,
    past_companies: [],
  },
];

export interface PdlIdentifyStandin {
  url: string;
  stats: { requests: number; identify: number; lastQuery: Record<string, string> };
  inject(status: number, options?: { times?: number; retryAfter?: string }): void;
  clearFaults(): void;
  close(): Promise<void>;
}

const errorBody = (status: number, type: string, message: string): object => ({ status, error: { type, message } });
const lower = (s: string | null | undefined): string => (s ?? '').trim().toLowerCase();

function score(r: PdlIdentifyRecord, q: Record<string, string>): { match_score: number; matched_on: string[] } {
  const matched_on = ['name'];
  let s = 40;
  if (q.company && lower(q.company) === lower(r.job_company_name)) {
    s += 52;
    matched_on.unshift('company');
  } else if (q.company && r.past_companies.some((c) => lower(c) === lower(q.company))) {
    s += 30;
    matched_on.unshift('company');
  }
  if (q.location && lower(r.location_name).includes(lower(q.location))) {
    s += 5;
    matched_on.push('location');
  }
  return { match_score: Math.min(99, s), matched_on };
}

export async function startPdlIdentifyStandin(options: { apiKey?: string; people?: PdlIdentifyRecord[] } = {}): Promise<PdlIdentifyStandin> {
  const apiKey = options.apiKey ?? PDL_IDENTIFY_KEY;
  const people = options.people ?? PDL_IDENTIFY_PEOPLE;
  const stats = { requests: 0, identify: 0, lastQuery: {} as Record<string, string> };
  let fault: { status: number; times: number; retryAfter?: string } | undefined;

  const app = express();
  app.disable('x-powered-by');
  const guard = (req: Request, res: Response): boolean => {
    stats.requests += 1;
    const key = req.get('x-api-key') ?? (typeof req.query.api_key === 'string' ? req.query.api_key : undefined);
    if (key !== apiKey) {
      res.status(401).json(errorBody(401, 'authentication_error', 'Invalid or missing API key'));
      return false;
    }
    if (fault && fault.times > 0) {
      fault.times -= 1;
      if (fault.retryAfter) res.setHeader('Retry-After', fault.retryAfter);
      const type = fault.status === 402 ? 'payment_required' : fault.status === 429 ? 'rate_limit_error' : 'internal_error';
      res.status(fault.status).json(errorBody(fault.status, type, `injected ${fault.status}`));
      return false;
    }
    return true;
  };

  app.get('/v5/person/identify', (req, res) => {
    if (!guard(req, res)) return;
    stats.identify += 1;
    const q = Object.fromEntries(Object.entries(req.query).filter((e): e is [string, string] => typeof e[1] === 'string'));
    stats.lastQuery = q;
    if (!q.first_name && !q.name && !q.email && !q.profile) {
      return void res.status(400).json(errorBody(400, 'invalid_request_error', 'Request must contain at least one identifying field'));
    }
    const titlecase = q.titlecase === 'true';
    const matches = people
      .filter((p) => lower(p.first_name) === lower(q.first_name) && lower(p.last_name) === lower(q.last_name))
      .map((p) => {
        const { past_companies: _past, ...record } = p;
        const data = titlecase ? record : { ...record, full_name: lower(p.full_name), first_name: lower(p.first_name), last_name: lower(p.last_name) };
        return { data, ...score(p, q) };
      })
      .filter((m) => m.match_score > 5)
      .sort((a, b) => b.match_score - a.match_score);
    if (matches.length === 0) return void res.status(404).json(errorBody(404, 'not_found', 'No records were found matching your request'));
    res.json({ status: 200, matches });
  });

  app.use((_req, res) => void res.status(404).json(errorBody(404, 'not_found', 'unknown route')));

  const listening = await listenOnLoopback(app);
  return {
    url: listening.url,
    stats,
    inject(status, opts = {}) {
      fault = { status, times: opts.times ?? Number.POSITIVE_INFINITY, retryAfter: opts.retryAfter };
    },
    clearFaults() {
      fault = undefined;
    },
    close: listening.close,
  };
}
