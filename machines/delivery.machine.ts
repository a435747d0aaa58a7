import { assign, setup } from 'xstate';

import { MAX_ATTEMPTS } from '../src/domain/webhooks/delivery-schedule';

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * `attempts`: the attempts made so far (the row's `attempts` column); `once`: the delivery
 * is tried a single time (a ping), so its first failure is its last.
 */
export type DeliveryContext = { attempts: number; once?: boolean };

export type DeliveryEvent = { type: 'DELIVERED' } | { type: 'ATTEMPT_FAILED' };

/**
 * A webhook delivery: queued `pending`, then `delivered` on a 2xx. A failed attempt keeps
 * it `pending` (the dispatcher tries again on the retry schedule of
 * src/domain/webhooks/delivery-schedule.ts) until the attempt that uses up the schedule
 * (`MAX_ATTEMPTS`, or the first for a ping), which moves it to `failed`.
 */
export const deliveryMachine = setup({
  types: {
    context: {} as DeliveryContext,
    events: {} as DeliveryEvent,
  },
  guards: {
    lastAttempt: ({ context }) => context.once === true || context.attempts + 1 >= MAX_ATTEMPTS,
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
