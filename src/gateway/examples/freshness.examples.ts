import type { CreditForecast, Freshness } from '../../core/freshness/freshness.schema';
import type { SignalInput, SignalsResult } from '../../core/signals/signal.schema';
import { EXAMPLE_IDS as ID } from './ids';

/** Signals, the credit forecast and freshness, as the API reference shows them. */

export const signalsRequestExample: { signals: SignalInput[] } = {
  signals: [
    { email: 'maya.okafor@northwind.example', kind: 'email_bounced', observed_at: '2026-03-04T08:12:00Z', detail: '550 5.1.1 user unknown' },
    { crm_id: '003Hs00001Abc', kind: 'auto_reply_left', observed_at: '2026-03-04T09:30:00Z', detail: 'Jordan no longer works at Brightwave' },
    { contact_id: ID.secondContact, kind: 'crm_title_changed', observed_at: '2026-03-03T17:00:00Z' },
    { crm_id: 'not-in-this-workspace', kind: 'other', observed_at: '2026-03-04T10:00:00Z' },
  ],
};

export const signalsResultExample: SignalsResult = {
  accepted: 3,
  rejected: [{ index: 3, errors: { crm_id: 'no contact with this crm_id in the workspace' } }],
  contacts: 3,
};

const figures = (changes: number, p50: number, p90: number, w7: number, w30: number, credits: number) => ({
  changes,
  p50_lag_days: p50,
  p90_lag_days: p90,
  within_7_days: w7,
  within_30_days: w30,
  credits,
  credits_per_change: Math.round((credits / changes) * 100) / 100,
});

export const freshnessExample: Freshness = {
  since: '2025-12-05T00:00:00.000Z',
  until: '2026-03-05T09:00:00.000Z',
  ...figures(84, 6.4, 21.5, 0.55, 0.94, 2604),
  by_trigger: {
    sweep: figures(12, 16.2, 39.8, 0.17, 0.75, 610),
    hazard: figures(23, 9.1, 24.6, 0.39, 0.91, 1720),
    feed: figures(38, 4.3, 11.9, 0.76, 1, 214),
    signal: figures(11, 3.1, 8.7, 0.82, 1, 60),
  },
};

export const creditForecastExample: CreditForecast = {
  days: [
    { date: '2026-03-27', checks: 41, credits: 41 },
    { date: '2026-03-28', checks: 44, credits: 44 },
    { date: '2026-03-29', checks: 44, credits: 44 },
    { date: '2026-03-30', checks: 43, credits: 43 },
    { date: '2026-03-31', checks: 44, credits: 44 },
  ],
  spent: 2784,
  projected_total: 3000,
  budget: 3000,
  refresh_strategy: 'adaptive',
};
