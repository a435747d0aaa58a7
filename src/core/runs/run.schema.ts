import { z } from 'zod';

import { RUN_PAUSED_REASONS, runMachine, type RunStatus, statusesOf } from '../../../machines';
import { RUN_KINDS } from '../../domain/vocabulary';
import { NullableDateTime, PageQuerySchema } from '../../shared/schemas';

export const RunTotalsSchema = z.object({
  items: z.number().int(),
  processed: z.number().int(),
  moved: z.number().int(),
  promoted: z.number().int(),
  left: z.number().int().meta({ description: 'left changes confirmed by their second look (added when it commits, possibly after the run completed)' }),
  not_found: z.number().int().meta({
    description: 'profiles not found: confirmed profile_not_found changes (added at their second look) and checks of profiles already not found',
  }),
  unknown: z.number().int(),
  plays_created: z.number().int(),
  credits_charged: z.number().int(),
});
export type RunTotals = z.infer<typeof RunTotalsSchema>;

export const RunSchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    kind: z.enum(RUN_KINDS),
    status: z.enum(statusesOf<RunStatus>(runMachine)),
    paused_reason: z.enum(RUN_PAUSED_REASONS).nullable(),
    resume_after: NullableDateTime,
    created_at: NullableDateTime,
    started_at: NullableDateTime,
    finished_at: NullableDateTime,
    totals: RunTotalsSchema.meta({ description: 'updated while the run proceeds' }),
    warnings: z.array(z.string()),
    error: z.string().nullable(),
  })
  .meta({ id: 'Run' });
export type Run = z.infer<typeof RunSchema>;

export const RunEstimateSchema = z
  .object({
    profiles_due: z.number().int(),
    profiles_recently_checked: z.number().int().meta({ description: 'skipped: checked within 24 hours' }),
    profiles_total: z.number().int(),
    credits_needed: z.number().int(),
    credit_balance: z.number().int(),
    cost_cents: z.number().int(),
    sufficient_credits: z.boolean(),
  })
  .meta({ id: 'RunEstimate' });
export type RunEstimate = z.infer<typeof RunEstimateSchema>;

export const StartRunBodySchema = z
  .strictObject({
    force: z.boolean().optional().meta({ description: 're-check profiles fetched in the last 24 hours too (one credit each)' }),
  })
  .meta({ id: 'StartRun' });

export const RunListQuerySchema = PageQuerySchema;
