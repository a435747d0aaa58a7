/**
 * The provider limiter kept in Redis (bottleneck's ioredis datastore), so every checker
 * replica shares one rate and one concurrency — and what happens when Redis goes away.
 *
 * - Redis down: the connection's `close` makes the limiter unavailable. Every job waiting
 *   in it rejects at once with `LimiterUnavailableError`, and so does every new job, so
 *   batches fail fast instead of stalling (ioredis runs with no offline queue and does not
 *   resend unanswered commands). Availability listeners hear `false` (the checker's
 *   health goes NOT_SERVING).
 * - Redis back: ioredis reconnects by itself; on `ready` a fresh bottleneck instance is
 *   made on the same connection (its `init` registers the settings again when Redis came
 *   back empty) and listeners hear `true`.
 * - Settings key gone without a reconnect (a flush): bottleneck re-creates its settings
 *   on `SETTINGS_KEY_NOT_FOUND`, but matches the bare message while Redis ≥ 7 prefixes
 *   script errors with `ERR `; the connection strips that prefix so its recovery runs.
 */
import Bottleneck from 'bottleneck';

import type { Logger } from '../shared/logger';

/** The shared limiter cannot reach Redis: the job did not run. */
export class LimiterUnavailableError extends Error {
  override readonly name = 'LimiterUnavailableError';
}

export function isLimiterUnavailable(err: unknown): err is LimiterUnavailableError {
  return err instanceof LimiterUnavailableError;
}

