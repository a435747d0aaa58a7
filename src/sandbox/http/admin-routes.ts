import { Router } from 'express';
import { z } from 'zod';

import { parseDay } from '../world/dates';
import { MAX_COMPANY_NAME_LENGTH, MAX_TITLE_LENGTH } from '../world/explicit-change';
import { CHANGE_TYPES } from '../world/types';
import { MAX_ADVANCE_DAYS, type SandboxWorld } from '../world/world';
import type { WorldJournal } from '../world-journal';
import { HttpError } from './errors';
import { faultPatchSchema, type FaultState } from './faults';
import type { TokenBucketLimiter } from './rate-limiter';
import type { SandboxStats } from './stats';
import { parseOr400 } from './validation';

export const MAX_PAGE_SIZE = 1000;

const pageQuery = z.object({
  limit: z.coerce.number().int().min(0).max(MAX_PAGE_SIZE).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** The changes that take a `company`: a company, a side project's or a school's name, or an acquirer. */
const COMPANY_CHANGE_TYPES: readonly string[] = ['move', 'add_side_role', 'side_project', 'back_to_school', 'subsidiary_move', 'acquired'];

const changeBody = z
  .strictObject({
    type: z.enum(CHANGE_TYPES),
    company: z.string().trim().min(1).max(MAX_COMPANY_NAME_LENGTH).optional(),
    title: z.string().trim().min(1).max(MAX_TITLE_LENGTH).optional(),
  })
  .refine((b) => b.company === undefined || COMPANY_CHANGE_TYPES.includes(b.type), {
    message: `"company" is only allowed for ${COMPANY_CHANGE_TYPES.join(', ')}`,
    path: ['company'],
  })
  .refine((b) => b.title === undefined || !['leave', 'delete', 'return', 'acquired'].includes(b.type), {
    message: '"title" is not allowed for leave, delete, return or acquired',
    path: ['title'],
  });

const companyChangeBody = z.strictObject({
  type: z.literal('merge_company'),
  name: z.string().trim().min(1).max(MAX_COMPANY_NAME_LENGTH).optional(),
});

const clockBody = z.strictObject({ advance_days: z.int().min(1).max(MAX_ADVANCE_DAYS) });

export interface AdminDeps {
  world: SandboxWorld;
  faults: FaultState;
  limiter: TokenBucketLimiter;
  stats: SandboxStats;
  /** The service beside this sandbox uses a real provider: its clock is the wall clock, so this one must not move. */
  clockLocked?: boolean;
  /** Where the world's changes are saved for the next start (src/sandbox/world-journal.ts); none: they are not. */
  journal?: Pick<WorldJournal, 'record' | 'saveFaults'>;
}

/** GET /admin/clock: the world's day, its first day, the days it was advanced (the service's test clock follows them). */
function clockView(world: SandboxWorld, locked: boolean) {
  return { now: world.now, start_date: world.startDate, advanced_days: world.today - parseDay(world.startDate), locked };
}

/** Admin API (mounted under /admin, no auth, not counted in stats). */
export function adminRouter({ world, faults, limiter, stats, clockLocked = false, journal }: AdminDeps): Router {
  const router = Router();

  router.get('/people', (req, res) => {
    const { limit, offset } = parseOr400(pageQuery, req.query, 'query');
    res.json(world.listPeople({ limit, offset }));
  });

  router.get('/people/:id', (req, res) => {
    const person = world.getPerson(req.params.id);
    if (!person) throw new HttpError(404, 'not_found', `No person with id "${req.params.id}"`);
    res.json(person);
  });

  router.post('/people/:id/change', (req, res) => {
    if (!world.getPerson(req.params.id)) throw new HttpError(404, 'not_found', `No person with id "${req.params.id}"`);
    const change = parseOr400(changeBody, req.body);
    const person = world.applyChange(req.params.id, change);
    journal?.record({ op: 'person_change', person_id: req.params.id, change });
    res.json(person);
  });

  router.get('/companies/:id', (req, res) => {
    const company = world.getCompany(req.params.id) ?? world.getCompanyBySocialId(req.params.id);
    if (!company) throw new HttpError(404, 'not_found', `No company "${req.params.id}"`);
    res.json(company);
  });

  router.post('/companies/:id/change', (req, res) => {
    const { name } = parseOr400(companyChangeBody, req.body);
    const company = world.mergeCompany(req.params.id, { name });
    journal?.record({ op: 'company_change', company: req.params.id, ...(name === undefined ? {} : { name }) });
    res.json(company);
  });

  router.get('/clock', (_req, res) => {
    res.json(clockView(world, clockLocked));
  });

  router.post('/clock', (req, res) => {
    if (clockLocked) {
      throw new HttpError(
        409,
        'clock_locked',
        'The service beside this sandbox uses a real provider (PROFILE_SOURCE is not sandbox), so its clock is the wall clock: this clock cannot move',
      );
    }
    const { advance_days } = parseOr400(clockBody, req.body);
    const advanced = world.advance(advance_days);
    journal?.record({ op: 'advance', days: advance_days });
    res.json({ ...advanced, ...clockView(world, clockLocked) });
  });

  router.get('/faults', (_req, res) => {
    res.json(faults.config);
  });

  router.post('/faults', (req, res) => {
    const patch = parseOr400(faultPatchSchema, req.body ?? {});
    const before = faults.config.rate_limit_per_s;
    const config = faults.update(patch);
    if (config.rate_limit_per_s !== before) limiter.reset();
    journal?.saveFaults(config);
    res.json(config);
  });

  router.delete('/faults', (_req, res) => {
    limiter.reset();
    const config = faults.reset();
    journal?.saveFaults(config);
    res.json(config);
  });

  router.get('/stats', (_req, res) => {
    res.json(stats.snapshot());
  });

  router.delete('/stats', (_req, res) => {
    stats.reset();
    res.json(stats.snapshot());
  });

  return router;
}
