import { z } from 'zod';

import type { WebhookEvent } from '../../domain/vocabulary';
import { DateTimeSchema } from '../../shared/schemas';
import { ChangeSchema } from '../changes/change.schema';
import { PlaySchema } from '../plays/play.schema';
import { RunSchema } from '../runs/run.schema';

/**
 * The body of a webhook delivery (contract §6, WebhookPayload), one schema per event so the
 * OpenAPI document's `webhooks` section names what `data` holds: a Play for play.created, a
 * Change for contact.changed, a Run for run.completed and run.paused. The dispatcher builds the
 * body in src/scheduler/dispatcher/signed-delivery.ts; test/integration/webhooks/payload-schemas.test.ts
 * checks what it sends against these.
 */
function payload<E extends WebhookEvent, D extends z.ZodType>(event: E, data: D, id: string, description: string) {
  return z
    .object({
      id: z
        .string()
        .regex(/^[0-9]+$/)
        .meta({ description: 'the delivery id (a Delivery\'s integer id, as text); the same on every attempt of this delivery' }),
      event: z.literal(event),
      event_key: z.string().meta({ description: 'stable key for deduplication, shaped like play:<uuid>, change:<uuid>, run:<uuid> or play:<uuid>:email:<address>' }),
      created_at: DateTimeSchema.nullable().meta({ description: 'when the event happened' }),
      workspace_id: z.string().meta({ format: 'uuid' }),
      data,
    })
    .meta({ id, description });
}

export const WEBHOOK_PAYLOAD_SCHEMAS = {
  'play.created': payload('play.created', PlaySchema, 'PlayCreatedEvent', 'A play was made from a detected change; data is the Play as GET /plays/{id} shows it.'),
  'contact.changed': payload('contact.changed', ChangeSchema, 'ContactChangedEvent', 'A change was recorded for a contact; data is the Change.'),
  'run.completed': payload('run.completed', RunSchema, 'RunCompletedEvent', 'A run finished; data is the Run.'),
  'run.paused': payload('run.paused', RunSchema, 'RunPausedEvent', 'A run paused (credits, provider credentials or an outage); data is the Run with its paused_reason.'),
  'play.updated': payload(
    'play.updated',
    PlaySchema,
    'PlayUpdatedEvent',
    'Extension: the email finder found and verified the person\'s work address after the play.created went out; data is the Play ' +
      'with that address (email_status valid or risky). event_key is play:<uuid>:email:<address>. Sent only to endpoints subscribed to it.',
  ),
} satisfies Record<WebhookEvent, z.ZodType>;
