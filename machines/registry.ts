import type { AnyStateMachine } from 'xstate';

import { contactTrackingMachine } from './contact-tracking.machine';
import { deliveryMachine } from './delivery.machine';
import { importMachine } from './import.machine';
import { playStatusMachine } from './play-status.machine';
import { runMachine } from './run.machine';
import { MACHINE_TIMINGS, type MachineTiming } from './timings';
import { WEBHOOK_DISABLE_AFTER, webhookEndpointMachine } from './webhook-endpoint.machine';

/** A lifecycle machine under the name the journal (`transitions.resource`) and the API use. */
export type RegisteredMachine = {
  name: string;
  machine: AnyStateMachine;
  governs: string;
  /** The retry schedules, delays and leases its moves wait on (machines/timings.ts). */
  timings: readonly MachineTiming[];
};

/** Every lifecycle machine, in the order the README, the view and `GET /v1/machines` list them. */
export const MACHINES: readonly RegisteredMachine[] = [
  {
    name: 'contact_tracking',
    timings: MACHINE_TIMINGS.contact_tracking,
    machine: contactTrackingMachine,
    governs:
      "Whether a contact's social profile is known and checked: found by a person or a profile finder, tracked, lost, or excluded.",
  },
  {
    name: 'play',
    timings: MACHINE_TIMINGS.play,
    machine: playStatusMachine,
    governs:
      'Where a contact stands in a play: forward moves may skip steps, `not_relevant` is reachable from every state and can only be reopened.',
  },
  {
    name: 'run',
    timings: MACHINE_TIMINGS.run,
    machine: runMachine,
    governs:
      'A check run: queued, running, paused with a `paused_reason` (resumed by the API for `client_credits`, by the scheduler otherwise), then completed, failed or cancelled.',
  },
  {
    name: 'import',
    timings: MACHINE_TIMINGS.import,
    machine: importMachine,
    governs: 'A contact import: previewed and confirmed, queued for the worker, or committed inline, until committed or failed.',
  },
  {
    name: 'webhook_endpoint',
    timings: MACHINE_TIMINGS.webhook_endpoint,
    machine: webhookEndpointMachine,
    governs: `A webhook endpoint: disabled by hand, or after ${WEBHOOK_DISABLE_AFTER} consecutive failed deliveries (\`failure_count\`).`,
  },
  {
    name: 'delivery',
    timings: MACHINE_TIMINGS.delivery,
    machine: deliveryMachine,
    governs: 'A webhook delivery: pending until delivered, retried on the delivery schedule after a failed attempt, failed once the schedule is used up.',
  },
];

export function findMachine(name: string): RegisteredMachine | undefined {
  return MACHINES.find((m) => m.name === name);
}
