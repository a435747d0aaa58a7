import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { initialTransition, transition } from 'xstate';

/** Any event object; the index-signature member lets literals carry a payload (`{ type: 'PAUSE', reason }`). */
export type MachineEvent = EventObject | (EventObject & Record<string, unknown>);

export type Applied<S extends string> = { ok: true; status: S; changed: boolean } | { ok: false; status: S };

/** Like {@link Applied}, plus the machine context after the event (e.g. a webhook's failure_count). */
export type AppliedWithContext<S extends string, C extends object = Record<string, unknown>> =
  | { ok: true; status: S; changed: boolean; context: C }
  | { ok: false; status: S; context: C };

/**
 * Restores a snapshot of `machine` in `status`. `context` is merged over the
 * machine's initial context (`resolveState` itself does not default it).
 */
export function restoreSnapshot(machine: AnyStateMachine, status: string, context?: object): AnyMachineSnapshot {
  if (!Object.hasOwn(machine.root.states, status)) {
    throw new Error(`${machine.id}: unknown status '${status}'`);
  }
  const [initial] = initialTransition(machine);
  return machine.resolveState({ value: status, context: { ...initial.context, ...context } });
}

/** Applies `event` to a lifecycle stored as `status` (+ `context`), returning the next context too. */
export function applyEventWithContext<S extends string, C extends object = Record<string, unknown>>(
  machine: AnyStateMachine,
  status: S,
  event: MachineEvent,
  context?: object,
): AppliedWithContext<S, C> {
  const snapshot = restoreSnapshot(machine, status, context);
  if (!snapshot.can(event)) return { ok: false, status, context: snapshot.context as C };
  const [next] = transition(machine, snapshot, event);
  const nextStatus = next.value as S;
  return { ok: true, status: nextStatus, changed: nextStatus !== status, context: next.context as C };
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
