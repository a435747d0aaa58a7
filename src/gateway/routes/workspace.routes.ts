import { z } from 'zod';

import { getCredits } from '../../core/credits/credits.service';
import { CreditUsageQuerySchema, CreditUsageSchema, getCreditUsage } from '../../core/credits/usage';
import { getMe, MeSchema } from '../../core/me/me.service';
import { SettingsPatchSchema, SettingsSchema } from '../../core/settings/settings.schema';
import { getSettings, updateSettings } from '../../core/settings/settings.service';
import { creditsExample, meExample, settingsExample, settingsPatchExample } from '../examples/workspace.examples';
import { route } from '../route-table';

export const CreditsSchema = z
  .object({
    balance: z.number().int(),
    price_per_check_cents: z.number().int(),
    used_this_month: z.object({ checks: z.number().int(), emails: z.number().int(), total: z.number().int() }),
    tracked_profiles: z.number().int(),
    estimated_monthly_usage: z.number().int().meta({ description: 'credits per month at current cadence and size' }),
    buy_url: z.string(),
  })
  .meta({ id: 'Credits' });

export const workspaceRoutes = [
  route({
    method: 'get',
    path: '/me',
    operationId: 'getMe',
    summary: 'The workspace, how this request authenticated, credits and the next refresh',
    tag: 'Workspace',
    responses: { 200: { description: 'The workspace', schema: MeSchema, example: meExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await getMe(services, caller) }),
  }),
  route({
    method: 'get',
    path: '/credits',
    operationId: 'getCredits',
    summary: 'Credit balance, this month\'s usage and the monthly estimate',
    tag: 'Workspace',
    responses: { 200: { description: 'Credits', schema: CreditsSchema, example: creditsExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await getCredits(services, caller.workspaceId) }),
  }),
  route({
    method: 'get',
    path: '/credits/usage',
    operationId: 'getCreditUsage',
    summary: 'Credits spent per day (checks, emails) for the usage chart (extension)',
    description: 'Extension. One entry per day in the workspace timezone, oldest first, today last, days without spending as zeros.',
    tag: 'Workspace',
    query: CreditUsageQuerySchema,
    examples: { query: { days: 3 } },
    responses: {
      200: {
        description: 'Usage per day',
        schema: CreditUsageSchema,
        example: {
          timezone: 'Europe/Berlin',
          days: [
            { day: '2026-02-28', checks: 0, emails: 0 },
            { day: '2026-03-01', checks: 412, emails: 9 },
            { day: '2026-03-02', checks: 37, emails: 2 },
          ],
        },
      },
    },
    handler: async ({ services, caller, query }) => ({ status: 200, body: await getCreditUsage(services, caller.workspaceId, query.days) }),
  }),
  route({
    method: 'get',
    path: '/settings',
    operationId: 'getSettings',
    summary: 'Workspace settings',
    tag: 'Workspace',
    responses: { 200: { description: 'Settings', schema: SettingsSchema, example: settingsExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await getSettings(services, caller.workspaceId) }),
  }),
  route({
    method: 'patch',
    path: '/settings',
    operationId: 'updateSettings',
    summary: 'Change settings; next_refresh_at is recomputed',
    description:
      'refresh_day is an ISO weekday 1-7 for weekly/biweekly cadences and a day of month 1-28 otherwise. ' +
      'Scheduled runs start at 06:00 in the workspace timezone. Extensions: `refresh_strategy` `adaptive` plans a scheduled ' +
      'run every day at 06:00 (next_refresh_at is then the next planning) instead of checking everyone on the cadence\'s day; ' +
      '`monthly_credit_budget` caps the check credits of a calendar month (null: no cap).',
    tag: 'Workspace',
    body: SettingsPatchSchema,
    examples: { body: settingsPatchExample },
    responses: {
      200: {
        description: 'The updated settings',
        schema: SettingsSchema,
        example: { ...settingsExample, ...settingsPatchExample, next_refresh_at: '2026-03-15T05:00:00.000Z' },
      },
    },
    handler: async ({ services, caller, body }) => ({
      status: 200,
      body: await updateSettings(services, caller.workspaceId, body),
    }),
  }),
];
