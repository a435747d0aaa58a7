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

  let settings: Bottleneck.ConstructorOptions = { ...base, id, datastore: 'ioredis', clearDatastore: false };
  const make = (): Bottleneck => {
    const limiter = new Bottleneck({ ...settings, connection });
    limiter.on('error', (err: unknown) => log?.error({ err }, 'provider limiter error'));
    return limiter;
  };
  let limiter = make();
  await limiter.ready();

  let up = true;
  let stopped = false;
  /** Rejects the jobs waiting in the current instance; each knows the instance it joined. */
  const waiting = new Set<(err: Error) => void>();
  const listeners: Array<(available: boolean) => void> = [];
  const announce = (): void => listeners.forEach((fn) => fn(up));

  internals.client.on('close', () => {
    if (!up || stopped) return;
    up = false;
    log?.error('provider limiter lost Redis: checks fail as upstream until it is back');
    const gone = new LimiterUnavailableError('the shared provider limiter cannot reach Redis');
    for (const reject of waiting) reject(gone);
    waiting.clear();
    announce();
  });
  /** Once both connections are ready again: a fresh instance, then available. Retried until it works. */
  let recovering = false;
  const recover = (): void => {
    if (up || stopped || recovering) return;
    if (internals.client.status !== 'ready' || internals.subscriber.status !== 'ready') return;
    recovering = true;
    const old = limiter;
    limiter = make();
    void old.stop({ dropWaitingJobs: true }).catch(() => undefined);
    limiter.ready().then(
      () => {
        recovering = false;
        // Lost again meanwhile: the next `ready` tries again.
        if (stopped || up || internals.client.status !== 'ready') return;
        up = true;
        log?.info('provider limiter reconnected to Redis');
        announce();
      },
      (err: unknown) => {
        recovering = false;
        log?.warn({ err }, 'provider limiter could not re-register in Redis yet');
        setTimeout(recover, 500).unref();
      },
    );
  };
  internals.client.on('ready', recover);
  internals.subscriber.on('ready', recover);

  return {
    queued: () => limiter.queued(),
    schedule<T>(options: Bottleneck.JobOptions, fn: () => Promise<T>): Promise<T> {
      if (!up) return Promise.reject(new LimiterUnavailableError('the shared provider limiter cannot reach Redis'));
      const joined = limiter;
      return new Promise<T>((resolve, reject) => {
        waiting.add(reject);
        const settle = (): boolean => waiting.delete(reject);
        joined
          .schedule(options, () => {
            // Redis went away while this job waited: its caller has already been told.
            if (joined !== limiter || !up) return Promise.reject(new LimiterUnavailableError('limiter replaced'));
            return fn();
          })
          .then(
            (value) => {
              if (settle()) resolve(value);
            },
            (err: unknown) => {
              if (settle()) reject(up ? err : new LimiterUnavailableError(String(err)));
            },
          );
      });
    },
    async updateSettings(next) {
      settings = { ...settings, ...next };
      // bottleneck's typings say it returns the limiter; it returns a promise of it.
      if (up) await (limiter.updateSettings(next) as unknown as Promise<Bottleneck>);
    },
    available: () => up,
    onAvailability: (fn) => void listeners.push(fn),
    async stop() {
      stopped = true;
      if (up) await limiter.stop({ dropWaitingJobs: true }).catch(() => undefined);
      await connection.disconnect(up);
    },
  };
}
