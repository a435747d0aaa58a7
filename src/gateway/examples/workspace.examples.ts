import type { z } from 'zod';

import type { AccountIcpRules, ContactIcpRules, Icp, IcpUpdate } from '../../core/icp/icp.schema';
import type { IcpPreview } from '../../core/icp/icp-preview.schema';
import type { MeSchema } from '../../core/me/me.service';
import type { Run, RunEstimate } from '../../core/runs/run.schema';
import type { Settings, SettingsPatch } from '../../core/settings/settings.schema';
import type {
  Delivery,
  Webhook,
  WebhookCreate,
  WebhookCreated,
  WebhookPatch,
  WebhookTestResult,
} from '../../core/webhooks/webhook.schema';
import { EXAMPLE_IDS as ID } from './ids';

/** The workspace, its settings, ICP, runs and webhooks, as the API reference shows them. */

export const meExample: z.output<typeof MeSchema> = {
  workspace: { id: ID.workspace, name: 'Acme Sales', slug: 'acme-sales' },
  auth: { via: 'api_key', scopes: ['read', 'write'], user_id: null },
  credits: { balance: 4200, price_per_check_cents: 2 },
  next_refresh_at: '2026-03-09T06:00:00.000Z',
};

export const creditsExample = {
  balance: 4200,
  price_per_check_cents: 2,
  used_this_month: { checks: 1180, emails: 40, total: 1220 },
  tracked_profiles: 1190,
  estimated_monthly_usage: 5157,
  buy_url: 'https://billing.example.com/acme-sales',
};

export const settingsExample: Settings = {
  name: 'Acme Sales',
  slug: 'acme-sales',
  refresh_cadence: 'weekly',
  refresh_day: 1,
  timezone: 'America/Chicago',
  next_refresh_at: '2026-03-09T12:00:00.000Z',
  track_promotions: true,
  chat_channel_alerts: true,
  chat_dm_owners: false,
  alert_play_types: ['direct', 'referral', 'churn_risk'],
  crm_writeback_enabled: false,
  crm_writeback_mode: 'create_new',
  crm_writeback_play_types: ['direct'],
  find_profiles: true,
  find_emails: false,
  refresh_strategy: 'cadence',
  monthly_credit_budget: null,
};

export const settingsPatchExample: SettingsPatch = {
  refresh_cadence: 'monthly',
  refresh_day: 15,
  timezone: 'Europe/Berlin',
  chat_dm_owners: true,
  refresh_strategy: 'adaptive',
  monthly_credit_budget: 3000,
};

const accountRules: AccountIcpRules = {
  version: 1,
  unknown_policy: 'fail',
  industries: { any: ['Computer Software', 'Logistics and Supply Chain'] },
  employees: { min: 200, max: 5000 },
  hq: { countries: ['United States', 'Canada'] },
  exclude: { domains: ['competitor.example'], current_customers: false },
};

const contactRules: ContactIcpRules = {
  version: 1,
  title: { include: ['revenue operations', 'sales operations'], exclude: ['intern'] },
  seniority: ['vp', 'director'],
  functions: ['revops', 'sales'],
  min_tenure_months: 6,
};

export const icpUpdateExample: IcpUpdate = { account: accountRules, contact: contactRules };

export const icpExample: Icp = {
  account: { version: 3, rules: accountRules, updated_at: '2026-03-01T09:30:00.000Z' },
  contact: { version: 2, rules: contactRules, updated_at: '2026-03-01T09:30:00.000Z' },
};

