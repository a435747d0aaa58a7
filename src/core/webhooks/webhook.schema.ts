import { z } from 'zod';

import { statusesOf, webhookEndpointMachine, type WebhookEndpointStatus } from '../../../machines';
import { WEBHOOK_EVENTS } from '../../domain/vocabulary';
import { NullableDateTime, PageQuerySchema } from '../../shared/schemas';

export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS).meta({ id: 'WebhookEvent' });
export const WebhookStatusSchema = z.enum(statusesOf<WebhookEndpointStatus>(webhookEndpointMachine)).meta({ id: 'WebhookStatus' });

const events = z
  .array(WebhookEventSchema)
  .min(1, 'subscribe to at least one event')
  .refine((a) => new Set(a).size === a.length, 'must not repeat an event');
const description = z.string().trim().max(500).nullable();

export const WebhookSchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    url: z.string().meta({ description: 'HTTPS URL' }),
    events: z.array(WebhookEventSchema),
    description: z.string().nullable(),
    status: WebhookStatusSchema,
    failure_count: z.number().int().meta({ description: 'consecutive failed deliveries; 20 disable the endpoint' }),
    created_at: NullableDateTime,
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.infer<typeof WebhookSchema>;

export const WebhookCreatedSchema = WebhookSchema.extend({
  secret: z.string().meta({ description: 'signing secret (whsec_…), returned only in this response' }),
}).meta({ id: 'WebhookCreated' });
export type WebhookCreated = z.infer<typeof WebhookCreatedSchema>;

export const WebhookListSchema = z.object({ data: z.array(WebhookSchema) }).meta({ id: 'WebhookList' });

export const WebhookCreateSchema = z
  .strictObject({
    url: z.url({ protocol: /^https?$/, error: 'must be an https URL' }).max(2048),
    events,
    description: description.optional(),
  })
  .meta({ id: 'WebhookCreate' });
export type WebhookCreate = z.infer<typeof WebhookCreateSchema>;

export const WebhookPatchSchema = z
  .strictObject({
    status: WebhookStatusSchema.optional().meta({ description: 'active re-enables a disabled endpoint and resets failure_count' }),
    events: events.optional(),
    description: description.optional(),
  })
  .refine((v) => v.status !== undefined || v.events !== undefined || v.description !== undefined, {
    message: 'send status, events or description',
  })
  .meta({ id: 'WebhookPatch' });
export type WebhookPatch = z.infer<typeof WebhookPatchSchema>;

export const DeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']).meta({ id: 'DeliveryStatus' });

export const DeliverySchema = z
  .object({
    id: z.number().int(),
    event: z.string().meta({ description: 'an event kind, or `ping` for a test delivery' }),
    event_key: z.string(),
    status: DeliveryStatusSchema,
    attempts: z.number().int(),
    last_status: z.number().int().nullable().meta({ description: 'HTTP status of the last attempt' }),
    last_error: z.string().nullable(),
    delivered_at: NullableDateTime,
    next_attempt_at: NullableDateTime,
    created_at: NullableDateTime,
  })
  .meta({ id: 'Delivery' });
export type Delivery = z.infer<typeof DeliverySchema>;

export const DeliveryListSchema = z
  .object({ data: z.array(DeliverySchema), page: z.number().int(), page_size: z.number().int() })
  .meta({ id: 'DeliveryList' });
export type DeliveryList = z.infer<typeof DeliveryListSchema>;

export const DeliveryListQuerySchema = PageQuerySchema;
export type DeliveryListQuery = z.infer<typeof DeliveryListQuerySchema>;

export const WebhookTestResultSchema = z
  .object({ delivery_id: z.number().int(), status: DeliveryStatusSchema })
  .meta({ id: 'WebhookTestResult' });
export type WebhookTestResult = z.infer<typeof WebhookTestResultSchema>;
