import { z } from 'zod';

import { ChangeFeedbackInputSchema } from '../../core/changes/feedback.schema';
import { giveFeedback } from '../../core/changes/feedback.service';
import { QualityQuerySchema } from '../../core/changes/quality.schema';
import { changeQuality } from '../../core/changes/quality.service';
import { causeOf } from '../../core/transitions/cause';
import { IdParamsSchema } from '../../shared/schemas';
import { ok, tool } from '../tool-kit';

/** The customer's verdict on a change and the precision the verdicts add up to (issue #21, extensions). */
export const feedbackTools = [
  tool({
    name: 'give_change_feedback',
    title: 'Give a verdict on a detected change',
    description:
      'Records the user\'s verdict on a detected job change (id from list_changes): correct; not_a_job_change (its plays ' +
      'are archived: status not_relevant); wrong_person (the contact goes back to pending_review); wrong_company (the two ' +
      'employers are one company: the workspace remembers it and later checks do not alert on it; only for a moved change); ' +
      'wrong_type (a job change, but not of this type). Optional note. A second verdict replaces the first (history kept; ' +
      'the first one\'s aliases are forgotten and its archived plays reopen). Free. Needs the write scope.',
    scope: 'write',
    input: z.strictObject({ ...IdParamsSchema.shape, ...ChangeFeedbackInputSchema.shape }),
    annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false },
    run: async ({ services, caller }, { id, ...input }) => ok(await giveFeedback(services, caller.workspaceId, id, input, causeOf(caller)), 201),
  }),
  tool({
    name: 'get_change_quality',
    title: 'Precision of the alerts',
    description:
      'For alerts detected in a window (since, until: ISO date-times; default the last 30 days): alerts made, verdicts ' +
      'given and their share, precision (correct over verdicts) overall, by change type and by detection rule, each with a ' +
      'Wilson 95 % confidence interval. Free.',
    scope: 'read',
    input: QualityQuerySchema,
    run: async ({ services, caller }, query) => ok(await changeQuality(services, caller.workspaceId, query)),
  }),
];
