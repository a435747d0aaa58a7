import { pino } from 'pino';

import { type ConfigSource, loadCommonConfig, loadSandboxConfig } from '../config/env';
import { type SandboxHandle, startSandbox, type StartSandboxOptions } from './server';
import { parseWorldSpec, type WorldSpec } from './world/spec';

export const DEFAULT_SANDBOX_PORT = 4010;

/** The sandbox section of the configuration (SANDBOX_*) as server options. */
export function sandboxOptionsFromEnv(env?: ConfigSource): StartSandboxOptions {
  const parsed = loadSandboxConfig(env);
  const apiKeys = parsed.SANDBOX_API_KEYS?.split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
  return {
    ...(parsed.SANDBOX_WORLD_SPEC ? { spec: worldSpecFromEnv(parsed.SANDBOX_WORLD_SPEC) } : {}),
    port: parsed.SANDBOX_PORT,
    host: parsed.SANDBOX_HOST,
    seed: parsed.SANDBOX_SEED,
    people: parsed.SANDBOX_PEOPLE,
    companies: parsed.SANDBOX_COMPANIES,
    clockLocked: parsed.SANDBOX_CLOCK_LOCKED,
    ...(parsed.SANDBOX_STATE_FILE ? { stateFile: parsed.SANDBOX_STATE_FILE } : {}),
    ...(parsed.SANDBOX_START_DATE ? { startDate: parsed.SANDBOX_START_DATE } : {}),
    ...(apiKeys && apiKeys.length > 0 ? { apiKeys } : {}),
  };
}

/** SANDBOX_WORLD_SPEC parsed, or a RangeError naming what is wrong with it. */
function worldSpecFromEnv(text: string): WorldSpec {
  try {
    return parseWorldSpec(JSON.parse(text));
  } catch (err) {
    throw new RangeError(`SANDBOX_WORLD_SPEC is not a valid world spec: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
}

/** Starts the sandbox from environment variables and logs its URL. Does not install signal handlers. */
export async function runSandbox(
  env?: ConfigSource,
  logger: pino.Logger = pino({ name: 'sandbox', level: loadCommonConfig(env).LOG_LEVEL ?? 'info' }),
): Promise<SandboxHandle> {
  const options = sandboxOptionsFromEnv(env);
  const started = Date.now();
  const handle = await startSandbox({ ...options, onError: (err) => logger.error({ err }, 'sandbox request failed') });
  logger.info(
    {
      url: handle.url,
      seed: handle.world.seed,
      people: handle.world.peopleCount,
      companies: handle.world.companyCount,
      now: handle.world.now,
      ...(handle.restored === undefined ? {} : { restored: handle.restored }),
      startup_ms: Date.now() - started,
    },
    'sandbox professional network listening',
  );
  if (handle.discarded) logger.warn({ reason: handle.discarded }, 'the saved sandbox world is for another configuration: a new world starts');
  return handle;
}
