import { z } from 'zod';

// The machines' timings are the defaults of the variables that override them (plain data, no xstate).
import { DELIVERY_TIMINGS, FINDER_TIMINGS, RUN_TIMINGS, SECOND_LOOK_TIMINGS } from '../../machines/timings';
import { MAX_COMPANIES, MAX_PEOPLE } from '../sandbox/world/limits';

/**
 * Every environment variable the service reads: its zod schema (the default lives in it),
 * what it means, and, where the default is not a plain value, how the docs state it. Which
 * roles read a variable follows from the sections (sections.ts) that list it.
 */
export interface VariableSpec {
  schema: z.ZodType;
  description: string;
  /** The default as docs/operations.md states it, when the schema's own default does not say it. */
  defaultText?: string;
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const port = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);
const int = (min: number) => z.coerce.number().int().min(min);
/** Below 32 MB a role cannot even load its modules; 0 leaves V8's own default. */
const oldSpaceMb = z.coerce
  .number()
  .refine((mb) => Number.isInteger(mb) && (mb === 0 || mb >= 32), 'must be 0 (no cap) or a whole number of MB ≥ 32')
  .optional();

/** A 32-byte key from 64 hex characters or base64 / base64url; null when it is not one. */
export function parseSecretsKey(value: string): Buffer | null {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : null;
  return key && key.length === 32 ? key : null;
}

