import { z } from 'zod';

import { RUN_PAUSED_REASONS, runMachine, type RunStatus, statusesOf } from '../../../machines';
import { REFRESH_STRATEGIES, RUN_KINDS } from '../../domain/vocabulary';
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
    second_looks_pending: z.number().int().meta({
      description:
        'Extension: left and profile_not_found changes this run found that still wait for their confirming second look ' +
        '(due SECOND_LOOK_AFTER_MS after the check, on the service clock); totals.left and totals.not_found count them once ' +
        'confirmed, possibly after the run completed. 0 when nothing is held.',
    }),
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
    refresh_strategy: z.enum(REFRESH_STRATEGIES).meta({ description: 'Extension: the workspace\'s refresh strategy (see Settings)' }),
    monthly_credit_budget: z.number().int().nullable().meta({ description: 'Extension: check credits a month, null for no budget' }),
    budget_left: z.number().int().nullable().meta({
      description: 'Extension: what is left of this month\'s budget (null: no budget); a run pauses with client_credits when it is spent',
    }),
    within_budget: z.boolean().meta({ description: 'Extension: credits_needed fits in budget_left (true without a budget)' }),
    next_scheduled_at: NullableDateTime.meta({
      description: 'Extension: when the next scheduled run starts (the cadence\'s day, or tomorrow\'s planning when adaptive)',
    }),
    next_scheduled_checks: z.number().int().meta({
      description:
        'Extension: profiles the next scheduled run will check: every tracked profile under the cadence strategy, the ' +
        'planned checks (flags first, hazard ranking, the fairness floor, within the budget) under the adaptive one',
    }),
  })
  .meta({ id: 'RunEstimate' });
export type RunEstimate = z.infer<typeof RunEstimateSchema>;

export const StartRunBodySchema = z
  .strictObject({
    force: z.boolean().optional().meta({ description: 're-check profiles fetched in the last 24 hours too (one credit each)' }),
  })
  .meta({ id: 'StartRun' });

export const RunListQuerySchema = PageQuerySchema;
