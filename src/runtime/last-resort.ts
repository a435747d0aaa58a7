import { randomUUID } from 'node:crypto';

import type { Logger } from '../shared/logger';

/**
 * The policy (docs/decisions.md, "The front door stays up"): every error of a request, a socket
 * event or a timer is caught where it happens, logged with an id and answered (or the socket
 * closed), so nothing should reach these handlers. If something does, it is a bug: it is logged
 * with an id, and the process exits, since its state can no longer be trusted; under `npm start`
 * and on Kubernetes it is started again (a gateway's standby takes over at once).
 */
export function logFatalErrors(log: Logger, role: string): void {
  const fatal = (kind: string) => (err: unknown) => {
    const errorId = randomUUID();
    log.fatal({ err, errorId, role }, `${kind}; the process exits and is restarted`);
    process.exit(1);
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled promise rejection'));
}
