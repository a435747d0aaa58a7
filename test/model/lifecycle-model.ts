import type { EntityManager } from '@mikro-orm/postgresql';
import { getShortestPaths } from '@xstate/graph';
import type { AnyStateMachine, EventObject } from 'xstate';

import { restoreSnapshot } from '../../machines';

/** How a model test reaches one lifecycle through the service layer on a real database. */
export interface LifecycleAdapter {
  resource: string;
  machine: AnyStateMachine;
  /** Every event the machine knows, with the payloads the walk uses. */
  events: EventObject[];
  /** Inserts a new entity (through the service's insert) and returns its id. */
  create(em: EntityManager): Promise<string>;
  /** Sends one event through the transition function, in a transaction of its own: whether it was taken. */
  send(em: EntityManager, id: string, event: EventObject): Promise<boolean>;
  /** The stored status and the machine context kept beside it. */
  read(em: EntityManager, id: string): Promise<{ status: string; context?: object }>;
  /** The steps of a path that leave a journal row (default: every step). */
  journalled?(steps: EventObject[], target: string): EventObject[];
}

export type ModelPath = { target: string; steps: EventObject[] };

/** The shortest path from the initial state to every reachable state, read from the machine graph. */
export function pathsOf(adapter: LifecycleAdapter): ModelPath[] {
  return getShortestPaths(adapter.machine, { events: adapter.events }).map((p) => ({
    target: JSON.stringify(p.state.value).replaceAll('"', ''),
    steps: p.steps.map((s) => s.event as EventObject).filter((e) => e.type !== 'xstate.init'),
  }));
}

/** Events the machine refuses in `status` with `context` (the stored one). */
export function refusedIn(adapter: LifecycleAdapter, status: string, context?: object): EventObject[] {
  const snapshot = restoreSnapshot(adapter.machine, status, context);
  return adapter.events.filter((e) => !snapshot.can(e));
}

export type JournalRow = { from_status: string | null; event: string; to_status: string; refused: boolean };

/** The journal rows of one entity, in order. */
export function journalOf(em: EntityManager, resource: string, id: string): Promise<JournalRow[]> {
  return em.execute<JournalRow[]>(
    `select from_status, event, to_status, refused from transitions where resource = ? and resource_id = ? order by id`,
    [resource, id],
  );
}
