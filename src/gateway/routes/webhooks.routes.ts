import { causeOf } from '../../core/transitions/cause';
import {
  DeliveryListQuerySchema,
  DeliveryListSchema,
  WebhookCreatedSchema,
  WebhookCreateSchema,
  WebhookListSchema,
  WebhookPatchSchema,
  WebhookSchema,
  WebhookTestResultSchema,
} from '../../core/webhooks/webhook.schema';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  patchWebhook,
  testWebhook,
} from '../../core/webhooks/webhooks.service';
import { IdParamsSchema } from '../../shared/schemas';
import { EXAMPLE_IDS as ID } from '../examples/ids';
import {
  deliveryListExample,
  webhookCreatedExample,
  webhookCreateExample,
  webhookExample,
  webhookListExample,
  webhookPatchExample,
  webhookTestResultExample,
} from '../examples/workspace.examples';
import { route } from '../route-table';

const SIGNING =
  'Each delivery is a POST with a JSON body `{ id, event, event_key, created_at, workspace_id, data }` (data: a Play for ' +
  'play.created and for the extension play.updated — sent when the email finder verifies the address after play.created —, ' +
  'a Change for contact.changed, a Run for run.*) and `X-Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of ' +
  '"<t>.<raw body>">` keyed with the endpoint secret. Success is any 2xx within 10 s; failures are retried after about 5 s, ' +
  '5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10 %), then the delivery is failed. 20 consecutive failed deliveries disable the endpoint.';

export const webhookRoutes = [
  route({
    method: 'get',
    path: '/webhooks',
    operationId: 'listWebhooks',
    summary: 'Webhook endpoints of the workspace',
    tag: 'Webhooks',
    responses: { 200: { description: 'Every endpoint (no paging)', schema: WebhookListSchema, example: webhookListExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await listWebhooks(services, caller.workspaceId) }),
  }),
  route({
    method: 'post',
    path: '/webhooks',
    operationId: 'createWebhook',
    summary: 'Register a webhook endpoint; its signing secret is returned once',
    description:
      `At most 10 endpoints per workspace (400 validation_error beyond). The URL must be https and its host must resolve ` +
      `only to public addresses (private, loopback, link-local, CGNAT, multicast and unspecified addresses are refused). ${SIGNING}`,
    tag: 'Webhooks',
    body: WebhookCreateSchema,
    examples: { body: webhookCreateExample },
    responses: {
      201: { description: 'The endpoint, with `secret` (shown only now)', schema: WebhookCreatedSchema, example: webhookCreatedExample },
    },
    handler: async ({ services, caller, body }) => ({ status: 201, body: await createWebhook(services, caller.workspaceId, body, { cause: causeOf(caller) }) }),
  }),
  route({
    method: 'patch',
    path: '/webhooks/{id}',
    operationId: 'updateWebhook',
    summary: 'Re-enable or disable an endpoint, or change its events or description (extension)',
    description: 'Setting `status: active` on a disabled endpoint re-enables it and resets `failure_count`; its pending deliveries resume.',
    tag: 'Webhooks',
    params: IdParamsSchema,
    body: WebhookPatchSchema,
    examples: { params: { id: ID.webhook }, body: webhookPatchExample },
    responses: {
      200: { description: 'The updated endpoint', schema: WebhookSchema, example: { ...webhookExample, ...webhookPatchExample } },
    },
    handler: async ({ services, caller, params, body }) => ({
      status: 200,
      body: await patchWebhook(services, caller.workspaceId, params.id, body, causeOf(caller)),
    }),
  }),
  route({
    method: 'delete',
    path: '/webhooks/{id}',
    operationId: 'deleteWebhook',
    summary: 'Delete an endpoint and its deliveries',
    tag: 'Webhooks',
    params: IdParamsSchema,
    examples: { params: { id: ID.webhook } },
    responses: { 204: { description: 'Deleted' } },
    handler: async ({ services, caller, params }) => {
      await deleteWebhook(services, caller.workspaceId, params.id);
      return { status: 204 };
    },
  }),
  route({
    method: 'post',
    path: '/webhooks/{id}/test',
    operationId: 'testWebhook',
    summary: 'Queue a test delivery whose body is `{ "ping": true }`, signed like a real one',
    description: 'Sent once (no retries), also to a disabled endpoint; it does not count towards failure_count.',
    tag: 'Webhooks',
    params: IdParamsSchema,
    examples: { params: { id: ID.webhook } },
    responses: { 202: { description: 'The queued delivery', schema: WebhookTestResultSchema, example: webhookTestResultExample } },
    handler: async ({ services, caller, params }) => ({ status: 202, body: await testWebhook(services, caller.workspaceId, params.id, causeOf(caller)) }),
  }),
  route({
    method: 'get',
    path: '/webhooks/{id}/deliveries',
    operationId: 'listWebhookDeliveries',
    summary: 'Deliveries to an endpoint, newest first',
    tag: 'Webhooks',
    params: IdParamsSchema,
    query: DeliveryListQuerySchema,
    examples: { params: { id: ID.webhook }, query: { page: 1, page_size: 50 } },
    responses: {
      200: { description: 'A page of deliveries (no total)', schema: DeliveryListSchema, example: deliveryListExample },
    },
    handler: async ({ services, caller, params, query }) => ({
      status: 200,
      body: await listDeliveries(services, caller.workspaceId, params.id, query),
    }),
  }),
];
