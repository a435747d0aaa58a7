/**
 * The waits the lifecycle machines' moves depend on: retry schedules, second-look delays,
 * backoffs and lease timings, as named data beside the machines. The code that waits reads
 * them from here (the scheduler's loops, the delivery and notification queues, the defaults
 * of the environment variables in src/config/variables.ts), and the diagrams
 * (machines/README.md), `tracker machines` and `GET /v1/machines` show them (`MACHINE_TIMINGS`), so
 * what is shown is what runs. Plain data: no xstate, so src/config can import it cheaply.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Webhook deliveries (`delivery` machine). */
export const DELIVERY_TIMINGS = {
  /** Wait before attempt n + 1 after n failed ones: eight attempts over about 27.6 hours; after the last, `failed`. */
  retryDelaysMs: [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR],
  /** Each retry delay is spread ±10 %, so a receiver coming back is not hit by every delivery in the same second. */
  retryJitter: 0.1,
  /** A claimed delivery stays leased this long (renewed while held); a dispatcher that dies leaves it due again after it. */
  leaseMs: 30 * SECOND,
} as const;

/** Chat and CRM notifications of a new play (`play` machine's `play.created`). */
export const NOTIFICATION_TIMINGS = {
  /** Backoff after a failed notification attempt: six attempts over about 7.5 hours; after the last, `failed`. */
  retryDelaysMs: [30 * SECOND, 2 * MINUTE, 10 * MINUTE, HOUR, 6 * HOUR],
  /** ±10 % on each delay (a rate limit's Retry-After replaces the delay). */
  retryJitter: 0.1,
  /** A claimed notification stays leased this long (renewed while held). */
  leaseMs: 5 * MINUTE,
} as const;

/** The free second check that confirms a `left` / `profile_not_found` before any play, alert or `contact.changed`. */
export const SECOND_LOOK_TIMINGS = {
  /** Delay after the detecting check (service clock). */
  afterMs: 4 * HOUR,
  /** When a second look the checker could not do is due again. */
  retryMs: 15 * MINUTE,
  /** A leased second look stays with the leader this long; a leader killed mid-batch leaves it to the next after it. */
  leaseMs: 10 * MINUTE,
} as const;

/** Check runs (`run` machine). */
export const RUN_TIMINGS = {
  /** A leased run item stays with the engine this long (only the leader leases; a new leader sweeps). */
  itemLeaseMs: 10 * MINUTE,
  /** A run paused as `upstream` waits this long, doubling with each failed try up to 16 times it (a Retry-After is a floor). */
  upstreamBackoffMs: 30 * SECOND,
  /** The longest the upstream backoff grows to, as a multiple of `upstreamBackoffMs`. */
  upstreamBackoffMaxFactor: 16,
  /** A run paused as `auth` or `out_of_credits` is probed (one batch) this long after it paused. */
  probeAfterMs: 5 * MINUTE,
} as const;

/** Profile and email searches (`contact_tracking` machine: a found profile moves the contact to `tracked`). */
export const FINDER_TIMINGS = {
  /** The finder loop holds the searches it leased this long; a scheduler killed mid-job leaves them to be leased again after it. */
  leaseMs: 10 * MINUTE,
} as const;

/** The scheduler leader's daily Salesforce delta sync (each sync is an `import`). */
export const SALESFORCE_SYNC_TIMINGS = {
  /** A good sync (or the first import) makes the next one due this long after it. */
  everyMs: 24 * HOUR,
  /** Wait before try n + 1 after n failed ones; past the last, the daily cadence (the error stays shown). */
  retryDelaysMs: [5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR],
  /** The leader holds a claimed sync this long; a leader that dies mid-sync leaves it to the next one after it. */
  leaseMs: HOUR,
  /** How often the leader looks for a sync that is due. */
  lookEveryMs: MINUTE,
} as const;

/** One timing as the API, the CLI and the diagrams show it. */
export interface MachineTiming {
  /** Its name, snake_case. */
  name: string;
  /** What waits this long. */
  description: string;
  /** The delay in ms; a retry schedule has one per retry (the wait after the first failed attempt first). */
  delays_ms: number[];
  /** ± this fraction of random spread on each delay, or null. */
  jitter: number | null;
  /** The environment variable that overrides the delay (this is its default), or null when it is fixed. */
  variable: string | null;
}

