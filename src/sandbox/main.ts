import { pino } from 'pino';
import { z } from 'zod';

import { type SandboxHandle, startSandbox, type StartSandboxOptions } from './server';
import { MAX_COMPANIES, MAX_PEOPLE } from './world/create-world';

export const DEFAULT_SANDBOX_PORT = 4010;

const envSchema = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(DEFAULT_SANDBOX_PORT),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  SANDBOX_SEED: z.coerce.number().int().default(42),
  SANDBOX_PEOPLE: z.coerce.number().int().min(0).max(MAX_PEOPLE).default(5000),
  SANDBOX_COMPANIES: z.coerce.number().int().min(1).max(MAX_COMPANIES).default(400),
  /** Comma-separated API keys. */
  SANDBOX_API_KEYS: z.string().optional(),
});

/** Reads SANDBOX_PORT, SANDBOX_HOST, SANDBOX_SEED, SANDBOX_PEOPLE, SANDBOX_COMPANIES, SANDBOX_API_KEYS. */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): StartSandboxOptions {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = envSchema.parse(blankToUndefined);
  const apiKeys = parsed.SANDBOX_API_KEYS?.split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
  return {
    port: parsed.SANDBOX_PORT,
    host: parsed.SANDBOX_HOST,
    seed: parsed.SANDBOX_SEED,
    people: parsed.SANDBOX_PEOPLE,
    companies: parsed.SANDBOX_COMPANIES,
    ...(apiKeys && apiKeys.length > 0 ? { apiKeys } : {}),
  };
}

/** Starts the sandbox from environment variables and logs its URL. Does not install signal handlers. */
export async function runSandbox(
  env: NodeJS.ProcessEnv = process.env,
  logger: pino.Logger = pino({ name: 'sandbox', level: env.LOG_LEVEL ?? 'info' }),
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
      startup_ms: Date.now() - started,
    },
    'sandbox professional network listening',
  );
  return handle;
}
