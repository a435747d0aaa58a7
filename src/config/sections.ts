import { type VariableName,VARIABLES } from './variables';

/**
 * The configuration in sections: which variables belong together. A role parses the
 * sections `ROLE_SECTIONS` gives it and nothing else, so the variables a role reads
 * (the "Read by" column of docs/operations.md) follow from this file.
 */
export const SECTIONS = {
  /** Every role. */
  common: ['NODE_ENV', 'LOG_LEVEL'],
  /** The database and the service layer (src/core): every role that opens the database. */
  service: [
    'DATABASE_URL',
    'TRACKER_DATA_DIR',
    'TRACKER_PG_PORT',
    'MIGRATE_ON_START',
    'SECRETS_KEY',
    'SECRETS_KEY_PREVIOUS',
    'HOST',
    'PORT',
    'PUBLIC_BASE_URL',
    'BILLING_URL',
    'MCP_CONFIRM_SECRET',
    'WEBHOOKS_ALLOW_LOOPBACK',
    'PROFILE_SOURCE',
    'PROFILE_SOURCE_URL',
    'TEST_CLOCK_POLL_MS',
    'SALESFORCE_CLIENT_ID',
    'SALESFORCE_CLIENT_SECRET',
    'SALESFORCE_LOGIN_URL',
    'SLACK_API_URL',
    'HUBSPOT_API_URL',
    'BULK_IMPORT_MIN_ROWS',
    'SESSION_IDLE_MINUTES',
    'SESSION_MAX_HOURS',
  ],
  /** The HTTP gateway (REST, MCP, OAuth). */
  gateway: [
    'TRUST_PROXY',
    'BODY_LIMIT',
    'HTTP_HEADERS_TIMEOUT_MS',
    'HTTP_REQUEST_TIMEOUT_MS',
    'HTTP_KEEP_ALIVE_TIMEOUT_MS',
    'HTTP_MAX_HEADER_BYTES',
    'HTTP_MAX_CONNECTIONS',
    'HTTP_MAX_IN_FLIGHT',
    'HTTP_QUEUE_TIMEOUT_MS',
    'HTTP_MAX_REQUEST_AGE_MS',
    'CREDENTIAL_CACHE_TTL_MS',
    'ME_CACHE_TTL_MS',
    'RATE_LIMIT_STORE',
    'REDIS_URL',
    'RATE_LIMIT_READS_PER_MIN',
    'RATE_LIMIT_WRITES_PER_MIN',
    'MCP_ALLOWED_HOSTS',
    'MCP_ALLOWED_ORIGINS',
    'APP_DIR',
  ],
  /** The scheduler: its loops, timers and the checker it calls. */
  scheduler: [
    'CHECKER_URL',
    'CHECKER_TOKEN',
    'SCHEDULER_BATCH_SIZE',
    'CADENCE_EVERY_MS',
    'UPSTREAM_BACKOFF_MS',
    'PROBE_AFTER_MS',
    'DISPATCHER_INTERVAL_MS',
    'WEBHOOK_CONCURRENCY_PER_ENDPOINT',
    'WEBHOOK_LEASE_MS',
    'SECOND_LOOK_AFTER_MS',
    'DETECTION_WARM_UP',
    'SECOND_LOOK_EVERY_MS',
    'SECOND_LOOK_LEASE_MS',
    'SECOND_LOOK_RETRY_MS',
    'RETENTION_SNAPSHOT_DAYS',
    'RETENTION_DELIVERY_DAYS',
    'RETENTION_TRANSITION_DAYS',
    'RETENTION_IMPORT_CHUNK_DAYS',
    'RETENTION_BATCH_SIZE',
    'RETENTION_EVERY_MS',
    'FINDER_EVERY_MS',
    'FINDER_LEASE_MS',
    'PROFILE_SOURCE_API_KEY',
    'FEED_SOURCE',
    'FEED_URL',
    'FEED_API_KEY',
    'FEED_EVERY_MS',
    'FEED_PDL_START_VERSION',
  ],
  /** The profile and email finder's provider and limits (the checker serves the Finder RPCs; the scheduler's loop only times them). */
  finder: [
    'FINDER_SOURCE',
    'FINDER_URL',
    'FINDER_API_KEY',
    'EMAIL_FINDER_URL',
    'EMAIL_FINDER_API_KEY',
    'FINDER_RATE_PER_SECOND',
    'FINDER_MAX_CONCURRENT',
    'PROFILE_SOURCE_URL',
    'REDIS_URL',
  ],
  /** The gateway's, the scheduler's and the checker's /metrics, /healthz and /readyz listener. */
  metrics: ['METRICS_PORT', 'METRICS_HOST'],
  /** The checker (gRPC) and its profile source. */
  checker: [
    'CHECKER_PORT',
    'CHECKER_HOST',
    'CHECKER_TOKEN',
    'PROFILE_SOURCE',
    'PROFILE_SOURCE_URL',
    'PROFILE_SOURCE_API_KEY',
    'PROVIDER_RATE_PER_SECOND',
    'PROVIDER_MAX_CONCURRENT',
    'REDIS_URL',
  ],
  /** The simulated professional network. */
  sandbox: [
    'SANDBOX_PORT',
    'SANDBOX_HOST',
    'SANDBOX_SEED',
    'SANDBOX_PEOPLE',
    'SANDBOX_COMPANIES',
    'SANDBOX_START_DATE',
    'SANDBOX_CLOCK_LOCKED',
    'SANDBOX_STATE_FILE',
    'SANDBOX_WORLD_SPEC',
    'SANDBOX_API_KEYS',
  ],
  /** `npm start` (role `all`): the ports, token and heap caps it hands the children it supervises. */
  supervisor: [
    'SANDBOX_PORT',
    'CHECKER_PORT',
    'CHECKER_TOKEN',
    'PROFILE_SOURCE',
    'PROFILE_SOURCE_URL',
    'SANDBOX_START_DATE',
    'SCHEDULER_MAX_OLD_SPACE_MB',
    'CHECKER_MAX_OLD_SPACE_MB',
    'SANDBOX_MAX_OLD_SPACE_MB',
  ],
  /** The command-line tools (`tracker admin`, `tracker import`, `tracker demo`). */
  cli: ['HUBSPOT_TOKEN', 'DEBUG', 'INIT_CWD'],
} as const satisfies Record<string, readonly VariableName[]>;

