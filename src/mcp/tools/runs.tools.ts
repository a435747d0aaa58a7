import { z } from 'zod';

import { RunListQuerySchema, StartRunBodySchema } from '../../core/runs/run.schema';
import { cancelRun, estimateRefresh, getRun, listRuns, resumeRun, startManualRun } from '../../core/runs/runs.service';
import { causeOf } from '../../core/transitions/cause';
import { IdParamsSchema } from '../../shared/schemas';
import { checkConfirmation, CONFIRMATION_TTL_MS, issueConfirmation } from '../refresh-confirmation';
import { ok, tool } from '../tool-kit';

const force = StartRunBodySchema.shape.force;
const minutes = CONFIRMATION_TTL_MS / 60_000;

export const runTools = [
  tool({
    name: 'list_runs',
    title: 'List refresh runs',
    description:
      'Lists refresh runs (baseline, scheduled, manual), newest first, with status and totals (profiles processed, moved, ' +
      'promoted, left, plays created, credits charged). Free.',
    scope: 'read',
    input: RunListQuerySchema,
    run: async ({ services, caller }, query) => ok(await listRuns(services, caller.workspaceId, query)),
  }),
  tool({
    name: 'get_run',
    title: 'Get a run',
    description:
      'One run by id; its totals update while it proceeds, so call again to follow progress. A run paused with ' +
      'paused_reason client_credits needs credits, then resume_run. Free.',
    scope: 'read',
    input: IdParamsSchema,
    run: async ({ services, caller }, { id }) => ok(await getRun(services, caller.workspaceId, id)),
  }),
  tool({
    name: 'estimate_refresh',
    title: 'Estimate a manual refresh',
    description:
      'Says what a manual refresh would check and cost now: profiles_due (tracked profiles not checked in the last 24 ' +
      'hours), credits_needed (one credit per profile checked), cost_cents, credit_balance and sufficient_credits. With ' +
      'force=true every tracked profile (profiles_total) is re-checked and charged. It also says the workspace\'s ' +
      'refresh_strategy (cadence: every tracked profile on the cadence\'s day; adaptive: a planned run every day), what is ' +
      'left of its monthly credit budget (budget_left, within_budget) and how many profiles the next scheduled run will ' +
      'check (next_scheduled_checks at next_scheduled_at). Free. Returns a confirmation_token, ' +
      `valid ${minutes} minutes, that start_refresh requires: show the cost to the user and ask before starting.`,
    scope: 'read',
    input: z.strictObject({ force }),
    run: async ({ services, caller }, args) => {
      const estimate = await estimateRefresh(services, caller.workspaceId);
      const confirmation = issueConfirmation(services, caller.workspaceId, estimate, args.force ?? false);
      return ok({
        ...estimate,
        force: args.force ?? false,
        confirmation_token: confirmation.token,
        confirmation_expires_at: confirmation.expiresAt.toISOString(),
      });
    },
  }),
  tool({
    name: 'start_refresh',
    title: 'Start a manual refresh (spends credits)',
    description:
      'Queues a manual refresh that checks every tracked profile due (all of them with force) and spends one credit per ' +
      'profile checked. Before calling it: call estimate_refresh, show the cost to the user (profiles_due and ' +
      'credits_needed, or profiles_total with force) and ask whether to go ahead; only after their explicit yes, pass ' +
      'the confirmation_token from that estimate ' +
      `(valid ${minutes} minutes, same force value). The call is refused when the token is missing, expired, or the ` +
      'figures changed since. When a run is already queued or running, that run is returned instead (status 200). ' +
      'Follow it with get_run. Needs the write scope.',
    scope: 'write',
    input: z.strictObject({
      confirmation_token: z.string().min(1).max(2000).meta({ description: 'from estimate_refresh, after the user agreed' }),
      force,
    }),
    annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true },
    run: async ({ services, caller }, { confirmation_token, force: forced }) => {
      const current = await estimateRefresh(services, caller.workspaceId);
      checkConfirmation(services, { token: confirmation_token, workspaceId: caller.workspaceId, force: forced ?? false, current });
      const { run, created } = await startManualRun(services, caller.workspaceId, { force: forced ?? false }, causeOf(caller));
      return ok(run, created ? 201 : 200);
    },
  }),
  tool({
    name: 'resume_run',
    title: 'Resume a paused run',
    description:
      'Resumes a run paused for client_credits once the credit balance is positive again (and, under a monthly budget, ' +
      'the budget has room: else budget_exhausted, and no other refresh is queued or running: else refresh_in_progress); it continues spending one ' +
      'credit per profile checked. Other pauses resume by themselves (refused with run_not_resumable); a run that is not ' +
      'paused is refused with run_not_paused. Needs the write scope.',
    scope: 'write',
    input: IdParamsSchema,
    annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: true },
    run: async ({ services, caller }, { id }) => ok(await resumeRun(services, caller.workspaceId, id, causeOf(caller))),
  }),
  tool({
    name: 'cancel_run',
    title: 'Cancel a run',
    description:
      'Cancels a queued, running or paused run; profiles not yet checked are skipped and not charged. Other states are ' +
      'refused with run_not_cancellable. Needs the write scope.',
    scope: 'write',
    input: IdParamsSchema,
    annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false },
    run: async ({ services, caller }, { id }) => ok(await cancelRun(services, caller.workspaceId, id, causeOf(caller))),
  }),
];
