import { SignalsBodySchema } from '../../core/signals/signal.schema';
import { recordSignals } from '../../core/signals/signals.service';
import { ok, tool } from '../tool-kit';

/** The object form of POST /signals (`{ signals }`); tools take named arguments. */
const SendSignalsSchema = SignalsBodySchema.options[0];

export const signalTools = [
  tool({
    name: 'send_signals',
    title: 'Send signals about contacts',
    description:
      'Tells the service what the user\'s systems saw about up to 1,000 contacts: kind email_bounced (mail to the work ' +
      'address bounced), auto_reply_left (an auto-reply says the person left), crm_company_changed, crm_title_changed or ' +
      'other, with observed_at (ISO date-time, not in the future) and an optional detail. Each row names the contact by ' +
      'contact_id, crm_id or email. A workspace with refresh_strategy adaptive checks signalled profiles first at its next ' +
      'daily planning (one credit each, within its budget). Rows naming no known contact come back in `rejected` with ' +
      'per-field errors and store nothing. Needs the write scope.',
    scope: 'write',
    input: SendSignalsSchema,
    annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false },
    run: async ({ services, caller }, body) => ok(await recordSignals(services, caller.workspaceId, body.signals), 202),
  }),
];
