import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable the service reads, parsed once at start-up. */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  DATABASE_URL: z.url().optional(),
  TRACKER_DATA_DIR: z.string().min(1).default('.tracker'),
  TRACKER_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  PUBLIC_BASE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres']).default('memory'),
  RATE_LIMIT_READS_PER_MIN: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_WRITES_PER_MIN: z.coerce.number().int().min(1).default(120),
  BODY_LIMIT: z.string().default('5mb'),
  BILLING_URL: z.url().default('https://billing.example.com/credits'),
  TRUST_PROXY: bool.default(false),
  MIGRATE_ON_START: bool.default(true),
  /** Signs MCP confirmation tokens and OAuth forms; random per process when unset (set it when running several gateways). */
  MCP_CONFIRM_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  /**
   * AES-256-GCM key for secrets stored in the database (webhook signing secrets, chat and CRM
   * tokens): 32 bytes as 64 hex characters or base64/base64url. Required in production; in
   * development and tests a key is generated once and kept in `<TRACKER_DATA_DIR>/secrets.key`.
   */
  SECRETS_KEY: z
    .string()
    .refine((v) => parseSecretsKey(v) !== null, 'must be 32 bytes as 64 hex characters or base64')
    .optional(),
  /** Lets webhook endpoints point at loopback addresses (http or https): development and tests only. */
  WEBHOOKS_ALLOW_LOOPBACK: bool.default(false),
}).superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.SECRETS_KEY) {
    ctx.addIssue({ code: 'custom', path: ['SECRETS_KEY'], message: 'is required in production (32 bytes, hex or base64)' });
  }
  if (env.NODE_ENV === 'production' && env.WEBHOOKS_ALLOW_LOOPBACK) {
    ctx.addIssue({ code: 'custom', path: ['WEBHOOKS_ALLOW_LOOPBACK'], message: 'is for development and tests only' });
  }
});

/** A 32-byte key from 64 hex characters or base64 / base64url; null when it is not one. */
export function parseSecretsKey(value: string): Buffer | null {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : null;
  return key && key.length === 32 ? key : null;
}

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
