/**
 * `runChecker()`: the checker process configured from the checker and finder sections of the
 * configuration (src/config/sections.ts; the variables are in docs/operations.md).
 * Nothing starts on import.
 */
import { type ConfigSource, loadCheckerConfig, loadCommonConfig } from '../config/env';
import { createLogger, type Logger } from '../shared/logger';
import { checkerMetrics } from '../shared/metrics/checker-metrics';
import { startMetricsListener } from '../shared/metrics/metrics-listener';
import { finderFromConfig, sourceFromEnv } from './adapters-from-config';
import { type CheckerHandle, startChecker } from './server';

/** Starts the checker from its configuration (the process environment unless `env` is given). Does not install signal handlers. */
export async function runChecker(env?: ConfigSource, log: Logger = createLogger(loadCommonConfig(env).LOG_LEVEL ?? 'info', 'checker')): Promise<CheckerHandle> {
  const config = loadCheckerConfig(env);
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
    finder: finderFromConfig(config),
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
