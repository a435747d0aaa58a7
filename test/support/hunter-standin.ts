/**
 * A stand-in for Hunter's API v2 on 127.0.0.1:0, speaking its wire format:
 * `GET /v2/email-finder?domain=&first_name=&last_name=&api_key=` and
 * `GET /v2/email-verifier?email=&api_key=`, `{ data, meta }` bodies, errors as
 * `{ errors: [{ id, code, details }] }` (401 authentication_failed, 403 rate limit,
 * 429 usage limit), 202 while a verification is pending, and injectable answers.
 */

import express, { type Request, type Response } from 'express';

import { listenOnLoopback } from './listen';

export const HUNTER_STANDIN_KEY = 'hunter_test_key';

export interface HunterMailbox {
  first_name: string;
  last_name: string;
  domain: string;
  email: string;
  score: number;
  /** Hunter's verification status for the address. */
  status: 'valid' | 'invalid' | 'accept_all' | 'webmail' | 'disposable' | 'unknown';
}

export const HUNTER_MAILBOXES: HunterMailbox[] = [
  { first_name: 'Alexis', last_name: 'Ohanian', domain: 'reddit.com', email: 'alexis@reddit.com', score: 97, status: 'valid' },
  { first_name: 'Dana', last_name: 'Reyes', domain: 'catchall.example', email: 'dana.reyes@catchall.example', score: 71, status: 'accept_all' },
  { first_name: 'Pat', last_name: 'Quinn', domain: 'gmail.com', email: 'pat.quinn@gmail.com', score: 80, status: 'webmail' },
  { first_name: 'Old', last_name: 'Timer', domain: 'gone.example', email: 'old.timer@gone.example', score: 20, status: 'invalid' },
  { first_name: 'Tmp', last_name: 'User', domain: 'mailinator.com', email: 'tmp@mailinator.com', score: 10, status: 'disposable' },
];

export interface HunterAnswer {
  status: number;
  id?: string;
  details?: string;
  retryAfter?: string;
}

export interface HunterStandin {
  url: string;
  stats: { requests: number; finder: number; verifier: number };
  /** Answer the next `times` requests (after the key check) with `answer`. */
  inject(answer: HunterAnswer, times?: number): void;
  /** The next verifications of `email` answer 202 (pending) this many times. */
  pending(email: string, times: number): void;
  clearFaults(): void;
  close(): Promise<void>;
}

const errors = (code: number, id: string, details: string): object => ({ errors: [{ id, code, details }] });
const lower = (s: unknown): string => (typeof s === 'string' ? s.trim().toLowerCase() : '');

function verification(box: HunterMailbox): object {
  const result = box.status === 'valid' ? 'deliverable' : box.status === 'invalid' || box.status === 'disposable' ? 'undeliverable' : 'risky';
  return {
    status: box.status,
    result,
    score: box.score,
    email: box.email,
    regexp: true,
    gibberish: false,
    disposable: box.status === 'disposable',
    webmail: box.status === 'webmail',
    mx_records: true,
    smtp_server: true,
    smtp_check: box.status === 'valid',
    accept_all: box.status === 'accept_all',
    block: false,
    sources: [],
  };
}

export async function startHunterStandin(options: { apiKey?: string; mailboxes?: HunterMailbox[] } = {}): Promise<HunterStandin> {
  const apiKey = options.apiKey ?? HUNTER_STANDIN_KEY;
  const boxes = options.mailboxes ?? HUNTER_MAILBOXES;
  const stats = { requests: 0, finder: 0, verifier: 0 };
  let fault: (HunterAnswer & { times: number }) | undefined;
  const pendingCounts = new Map<string, number>();

  const app = express();
  app.disable('x-powered-by');
  const guard = (req: Request, res: Response): boolean => {
    stats.requests += 1;
    if (req.query.api_key !== apiKey) {
      res.status(401).json(errors(401, 'authentication_failed', 'No valid API key provided.'));
      return false;
    }
    if (fault && fault.times > 0) {
      fault.times -= 1;
      if (fault.retryAfter) res.setHeader('Retry-After', fault.retryAfter);
      res.status(fault.status).json(errors(fault.status, fault.id ?? 'injected', fault.details ?? `injected ${fault.status}`));
      return false;
    }
    return true;
  };

  app.get('/v2/email-finder', (req, res) => {
    if (!guard(req, res)) return;
    stats.finder += 1;
    const { domain, first_name, last_name } = req.query;
    if (!domain || !first_name || !last_name) return void res.status(400).json(errors(400, 'wrong_params', 'You are missing the domain, first_name or last_name parameter.'));
    const box = boxes.find((b) => lower(b.domain) === lower(domain) && lower(b.first_name) === lower(first_name) && lower(b.last_name) === lower(last_name));
    const data = {
      first_name,
      last_name,
      email: box?.email ?? null,
      score: box?.score ?? null,
      domain,
      accept_all: box?.status === 'accept_all',
      position: null,
      twitter: null,
      linkedin_url: null,
      phone_number: null,
      company: null,
      sources: [],
      verification: { date: box ? '2026-11-01' : null, status: box?.status ?? null },
    };
    res.json({ data, meta: { params: { first_name, last_name, full_name: null, domain, company: null, max_duration: null } } });
  });

  app.get('/v2/email-verifier', (req, res) => {
    if (!guard(req, res)) return;
    stats.verifier += 1;
    const email = lower(req.query.email);
    if (!email.includes('@')) return void res.status(400).json(errors(400, 'wrong_params', 'You are missing the email parameter.'));
    const left = pendingCounts.get(email) ?? 0;
    if (left > 0) {
      pendingCounts.set(email, left - 1);
      return void res.status(202).json({ data: { status: null, email }, meta: { params: { email } } });
    }
    const box = boxes.find((b) => b.email === email) ?? { first_name: '', last_name: '', domain: email.split('@')[1]!, email, score: 0, status: 'invalid' as const };
    res.json({ data: verification(box), meta: { params: { email } } });
  });

  app.use((_req, res) => void res.status(404).json(errors(404, 'route_not_found', 'unknown route')));

  const listening = await listenOnLoopback(app);
  return {
    url: listening.url,
    stats,
    inject(answer, times = Number.POSITIVE_INFINITY) {
      fault = { ...answer, times };
    },
    pending(email, times) {
      pendingCounts.set(email.toLowerCase(), times);
    },
    clearFaults() {
      fault = undefined;
      pendingCounts.clear();
    },
    close: listening.close,
  };
}
