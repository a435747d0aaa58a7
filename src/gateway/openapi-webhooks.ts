import type { ZodOpenApiPathsObject } from 'zod-openapi';

import { WEBHOOK_PAYLOAD_SCHEMAS } from '../core/webhooks/webhook-payload.schema';
import { WEBHOOK_EVENTS } from '../domain/vocabulary';

const SIGNED =
  'Sent as an HTTP POST to each active endpoint subscribed to the event, signed with ' +
  '`X-Service-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (the endpoint secret). ' +
  'Any 2xx within 10 s is success; anything else is retried (see POST /webhooks).';

/** OpenAPI 3.1's top-level `webhooks`: every event the service POSTs to endpoints (the contract's four and the play.updated extension), each with its payload. */
export function webhookOperations(): ZodOpenApiPathsObject {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((event) => [
      event,
      {
        post: {
          operationId: `${event.replace(/\.(\w)/, (_m, c: string) => c.toUpperCase())}Event`,
          summary: `${event} event`,
          description: `${WEBHOOK_PAYLOAD_SCHEMAS[event].description ?? ''} ${SIGNED}`,
          tags: ['Webhooks'],
          security: [],
          requestBody: { required: true, content: { 'application/json': { schema: WEBHOOK_PAYLOAD_SCHEMAS[event] } } },
          responses: { '200': { description: 'Received (any 2xx counts).' } },
        },
      },
    ]),
  );
}
