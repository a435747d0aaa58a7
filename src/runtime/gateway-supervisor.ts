import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

import type { Logger } from '../shared/logger';
import { spawnRole, stopChild } from './children';

/** Messages between `npm start` and its gateway children (over the IPC channel). */
export type GatewayMessage =
  | { type: 'gateway-ready' }
  | { type: 'gateway-serve' }
  | { type: 'gateway-listening'; url: string; rootUrl: string; mcpUrl: string };

export interface GatewayAddress {
  url: string;
  rootUrl: string;
  mcpUrl: string;
}

export interface SupervisedGateway {
  /** Resolves when the first gateway serves. */
  listening: Promise<GatewayAddress>;
  /** The gateway serving now (or about to). */
  active(): ChildProcess | undefined;
  stop(): Promise<void>;
}

/**
 * How long after a failover the replacement standby starts loading. Loading a gateway is seconds
 * of CPU (a cold tsx start: 2-15 s on a shared 2-core machine); started at once, it competed with
 * the promoted gateway's first requests, and the kill -9 test saw the standby listening 261 ms
 * after the kill but its first answer only at 2,183 ms. Until then a second death starts a cold
 * gateway, which becomes the serving one as soon as it is ready.
 */
export const REPLACEMENT_STANDBY_DELAY_MS = 5_000;

/**
 * How long a stop waits for a gateway that is not serving (a standby, loaded or still loading) before
 * SIGKILL: it has no request to finish, and one still evaluating its modules on a loaded machine runs
 * its SIGTERM handler only seconds later (4.5 s seen at a load of 12). The serving one gets `stopChild`'s 10 s.
 */
export const STANDBY_STOP_GRACE_MS = 1_000;

/** The flag a supervised gateway starts with: load everything, then listen only when told. */
export const SUPERVISED_FLAG = '--supervised';

/** The API port, held by `npm start` until the first gateway child is told to listen on it. */
export interface PortHold {
  port: number;
  /** Lets the port go (once; later calls resolve at once). */
  release(): Promise<void>;
}

/**
 * Binds host:port and keeps it until `release`, so a port in use fails `npm start` with the usual message
 * before any child starts, port 0 becomes one fixed port every gateway child listens on, and no other
 * program takes that port while the first gateway loads (seconds: a test suite's client sockets and
 * servers draw from the same ephemeral range, and one took a released port for good in CI). A connection
 * that arrives while it is held is closed: nothing serves yet, as before the port was held.
 */
export function holdPort(host: string, port: number): Promise<PortHold> {
  return new Promise((resolve, reject) => {
    const probe = createServer((socket) => socket.destroy());
    probe.once('error', reject);
    probe.listen(port, host, () => {
      probe.off('error', reject);
      const address = probe.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      let released: Promise<void> | undefined;
      const release = () => (released ??= new Promise<void>((done) => probe.close(() => done())));
      resolve({ port: bound, release });
    });
  });
}

function isMessage(value: unknown): value is GatewayMessage {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/**
 * The gateway under `npm start`: two children of the `gateway` role, each fully loaded (modules,
 * database pool, app). One serves; the other waits as a standby. When the serving one dies for
 * any reason, the standby is told to listen at once (the port is free as soon as the dead
 * process is gone) and a new standby is started, with the same back-off as the other roles
 * when gateways keep dying. PostgreSQL, runs in flight and the other roles are not touched.
 * Stopping is the same SIGTERM to each child as for every other role; a gateway that is not serving
 * gets SIGKILL after `STANDBY_STOP_GRACE_MS`, and none is put to serve once the stop has begun.
 */
export function superviseGateway(env: NodeJS.ProcessEnv, log: Logger, hold?: PortHold): SupervisedGateway {
  const children = new Set<ChildProcess>();
  let active: ChildProcess | undefined;
  let standby: ChildProcess | undefined;
  let stopping = false;
  let deaths = 0;
  let lastDeathAt = 0;
  let listened = false;
  let resolveListening!: (address: GatewayAddress) => void;
  const listening = new Promise<GatewayAddress>((resolve) => (resolveListening = resolve));

  const promote = (child: ChildProcess) => {
    active = child;
    if (standby === child) standby = undefined;
    // The held port goes free just before the first gateway is told to take it (a later call resolves at once).
    void (hold?.release() ?? Promise.resolve()).then(() => {
      // A child that is exiting has closed its channel: the callback takes the error (else an unhandled 'error' event).
      child.send({ type: 'gateway-serve' } satisfies GatewayMessage, (err: Error | null) => {
        if (err) log.warn({ err, pid: child.pid }, 'could not tell a gateway to serve');
      });
    });
  };
  const onMessage = (child: ChildProcess, message: unknown) => {
    // Stopping, a gateway that finishes loading is not put to serve, nor is a standby started for one that listens.
    if (!isMessage(message) || stopping) return;
    if (message.type === 'gateway-ready') {
      if (!active) promote(child);
      else {
        standby = child;
        log.info({ pid: child.pid }, 'gateway standby ready');
      }
    } else if (message.type === 'gateway-listening') {
      resolveListening({ url: message.url, rootUrl: message.rootUrl, mcpUrl: message.mcpUrl });
      // The first standby loads once the first gateway serves, so the two do not slow each other's start;
      // after a failover the replacement waits (onExit), so it does not slow the promoted gateway's first answers.
      if (!listened && children.size < 2) start();
      listened = true;
    }
  };
  const onExit = (child: ChildProcess, code: number | null, signal: NodeJS.Signals | null) => {
    children.delete(child);
    // A clean exit (code 0, or SIGINT/SIGTERM from the terminal's process group) is a shutdown, as for the other roles.
    if (stopping || code === 0 || signal === 'SIGINT' || signal === 'SIGTERM') {
      if (child === active) active = undefined;
      if (child === standby) standby = undefined;
      return;
    }
    const wasActive = child === active;
    if (wasActive) active = undefined;
    if (child === standby) standby = undefined;
    log.warn({ role: 'gateway', pid: child.pid, code, signal, serving: wasActive, standby: standby?.pid ?? null }, 'gateway exited');
    const heir = wasActive ? standby : undefined;
    if (heir) promote(heir);
    // A new child replaces the dead one, sooner while gateways are not dying in a row.
    if (Date.now() - lastDeathAt > 30_000) deaths = 0;
    lastDeathAt = Date.now();
    const backOff = Math.min(10_000, 250 * 2 ** deaths++);
    setTimeout(() => !stopping && children.size < 2 && start(), heir ? Math.max(backOff, REPLACEMENT_STANDBY_DELAY_MS) : backOff);
  };
  const start = () => {
    const child = spawnRole('gateway', env, [SUPERVISED_FLAG]);
    children.add(child);
    child.on('message', (message) => onMessage(child, message));
    child.on('exit', (code, signal) => onExit(child, code, signal));
  };
  start();
  return {
    listening,
    active: () => active,
    async stop() {
      stopping = true;
      await hold?.release();
      await Promise.all(
        [...children].map(async (child) => {
          const serving = child === active;
          const stopped = await stopChild(child, serving ? undefined : STANDBY_STOP_GRACE_MS);
          log.info({ role: 'gateway', pid: child.pid, serving, ...stopped }, 'child stopped');
        }),
      );
    },
  };
}
