import { CreditForecastSchema, FreshnessQuerySchema, FreshnessSchema } from '../../core/freshness/freshness.schema';
import { getFreshness } from '../../core/freshness/freshness.service';
import { creditForecastExample, freshnessExample } from '../examples/freshness.examples';
import { route } from '../route-table';

/** The forecast's module (the hazard model, the planner's traits of titles): the title classifier and the detector behind it load at the first request, not at every gateway's start (docs/decisions.md, "Detection round 33 (speed34)"). */
const forecasts = () => import('../../core/freshness/forecast.service');

export const freshnessRoutes = [
  route({
    method: 'get',
    path: '/credits/forecast',
    operationId: 'getCreditForecast',
    summary: 'What each remaining day of the month will cost, and the month\'s projected total',
    description:
      'Extension. Today first (what today\'s refreshes still have to check), then every remaining day of the month in the ' +
      'workspace timezone: under the cadence strategy every tracked profile on the cadence\'s days, under the adaptive ' +
      'one the daily planner run forward (flags expected at the recent rate). Never past monthly_credit_budget: work that ' +
      'would pass it pauses with client_credits. One credit per check.',
    tag: 'Freshness',
    responses: { 200: { description: 'The forecast', schema: CreditForecastSchema, example: creditForecastExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await (await forecasts()).getCreditForecast(services, caller.workspaceId) }),
  }),
  route({
    method: 'get',
    path: '/freshness',
    operationId: 'getFreshness',
    summary: 'How soon after they happen job changes are caught, and what each costs',
    description:
      'Extension. For the job changes (moved, promoted, left) detected after `since` (default 90 days ago): the lag from ' +
      'the change\'s start to its detection (the start date the profile states for the new role, a month standing for its ' +
      'middle; for a change without one, the middle between the check that still showed the old state and the one that ' +
      'found it), its median and 90th percentile in days, the shares caught within 7 and 30 days, and the check credits ' +
      'spent per change (baseline checks excluded). `by_trigger` splits the same figures by what led to the check that ' +
      'found each change: sweep, hazard, feed or signal. docs/freshness.md explains how to read them.',
    tag: 'Freshness',
    query: FreshnessQuerySchema,
    examples: { query: { since: '2025-12-05T00:00:00Z' } },
    responses: { 200: { description: 'Freshness in the window', schema: FreshnessSchema, example: freshnessExample } },
    handler: async ({ services, caller, query }) => ({ status: 200, body: await getFreshness(services, caller.workspaceId, query) }),
  }),
];
