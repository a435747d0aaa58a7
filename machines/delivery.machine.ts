import { assign, setup } from 'xstate';

import { MAX_ATTEMPTS } from '../src/domain/webhooks/delivery-schedule';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** `attempts`: the attempts made so far (the row's `attempts` column). */
export type DeliveryContext = { attempts: number };

export type DeliveryEvent = { type: 'DELIVERED' } | { type: 'ATTEMPT_FAILED' };

/**
 * A webhook delivery: queued `pending`, then `delivered` on a 2xx. A failed attempt keeps
 * it `pending` (the dispatcher tries again on the retry schedule of
 * src/core/webhooks/delivery-schedule.ts) until the attempt that uses up the schedule
 * (`MAX_ATTEMPTS`), which moves it to `failed`.
 */
export const deliveryMachine = setup({
  types: {
    context: {} as DeliveryContext,
    events: {} as DeliveryEvent,
  },
  guards: {
    lastAttempt: ({ context }) => context.attempts + 1 >= MAX_ATTEMPTS,
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
  },
}).createMachine({
  id: 'delivery',
  initial: 'pending',
  context: { attempts: 0 },
  states: {
    pending: {
      on: {
        DELIVERED: { target: 'delivered', actions: 'countAttempt' },
        ATTEMPT_FAILED: [
          { guard: 'lastAttempt', target: 'failed', actions: 'countAttempt' },
          { actions: 'countAttempt' },
        ],
      },
    },
    delivered: { type: 'final' },
    failed: { type: 'final' },
  },
});
