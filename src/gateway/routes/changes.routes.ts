import { ChangeSchema } from '../../core/changes/change.schema';
import { ChangeListQuerySchema, listChanges } from '../../core/changes/changes.service';
import { ChangeFeedbackHistorySchema, ChangeFeedbackInputSchema, ChangeFeedbackSchema } from '../../core/changes/feedback.schema';
import { giveFeedback, listFeedback } from '../../core/changes/feedback.service';
import { ChangeQualitySchema, QualityQuerySchema } from '../../core/changes/quality.schema';
import { changeQuality } from '../../core/changes/quality.service';
import { causeOf } from '../../core/transitions/cause';
import { IdParamsSchema, listOf } from '../../shared/schemas';
import { feedbackExample, feedbackHistoryExample, qualityExample } from '../examples/feedback.examples';
import { EXAMPLE_IDS } from '../examples/ids';
import { changeListExample } from '../examples/people.examples';
import { route } from '../route-table';

const FEEDBACK_DESCRIPTION =
  'Extension. The customer\'s verdict on a detected change, journalled with who gave it. Effects, in the same transaction: ' +
  'wrong_company teaches the workspace\'s alias memory that the change\'s two employers are one company (later checks do ' +
  'not see a move between them; only a moved change can get it, else 400); wrong_person sends every contact on the ' +
  'profile to pending_review (WRONG_PERSON_REPORTED); not_a_job_change archives the change\'s plays (status not_relevant ' +
  'through the play machine). A second verdict replaces the first: the first stays in the history with replaced_at, its ' +
  'learned aliases are removed and its archived plays reopen; a contact it sent to review stays there.';

export const changeRoutes = [
  route({
    method: 'get',
    path: '/changes',
    operationId: 'listChanges',
    summary: 'Detected job changes, newest first',
    tag: 'Changes',
    query: ChangeListQuerySchema,
    examples: { query: { type: 'moved', since: '2026-03-01T00:00:00Z' } },
    responses: {
      200: { description: 'A page of changes', schema: listOf(ChangeSchema, 'ChangeList'), example: changeListExample },
    },
    handler: async ({ services, caller, query }) => ({ status: 200, body: await listChanges(services, caller.workspaceId, query) }),
  }),
  route({
    method: 'get',
    path: '/changes/quality',
    operationId: 'getChangeQuality',
    summary: 'Precision of the alerts as the customer judged them',
    description:
      'Extension. For the alerts detected in [since, until) (changes that made a play other than archive): how many got a ' +
      'verdict, and precision (correct verdicts over verdicts) overall, by change type and by detection rule, each with a ' +
      'Wilson 95 % interval. Default window: the 30 days before now.',
    tag: 'Changes',
    query: QualityQuerySchema,
    examples: { query: { since: '2026-02-01T00:00:00Z', until: '2026-03-01T00:00:00Z' } },
    responses: { 200: { description: 'The figures of the window', schema: ChangeQualitySchema, example: qualityExample } },
    handler: async ({ services, caller, query }) => ({ status: 200, body: await changeQuality(services, caller.workspaceId, query) }),
  }),
  route({
    method: 'post',
    path: '/changes/{id}/feedback',
    operationId: 'giveChangeFeedback',
    summary: 'Give a verdict on a detected change',
    description: FEEDBACK_DESCRIPTION,
    tag: 'Changes',
    access: 'member',
    params: IdParamsSchema,
    body: ChangeFeedbackInputSchema,
    examples: { params: { id: EXAMPLE_IDS.change }, body: { verdict: 'not_a_job_change', note: 'She started a newsletter on the side.' } },
    responses: {
      201: { description: 'The verdict recorded, with its effects', schema: ChangeFeedbackSchema, example: feedbackExample },
    },
    handler: async ({ services, caller, params, body }) => ({
      status: 201,
      body: await giveFeedback(services, caller.workspaceId, params.id, body, causeOf(caller)),
    }),
  }),
  route({
    method: 'get',
    path: '/changes/{id}/feedback',
    operationId: 'listChangeFeedback',
    summary: 'The verdicts given on a change, current first',
    description: 'Extension. Every verdict on the change with who gave it, when, what it did, and when a later one replaced it.',
    tag: 'Changes',
    params: IdParamsSchema,
    examples: { params: { id: EXAMPLE_IDS.change } },
    responses: {
      200: { description: 'The history of verdicts', schema: ChangeFeedbackHistorySchema, example: feedbackHistoryExample },
    },
    handler: async ({ services, caller, params }) => ({ status: 200, body: await listFeedback(services, caller.workspaceId, params.id) }),
  }),
];
