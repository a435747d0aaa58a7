/**
 * The people-data part of the provider API (mounted under /v1 behind the provider
 * guard, so the API key, rate limit and faults apply): people search, work-email
 * finder and email verifier. docs/sandbox-finding.md describes the wire format.
 */
import { Router } from 'express';
import { z } from 'zod';

import { EmailWorld, finderFor, type SearchCandidate, searchPeople } from '../world/finder';
import { MAX_RESULTS } from '../world/finder/search';
import type { SandboxWorld } from '../world/world';
import { HttpError } from './errors';
import { parseOr400 } from './validation';

const text = (max: number) => z.string().trim().min(1).max(max);

const searchQuery = z
  .object({
    first_name: text(100),
    last_name: text(100),
    company: text(200).optional(),
    email: z.email().max(320).optional(),
    title: text(200).optional(),
    location: text(200).optional(),
    limit: z.coerce.number().int().min(1).max(MAX_RESULTS).default(10),
  })
  .refine((q) => q.company !== undefined || q.email !== undefined, { message: 'company or email is required', path: ['company'] });

const findQuery = z.object({
  first_name: text(100),
  last_name: text(100),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'domain must be a host name such as acme.com'),
});

const verifyQuery = z.object({ email: z.email().max(320) });

export function toSearchResult(c: SearchCandidate): object {
  const p = c.person;
  const current = p.positions.find((x) => x.is_current);
  return {
    id: p.id,
    social_url: p.social_url,
    first_name: p.first_name,
    last_name: p.last_name,
    name: `${p.first_name} ${p.last_name}`,
    headline: p.headline,
    company: current?.company ?? null,
    company_domain: current?.domain ?? null,
    title: current?.title ?? null,
    location: [p.city, p.country].filter((x) => x !== '').join(', '),
    score: c.score,
    matched_on: c.matched_on,
  };
}

export function finderRouter(world: SandboxWorld): Router {
  const router = Router();
  const emails = (): EmailWorld => new EmailWorld(finderFor(world));

  router.get('/people/search', (req, res) => {
    const query = parseOr400(searchQuery, req.query, 'query');
    const data = searchPeople(finderFor(world), emails(), query).map(toSearchResult);
    res.json({ data, total: data.length });
  });

  router.get('/emails/find', (req, res) => {
    const { first_name, last_name, domain } = parseOr400(findQuery, req.query, 'query');
    const found = emails().find(first_name, last_name, domain);
    if (!found) throw new HttpError(404, 'not_found', 'No email address found for this person at this domain');
    res.json({ email: found.email, score: found.score, status: found.status, domain });
  });

  router.get('/emails/verify', (req, res) => {
    const { email } = parseOr400(verifyQuery, req.query, 'query');
    const verdict = emails().verify(email);
    res.json({ email: verdict.email, status: verdict.status, reason: verdict.reason });
  });

  return router;
}
