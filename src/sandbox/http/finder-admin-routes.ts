/**
 * Admin truth for people search and email finding (mounted under /admin, no auth, not
 * counted): every address a person has had, the namesake overlay and its groups, and
 * each company's email pattern and mail policy. Tests check a finder against these.
 */
import { Router } from 'express';
import { z } from 'zod';

import { nameKeys, sameName } from '../../domain/names/name-match';
import { EmailWorld, finderFor, MAIL_POLICIES } from '../world/finder';
import { emailPattern, mailPolicy } from '../world/finder/email-world';
import type { FinderPerson } from '../world/finder/types';
import type { SandboxWorld } from '../world/world';
import { HttpError } from './errors';
import { parseOr400 } from './validation';

const page = {
  limit: z.coerce.number().int().min(0).max(1000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
};
const pageQuery = z.object(page);
const domainsQuery = z.object({ ...page, policy: z.enum(MAIL_POLICIES).optional() });

function summary(p: FinderPerson): object {
  const current = p.positions.find((x) => x.is_current);
  return { id: p.id, social_url: p.social_url, first_name: p.first_name, last_name: p.last_name, company: current?.company ?? null, overlay: p.overlay, namesake_of: p.namesake_of };
}

export function finderAdminRouter(world: SandboxWorld): Router {
  const router = Router();

  router.get('/people/:id/emails', (req, res) => {
    const finder = finderFor(world);
    const person = finder.person(req.params.id);
    if (!person) throw new HttpError(404, 'not_found', `No findable person with id "${req.params.id}"`);
    res.json({ person_id: person.id, emails: new EmailWorld(finder).addressesOf(person) });
  });

  router.get('/finder/people/:id', (req, res) => {
    const person = finderFor(world).person(req.params.id);
    if (!person) throw new HttpError(404, 'not_found', `No findable person with id "${req.params.id}"`);
    res.json(person);
  });

  router.get('/finder/overlay', (req, res) => {
    const { limit, offset } = parseOr400(pageQuery, req.query, 'query');
    const people = finderFor(world).overlayPeople;
    res.json({ data: people.slice(offset, offset + limit), total: people.length });
  });

  router.get('/finder/namesakes', (req, res) => {
    const { limit, offset } = parseOr400(pageQuery, req.query, 'query');
    const finder = finderFor(world);
    const groups = new Map<string, FinderPerson[]>();
    const grouped = new Set<string>();
    for (const p of finder.overlayPeople) {
      if (grouped.has(p.id)) continue;
      const members = finder.byLastName(p.last_name).filter((q) => sameName(q.first_name, p.first_name));
      if (members.length < 2) continue;
      for (const m of members) grouped.add(m.id);
      groups.set(`${nameKeys(p.first_name)[0]} ${nameKeys(p.last_name)[0]}`, members);
    }
    const all = [...groups.entries()].map(([key, members]) => ({ key, people: members.map(summary) }));
    res.json({ data: all.slice(offset, offset + limit), total: all.length });
  });

  router.get('/finder/domains', (req, res) => {
    const { limit, offset, policy } = parseOr400(domainsQuery, req.query, 'query');
    const all = world
      .companies()
      .map((c) => ({ company_id: c.id, company: c.name, domain: c.domain, pattern: emailPattern(world.seed, c), policy: mailPolicy(world.seed, c) }))
      .filter((d) => policy === undefined || d.policy === policy);
    res.json({ data: all.slice(offset, offset + limit), total: all.length });
  });

  return router;
}