const timing = (name: string, description: string, delays: number | readonly number[], extra: Partial<MachineTiming> = {}): MachineTiming => ({
  name,
  description,
  delays_ms: typeof delays === 'number' ? [delays] : [...delays],
  jitter: extra.jitter ?? null,
  variable: extra.variable ?? null,
});

/** The timings of each machine, under the machine's registered name (`machines/registry.ts` takes each from here). */
export const MACHINE_TIMINGS = {
  contact_tracking: [
    timing('finder_lease', 'how long the finder loop holds a profile or email search it leased', FINDER_TIMINGS.leaseMs, { variable: 'FINDER_LEASE_MS' }),
  ],
  play: [
    timing('second_look_after', 'a detected left / profile_not_found waits this long for its free second check before any play, alert or contact.changed', SECOND_LOOK_TIMINGS.afterMs, { variable: 'SECOND_LOOK_AFTER_MS' }),
    timing('second_look_retry', 'a second look the checker could not do is due again after this', SECOND_LOOK_TIMINGS.retryMs, { variable: 'SECOND_LOOK_RETRY_MS' }),
    timing('second_look_lease', 'how long the leader holds a leased second look', SECOND_LOOK_TIMINGS.leaseMs, { variable: 'SECOND_LOOK_LEASE_MS' }),
    timing('notification_retry', "a play's Slack or CRM notification is tried again after each failed attempt (a Retry-After replaces the delay), failed after the last", NOTIFICATION_TIMINGS.retryDelaysMs, { jitter: NOTIFICATION_TIMINGS.retryJitter }),
    timing('notification_lease', 'how long the dispatcher holds a claimed notification (renewed while held)', NOTIFICATION_TIMINGS.leaseMs),
  ],
  run: [
    timing('item_lease', 'how long the engine holds a leased run item', RUN_TIMINGS.itemLeaseMs),
    timing('upstream_backoff', `a run paused as upstream is tried again after this, doubling per failed try up to ${RUN_TIMINGS.upstreamBackoffMaxFactor} times it (a Retry-After is a floor)`, RUN_TIMINGS.upstreamBackoffMs, { variable: 'UPSTREAM_BACKOFF_MS' }),
    timing('probe_after', 'a run paused as auth or out_of_credits gets one probe batch after this', RUN_TIMINGS.probeAfterMs, { variable: 'PROBE_AFTER_MS' }),
  ],
  delivery: [
    timing('retry', 'a failed delivery is tried again after each delay in turn; after the last attempt it is failed', DELIVERY_TIMINGS.retryDelaysMs, { jitter: DELIVERY_TIMINGS.retryJitter }),
    timing('lease', 'how long the dispatcher holds a claimed delivery (renewed while held); a dispatcher that dies leaves it due again after this', DELIVERY_TIMINGS.leaseMs, { variable: 'WEBHOOK_LEASE_MS' }),
  ],
  // An import moves when its worker or its caller acts; the leader's Salesforce sync makes one on these timings.
  import: [
    timing('salesforce_sync_every', 'a workspace\'s Salesforce delta sync is due this long after its last good sync (or its first import)', SALESFORCE_SYNC_TIMINGS.everyMs),
    timing('salesforce_sync_retry', 'a failed Salesforce sync is tried again after each delay in turn; after the last, at the daily cadence, its error shown', SALESFORCE_SYNC_TIMINGS.retryDelaysMs),
    timing('salesforce_sync_lease', 'how long the leader holds a Salesforce sync it claimed; a leader that dies mid-sync leaves it to the next after this', SALESFORCE_SYNC_TIMINGS.leaseMs),
  ],
  // An endpoint moves on a delivery's outcome.
  webhook_endpoint: [],
} satisfies Record<string, readonly MachineTiming[]>;

/** `30 s`, `5 min`, `4 h`: a delay as the diagrams and the CLI print it. */
export function formatDelay(ms: number): string {
  if (ms % HOUR === 0 && ms >= HOUR) return `${ms / HOUR} h`;
  if (ms % MINUTE === 0 && ms >= MINUTE) return `${ms / MINUTE} min`;
  if (ms % SECOND === 0 && ms >= SECOND) return `${ms / SECOND} s`;
  return `${ms} ms`;
}
