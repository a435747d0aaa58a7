import { RunEstimateSchema, RunListQuerySchema, RunSchema, StartRunBodySchema } from '../../core/runs/run.schema';
import { cancelRun, estimateRefresh, getRun, listRuns, resumeRun, startManualRun } from '../../core/runs/runs.service';
import { causeOf } from '../../core/transitions/cause';
import { IdParamsSchema, listOf } from '../../shared/schemas';
import { EXAMPLE_IDS as ID } from '../examples/ids';
import {
  cancelledRunExample,
  runEstimateExample,
  runExample,
  runListExample,
  runningRunExample,
} from '../examples/workspace.examples';
import { route } from '../route-table';

export const runRoutes = [
  route({
    method: 'get',
    path: '/runs',
    operationId: 'listRuns',
    summary: 'Refresh runs, newest first',
    tag: 'Runs',
    query: RunListQuerySchema,
    examples: { query: { page: 1, page_size: 20 } },
    responses: { 200: { description: 'A page of runs', schema: listOf(RunSchema, 'RunList'), example: runListExample } },
    handler: async ({ services, caller, query }) => ({ status: 200, body: await listRuns(services, caller.workspaceId, query) }),
  }),
  route({
    method: 'post',
    path: '/runs',
    operationId: 'startRun',
    summary: 'Queue a manual refresh (one credit per profile checked)',
    description:
      'Checks every tracked profile not checked in the last 24 hours; `force` re-checks those too. ' +
      'When a run is already queued or running, that run is returned with 200. Call GET /runs/estimate first.',
    tag: 'Runs',
    body: StartRunBodySchema,
    bodyOptional: true,
    examples: { body: { force: false } },
    responses: {
      201: { description: 'A new run, queued', schema: RunSchema, example: runExample },
      200: { description: 'The run already queued or running', schema: RunSchema, example: runningRunExample },
    },
    handler: async ({ services, caller, body }) => {
      const { run, created } = await startManualRun(services, caller.workspaceId, body, causeOf(caller));
      return { status: created ? 201 : 200, body: run };
    },
  }),
  route({
    method: 'get',
    path: '/runs/estimate',
    operationId: 'estimateRefresh',
    summary: 'What a manual refresh would check and cost now, and what the next scheduled run will check',
    description:
      'The contract\'s figures are for a manual refresh (POST /runs). Extensions: the refresh strategy, what is left of ' +
      'the month\'s credit budget (a run pauses with client_credits when it is spent) and the next scheduled run: under the ' +
      'cadence strategy it checks every tracked profile, under the adaptive one the day\'s plan (signalled and ' +
      'feed-flagged profiles first, then the hazard ranking and the fairness floor, within the budget).',
    tag: 'Runs',
    responses: { 200: { description: 'The estimate', schema: RunEstimateSchema, example: runEstimateExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await estimateRefresh(services, caller.workspaceId) }),
  }),
  route({
    method: 'get',
    path: '/runs/{id}',
    operationId: 'getRun',
    summary: 'A run; its totals update while it proceeds',
    tag: 'Runs',
    params: IdParamsSchema,
    examples: { params: { id: ID.run } },
    responses: { 200: { description: 'The run', schema: RunSchema, example: runningRunExample } },
    handler: async ({ services, caller, params }) => ({ status: 200, body: await getRun(services, caller.workspaceId, params.id) }),
  }),
  route({
    method: 'post',
    path: '/runs/{id}/resume',
    operationId: 'resumeRun',
    examples: { params: { id: ID.run } },
    summary: 'Resume a run paused for client_credits after topping up',
    tag: 'Runs',
    params: IdParamsSchema,
    responses: {
      200: { description: 'The resumed run', schema: RunSchema, example: runningRunExample },
      409: {
        description: 'run_not_paused, run_not_resumable, insufficient_credits or (extensions) budget_exhausted and refresh_in_progress',
        errorExamples: {
          run_not_paused: { code: 'run_not_paused', message: 'The run is running, not paused' },
          run_not_resumable: {
            code: 'run_not_resumable',
            message: 'The run is paused for upstream; it resumes by itself when the cause clears',
          },
          insufficient_credits: { code: 'insufficient_credits', message: 'The credit balance is zero; buy credits, then resume' },
          refresh_in_progress: {
            code: 'refresh_in_progress',
            message: `Refresh run ${ID.run} is queued: a workspace runs one refresh at a time; cancel it or let it finish, then resume`,
          },
          budget_exhausted: {
            code: 'budget_exhausted',
            message: "This month's credit budget is spent; raise monthly_credit_budget (PATCH /settings) or wait for the next month, then resume",
          },
        },
      },
    },
    handler: async ({ services, caller, params }) => ({ status: 200, body: await resumeRun(services, caller.workspaceId, params.id, causeOf(caller)) }),
  }),
  route({
    method: 'post',
    path: '/runs/{id}/cancel',
    operationId: 'cancelRun',
    examples: { params: { id: ID.run } },
    summary: 'Cancel a queued, running or paused run',
    tag: 'Runs',
    params: IdParamsSchema,
    responses: {
      200: { description: 'The cancelled run', schema: RunSchema, example: cancelledRunExample },
      409: {
        description: 'run_not_cancellable',
        errorExamples: { run_not_cancellable: { code: 'run_not_cancellable', message: 'A completed run cannot be cancelled' } },
      },
    },
    handler: async ({ services, caller, params }) => ({ status: 200, body: await cancelRun(services, caller.workspaceId, params.id, causeOf(caller)) }),
  }),
];
