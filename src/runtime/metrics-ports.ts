import { ConfigError } from '../config/env';

/**
 * Under `npm start` every role that serves metrics gets a port of its own, counted from
 * METRICS_PORT: the gateway keeps it (only the serving gateway binds it; its standby binds it
 * when it takes over), the scheduler takes the next one and the checker the one after.
 * Deployed roles each set METRICS_PORT themselves (deploy/), so this applies only to `npm start`.
 */
export const METRICS_PORT_OFFSETS: Readonly<Record<string, number>> = Object.freeze({ gateway: 0, scheduler: 1, checker: 2 });

/** The METRICS_PORT to hand `role`'s child: `{}` for a role without metrics, `'0'` when metrics are off. */
export function childMetricsEnv(role: string, metricsPort: number): { METRICS_PORT?: string } {
  const offset = METRICS_PORT_OFFSETS[role];
  if (offset === undefined) return {};
  if (metricsPort === 0) return { METRICS_PORT: '0' };
  const last = metricsPort + Math.max(...Object.values(METRICS_PORT_OFFSETS));
  if (last > 65_535) throw new ConfigError(`METRICS_PORT: under npm start the roles take METRICS_PORT to METRICS_PORT + 2, so it must be at most 65533 (got ${metricsPort})`);
  return { METRICS_PORT: String(metricsPort + offset) };
}
