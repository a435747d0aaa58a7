import { z } from 'zod';

import { REFRESH_CADENCES, REFRESH_STRATEGIES, WRITEBACK_MODES } from '../../domain/vocabulary';
import { AlertPlayTypeSchema } from '../../shared/enums';
import { NullableDateTime } from '../../shared/schemas';

const cadence = z.enum(REFRESH_CADENCES);
const strategy = z.enum(REFRESH_STRATEGIES);
/** Check credits a month; null = no budget. */
export const MAX_MONTHLY_BUDGET = 100_000_000;
const budget = z.number().int().min(0).max(MAX_MONTHLY_BUDGET).nullable();
const STRATEGY_DOC =
  'Extension: `cadence` (default) checks every tracked profile on the cadence\'s day; `adaptive` plans each day\'s checks ' +
  '(signalled and feed-flagged profiles first, then a hazard ranking learned from this workspace\'s checks, nobody unchecked ' +
  'longer than twice the cadence, the month never above monthly_credit_budget) and runs them as that day\'s scheduled run';
const BUDGET_DOC =
  'Extension: check credits this workspace may spend in a calendar month (workspace timezone), null for no budget. Work that ' +
  'would exceed it pauses with paused_reason client_credits and a run.paused event';
const playTypes = z.array(AlertPlayTypeSchema).refine((a) => new Set(a).size === a.length, 'must not repeat a type');

export const SettingsSchema = z
  .object({
    name: z.string(),
    slug: z.string().meta({ description: 'read only' }),
    refresh_cadence: cadence,
    refresh_day: z.number().int().meta({ description: 'ISO weekday 1-7 for weekly/biweekly; day of month 1-28 otherwise' }),
    timezone: z.string().meta({ description: 'IANA timezone' }),
    next_refresh_at: NullableDateTime.meta({ description: 'read only; recomputed on each settings update' }),
    track_promotions: z.boolean(),
    chat_channel_alerts: z.boolean(),
    chat_dm_owners: z.boolean(),
    alert_play_types: z.array(AlertPlayTypeSchema),
    crm_writeback_enabled: z.boolean(),
    crm_writeback_mode: z.enum(WRITEBACK_MODES),
    crm_writeback_play_types: z.array(AlertPlayTypeSchema),
    find_profiles: z.boolean().meta({ description: 'Extension: the profile finder searches for contacts without a profile URL (off by default)' }),
    find_emails: z.boolean().meta({ description: 'Extension: the email finder looks up the work address at the new company when a play is created; one credit per address found and verified (off by default)' }),
    refresh_strategy: strategy.meta({ description: STRATEGY_DOC }),
    monthly_credit_budget: budget.meta({ description: BUDGET_DOC }),
  })
  .meta({ id: 'Settings' });

export const SettingsPatchSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(200).optional(),
    refresh_cadence: cadence.optional(),
    refresh_day: z.number().int().min(1).max(28).optional(),
    timezone: z.string().min(1).max(64).optional(),
    track_promotions: z.boolean().optional(),
    chat_channel_alerts: z.boolean().optional(),
    chat_dm_owners: z.boolean().optional(),
    alert_play_types: playTypes.optional(),
    crm_writeback_enabled: z.boolean().optional(),
    crm_writeback_mode: z.enum(WRITEBACK_MODES).optional(),
    crm_writeback_play_types: playTypes.optional(),
    find_profiles: z.boolean().optional(),
    find_emails: z.boolean().optional(),
    refresh_strategy: strategy.optional().meta({ description: STRATEGY_DOC }),
    monthly_credit_budget: budget.optional().meta({ description: BUDGET_DOC }),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'send at least one setting to change' })
  .meta({ id: 'SettingsPatch' });

export type Settings = z.infer<typeof SettingsSchema>;
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;
