import { SignalsBodySchema, SignalsDocSchema, SignalsResultSchema } from '../../core/signals/signal.schema';
import { recordSignals } from '../../core/signals/signals.service';
import { signalsRequestExample, signalsResultExample } from '../examples/freshness.examples';
import { route } from '../route-table';

export const signalRoutes = [
  route({
    method: 'post',
    path: '/signals',
    operationId: 'sendSignals',
    summary: 'Tell the service what your systems saw about contacts (bounces, auto-replies, CRM edits); up to 1,000',
    description:
      'Extension. Each row names a contact by `contact_id`, `crm_id` or `email` (every contact with that address) and ' +
      'says what was seen (`kind`) and when (`observed_at`, not in the future). A workspace with refresh_strategy ' +
      '`adaptive` checks the signalled profiles first at its next daily planning; the change that check finds names ' +
      '`signal` as its trigger. Bad rows (an unknown contact, a bad kind or time) are listed in `rejected` with ' +
      'per-field errors and store nothing; the others are stored.',
    tag: 'Signals',
    body: SignalsBodySchema,
    bodyDoc: SignalsDocSchema,
    examples: { body: signalsRequestExample },
    responses: {
      202: { description: 'Accepted rows stored; bad rows listed in `rejected`', schema: SignalsResultSchema, example: signalsResultExample },
    },
    handler: async ({ services, caller, body }) => {
      const rows = Array.isArray(body) ? body : body.signals;
      return { status: 202, body: await recordSignals(services, caller.workspaceId, rows) };
    },
  }),
];
