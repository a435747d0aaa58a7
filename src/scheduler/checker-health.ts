/**
 * The leader's view of the checkers' health (grpc.health.v1, polled): when every checker the
 * target names answers SERVING after one did not (a checker that lost Redis, or was
 * unreachable), `onRecovered` runs, so runs paused as `upstream` resume then instead of at the
 * end of their backoff. Each address is asked on its own channel: one answer through the
 * round-robin channel would speak for whichever replica it reached, and a run resumed while
 * another replica is still down pauses again at its next batch there.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

import { experimental } from '@grpc/grpc-js';

import { createHealthClient, type HealthClient } from '../grpc/clients/health-client';
import type { Logger } from '../shared/logger';

export interface CheckerHealthOptions {
  /** The checker target (as CHECKER_URL): `host:port`, `dns:…`, or an `ipv4:`/`ipv6:` list. */
  address: string;
  /** Between two polls. Default 1 s. Each poll waits at least 1 s for its answers (the first one also connects). */
  everyMs?: number;
  onRecovered: () => void;
  log: Logger;
}

/**
 * The addresses a gRPC target names, as grpc-js would reach them: an `ipv4:`/`ipv6:` list as
 * written, and a name (plain or `dns:`) resolved to every address it has now. Empty when the
 * name does not resolve.
 */
export async function targetAddresses(target: string): Promise<string[]> {
  const list = /^ipv[46]:(.*)$/.exec(target);
  if (list) return list[1]!.split(',').filter(Boolean);
  const name = target.replace(/^dns:(\/\/[^/]*\/)?/, '');
  const { host, port } = experimental.splitHostPort(name) ?? { host: name, port: undefined };
  if (isIP(host)) return [name];
  const found = await lookup(host, { all: true }).catch(() => []);
  return found.map((a) => {
    const at = a.family === 6 ? `[${a.address}]` : a.address;
    return port ? `${at}:${port}` : at;
  });
}

export function watchCheckerHealth(options: CheckerHealthOptions): { stop(): void } {
  const everyMs = options.everyMs ?? 1_000;
  const deadlineMs = Math.max(everyMs, 1_000);
  const clients = new Map<string, HealthClient>();
  let down = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const clientFor = (address: string) => {
    let client = clients.get(address);
    if (!client) clients.set(address, (client = createHealthClient(address)));
    return client;
  };
  const serves = (address: string) =>
    clientFor(address)
      .check('', { deadline: new Date(Date.now() + deadlineMs) })
      .then((res) => res.status === 'SERVING')
      .catch(() => false);
  const poll = async (): Promise<void> => {
    const addresses = await targetAddresses(options.address);
    if (stopped) return;
    for (const [address, client] of clients) {
      if (addresses.includes(address)) continue;
      client.close();
      clients.delete(address);
    }
    const answers = await Promise.all(addresses.map(serves));
    if (stopped) return;
    const notServing = addresses.filter((_, i) => !answers[i]);
    const serving = addresses.length > 0 && notServing.length === 0;
    if (!serving && !down) options.log.warn({ checker: options.address, not_serving: addresses.length ? notServing : 'unresolved' }, 'checker not serving');
    if (serving && down) {
      options.log.info({ checker: options.address, replicas: addresses.length }, 'checker serving again');
      options.onRecovered();
    }
    down = !serving;
    timer = setTimeout(() => void poll(), everyMs);
  };
  void poll();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const client of clients.values()) client.close();
      clients.clear();
    },
  };
}
