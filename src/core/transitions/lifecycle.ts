import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnyStateMachine } from 'xstate';

import { applyEventWithContext, type MachineEvent, restoreSnapshot } from '../../../machines';
import {
  type JournalResource,
  recordTransitions,
  type TransitionCause,
  type TransitionRow,
} from '../journal/record-transition';
import { afterTransaction } from '../transaction';

/** A lifecycle: the machine that decides its moves and the journal's name for it. */
export type Lifecycle = { resource: JournalResource; machine: AnyStateMachine };

/** One stored entity as a machine sees it: its status and the context kept beside it. */
export type Entity<S extends string> = { id: string; workspaceId: string; status: S; context?: object };

/** What the machine answered, with the journal row that records it. */
export type Decision<S extends string, C extends object> = {
  ok: boolean;
  from: S;
  status: S;
  changed: boolean;
  context: C;
  /** The effects the taken transition names (its machine's actions, e.g. `emitRunPaused`); none when refused. */
  effects: string[];
  journal: TransitionRow;
};

/** Sends `event` to `entity`'s machine (pure): the next status, or `ok: false` when refused. */
export function decide<S extends string, C extends object = Record<string, unknown>>(
  lifecycle: Lifecycle,
  entity: Entity<S>,
  event: MachineEvent,
  cause: TransitionCause,
): Decision<S, C> {
  const applied = applyEventWithContext<S, C>(lifecycle.machine, entity.status, event, entity.context);
  const changed = applied.ok && applied.changed;
  return {
    ok: applied.ok,
    from: entity.status,
    status: applied.status,
    changed,
    context: applied.context,
    effects: applied.ok ? applied.effects : [],
    journal: {
      workspaceId: entity.workspaceId,
      resource: lifecycle.resource,
      resourceId: entity.id,
      from: entity.status,
      event: event.type,
      to: applied.status,
      refused: !applied.ok,
      cause,
    },
  };
}

/** Where a new entity starts: the machine's initial state moved by the creating events, in order. */
export type Creation<S extends string, C extends object> = { status: S; context: C; journal: TransitionRow[] };

/**
 * A new entity: the machine's initial state, then each creating event (a refused one is a
 * programming error and throws). The journal gets one row per event, the first `from` null;
 * with no event, one `CREATE` row into the initial state.
 */
export function create<S extends string, C extends object = Record<string, unknown>>(
  lifecycle: Lifecycle,
  entity: { id: string; workspaceId: string },
  events: MachineEvent[],
  cause: TransitionCause,
  context?: object,
): Creation<S, C> {
  const initial = restoreSnapshot(lifecycle.machine, lifecycle.machine.config.initial as string, context);
  let status = initial.value as S;
  let ctx = initial.context as C;
  const row = (from: S | null, event: string, to: S): TransitionRow => ({
    workspaceId: entity.workspaceId, resource: lifecycle.resource, resourceId: entity.id, from, event, to, cause,
  });
  if (events.length === 0) return { status, context: ctx, journal: [row(null, 'CREATE', status)] };
  const journal: TransitionRow[] = [];
  for (const event of events) {
    const applied = applyEventWithContext<S, C>(lifecycle.machine, status, event, ctx);
    if (!applied.ok) throw new Error(`${lifecycle.resource}: a new entity cannot ${event.type} from ${status}`);
    journal.push(row(journal.length === 0 ? null : status, event.type, applied.status));
    status = applied.status;
    ctx = applied.context;
  }
  return { status, context: ctx, journal };
}

/**
 * Stamps rows that carry no `at` with `at`: the service clock's time of the move, so that every
 * journal row, written one at a time or by a set-based statement, is on the clock the machine
 * endpoints' `?window=` reads (the sandbox's clock in the demo), never the database's now().
 */
export const stamped = (rows: readonly TransitionRow[], at: Date): TransitionRow[] => rows.map((row) => (row.at ? row : { ...row, at }));

/** Journals accepted moves in the caller's transaction (the one that writes their statuses), at `at` unless a row has its own. */
export function journal(em: EntityManager, rows: readonly TransitionRow[], at: Date): Promise<void> {
  return recordTransitions(em, stamped(rows, at));
}

/**
 * Journals refused events once the caller's transaction has ended, on a connection of their own:
 * a refusal usually ends in an error that rolls that transaction back, and the attempt must stay
 * visible (the machine view highlights refused events). Not while it is open: a unit of work
 * holding its connection and asking the pool for a second can deadlock the pool under load.
 */
export async function journalRefused(em: EntityManager, rows: readonly TransitionRow[], at: Date): Promise<void> {
  await afterTransaction(em, () => recordTransitions(em.fork() as EntityManager, stamped(rows, at)));
}