export type Section = keyof typeof SECTIONS;

/** The processes `src/main.ts` starts (`all` is `npm start` without a role) and the CLI. */
export const ROLE_SECTIONS = {
  all: ['common', 'service', 'gateway', 'metrics', 'supervisor'],
  gateway: ['common', 'service', 'gateway', 'metrics'],
  scheduler: ['common', 'service', 'scheduler', 'metrics'],
  migrate: ['common', 'service'],
  checker: ['common', 'checker', 'finder', 'metrics'],
  sandbox: ['common', 'sandbox'],
  cli: ['common', 'service', 'cli'],
} as const satisfies Record<string, readonly Section[]>;

export type ConfigRole = keyof typeof ROLE_SECTIONS;

/** The variables of the given sections, each once, in section order. */
export function variablesOf(sections: readonly Section[]): VariableName[] {
  return [...new Set(sections.flatMap((section) => SECTIONS[section]))];
}

/** The roles that read `name`. */
export function rolesReading(name: VariableName): ConfigRole[] {
  return (Object.keys(ROLE_SECTIONS) as ConfigRole[]).filter((role) => variablesOf(ROLE_SECTIONS[role]).includes(name));
}

/** Every variable in the catalogue is in some section (checked by test/unit/config). */
export const ALL_VARIABLES = Object.keys(VARIABLES) as VariableName[];
