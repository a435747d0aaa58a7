import { Router } from 'express';
import { z } from 'zod';

import { lookupProfileOrOverlay } from '../world/finder/finder-world';
import { parseProfileRef } from '../world/people-store';
import type { SandboxWorld } from '../world/world';
import { HttpError } from './errors';
import { toProviderCompany, toProviderPerson } from './serialize';
import { parseOr400 } from './validation';

const lookupQuery = z.object({
  profile: z.string({ error: 'profile is required: a profile URL, slug or ACo id' }).trim().min(1).max(2048),
});

/** Provider API routes (mounted under /v1 behind the provider guard). */
export function providerRouter(world: SandboxWorld): Router {
  const router = Router();

  router.get('/people/lookup', (req, res) => {
    const { profile } = parseOr400(lookupQuery, req.query, 'query');
    if (!parseProfileRef(profile)) {
      throw new HttpError(400, 'validation_error', 'profile must be a profile URL (https://www.linkedin.com/in/<slug>), a slug or an ACo id');
    }
    const person = lookupProfileOrOverlay(world, profile);
    if (!person) throw new HttpError(404, 'not_found', 'No profile found for this reference');
    res.json(toProviderPerson(person, world.today));
  });

  router.get('/companies/:social_id', (req, res) => {
    const company = world.getCompanyBySocialId(req.params.social_id);
    if (!company) throw new HttpError(404, 'not_found', `No company with social id "${req.params.social_id}"`);
    res.json(toProviderCompany(company));
  });

  return router;
}
