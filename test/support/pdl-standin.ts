/**
 * A stand-in for People Data Labs' v5 enrichment API on 127.0.0.1:0, speaking its wire
 * format: `GET /v5/person/enrich?profile=…` and `GET /v5/company/enrich?profile=…`
 * (or `pdl_id`), key in `X-Api-Key` (or `api_key`), 200 / 404 / 401 bodies shaped like
 * PDL's, and injectable 429 / 402 / 5xx answers.
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

export interface PdlFault {
  status: number;
  /** How many requests get it; Infinity = until cleared. */
  times: number;
  retryAfter?: string;
}

export interface PdlStandin {
  url: string;
  stats: { requests: number; person: number; company: number };
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

export async function startPdlStandin(options: { apiKey?: string; people?: PdlPerson[]; companies?: PdlCompany[] } = {}): Promise<PdlStandin> {
  const apiKey = options.apiKey ?? PDL_STANDIN_KEY;
  const people = new Map((options.people ?? PDL_PEOPLE).map((p) => [profileKey(p.linkedin_url), p]));
  const companies = options.companies ?? PDL_COMPANIES;
  const stats = { requests: 0, person: 0, company: 0 };
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
