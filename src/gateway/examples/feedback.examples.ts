import type { ChangeFeedback } from '../../core/changes/feedback.schema';
import type { ChangeQuality } from '../../core/changes/quality.schema';
import { EXAMPLE_IDS as ID } from './ids';

/** The customer's verdicts and the precision they add up to, as the API reference shows them. */

export const feedbackExample: ChangeFeedback = {
  id: '4e6a8c0e-2b4d-4f6a-8c1e-5b7d9f1a3c5e',
  change_id: ID.change,
  verdict: 'not_a_job_change',
  note: 'She started a newsletter on the side; still at Northwind.',
  given_by: 'api_key:1f3a5c7e-9b2d-4f6a-8c0e-2d4f6a8c0e1b',
  given_at: '2026-03-02T09:41:00.000Z',
  replaced_at: null,
  effects: { aliases_learned: 0, aliases_forgotten: 0, contacts_to_review: [], plays_archived: [ID.play], plays_restored: [] },
};

export const feedbackHistoryExample = {
  data: [
    feedbackExample,
    {
      ...feedbackExample,
      id: '8b0d2f4a-6c8e-4a1b-9d3f-7e9a1c3e5a7b',
      verdict: 'correct',
      note: null,
      given_by: 'slack:T024BE7LD:U0G9QF9C6',
      given_at: '2026-03-02T07:05:00.000Z',
      replaced_at: '2026-03-02T09:41:00.000Z',
      effects: { aliases_learned: 0, aliases_forgotten: 0, contacts_to_review: [], plays_archived: [], plays_restored: [] },
    },
  ] satisfies ChangeFeedback[],
};

const group = { alerts: 40, verdicts: 25, correct: 24, precision: 0.96, ci_low: 0.8046, ci_high: 0.9929 };

export const qualityExample: ChangeQuality = {
  since: '2026-02-01T00:00:00.000Z',
  until: '2026-03-01T00:00:00.000Z',
  confidence_level: 0.95,
  alerts: 52,
  verdicts: 30,
  correct: 28,
  precision: 0.9333,
  ci_low: 0.7868,
  ci_high: 0.9815,
  verdict_share: 0.5769,
  verdict_counts: { correct: 28, not_a_job_change: 1, wrong_person: 0, wrong_company: 1, wrong_type: 0 },
  by_type: [
    { type: 'moved', ...group },
    { type: 'promoted', alerts: 12, verdicts: 5, correct: 4, precision: 0.8, ci_low: 0.3755, ci_high: 0.9638 },
  ],
  by_rule: [
    { rule: 'employer_changed', ...group },
    { rule: 'seniority_step_up', alerts: 12, verdicts: 5, correct: 4, precision: 0.8, ci_low: 0.3755, ci_high: 0.9638 },
  ],
};
