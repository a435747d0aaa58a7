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

/** `resume_after`: epoch milliseconds before which an automatic resume is not due (null: no wait). */
export type RunContext = { paused_reason: RunPausedReason | null; resume_after?: number | null };

/**
 * Facts the scheduler reads before it starts or resumes a run: whether the workspace is
 * suspended and the time now (epoch ms). The guards decide from them; a missing fact
 * does not hold the run back.
 */
export type RunFacts = { workspaceSuspended?: boolean; now?: number };

/**
 * The one event vocabulary of a run, used by the machine and by `transitionRun` in core:
 * `resumeAfter` on PAUSE is stored beside the reason (when the scheduler may resume it).
 */
export type RunEvent =
  | ({ type: 'START' } & RunFacts)
  | { type: 'PAUSE'; reason: RunPausedReason; resumeAfter?: Date | null }
  | { type: 'RESUME'; balance?: number }
  | ({ type: 'AUTO_RESUME' } & RunFacts)
  | { type: 'COMPLETE' }
  | { type: 'FAIL'; error?: string }
  | { type: 'CANCEL' };

function includes(list: readonly string[], value: string | null | undefined): boolean {
  return value != null && list.includes(value);
}

/**
 * A check run: queued, running, paused for a reason, then one of three final states. A
 * suspended workspace's run is not started (`workspaceActive`) but paused for `suspended`;
 * the scheduler's `AUTO_RESUME` is taken only once the pause's cause has cleared
 * (`autoResumeDue`: the workspace is active again, or `resume_after` has passed), while a
 * run paused for `client_credits` waits for the client's `RESUME` with a positive credit
 * `balance` (`resumableByClient`). Its effects are named actions: `emitRunPaused` (the
 * `run.paused` event) on every pause, `emitRunCompleted` (`run.completed`) on every final move.
 */
export const runMachine = setup({
  types: {
    context: {} as RunContext,
    events: {} as RunEvent,
  },
  guards: {
    canPauseBeforeStart: ({ event }) => event.type === 'PAUSE' && includes(RUN_QUEUED_PAUSE_REASONS, event.reason),
    resumableByClient: ({ context, event }) =>
      context.paused_reason === 'client_credits' && (event.type !== 'RESUME' || event.balance === undefined || event.balance > 0),
    workspaceActive: ({ event }) => event.type === 'START' && event.workspaceSuspended !== true,
    autoResumeDue: ({ context, event }) => {
      if (event.type !== 'AUTO_RESUME' || !includes(RUN_AUTO_RESUME_REASONS, context.paused_reason)) return false;
      if (context.paused_reason === 'suspended') return event.workspaceSuspended !== true;
      return context.resume_after == null || event.now === undefined || event.now >= context.resume_after;
    },
  },
  actions: {
    storePausedReason: assign({
      paused_reason: ({ event }) => (event.type === 'PAUSE' ? event.reason : null),
      resume_after: ({ event }) => (event.type === 'PAUSE' ? (event.resumeAfter?.getTime() ?? null) : null),
    }),
    clearPausedReason: assign({ paused_reason: null, resume_after: null }),
    // Effects: core performs them when the transition names them (src/core/transitions/run-transition.ts).
    emitRunPaused: () => undefined,
    emitRunCompleted: () => undefined,
  },
}).createMachine({
  id: 'run',
  initial: 'queued',
  context: { paused_reason: null, resume_after: null },
  states: {
    queued: {
      on: {
        START: { guard: 'workspaceActive', target: 'running' },
        PAUSE: { guard: 'canPauseBeforeStart', target: 'paused', actions: ['storePausedReason', 'emitRunPaused'] },
        FAIL: { target: 'failed', actions: 'emitRunCompleted' },
        CANCEL: { target: 'cancelled', actions: 'emitRunCompleted' },
      },
    },
    running: {
      on: {
        PAUSE: { target: 'paused', actions: ['storePausedReason', 'emitRunPaused'] },
        COMPLETE: { target: 'completed', actions: 'emitRunCompleted' },
        FAIL: { target: 'failed', actions: 'emitRunCompleted' },
        CANCEL: { target: 'cancelled', actions: 'emitRunCompleted' },
      },
    },
    paused: {
      on: {
        RESUME: { guard: 'resumableByClient', target: 'running', actions: 'clearPausedReason' },
        AUTO_RESUME: { guard: 'autoResumeDue', target: 'running', actions: 'clearPausedReason' },
        CANCEL: { target: 'cancelled', actions: 'emitRunCompleted' },
      },
    },
    completed: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
