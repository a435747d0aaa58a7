import { assign, setup } from 'xstate';

export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

/** Consecutive failed deliveries after which an endpoint is disabled. */
export const WEBHOOK_DISABLE_AFTER = 20;

export type WebhookEndpointContext = { failure_count: number };

export type WebhookEndpointEvent =
  | { type: 'DELIVERY_FAILED' }
  | { type: 'DELIVERY_SUCCEEDED' }
  | { type: 'ENABLE' }
  | { type: 'DISABLE' };

/** A webhook endpoint, disabled by hand or after too many consecutive failures. */
export const webhookEndpointMachine = setup({
  types: {
    context: {} as WebhookEndpointContext,
    events: {} as WebhookEndpointEvent,
  },
  guards: {
    reachesLimit: ({ context }) => context.failure_count + 1 >= WEBHOOK_DISABLE_AFTER,
  },
  actions: {
    countFailure: assign({ failure_count: ({ context }) => context.failure_count + 1 }),
    resetFailures: assign({ failure_count: 0 }),
  },
}).createMachine({
  id: 'webhookEndpoint',
  initial: 'active',
  context: { failure_count: 0 },
  states: {
    active: {
      on: {
        DELIVERY_FAILED: [
          { guard: 'reachesLimit', target: 'disabled', actions: 'countFailure' },
          { actions: 'countFailure' },
        ],
        DELIVERY_SUCCEEDED: { actions: 'resetFailures' },
        DISABLE: 'disabled',
      },
    },
    disabled: {
      on: {
        ENABLE: { target: 'active', actions: 'resetFailures' },
      },
    },
  },
});
