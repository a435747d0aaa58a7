/**
 * A stand-in for People Data Labs' v5 API on 127.0.0.1:0, speaking its wire format:
 * enrichment (`GET /v5/person/enrich?profile=…`, `GET /v5/company/enrich?profile=…` or
 * `pdl_id`) and Person Identify (`GET /v5/person/identify?first_name=&last_name=&company=…`,
 * 200 `{ status, matches: [{ data, match_score, matched_on }] }`). Key in `X-Api-Key` (or
 * `api_key`), 200 / 404 / 401 bodies shaped like PDL's, and injectable 429 / 402 / 5xx answers
 * (on every endpoint, as PDL's account-wide limits and credits are).
 */

import express, { type Request, type Response } from 'express';

import { listenOnLoopback } from './listen';

export const PDL_STANDIN_KEY = 'pdl_test_key';

export interface PdlExperience {
  company: { name: string; linkedin_id?: string | null; linkedin_url?: string | null; website?: string | null } | null;
  title: { name: string | null } | null;
  start_date: string | null;
  end_date: string | null;
  is_primary: boolean;
}

export interface PdlPerson {
  first_name: string;
  last_name: string;
  full_name: string;
  headline?: string | null;
  job_title: string | null;
  job_company_name: string | null;
  job_company_linkedin_id?: string | null;
  job_start_date: string | null;
  experience: PdlExperience[];
  linkedin_url: string;
}

export interface PdlCompany {
  name: string;
  display_name?: string;
  website: string | null;
  industry: string | null;
  employee_count: number | null;
  size: string | null;
  location: { locality: string | null; region: string | null; country: string | null } | null;
  tags: string[] | null;
  summary: string | null;
  headline?: string | null;
  latest_funding_stage: string | null;
  linkedin_url: string | null;
  linkedin_id: string | null;
}

export const PDL_PEOPLE: PdlPerson[] = [
  {
    first_name: 'Sean',
    last_name: 'Thorne',
    full_name: 'Sean Thorne',
    headline: 'Co-founder & CEO at People Data Labs',
    job_title: 'Chief Executive Officer',
    job_company_name: 'People Data Labs',
    job_company_linkedin_id: '18170482',
    job_start_date: '2015-03',
    linkedin_url: 'linkedin.com/in/seanthorne',
    experience: [
      {
        company: { name: 'Hallspot', linkedin_id: '3116717', linkedin_url: 'linkedin.com/company/hallspot', website: 'hallspot.com' },
        title: { name: 'Co-Founder' },
        start_date: '2012',
        end_date: '2015-02',
        is_primary: false,
      },
      {
        company: { name: 'People Data Labs', linkedin_id: '18170482', linkedin_url: 'linkedin.com/company/peopledatalabs', website: 'peopledatalabs.com' },
        title: { name: 'Chief Executive Officer' },
        start_date: '2015-03',
        end_date: null,
        is_primary: true,
      },
    ],
  },
  {
    first_name: 'Ada',
    last_name: 'Quill',
    full_name: 'Ada Quill',
    headline: null,
    job_title: null,
    job_company_name: null,
    job_start_date: null,
    linkedin_url: 'linkedin.com/in/ada-quill-7f3e21',
    experience: [
      {
        company: { name: 'Northwind Traders', linkedin_id: null },
        title: { name: 'Account Executive' },
        start_date: '2019-06-15',
        end_date: '2023-01-31',
        is_primary: false,
      },
    ],
  },
];

export const PDL_COMPANIES: PdlCompany[] = [
  {
    name: 'people data labs',
    display_name: 'People Data Labs',
    website: 'peopledatalabs.com',
    industry: 'computer software',
    employee_count: 180,
    size: '51-200',
    location: { locality: 'san francisco', region: 'california', country: 'united states' },
    tags: ['data', 'apis', 'people data'],
    summary: 'People Data Labs builds people data.',
    headline: 'Data for developers',
    latest_funding_stage: 'series_b',
    linkedin_url: 'linkedin.com/company/peopledatalabs',
    linkedin_id: '18170482',
  },
];

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

export interface PdlFault {
  status: number;
  /** How many requests get it; Infinity = until cleared. */
  times: number;
  retryAfter?: string;
}

export interface PdlStandin {
  url: string;
  stats: { requests: number; person: number; company: number; identify: number; lastIdentifyQuery: Record<string, string> };
  /** Answer the next `times` requests (after the key check) with `status`. */
  inject(status: number, options?: { times?: number; retryAfter?: string }): void;
  clearFaults(): void;
  close(): Promise<void>;
}

