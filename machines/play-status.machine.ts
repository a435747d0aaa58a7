import { setup } from 'xstate';

export const PLAY_STATUSES = ['open', 'contacted', 'replied', 'meeting', 'not_relevant'] as const;
export type PlayStatus = (typeof PLAY_STATUSES)[number];

/** One event per target status: `SET_OPEN`, `SET_CONTACTED`, ... */
export type PlayStatusEventType = `SET_${Uppercase<PlayStatus>}`;
export type PlayStatusEvent = { type: PlayStatusEventType };

/** The event that asks to move a play to `status`. */
export function playStatusEvent(status: PlayStatus): PlayStatusEvent {
  return { type: `SET_${status.toUpperCase() as Uppercase<PlayStatus>}` };
}

/**
 * Where a contact stands in a play. Forward moves may skip steps,
 * `not_relevant` is reachable from every other state and can only be reopened.
 */
export const playStatusMachine = setup({
  types: {
    events: {} as PlayStatusEvent,
  },
}).createMachine({
  id: 'playStatus',
  initial: 'open',
  states: {
    open: {
      on: {
        SET_CONTACTED: 'contacted',
        SET_REPLIED: 'replied',
        SET_MEETING: 'meeting',
        SET_NOT_RELEVANT: 'not_relevant',
      },
    },
    contacted: {
      on: {
        SET_REPLIED: 'replied',
        SET_MEETING: 'meeting',
        SET_NOT_RELEVANT: 'not_relevant',
      },
    },
    replied: {
      on: {
        SET_MEETING: 'meeting',
        SET_NOT_RELEVANT: 'not_relevant',
      },
    },
    meeting: {
      on: {
        SET_NOT_RELEVANT: 'not_relevant',
      },
    },
    not_relevant: {
      on: {
        SET_OPEN: 'open',
      },
    },
  },
});
