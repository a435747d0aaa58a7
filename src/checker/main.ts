/**
 * `runChecker(env)`: the checker process configured from the environment. Nothing
 * starts on import.
 *
 * | variable                 | default   | meaning                                           |
 * | ------------------------ | --------- | ------------------------------------------------- |
 * | CHECKER_PORT             | 50051     | gRPC port (0 = ephemeral)                         |
 * | CHECKER_HOST             | 127.0.0.1 | interface to bind (0.0.0.0 in containers)         |
 * | CHECKER_TOKEN            | (none)    | shared token internal callers must send           |
 * | PROFILE_SOURCE           | sandbox   | `sandbox` or `pdl`                                |
 * | PROFILE_SOURCE_URL       | sandbox: http://127.0.0.1:4010, pdl: https://api.peopledatalabs.com |
 * | PROFILE_SOURCE_API_KEY   | sandbox: sandbox_test_key, pdl: required |
 * | PROVIDER_RATE_PER_SECOND | 50        | upstream requests per second (0 = unlimited)      |
 * | PROVIDER_MAX_CONCURRENT  | 16        | upstream requests in flight                       |
 * | REDIS_URL                | (none)    | share the limits across replicas (ioredis)        |
 * | METRICS_PORT             | 0 (off)   | HTTP port of /metrics, /healthz, /readyz          |
 * | METRICS_HOST             | 127.0.0.1 | interface of that listener (0.0.0.0 in containers)|
 */
import { z } from 'zod';

import { createLogger, type Logger } from '../shared/logger';
import { checkerMetrics } from '../shared/metrics/checker-metrics';
import { metricsEnvShape } from '../shared/metrics/metrics-env';
import { startMetricsListener } from '../shared/metrics/metrics-listener';
import { type CheckerHandle, startChecker } from './server';
import type { ProfileSource } from './source';
import { createPdlSource, PDL_DEFAULT_BASE_URL } from './sources/pdl-source';
import { createSandboxSource } from './sources/sandbox-source';

export const DEFAULT_CHECKER_PORT = 50051;
const DEFAULT_SANDBOX_URL = 'http://127.0.0.1:4010';
const DEFAULT_SANDBOX_KEY = 'sandbox_test_key';

export const checkerEnvSchema = z
  .object({
    CHECKER_PORT: z.coerce.number().int().min(0).max(65_535).default(DEFAULT_CHECKER_PORT),
    CHECKER_HOST: z.string().min(1).default('127.0.0.1'),
    CHECKER_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    PROFILE_SOURCE: z.enum(['sandbox', 'pdl']).default('sandbox'),
    PROFILE_SOURCE_URL: z.url({ protocol: /^https?$/ }).optional(),
    PROFILE_SOURCE_API_KEY: z.string().min(1).optional(),
    PROVIDER_RATE_PER_SECOND: z.coerce.number().min(0).max(1_000_000).default(50),
    PROVIDER_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1024).default(16),
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    ...metricsEnvShape,
  })
  .superRefine((env, ctx) => {
    if (env.PROFILE_SOURCE === 'pdl' && !env.PROFILE_SOURCE_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PROFILE_SOURCE_API_KEY'], message: 'required when PROFILE_SOURCE=pdl' });
    }
  });

export type CheckerEnv = z.infer<typeof checkerEnvSchema>;

export class CheckerConfigError extends Error {
  override readonly name = 'CheckerConfigError';
}

/** Parses the checker's variables; empty values count as unset. Throws naming each bad variable. */
export function parseCheckerEnv(env: NodeJS.ProcessEnv = process.env): CheckerEnv {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checkerEnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new CheckerConfigError(`Invalid checker configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export function sourceFromEnv(env: CheckerEnv): ProfileSource {
  const connections = env.PROVIDER_MAX_CONCURRENT;
  if (env.PROFILE_SOURCE === 'pdl') {
    return createPdlSource({ apiKey: env.PROFILE_SOURCE_API_KEY ?? '', baseUrl: env.PROFILE_SOURCE_URL ?? PDL_DEFAULT_BASE_URL, connections });
  }
  return createSandboxSource({
    baseUrl: env.PROFILE_SOURCE_URL ?? DEFAULT_SANDBOX_URL,
    apiKey: env.PROFILE_SOURCE_API_KEY ?? DEFAULT_SANDBOX_KEY,
    connections,
  });
}

/** Starts the checker from environment variables (and its metrics listener when METRICS_PORT is set). Does not install signal handlers. */
export async function runChecker(env: NodeJS.ProcessEnv = process.env, log: Logger = createLogger(env.LOG_LEVEL ?? 'info', 'checker')): Promise<CheckerHandle> {
  const config = parseCheckerEnv(env);
  const handle = await startChecker({
    port: config.CHECKER_PORT,
    host: config.CHECKER_HOST,
    token: config.CHECKER_TOKEN,
    source: sourceFromEnv(config),
    limits: {
      maxConcurrent: config.PROVIDER_MAX_CONCURRENT,
      ratePerSecond: config.PROVIDER_RATE_PER_SECOND,
      redisUrl: config.REDIS_URL,
    },
    log,
  });
  if (config.METRICS_PORT === 0) return handle;
  const serving = trackServing(handle);
  const metrics = await startMetricsListener({
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
    registries: [checkerMetrics.registry],
    ready: serving,
  }).catch(async (err: unknown) => {
    await handle.close();
    throw err;
  });
  log.info({ url: metrics.url }, 'checker metrics listening');
  return { ...handle, close: () => Promise.all([handle.close(), metrics.close()]).then(() => undefined) };
}

/** Whether the checker's health service reports the server ('') as SERVING: /readyz follows it. */
function trackServing(handle: CheckerHandle): () => boolean {
  let serving = true;
  const { health } = handle;
  const setStatus = health.setStatus.bind(health);
  health.setStatus = (service, status) => {
    if (service === '') serving = status === 'SERVING';
    setStatus(service, status);
  };
  return () => serving;
}
