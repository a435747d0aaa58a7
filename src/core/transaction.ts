/**
 * The one way src/core opens a transaction (lint: `.transactional(` is called here only).
 *
 * Lock order (docs/decisions.md, "Concurrency"): a transaction that moves a workspace's
 * balance or uses the workspace row as its lock takes that row first (`lockWorkspace`), before
 * any other row lock, with FOR NO KEY UPDATE, which leaves the foreign-key share locks of
 * concurrent inserts (journal rows, contacts, plays, ledger rows) free to proceed.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

import { retryOnConflict } from '../db/conflict-retry';
import { holdingConnection } from '../db/held-connection';
import { query } from '../db/query';
import type { Services } from './context';

/**
 * Runs `work` in a transaction and commits it. When PostgreSQL aborts it with a deadlock
 * (40P01) or a serialization failure (40001), the whole unit of work runs again from the start
 * on a new transaction (bounded, jittered, logged and counted: src/db/conflict-retry.ts), so
 * `work` must do nothing outside the database that it cannot repeat.
 *
 * With `Services`, each attempt gets a fresh EntityManager. With an EntityManager that is
 * already inside a transaction, `work` runs in a savepoint of it and is not retried: the
 * error reaches the outer unit of work, which is.
 */
export function inTransaction<T>(from: Services | EntityManager, work: (em: EntityManager) => Promise<T>): Promise<T> {
  if (!('orm' in from)) {
    const outer = from.getTransactionContext<object>();
    if (outer) return attempt(from, work, (effects) => effects.forEach((effect) => afterCommitOf(outer, effect)));
    return retryOnConflict('transaction', () => attempt(from, work, runEffects));
  }
  return retryOnConflict('transaction', () => attempt(from.orm.em.fork() as EntityManager, work, runEffects), from.log);
}

/** Effects registered with `afterCommit`, by the transaction (knex's transaction object) they wait for. */
const pendingEffects = new WeakMap<object, Array<() => void>>();

/** Appends to the list a transaction keeps in `pending` (`pendingEffects`, `pendingWrites`). */
function appendTo<V>(pending: WeakMap<object, V[]>, trx: object, items: readonly V[]): void {
  const list = pending.get(trx);
  if (list) list.push(...items);
  else pending.set(trx, [...items]);
}

const afterCommitOf = (trx: object, effect: () => void) => appendTo(pendingEffects, trx, [effect]);

const runEffects = (effects: ReadonlyArray<() => void>) => effects.forEach((effect) => effect());

/** Writes registered with `afterTransaction`, by the transaction they wait for. */
const pendingWrites = new WeakMap<object, Array<() => Promise<unknown>>>();

/**
 * One attempt: `work` in a transaction (or a savepoint of `em`'s); once it committed, `settle` gets
 * the effects it registered. Once it ended either way, the writes registered with `afterTransaction`
 * run (a savepoint's pass to the transaction around it).
 */
async function attempt<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>, settle: (effects: ReadonlyArray<() => void>) => void): Promise<T> {
  let trx: object | undefined;
  let result: T;
  try {
    result = await holdingConnection(em.getConnection().getKnex().client, (hold) =>
      em.transactional((tem) => {
        trx = tem.getTransactionContext<object>();
        return hold(() => work(tem));
      }),
    );
  } catch (err) {
    await afterEnd(em, trx).catch(() => undefined);
    throw err;
  }
  await afterEnd(em, trx);
  const effects = trx ? pendingEffects.get(trx) : undefined;
  if (trx) pendingEffects.delete(trx);
  if (effects) settle(effects);
  return result;
}

async function afterEnd(em: EntityManager, trx: object | undefined): Promise<void> {
  const writes = trx ? pendingWrites.get(trx) : undefined;
  if (!writes) return;
  pendingWrites.delete(trx!);
  const outer = em.getTransactionContext<object>();
  if (outer) appendTo(pendingWrites, outer, writes);
  else for (const write of writes) await write();
}

/**
 * Runs `write` (on a connection of its own) once `em`'s transaction has ended, committed or rolled
 * back — for what must be stored even when the unit of work fails (a refused machine event, whose
 * error rolls the transaction back) — and before the unit's result or error reaches its caller. At
 * once when `em` is in no transaction. A failed write is lost when the unit failed too: the unit's
 * error is the one its caller sees.
 */
export function afterTransaction(em: EntityManager, write: () => Promise<unknown>): Promise<unknown> {
  const trx = em.getTransactionContext<object>();
  if (!trx) return write();
  appendTo(pendingWrites, trx, [write]);
  return Promise.resolve();
}

/**
 * Runs `effect` (a metric, say: anything outside the database) once `em`'s transaction has
 * committed, and never for an attempt that rolled back (a deadlock retried, an error); at once
 * when `em` is in no transaction.
 */
export function afterCommit(em: EntityManager, effect: () => void): void {
  const trx = em.getTransactionContext<object>();
  if (trx) afterCommitOf(trx, effect);
  else effect();
}

/**
 * Takes the workspace row lock that orders every writer of its balance (and the use cases that
 * serialise on the workspace): FOR NO KEY UPDATE, as the first lock of the transaction. Returns
 * the balance as locked (0 for an unknown workspace).
 */
export async function lockWorkspace(em: EntityManager, workspaceId: string): Promise<number> {
  const [row] = await query<{ balance: string }>(em, 'select balance from workspaces where id = ?::uuid for no key update', [workspaceId]);
  return Number(row?.balance ?? 0);
}

/** `lockWorkspace` for several workspaces, always in id order (so two callers never take them in opposite orders). */
export async function lockWorkspaces(em: EntityManager, workspaceIds: readonly string[]): Promise<void> {
  if (workspaceIds.length === 0) return;
  await query(em, 'select id from workspaces where id = any(?::uuid[]) order by id for no key update', [[...new Set(workspaceIds)]]);
}