/** `https://www.LinkedIn.com/in/x/` → `linkedin.com/in/x` (PDL's own form). */
function profileKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
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

/** Person Identify's answer: the records with this name, best match first (lower-cased unless `titlecase`). */
function identify(people: PdlIdentifyRecord[], q: Record<string, string>) {
  const titlecase = q.titlecase === 'true';
  return people
    .filter((p) => lower(p.first_name) === lower(q.first_name) && lower(p.last_name) === lower(q.last_name))
    .map((p) => {
      const { past_companies: _past, ...record } = p;
      const data = titlecase ? record : { ...record, full_name: lower(p.full_name), first_name: lower(p.first_name), last_name: lower(p.last_name) };
      return { data, ...score(p, q) };
    })
    .filter((m) => m.match_score > 5)
    .sort((a, b) => b.match_score - a.match_score);
}

export interface PdlStandinOptions {
  apiKey?: string;
  /** Whom person enrichment knows, by profile URL. */
  people?: PdlPerson[];
  companies?: PdlCompany[];
  /** Whom Person Identify finds, by name. */
  identifyPeople?: PdlIdentifyRecord[];
}

export async function startPdlStandin(options: PdlStandinOptions = {}): Promise<PdlStandin> {
  const apiKey = options.apiKey ?? PDL_STANDIN_KEY;
  const people = new Map((options.people ?? PDL_PEOPLE).map((p) => [profileKey(p.linkedin_url), p]));
  const companies = options.companies ?? PDL_COMPANIES;
  const identifyPeople = options.identifyPeople ?? PDL_IDENTIFY_PEOPLE;
  const stats = { requests: 0, person: 0, company: 0, identify: 0, lastIdentifyQuery: {} as Record<string, string> };
  let fault: PdlFault | undefined;

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
      const { status } = fault;
      if (fault.retryAfter) res.setHeader('Retry-After', fault.retryAfter);
      if (status === 429) res.setHeader('x-ratelimit-reset', JSON.stringify({ minute: new Date(Date.now() + 1000).toISOString() }));
      const type = status === 402 ? 'payment_required' : status === 429 ? 'rate_limit_error' : 'internal_error';
      res.status(status).json(errorBody(status, type, `injected ${status}`));
      return false;
    }
    return true;
  };

  app.get('/v5/person/enrich', (req, res) => {
    if (!guard(req, res)) return;
    stats.person += 1;
    const profile = typeof req.query.profile === 'string' ? req.query.profile : '';
    if (profile === '') return void res.status(400).json(errorBody(400, 'invalid_request_error', 'profile is required'));
    const person = people.get(profileKey(profile));
    if (!person) return void res.status(404).json(errorBody(404, 'not_found', 'No records were found matching your request'));
    const titlecase = req.query.titlecase === 'true';
    const data = titlecase ? person : { ...person, first_name: person.first_name.toLowerCase(), last_name: person.last_name.toLowerCase() };
    res.json({ status: 200, likelihood: 9, data });
  });

  app.get('/v5/company/enrich', (req, res) => {
    if (!guard(req, res)) return;
    stats.company += 1;
    const profile = typeof req.query.profile === 'string' ? profileKey(req.query.profile) : '';
    const pdlId = typeof req.query.pdl_id === 'string' ? req.query.pdl_id : '';
    const company = companies.find(
      (c) =>
        (profile !== '' && (profile === profileKey(c.linkedin_url ?? '') || profile === `linkedin.com/company/${c.linkedin_id}`)) ||
        (pdlId !== '' && pdlId === c.linkedin_id),
    );
    if (!company) return void res.status(404).json(errorBody(404, 'not_found', 'No records were found matching your request'));
    res.json({ status: 200, likelihood: 8, ...company });
  });

  app.get('/v5/person/identify', (req, res) => {
    if (!guard(req, res)) return;
    stats.identify += 1;
    const q = Object.fromEntries(Object.entries(req.query).filter((e): e is [string, string] => typeof e[1] === 'string'));
    stats.lastIdentifyQuery = q;
    if (!q.first_name && !q.name && !q.email && !q.profile) {
      return void res.status(400).json(errorBody(400, 'invalid_request_error', 'Request must contain at least one identifying field'));
    }
    const matches = identify(identifyPeople, q);
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
