import type { Services } from '../core/context';
import { databaseReachable } from '../core/health/database-health';
import { exitWithParent } from './children';
import { type RunningGateway, startGateway } from './gateway';
import { type GatewayMessage, SUPERVISED_FLAG } from './gateway-supervisor';
import { GATEWAY_WARM_CONNECTIONS } from './gateway-warm-up';

function send(message: GatewayMessage): void {
  process.send?.(message);
}

/** Resolves when the supervisor tells this gateway to serve. */
function serveOrder(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if ((message as GatewayMessage | undefined)?.type !== 'gateway-serve') return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
  });
}

/** Opens the warm connections: that many statements at once, each on a connection of its own. */
async function warmPool(services: Services): Promise<void> {
  await Promise.all(Array.from({ length: GATEWAY_WARM_CONNECTIONS }, () => databaseReachable(services)));
}

/**
 * The `gateway` role. Alone, it listens at once. Under `npm start` (src/runtime/gateway-supervisor.ts,
 * started with `--supervised`), it loads everything, says it is ready, and listens only when
 * the supervisor says so: a standby that takes over from a dead gateway within milliseconds.
 */
export async function runGatewayRole(services: Services): Promise<RunningGateway> {
  await warmPool(services);
  if (process.argv[3] !== SUPERVISED_FLAG || !process.send) return startGateway(services);
  exitWithParent();
  const order = serveOrder();
  const gateway = await startGateway(services, {
    listenWhen: () => {
      send({ type: 'gateway-ready' });
      return order;
    },
  });
  send({ type: 'gateway-listening', url: gateway.url, rootUrl: gateway.rootUrl, mcpUrl: gateway.mcpUrl });
  services.log.info({ url: gateway.rootUrl, pid: process.pid }, 'gateway serving');
  return gateway;
}
