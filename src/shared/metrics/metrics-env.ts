import { z } from 'zod';

/** The metrics/health listener of the scheduler and the checker: METRICS_PORT 0 (the default) leaves it off. */
export const metricsEnvShape = {
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
};
