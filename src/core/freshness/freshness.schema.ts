import { z } from 'zod';

import { CHECK_TRIGGERS } from '../../domain/vocabulary';
import { DateSchema, DateTimeSchema } from '../../shared/schemas';

const share = z.number().min(0).max(1).nullable();
const days = z.number().min(0).nullable();

const FreshnessFiguresSchema = z.object({
  changes: z.number().int().meta({ description: 'job changes (moved, promoted, left) detected in the window' }),
  p50_lag_days: days.meta({ description: 'median days from the change\'s start to its detection; null without changes' }),
  p90_lag_days: days.meta({ description: '90th percentile of the same' }),
  within_7_days: share.meta({ description: 'share of changes detected within 7 days of their start' }),
  within_30_days: share.meta({ description: 'share detected within 30 days' }),
  credits: z.number().int().meta({ description: 'check credits spent in the window (baseline checks excluded: they cannot find a change)' }),
  credits_per_change: z.number().min(0).nullable().meta({ description: 'credits / changes; null without changes' }),
});

export const FreshnessSchema = FreshnessFiguresSchema.extend({
  since: DateTimeSchema,
  until: DateTimeSchema,
  by_trigger: z
    .object(Object.fromEntries(CHECK_TRIGGERS.map((t) => [t, FreshnessFiguresSchema])) as Record<(typeof CHECK_TRIGGERS)[number], typeof FreshnessFiguresSchema>)
    .meta({ description: 'the same figures per trigger of the check that found the change (sweep, hazard, feed, signal)' }),
}).meta({ id: 'Freshness', description: 'Extension: how fresh the workspace\'s alerts are, and what they cost.' });
export type Freshness = z.infer<typeof FreshnessSchema>;
export type FreshnessFigures = z.infer<typeof FreshnessFiguresSchema>;

export const FreshnessQuerySchema = z.object({
  since: DateTimeSchema.optional().meta({ description: 'start of the window (changes detected after it); default 90 days ago' }),
});

export const CreditForecastSchema = z
  .object({
    days: z
      .array(
        z.object({
          date: DateSchema.meta({ description: 'a day of the month (workspace timezone), today first' }),
          checks: z.number().int().meta({ description: 'profile checks expected that day' }),
          credits: z.number().int().meta({ description: 'credits they cost (one per check)' }),
        }),
      )
      .meta({ description: 'each remaining day of the month, today included' }),
    spent: z.number().int().meta({ description: 'check credits already spent this month' }),
    projected_total: z.number().int().meta({ description: 'spent plus every remaining day\'s credits: the month\'s projected check spend' }),
    budget: z.number().int().nullable().meta({ description: 'monthly_credit_budget (null: none); work that would pass it pauses' }),
    refresh_strategy: z.enum(['cadence', 'adaptive']),
  })
  .meta({ id: 'CreditForecast', description: 'Extension: what the rest of the month will cost, day by day.' });
export type CreditForecast = z.infer<typeof CreditForecastSchema>;
