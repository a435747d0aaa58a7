import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { initialTransition, transition } from 'xstate';

/** Any event object; the index-signature member lets literals carry a payload (`{ type: 'PAUSE', reason }`). */
export type MachineEvent = EventObject | (EventObject & Record<string, unknown>);

export type Applied<S extends string> = { ok: true; status: S; changed: boolean } | { ok: false; status: S };

/**
 * The effects a taken transition names: its actions other than XState's own (`assign` …),
 * e.g. `emitRunPaused`. The machine only names them; core performs them.
 */
export type Effects = { effects: string[] };

/** Like {@link Applied}, plus the machine context after the event (e.g. a webhook's failure_count). */
export type AppliedWithContext<S extends string, C extends object = Record<string, unknown>> =
  | ({ ok: true; status: S; changed: boolean; context: C } & Effects)
  | { ok: false; status: S; context: C };

/**
 * Restores a snapshot of `machine` in `status`. `context` is merged over the
 * machine's initial context (`resolveState` itself does not default it).
 */
export function restoreSnapshot(machine: AnyStateMachine, status: string, context?: object): AnyMachineSnapshot {
  if (!Object.hasOwn(machine.root.states, status)) {
    throw new Error(`${machine.id}: unknown status '${status}'`);
  }
  return machine.resolveState({ value: status, context: { ...initialContext(machine), ...context } });
}

/** Each machine's initial context, computed once (machines are immutable definitions). */
const initialContexts = new WeakMap<AnyStateMachine, object>();
function initialContext(machine: AnyStateMachine): object {
  let context = initialContexts.get(machine);
  if (!context) {
    context = initialTransition(machine)[0].context as object;
    initialContexts.set(machine, context);
  }
  return context;
}

/**
 * Answers already computed, per machine: a machine is a pure function of (status, event,
 * context), and the hot paths (a batch of deliveries or contacts) send the same few
 * combinations thousands of times. Bounded: the oldest answer goes first.
 */
const MEMO_SIZE = 2000;
const memos = new WeakMap<AnyStateMachine, Map<string, AppliedWithContext<string, object>>>();
function memoFor(machine: AnyStateMachine): Map<string, AppliedWithContext<string, object>> {
  let memo = memos.get(machine);
  if (!memo) {
    memo = new Map();
    memos.set(machine, memo);
  }
  return memo;
}

/** Applies `event` to a lifecycle stored as `status` (+ `context`), returning the next context too. */
export function applyEventWithContext<S extends string, C extends object = Record<string, unknown>>(
  machine: AnyStateMachine,
  status: S,
  event: MachineEvent,
  context?: object,
): AppliedWithContext<S, C> {
  const memo = memoFor(machine);
  const key = `${status}\u0000${JSON.stringify(event)}\u0000${context === undefined ? '' : JSON.stringify(context)}`;
  const known = memo.get(key);
  if (known) return { ...known, context: { ...known.context } } as AppliedWithContext<S, C>;
  const snapshot = restoreSnapshot(machine, status, context);
  const applied: AppliedWithContext<string, object> = snapshot.can(event)
    ? (() => {
        const [next, actions] = transition(machine, snapshot, event);
        const nextStatus = next.value as string;
        const effects = actions.map((a) => a.type).filter((type) => !type.startsWith('xstate.'));
        return { ok: true, status: nextStatus, changed: nextStatus !== status, context: next.context as object, effects };
      })()
    : { ok: false, status, context: snapshot.context as object };
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(key, applied);
  return { ...applied, context: { ...applied.context } } as AppliedWithContext<S, C>;
}

/**
 * Applies `event` to a lifecycle stored as `status`: `ok: false` when the
 * machine refuses it, otherwise the next status (`changed` when it differs).
 */
export function applyEvent<S extends string>(
  machine: AnyStateMachine,
  status: S,
  event: MachineEvent,
  context?: object,
): Applied<S> {
  const applied = applyEventWithContext<S>(machine, status, event, context);
  return applied.ok
    ? { ok: true, status: applied.status, changed: applied.changed }
    : { ok: false, status: applied.status };
}

/**
 * Event types accepted in `status`. Each is tested as a bare `{ type }`, so an
 * event whose guard reads its payload (run `PAUSE` from `queued`) is not listed.
 */
export function allowedEvents(machine: AnyStateMachine, status: string, context?: object): string[] {
  const snapshot = restoreSnapshot(machine, status, context);
  const types = [...new Set<string>(machine.root.events)];
  return types.filter((type) => snapshot.can({ type }));
}