/** redis[s]://[user[:password]@]host[:port][/db] → ioredis constructor options. */
export function redisOptionsFromUrl(url: string): Record<string, unknown> {
  const u = new URL(url);
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new Error(`REDIS_URL must be redis:// or rediss://, got ${u.protocol}`);
  const db = u.pathname.replace(/^\//, '');
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : 6379,
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(db ? { db: Number(db) } : {}),
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}

/** Fail fast while disconnected; reconnect every ≤ 1 s for as long as it takes. */
const FAIL_FAST = {
  enableOfflineQueue: false,
  autoResendUnfulfilledCommands: false,
  maxRetriesPerRequest: 0,
  retryStrategy: (attempt: number) => Math.min(100 * attempt, 1_000),
};

type ScriptCallback = (err: Error | null, replies: unknown) => void;
type ScriptFn = (...args: unknown[]) => unknown;
interface RedisClient {
  status: string;
  on(event: string, fn: () => void): void;
}
interface ConnectionInternals {
  client: RedisClient;
  subscriber: RedisClient;
  __scriptFn__(name: string): ScriptFn;
}

const BARE_ERRORS = /^ERR (SETTINGS_KEY_NOT_FOUND|UNKNOWN_CLIENT)$/;

/** Lets bottleneck recognise its own script errors under Redis ≥ 7 (see the header). */
function stripErrPrefix(connection: ConnectionInternals): void {
  const scriptFn = connection.__scriptFn__.bind(connection);
  connection.__scriptFn__ = (name) => {
    const fn = scriptFn(name);
    return (...args: unknown[]) => {
      const done = args.pop() as ScriptCallback;
      return fn(...args, (err: Error | null, replies: unknown) => {
        const bare = err ? BARE_ERRORS.exec(err.message) : null;
        if (err && bare?.[1]) err.message = bare[1];
        done(err, replies);
      });
    };
  };
}

export interface SharedBottleneck {
  schedule<T>(options: Bottleneck.JobOptions, fn: () => Promise<T>): Promise<T>;
  updateSettings(settings: Bottleneck.ConstructorOptions): Promise<void>;
  /** Jobs waiting in this process for the current instance. */
  queued(): number;
  available(): boolean;
  onAvailability(fn: (available: boolean) => void): void;
  stop(): Promise<void>;
}

export async function createSharedBottleneck(
  base: Bottleneck.ConstructorOptions,
  redisUrl: string,
  id: string,
  log?: Logger,
): Promise<SharedBottleneck> {
  const { Redis } = await import('ioredis');
  const connection = new Bottleneck.IORedisConnection({ Redis, clientOptions: { ...redisOptionsFromUrl(redisUrl), ...FAIL_FAST } } as Bottleneck.IORedisConnectionOptions);
  const internals = connection as unknown as ConnectionInternals;
  stripErrPrefix(internals);
  connection.on('error', (err: unknown) => log?.debug({ err }, 'provider limiter redis error'));
  const shared = new RedisBottleneck({ ...base, id, datastore: 'ioredis', clearDatastore: false }, connection, internals, log);
  await shared.ready();
  internals.client.on('close', () => shared.lost());
  internals.client.on('ready', () => shared.recover());
  internals.subscriber.on('ready', () => shared.recover());
  return shared;
}

const unavailable = (message = 'the shared provider limiter cannot reach Redis') => new LimiterUnavailableError(message);

/**
 * One bottleneck instance at a time on the shared connection: replaced by a fresh one when
 * Redis comes back, its waiting jobs rejected when Redis goes away.
 */
class RedisBottleneck implements SharedBottleneck {
  private limiter: Bottleneck;
  private up = true;
  private stopped = false;
  private recovering = false;
  /** Rejects the jobs waiting in the current instance; each knows the instance it joined. */
  private readonly waiting = new Set<(err: Error) => void>();
  private readonly listeners: Array<(available: boolean) => void> = [];

  constructor(
    private settings: Bottleneck.ConstructorOptions,
    private readonly connection: Bottleneck.IORedisConnection,
    private readonly internals: ConnectionInternals,
    private readonly log?: Logger,
  ) {
    this.limiter = this.make();
  }

  async ready(): Promise<void> {
    await this.limiter.ready();
  }

  private make(): Bottleneck {
    const limiter = new Bottleneck({ ...this.settings, connection: this.connection });
    limiter.on('error', (err: unknown) => this.log?.error({ err }, 'provider limiter error'));
    return limiter;
  }

  private announce(): void {
    this.listeners.forEach((fn) => fn(this.up));
  }

  /** The connection closed: every waiting job and every new one fails at once. */
  lost(): void {
    if (!this.up || this.stopped) return;
    this.up = false;
    this.log?.error('provider limiter lost Redis: checks fail as upstream until it is back');
    const gone = unavailable();
    for (const reject of this.waiting) reject(gone);
    this.waiting.clear();
    this.announce();
  }

  /** Once both connections are ready again: a fresh instance, then available. Retried until it works. */
  recover(): void {
    const { client, subscriber } = this.internals;
    if (this.up || this.stopped || this.recovering) return;
    if (client.status !== 'ready' || subscriber.status !== 'ready') return;
    this.recovering = true;
    const old = this.limiter;
    this.limiter = this.make();
    void old.stop({ dropWaitingJobs: true }).catch(() => undefined);
    this.limiter.ready().then(
      () => {
        this.recovering = false;
        // Lost again meanwhile: the next `ready` tries again.
        if (this.stopped || this.up || client.status !== 'ready') return;
        this.up = true;
        this.log?.info('provider limiter reconnected to Redis');
        this.announce();
      },
      (err: unknown) => {
        this.recovering = false;
        this.log?.warn({ err }, 'provider limiter could not re-register in Redis yet');
        setTimeout(() => this.recover(), 500).unref();
      },
    );
  }

  queued(): number {
    return this.limiter.queued();
  }

  schedule<T>(options: Bottleneck.JobOptions, fn: () => Promise<T>): Promise<T> {
    if (!this.up) return Promise.reject(unavailable());
    const joined = this.limiter;
    return new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      const settle = (): boolean => this.waiting.delete(reject);
      joined
        .schedule(options, () => {
          // Redis went away while this job waited: its caller has already been told.
          if (joined !== this.limiter || !this.up) return Promise.reject(unavailable('limiter replaced'));
          return fn();
        })
        .then(
          (value) => {
            if (settle()) resolve(value);
          },
          (err: unknown) => {
            if (settle()) reject(this.up ? err : unavailable(String(err)));
          },
        );
    });
  }

  async updateSettings(next: Bottleneck.ConstructorOptions): Promise<void> {
    this.settings = { ...this.settings, ...next };
    // bottleneck's typings say it returns the limiter; it returns a promise of it.
    if (this.up) await (this.limiter.updateSettings(next) as unknown as Promise<Bottleneck>);
  }

  available(): boolean {
    return this.up;
  }

  onAvailability(fn: (available: boolean) => void): void {
    this.listeners.push(fn);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.up) await this.limiter.stop({ dropWaitingJobs: true }).catch(() => undefined);
    await this.connection.disconnect(this.up);
  }
}
