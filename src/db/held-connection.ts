import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A unit of work that holds a transaction's connection and asks the same pool for another
 * (a query through a fresh EntityManager, `inTransaction(services, …)` nested in another's work)
 * can deadlock the pool: under load every connection is held by such a unit waiting for a second
 * one, and each waits out knex's acquire timeout (a 500 after seconds, the gateway stalled
 * meanwhile). That is always a bug, however rarely it bites, so it fails at once, on every call,
 * where tests see it: the unit must use its transaction's EntityManager.
 */
export class NestedConnectionError extends Error {
  constructor() {
    super(
      "a unit of work that holds a transaction's connection asked the same pool for another: " +
        "use the transaction's EntityManager (a second connection can deadlock the pool under load)",
    );
    this.name = 'NestedConnectionError';
  }
}

interface Held {
  readonly client: object;
  open: boolean;
  /** The unit of work this one runs inside, if any (a savepoint, or a mistaken transaction of its own). */
  readonly outer: Held | undefined;
}

function holds(unit: Held | undefined, client: object): boolean {
  for (; unit; unit = unit.outer) if (unit.open && unit.client === client) return true;
  return false;
}

const held = new AsyncLocalStorage<Held>();
const guarded = new WeakSet<object>();

type Client = { acquireConnection: (...args: unknown[]) => Promise<unknown> };

/** Makes `client` (a knex client: one pool) refuse a connection to a unit of work that holds one of its transactions. */
function guard(client: Client): void {
  if (guarded.has(client)) return;
  guarded.add(client);
  const acquire = client.acquireConnection;
  client.acquireConnection = function (this: object, ...args: unknown[]) {
    if (holds(held.getStore(), this)) return Promise.reject(new NestedConnectionError());
    return acquire.apply(this, args);
  };
}

/**
 * Runs `begin` (which opens a transaction on `client`'s pool and calls its callback with the
 * connection held); the callback runs `work` marked as holding it, until `work` settles.
 */
export function holdingConnection<T>(client: object, begin: (work: <R>(inner: () => Promise<R>) => Promise<R>) => Promise<T>): Promise<T> {
  guard(client as Client);
  const unit: Held = { client, open: false, outer: held.getStore() };
  return held.run(unit, () =>
    begin(async (inner) => {
      unit.open = true;
      try {
        return await inner();
      } finally {
        unit.open = false;
      }
    }),
  );
}

/**
 * Runs `statement` on a connection of its own although the caller holds a transaction's: for the
 * few writes others must see before that transaction commits (an import's progress), each one
 * short and autocommitted, so it cannot wait on the caller. Every such use is named by this call.
 */
export function onConnectionOfItsOwn<T>(statement: () => Promise<T>): Promise<T> {
  return held.exit(statement);
}