export const VARIABLES = {
  NODE_ENV: {
    schema: z.enum(['development', 'test', 'production']).default('development'),
    description: '`development`, `test` or `production`. In production the gateway skips validating its own responses and `SECRETS_KEY` is required.',
  },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    description: 'pino level: `fatal` … `trace`, or `silent`.',
    defaultText: '`info` (`warn` in the CLI)',
  },
  DATABASE_URL: {
    schema: z.url().optional(),
    description: 'PostgreSQL URL. Unset: start an embedded PostgreSQL (development only; the CLI connects to the one `npm start` runs).',
    defaultText: '*(unset: embedded)*',
  },
  TRACKER_DATA_DIR: {
    schema: z.string().min(1).default('.tracker'),
    description: 'Embedded cluster (`<dir>/pg`), the generated secrets key outside production and the demo workspace\'s keys (`<dir>/demo.json`).',
  },
  TRACKER_PG_PORT: {
    schema: z.coerce.number().int().min(1024).max(65535).default(54329),
    description: 'Port of the embedded PostgreSQL (1024-65535).',
  },
  MIGRATE_ON_START: {
    schema: bool.default(true),
    description: 'Run migrations at start. Set `false` when a `migrate` job runs them (compose, Kubernetes).',
  },
  SECRETS_KEY: {
    schema: z.string().refine((v) => parseSecretsKey(v) !== null, 'must be 32 bytes as 64 hex characters or base64').optional(),
    description: 'AES-256-GCM key for secrets stored in the database (webhook signing secrets, chat and CRM tokens), 32 bytes as hex or base64. Required in production. A secret.',
    defaultText: '*(generated into `TRACKER_DATA_DIR` outside production)*',
  },
  SECRETS_KEY_PREVIOUS: {
    schema: z.string().refine((v) => parseSecretsKey(v) !== null, 'must be 32 bytes as 64 hex characters or base64').optional(),
    description:
      'The key being rotated out: secrets sealed with it still open while `tracker admin secrets rotate` re-seals them with `SECRETS_KEY` (docs/operations.md, "Rotating SECRETS_KEY"). Unset once the rotation is done. A secret.',
  },
  HOST: {
    schema: z.string().min(1).default('127.0.0.1'),
    description: 'Interface the gateway binds. Use `0.0.0.0` in containers (the image does). With `PORT`, the root of links when `PUBLIC_BASE_URL` is unset.',
  },
  PORT: {
    schema: port(8080),
    description: 'Gateway HTTP port (`0` = any free port).',
  },
  PUBLIC_BASE_URL: {
    schema: z.url().optional(),
    description: 'The public root URL (no `/v1`): links in notifications, the OAuth issuer, invite URLs. Required behind a proxy.',
    defaultText: '`http://<HOST>:<PORT>`',
  },
  BILLING_URL: {
    schema: z.url().default('https://billing.example.com/credits'),
    description: 'Where the API sends clients to buy credits.',
  },
  MCP_CONFIRM_SECRET: {
    schema: z.string().min(32, 'use at least 32 characters').optional(),
    description: 'Signs OAuth sign-in / consent forms and MCP confirmations (≥ 32 characters). Set the same value on every gateway replica. A secret.',
    defaultText: '*(random per process)*',
  },
  WEBHOOKS_ALLOW_LOOPBACK: {
    schema: bool.default(false),
    description: 'Lets webhook endpoints point at loopback addresses. Development and tests only; refused in production.',
  },
  TRUST_PROXY: {
    schema: bool.default(false),
    description: 'Trust `X-Forwarded-*` (client IP, protocol). `true` behind an Ingress or load balancer.',
  },
  BODY_LIMIT: {
    schema: z.string().min(1).default('5mb'),
    description: 'Largest JSON request body (larger is 413). Keep the Ingress limit above it.',
  },
  HTTP_HEADERS_TIMEOUT_MS: {
    schema: int(1_000).default(10_000),
    description: 'Time a client has to send the request line and headers (from connecting, or from its previous response); slower is 408 and the connection is closed.',
  },
  HTTP_REQUEST_TIMEOUT_MS: {
    schema: int(1_000).default(30_000),
    description: 'Time a client has to send the whole request, body included (at least `HTTP_HEADERS_TIMEOUT_MS`); slower is 408 and the connection is closed.',
  },
  HTTP_KEEP_ALIVE_TIMEOUT_MS: {
    schema: int(1_000).default(5_000),
    description: 'How long an idle kept-alive connection stays open for its next request. Behind a load balancer, set it above the balancer\'s idle timeout.',
  },
  HTTP_MAX_HEADER_BYTES: {
    schema: int(1_024).max(1_048_576).default(16_384),
    description: 'Largest request line plus headers in bytes (larger is 431).',
  },
  HTTP_MAX_CONNECTIONS: {
    schema: int(1).default(1_000),
    description: 'Open client connections per gateway; one more is answered 503 `overloaded` and closed.',
  },
  HTTP_MAX_IN_FLIGHT: {
    schema: int(1).default(64),
    description: 'API requests a gateway works on at once; more wait for a turn (see `HTTP_QUEUE_TIMEOUT_MS`).',
  },
  HTTP_QUEUE_TIMEOUT_MS: {
    schema: int(0).default(1_000),
    description: 'Longest wait for a turn when `HTTP_MAX_IN_FLIGHT` requests are in progress; a request still waiting then is answered 503 `overloaded` with `Retry-After`.',
  },
  HTTP_MAX_REQUEST_AGE_MS: {
    schema: int(0).default(50),
    description: 'Load shedding before the queue: while the gateway\'s event loop has been this far behind for two turns running, a request that may have waited longer than this before the gateway could read it is answered 503 `overloaded` with `Retry-After` at once (`0` = off). See docs/operations.md, "HTTP transport limits".',
  },
  CREDENTIAL_CACHE_TTL_MS: {
    schema: int(0).default(60_000),
    description: 'How long a gateway trusts an API key it has looked up (`0` = look every key up on every request). Revoking a key or suspending a workspace empties every gateway\'s cache within milliseconds (PostgreSQL notifications); this is only the upper bound.',
  },
  ME_CACHE_TTL_MS: {
    schema: int(0).default(1_000),
    description: 'How long a gateway answers GET /me from the workspace row it read last (`0` = read it on every call): a balance, name or next refresh changed elsewhere shows at most this late; a write the workspace makes through the same gateway shows at once.',
  },
  RATE_LIMIT_STORE: {
    schema: z.enum(['memory', 'postgres', 'redis']).default('memory'),
    description:
      '`memory` (per process), `postgres` (table `rate_limits`, shared by all replicas; one upsert per request) or `redis` (`REDIS_URL`, shared by all replicas; while Redis is unreachable each gateway counts in memory). Use `postgres` or `redis` with more than one gateway.',
  },
  MCP_ALLOWED_HOSTS: {
    schema: z.string().min(1).optional(),
    description:
      'Comma-separated host names (no port) `/mcp` answers for; other `Host` headers are 403 (DNS rebinding). `localhost`, `127.0.0.1` and `[::1]` are always allowed.',
    defaultText: 'the host of `PUBLIC_BASE_URL`, else of `HOST`',
  },
  MCP_ALLOWED_ORIGINS: {
    schema: z.string().min(1).optional(),
    description: 'Comma-separated origins (`https://app.example.com`) whose browser pages may call `/mcp`; a request with another `Origin` is 403. Requests without `Origin` (non-browser clients) are not affected.',
    defaultText: 'the origin of `PUBLIC_BASE_URL`, else of `HOST` and `PORT`',
  },
  SESSION_IDLE_MINUTES: {
    schema: int(1).max(7 * 24 * 60).default(30),
    description: 'The app\'s sign-in: a session unused this long ends (each request slides it forward).',
  },
  SESSION_MAX_HOURS: {
    schema: int(1).max(30 * 24).default(12),
    description: 'The app\'s sign-in: a session ends this long after sign-in however much it is used.',
  },
  APP_DIR: {
    schema: z.string().min(1).default('dist/app'),
    description: 'Directory of the built app served under `/app` (relative to the working directory). Without it `/app` answers a page saying the app is not built.',
  },
  RATE_LIMIT_READS_PER_MIN: { schema: int(1).default(600), description: 'Read requests (GET) per workspace per minute, all its keys and tokens together.' },
  RATE_LIMIT_WRITES_PER_MIN: { schema: int(1).default(120), description: 'Write requests (POST, PATCH, PUT, DELETE) per workspace per minute, all its keys and tokens together.' },
  CHECKER_URL: {
    schema: z.string().min(1).default('127.0.0.1:50051'),
    description: 'gRPC target of the checkers. Where the name resolves to several addresses (compose service, headless Service), calls are balanced round-robin.',
  },
  CHECKER_TOKEN: {
    schema: z.string().min(16, 'must be at least 16 characters').optional(),
    description: 'Shared token (≥ 16 characters) the scheduler sends and the checker requires on ProfileChecker and Scoring calls. `npm start` generates one for its children. A secret.',
    defaultText: '*(unset: no check)*',
  },
  SCHEDULER_BATCH_SIZE: { schema: int(1).max(1000).default(200), description: 'Run items the engine leases per batch.' },
  CADENCE_EVERY_MS: { schema: int(100).default(30_000), description: 'How often the leader looks for workspaces whose cadence run is due.' },
  UPSTREAM_BACKOFF_MS: { schema: int(10).default(RUN_TIMINGS.upstreamBackoffMs), description: 'Pause of the run engine after the checker reports the provider unavailable.' },
  PROBE_AFTER_MS: { schema: int(10).default(RUN_TIMINGS.probeAfterMs), description: 'After this long in backoff, the engine sends one probe batch to see whether the provider is back.' },
  DISPATCHER_INTERVAL_MS: { schema: int(10).default(250), description: 'How often the outbox dispatcher looks for due deliveries.' },
  WEBHOOK_CONCURRENCY_PER_ENDPOINT: { schema: int(1).max(64).default(4), description: 'Webhook deliveries in flight per endpoint.' },
  WEBHOOK_LEASE_MS: {
    schema: int(1000).default(DELIVERY_TIMINGS.leaseMs),
    description: 'How long a claimed delivery stays leased; a dispatcher that dies leaves its deliveries due again after this.',
  },
  SECOND_LOOK_AFTER_MS: {
    schema: int(0).default(SECOND_LOOK_TIMINGS.afterMs),
    description: 'Delay of the free second check that confirms a `left` / `profile_not_found` before any play, alert or `contact.changed` (service clock; 4 h).',
  },
  DETECTION_WARM_UP: {
    schema: bool.optional(),
    description:
      'Builds detection\'s tables (title passes, company families) in the run engine\'s idle passes after it starts, about a second of CPU, instead of in the first run\'s batches.',
    defaultText: 'on (off when `NODE_ENV` is `test`)',
  },
  SECOND_LOOK_EVERY_MS: { schema: int(100).default(60_000), description: 'How often the leader looks for due second looks.' },
  SECOND_LOOK_LEASE_MS: {
    schema: int(100).default(SECOND_LOOK_TIMINGS.leaseMs),
    description: 'How long a leased second look stays with the leader; a leader killed mid-batch leaves it to the next one after this (10 min).',
  },
  SECOND_LOOK_RETRY_MS: { schema: int(10).default(SECOND_LOOK_TIMINGS.retryMs), description: 'When a second look the checker could not do is due again (15 min).' },
  METRICS_PORT: { schema: port(0), description: 'Port of the gateway\'s, the scheduler\'s and the checker\'s own HTTP listener for `/metrics`, `/healthz` and `/readyz` (`0` = off). The gateway serves `/metrics` only there, never on its API port. Under `npm start` the scheduler takes `METRICS_PORT + 1` and the checker `METRICS_PORT + 2`.' },
  METRICS_HOST: {
    schema: z.string().min(1).default('127.0.0.1'),
    description: 'Interface that listener binds. Use `0.0.0.0` in containers so Prometheus and the probes reach it.',
  },
  RETENTION_SNAPSHOT_DAYS: {
    schema: int(0).max(36_500).default(365),
    description: 'Snapshots (and their positions) older than this many days go, except each profile\'s latest and those a change was detected from or against (`0` keeps all).',
  },
  RETENTION_DELIVERY_DAYS: { schema: int(0).max(36_500).default(30), description: 'Webhook deliveries that ended (delivered or failed) this many days ago go (`0` keeps all).' },
  RETENTION_TRANSITION_DAYS: { schema: int(0).max(36_500).default(180), description: 'Transition journal rows older than this many days go (`0` keeps all).' },
  RETENTION_IMPORT_CHUNK_DAYS: { schema: int(0).max(36_500).default(1), description: 'Chunks left by imports that finished this many days ago go (`0` keeps all).' },
  RETENTION_BATCH_SIZE: { schema: int(100).max(50_000).default(5000), description: 'Rows per retention delete statement.' },
  RETENTION_EVERY_MS: { schema: int(1000).default(3_600_000), description: 'How often the leader runs the retention pass (1 h).' },
  FINDER_SOURCE: {
    schema: z.enum(['sandbox', 'commercial']).default('sandbox'),
    description: 'Where the profile and email finder searches: `sandbox`, or `commercial` (People Data Labs person search + Hunter email finder/verifier).',
  },
  FINDER_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    description: 'Person-search base URL.',
    defaultText: 'sandbox: `PROFILE_SOURCE_URL` or `http://127.0.0.1:4010`; commercial: People Data Labs\' API',
  },
  FINDER_API_KEY: { schema: z.string().min(1).optional(), description: 'Person-search API key (required with `FINDER_SOURCE=commercial`).', defaultText: 'sandbox: `sandbox_test_key`' },
  EMAIL_FINDER_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    description: 'Email finder/verifier base URL.',
    defaultText: 'sandbox: `FINDER_URL`; commercial: Hunter\'s API',
  },
  EMAIL_FINDER_API_KEY: { schema: z.string().min(1).optional(), description: 'Email finder/verifier API key.', defaultText: '`FINDER_API_KEY`' },
  FINDER_RATE_PER_SECOND: { schema: z.coerce.number().min(0).max(100_000).default(10), description: 'Finder provider requests per second, enforced by the checker\'s finder limiter (bottleneck, shared through Redis with `REDIS_URL`; `0` = unlimited).' },
  FINDER_MAX_CONCURRENT: { schema: int(1).max(256).default(4), description: 'Finder provider requests in flight.' },
  FINDER_EVERY_MS: { schema: int(100).default(30_000), description: 'How often the finder loop looks for profile and email searches to do (30 s).' },
  FINDER_LEASE_MS: { schema: int(1000).default(FINDER_TIMINGS.leaseMs), description: 'How long the finder loop holds the searches it leased; a scheduler killed mid-job leaves them to be leased again after this (10 min).' },
  FEED_SOURCE: {
    schema: z.enum(['provider', 'off']).default('provider'),
    description:
      '`provider`: the scheduler reads the profile source\'s free change feed (the sandbox\'s `/v1/changes/feed` and company events, or People Data Labs\' person changelog) on a cursor kept in the database; `off`: no feed.',
  },
  FEED_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    description: 'Base URL of the change feed. For the sandbox the feed is read only when this or `PROFILE_SOURCE_URL` is set.',
    defaultText: 'sandbox: `PROFILE_SOURCE_URL`; pdl: `PROFILE_SOURCE_URL` or People Data Labs\' API',
  },
  FEED_API_KEY: { schema: z.string().min(1).optional(), description: 'Key for the change feed. A secret.', defaultText: '`PROFILE_SOURCE_API_KEY` (sandbox: `sandbox_test_key`)' },
  FEED_EVERY_MS: { schema: int(100).default(60_000), description: 'How often the leader reads the change feed and company events (1 min).' },
  FEED_PDL_START_VERSION: {
    schema: z.string().regex(/^\d+\.\d$/, 'a PDL release such as 31.1').optional(),
    description: 'With People Data Labs: the first release whose changes the person changelog is read for (e.g. `31.1`); the cursor then follows each new release. Unset: no PDL feed.',
  },
  CHECKER_HOST: {
    schema: z.string().min(1).default('127.0.0.1'),
    description: 'Interface the checker\'s gRPC server binds. Use `0.0.0.0` in containers (the image does).',
  },
  CHECKER_PORT: { schema: port(50051), description: 'The checker\'s gRPC port (`0` = any free port; `npm start` needs a fixed one).' },
  PROFILE_SOURCE: { schema: z.enum(['sandbox', 'pdl']).default('sandbox'), description: '`sandbox` (the simulated network) or `pdl` (People Data Labs).' },
  PROFILE_SOURCE_URL: {
    schema: z.url({ protocol: /^https?$/ }).optional(),
    description: 'Base URL of the upstream profile source (`http://sandbox:4010` in compose). `npm start` points it at its sandbox.',
    defaultText: 'sandbox: `http://127.0.0.1:<SANDBOX_PORT>`, pdl: `https://api.peopledatalabs.com`',
  },
  PROFILE_SOURCE_API_KEY: {
    schema: z.string().min(1).optional(),
    description: 'Key for the profile source. Required with `pdl`. A secret.',
    defaultText: 'sandbox: `sandbox_test_key`',
  },
  PROVIDER_RATE_PER_SECOND: { schema: z.coerce.number().min(0).max(1_000_000).default(50), description: 'Upstream requests per second (`0` = unlimited).' },
  PROVIDER_MAX_CONCURRENT: { schema: int(1).max(1024).default(16), description: 'Upstream requests in flight.' },
  REDIS_URL: {
    schema: z.url({ protocol: /^rediss?$/ }).optional(),
    description: 'Redis for bottleneck\'s cluster-wide limiter (ioredis), and for the gateways\' rate limits with `RATE_LIMIT_STORE=redis`. Required with more than one checker.',
    defaultText: '*(unset: limits per process)*',
  },
  SANDBOX_HOST: { schema: z.string().min(1).default('127.0.0.1'), description: 'Interface the sandbox binds (`0.0.0.0` in containers).' },
  SANDBOX_PORT: { schema: port(4010), description: 'The sandbox\'s HTTP port (provider `/v1`, admin `/admin`).' },
  SANDBOX_SEED: { schema: z.coerce.number().int().default(42), description: 'World seed (the same seed gives the same world).' },
  SANDBOX_PEOPLE: { schema: int(0).max(MAX_PEOPLE).default(5000), description: 'People in the world (0-300,000).' },
  SANDBOX_COMPANIES: { schema: int(1).max(MAX_COMPANIES).default(400), description: 'Companies (1-100,000).' },
  SANDBOX_START_DATE: {
    schema: z.iso.date().optional(),
    description: 'The world\'s first day, YYYY-MM-DD. `npm start` gives its sandbox today\'s date, so the test clock starts at the wall clock.',
    defaultText: '`2026-01-01`',
  },
  SANDBOX_STATE_FILE: {
    schema: z.string().min(1).optional(),
    description:
      'A file where the sandbox keeps its world (seed, size, first day, spec, the admin changes, faults) and replays it from on start, so the clock and moved people survive a restart. `npm start` sets `<TRACKER_DATA_DIR>/sandbox-world.json`; `tracker demo reset` removes it.',
    defaultText: '*(none: a new world each start)*',
  },
  SANDBOX_CLOCK_LOCKED: {
    schema: bool.default(false),
    description:
      'Refuse `POST /admin/clock` (409 `clock_locked`): the service beside this sandbox uses a real provider, so its clock is the wall clock. `npm start` sets it for its sandbox when `PROFILE_SOURCE` is not `sandbox`.',
  },
  TEST_CLOCK_POLL_MS: {
    schema: int(50).max(60_000).default(1000),
    description:
      'With `PROFILE_SOURCE=sandbox` and `PROFILE_SOURCE_URL` set, how often the service reads the sandbox\'s admin clock: its scheduling clock runs ahead of the wall clock by the days the sandbox was advanced (the test clock).',
  },
  SANDBOX_WORLD_SPEC: {
    schema: z.string().trim().min(2).max(100_000).optional(),
    description: 'How the sandbox world moves, as a JSON world spec (docs/freshness.md, "The world spec"): hazard, layoffs, change feed, bounces.',
    defaultText: "*(issue #24's example: 2.5 % changes a month)*",
  },
  SANDBOX_API_KEYS: {
    schema: z.string().optional(),
    description: 'Comma-separated bearer keys the provider API accepts.',
    defaultText: '`sandbox_test_key`',
  },
  SCHEDULER_MAX_OLD_SPACE_MB: {
    schema: oldSpaceMb,
    description: 'V8 old-space cap of the scheduler child `npm start` supervises, in MB; `0` = no cap. See "Memory".',
    defaultText: '`128`',
  },
  CHECKER_MAX_OLD_SPACE_MB: { schema: oldSpaceMb, description: 'The same for the checker child.', defaultText: '`128`' },
  SANDBOX_MAX_OLD_SPACE_MB: { schema: oldSpaceMb, description: 'The same for the sandbox child.', defaultText: '*(no cap)*' },
  SALESFORCE_CLIENT_ID: {
    schema: z.string().min(1).optional(),
    description: 'Consumer key of the Salesforce connected app the service connects orgs through (OAuth web-server flow with PKCE, JWT bearer); a connect request may name its own.',
  },
  SALESFORCE_CLIENT_SECRET: {
    schema: z.string().min(1).optional(),
    description: 'Consumer secret of that connected app, when it requires one for the web-server flow. A secret.',
  },
  SALESFORCE_LOGIN_URL: {
    schema: z.url().default('https://login.salesforce.com'),
    description: 'Default Salesforce login host: production; `https://test.salesforce.com` for sandboxes or a My Domain URL (a connect request may name its own).',
  },
  SLACK_API_URL: {
    schema: z.url().optional(),
    description: 'Slack Web API base that a Slack connection made over the REST API uses (default https://slack.com/api/); a stand-in in tests.',
  },
  HUBSPOT_API_URL: {
    schema: z.url().optional(),
    description: 'HubSpot API base that a HubSpot connection made over the REST API uses (default https://api.hubapi.com); a stand-in in tests.',
  },
  BULK_IMPORT_MIN_ROWS: {
    schema: int(1).default(5000),
    description:
      'An import of at least this many rows (a CSV file, or a HubSpot or Salesforce import counting accounts and contacts) takes the bulk path: COPY into staging and one set-based merge (src/core/imports/README.md); smaller ones commit in 1,000-row batches.',
  },
  HUBSPOT_TOKEN: { schema: z.string().min(1).optional(), description: 'HubSpot private app token for `tracker import hubspot` when `--token` is not given. A secret.' },
  DEBUG: { schema: z.string().optional(), description: 'Any value: the CLI prints stack traces of unexpected failures.' },
  INIT_CWD: {
    schema: z.string().optional(),
    description: 'Set by npm: the folder `npm run tracker` was called from; the CLI resolves file arguments against it.',
    defaultText: '*(the working directory)*',
  },
} as const satisfies Record<string, VariableSpec>;

export type VariableName = keyof typeof VARIABLES;
