import { defineEntity, p } from '@mikro-orm/core';

import { REFRESH_CADENCES, WORKSPACE_STATUSES, WRITEBACK_MODES } from '../../domain/vocabulary';

export const Workspace = defineEntity({
  name: 'Workspace',
  tableName: 'workspaces',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    name: p.text(),
    slug: p.text().unique(),
    status: p.enum([...WORKSPACE_STATUSES]).default('active'),
    price_per_check_cents: p.integer().default(10),
    created_at: p.datetime().defaultRaw('now()'),
    updated_at: p.datetime().defaultRaw('now()').onUpdate(() => new Date()),
  },
});

export const WorkspaceSettings = defineEntity({
  name: 'WorkspaceSettings',
  tableName: 'workspace_settings',
  properties: {
    workspace_id: p.uuid().primary(),
    refresh_cadence: p.enum([...REFRESH_CADENCES]).default('weekly'),
    refresh_day: p.integer().default(1),
    timezone: p.text().default('UTC'),
    next_refresh_at: p.datetime().nullable(),
    track_promotions: p.boolean().default(true),
    chat_channel_alerts: p.boolean().default(false),
    chat_dm_owners: p.boolean().default(false),
    alert_play_types: p.array().default(['direct', 'referral', 'churn_risk']),
    crm_writeback_enabled: p.boolean().default(false),
    crm_writeback_mode: p.enum([...WRITEBACK_MODES]).default('update_existing'),
    crm_writeback_play_types: p.array().default(['direct', 'referral', 'watch', 'promotion']),
    find_profiles: p.boolean().default(false),
    find_emails: p.boolean().default(false),
    refresh_strategy: p.enum(['cadence', 'adaptive'] as const).default('cadence'),
    monthly_credit_budget: p.integer().nullable(),
    updated_at: p.datetime().defaultRaw('now()').onUpdate(() => new Date()),
  },
});