export const icpPreviewExample: IcpPreview = {
  current_versions: { account: 3, contact: 2 },
  accounts: {
    total: 412,
    account_fit: { candidate: { fit: 180, no_fit: 201, unknown: 31 }, current: { fit: 152, no_fit: 229, unknown: 31 }, newly_fit: 30, no_longer_fit: 2 },
  },
  contacts: {
    total: 1190,
    account_fit: { candidate: { fit: 540, no_fit: 590, unknown: 60 }, current: { fit: 470, no_fit: 660, unknown: 60 }, newly_fit: 74, no_longer_fit: 4 },
    contact_fit: { candidate: { fit: 310, no_fit: 850, unknown: 30 }, current: { fit: 310, no_fit: 850, unknown: 30 }, newly_fit: 0, no_longer_fit: 0 },
    both: { candidate: { fit: 160, no_fit: 980, unknown: 50 }, current: { fit: 139, no_fit: 1001, unknown: 50 }, newly_fit: 23, no_longer_fit: 2 },
  },
};

const totals = { items: 1190, processed: 0, moved: 0, promoted: 0, left: 0, not_found: 0, unknown: 0, plays_created: 0, credits_charged: 0 };

export const runExample: Run = {
  id: ID.run,
  kind: 'manual',
  status: 'queued',
  paused_reason: null,
  resume_after: null,
  created_at: '2026-03-02T12:00:00.000Z',
  started_at: null,
  finished_at: null,
  totals,
  warnings: [],
  error: null,
  second_looks_pending: 0,
};

export const completedRunExample: Run = {
  ...runExample,
  kind: 'scheduled',
  status: 'completed',
  started_at: '2026-03-02T12:00:02.000Z',
  finished_at: '2026-03-02T12:04:41.000Z',
  totals: { ...totals, processed: 1190, moved: 21, promoted: 6, left: 3, not_found: 2, plays_created: 24, credits_charged: 1190 },
  second_looks_pending: 1,
};

export const runningRunExample: Run = {
  ...runExample,
  status: 'running',
  started_at: '2026-03-02T12:00:02.000Z',
  totals: { ...totals, processed: 640, moved: 11, promoted: 3, plays_created: 12, credits_charged: 640 },
};

export const cancelledRunExample: Run = {
  ...runningRunExample,
  status: 'cancelled',
  finished_at: '2026-03-02T12:02:10.000Z',
};

export const runListExample = { data: [completedRunExample], page: 1, page_size: 50, total: 1 };

export const runEstimateExample: RunEstimate = {
  profiles_due: 1150,
  profiles_recently_checked: 40,
  profiles_total: 1190,
  credits_needed: 1150,
  credit_balance: 4200,
  cost_cents: 2300,
  sufficient_credits: true,
  refresh_strategy: 'adaptive',
  monthly_credit_budget: 3000,
  budget_left: 1820,
  within_budget: true,
  next_scheduled_at: '2026-03-10T11:00:00.000Z',
  next_scheduled_checks: 64,
};

export const webhookExample: Webhook = {
  id: ID.webhook,
  url: 'https://hooks.acme-sales.example/tracker',
  events: ['play.created', 'run.completed'],
  description: 'Plays into the sales ops queue',
  status: 'active',
  failure_count: 0,
  created_at: '2026-02-20T10:15:00.000Z',
};

export const webhookCreateExample: WebhookCreate = {
  url: 'https://hooks.acme-sales.example/tracker',
  events: ['play.created', 'run.completed'],
  description: 'Plays into the sales ops queue',
};

export const webhookCreatedExample: WebhookCreated = { ...webhookExample, secret: 'whsec_4f9c2e7a1b8d3f6e0a5c9b2d7e4f1a8c' };

export const webhookPatchExample: WebhookPatch = { status: 'active', events: ['play.created', 'contact.changed', 'run.completed'] };

export const webhookListExample = { data: [webhookExample] };

export const webhookTestResultExample: WebhookTestResult = { delivery_id: 1843, status: 'pending' };

const deliveryExample: Delivery = {
  id: 1842,
  event: 'play.created',
  event_key: `play:${ID.play}`,
  status: 'delivered',
  attempts: 1,
  last_status: 200,
  last_error: null,
  delivered_at: '2026-03-02T06:14:11.000Z',
  next_attempt_at: null,
  created_at: '2026-03-02T06:14:10.000Z',
};

export const deliveryListExample = { data: [deliveryExample], page: 1, page_size: 50 };
