import { assign, setup } from 'xstate';

export const RUN_STATUSES = ['queued', 'running', 'paused', 'completed', 'failed', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];
export const RUN_FINAL_STATUSES = ['completed', 'failed', 'cancelled'] as const satisfies readonly RunStatus[];

export const RUN_PAUSED_REASONS = ['out_of_credits', 'auth', 'upstream', 'client_credits', 'suspended'] as const;
export type RunPausedReason = (typeof RUN_PAUSED_REASONS)[number];

/** Reasons the scheduler clears by itself (everything but `client_credits`). */
export const RUN_AUTO_RESUME_REASONS = [
  'out_of_credits',
  'auth',
  'upstream',
  'suspended',
] as const satisfies readonly RunPausedReason[];

/** Reasons a run can be paused with before it ever started. */
export const RUN_QUEUED_PAUSE_REASONS = ['suspended', 'client_credits'] as const satisfies readonly RunPausedReason[];

export type RunContext = { paused_reason: RunPausedReason | null };

/**
 * The one event vocabulary of a run, used by the machine and by `transitionRun` in core:
 * `resumeAfter` on PAUSE is stored beside the reason (when the scheduler may resume it).
 */
export type RunEvent =
  | { type: 'START' }
  | { type: 'PAUSE'; reason: RunPausedReason; resumeAfter?: Date | null }
  | { type: 'RESUME' }
  | { type: 'AUTO_RESUME' }
  | { type: 'COMPLETE' }
  | { type: 'FAIL'; error?: string }
  | { type: 'CANCEL' };

function includes(list: readonly string[], value: string | null | undefined): boolean {
  return value != null && list.includes(value);
}

/** A check run: queued, running, paused for a reason, then one of three final states. */
export const runMachine = setup({
  types: {
    context: {} as RunContext,
    events: {} as RunEvent,
  },
  guards: {
    canPauseBeforeStart: ({ event }) => event.type === 'PAUSE' && includes(RUN_QUEUED_PAUSE_REASONS, event.reason),
    pausedForClientCredits: ({ context }) => context.paused_reason === 'client_credits',
    pausedForAutoResumableReason: ({ context }) => includes(RUN_AUTO_RESUME_REASONS, context.paused_reason),
  },
  actions: {
    storePausedReason: assign({
      paused_reason: ({ event }) => (event.type === 'PAUSE' ? event.reason : null),
    }),
    clearPausedReason: assign({ paused_reason: null }),
  },
}).createMachine({
  id: 'run',
  initial: 'queued',
  context: { paused_reason: null },
  states: {
    queued: {
      on: {
        START: 'running',
        PAUSE: { guard: 'canPauseBeforeStart', target: 'paused', actions: 'storePausedReason' },
        FAIL: 'failed',
        CANCEL: 'cancelled',
      },
    },
    running: {
      on: {
        PAUSE: { target: 'paused', actions: 'storePausedReason' },
        COMPLETE: 'completed',
        FAIL: 'failed',
        CANCEL: 'cancelled',
      },
    },
    paused: {
      on: {
        RESUME: { guard: 'pausedForClientCredits', target: 'running', actions: 'clearPausedReason' },
        AUTO_RESUME: { guard: 'pausedForAutoResumableReason', target: 'running', actions: 'clearPausedReason' },
        CANCEL: 'cancelled',
      },
    },
    completed: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
