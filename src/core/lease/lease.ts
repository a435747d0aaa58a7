import { randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { consultsExpiry, type LeaseSpec } from './spec';
import { claimStatement } from './sql/claim';
import { releaseStatement } from './sql/release';
import { renewStatement } from './sql/renew';
import { settleStatement } from './sql/settle';
import { sweepStatement } from './sql/sweep';

export interface Claimed<T> {
  /** The owner written on the claimed rows (specs with an owner column); pass it to the other verbs. */
  owner: string;
  items: T[];
}

export interface ClaimOptions {
  now: Date;
  limit: number;
  /** How long the claim holds: rows are claimable again from `now + leaseMs` (leases with an expiry column). */
  leaseMs?: number;
  /** Values for the spec's `filter` placeholders, in order. */
  where?: unknown[];
}

export interface ReleaseOptions {
  /** Due again at this time (specs with a due column); otherwise due as before. */
  retryAt?: Date;
  /** Take the claim's attempt back: the work never started. */
  uncount?: boolean;
  /** Values for the spec's `onRelease` placeholders, in order. */
  values?: unknown[];
}

export interface SettleOptions {
  /** Values for the spec's `onSettle` placeholders, in order. */
  values?: unknown[];
}

/** The lease verbs of one kind of work, each one bound statement run in the caller's transaction (or alone). */
export interface Lease<T> {
  readonly spec: LeaseSpec;
  claim(em: EntityManager, options: ClaimOptions): Promise<Claimed<T>>;
  renew(em: EntityManager, owner: string, keys: string[], until: Date): Promise<string[]>;
  release(em: EntityManager, owner: string, keys: string[], options?: ReleaseOptions): Promise<string[]>;
  settle(em: EntityManager, owner: string, keys: string[], options?: SettleOptions): Promise<string[]>;
  sweep(em: EntityManager): Promise<number>;
}

const ownerParam = (spec: LeaseSpec, owner: string): unknown[] => (spec.owner ? [owner] : []);
const keysOf = (rows: Array<{ key: string }>) => rows.map((r) => r.key);

/** The claim's parameters after the filter's values (see `claimStatement`). */
function claimParams(spec: LeaseSpec, owner: string, options: ClaimOptions): unknown[] {
  const now = options.now.toISOString();
  const expires = consultsExpiry(spec);
  const nows = [...(expires ? [now] : []), ...(spec.due ? [now] : [])];
  if (spec.until === undefined) return [...(options.where ?? []), ...nows, options.limit];
  const until = new Date(options.now.getTime() + (options.leaseMs ?? 0)).toISOString();
  const max = spec.dead && spec.attempts ? [spec.dead.maxAttempts, spec.dead.maxAttempts] : [];
  return [...(options.where ?? []), ...nows, options.limit, ...ownerParam(spec, owner), until, ...max];
}

/** The statement of a verb a spec has, or an error naming the spec for one it has not. */
function verb(spec: LeaseSpec, name: string, sql: string | null): string {
  if (sql === null) throw new Error(`lease ${spec.name} has no ${name} (see its spec)`);
  return sql;
}

type Run = <R>(em: EntityManager, verbName: string, sql: string, params?: unknown[]) => Promise<R[]>;

/** How a spec's statements run: bound queries, or named prepared statements for a hot path. */
function runnerFor(spec: LeaseSpec): Run {
  if (!spec.prepared) return (em, _verb, sql, params) => query(em, sql, params);
  return (em, verbName, sql, params) => query(em, sql, params, { name: `lease_${spec.name}_${verbName}` });
}

/** Instantiates the lease verbs for a spec; the statements are built once. */
export function defineLease<T>(spec: LeaseSpec): Lease<T> {
  const sql = {
    claim: claimStatement(spec),
    renew: renewStatement(spec),
    release: releaseStatement(spec),
    settle: settleStatement(spec),
    sweep: sweepStatement(spec),
  };
  const run = runnerFor(spec);
  return {
    spec,
    async claim(em, options) {
      const owner = randomUUID();
      return { owner, items: await run<T>(em, 'claim', sql.claim, claimParams(spec, owner, options)) };
    },
    async renew(em, owner, keys, until) {
      const statement = verb(spec, 'renew', sql.renew);
      if (keys.length === 0) return [];
      return keysOf(await run<{ key: string }>(em, 'renew', statement, [until.toISOString(), JSON.stringify(keys), ...ownerParam(spec, owner)]));
    },
    async release(em, owner, keys, options = {}) {
      if (keys.length === 0) return [];
      const retryAt = spec.due || spec.until ? [options.retryAt?.toISOString() ?? null] : [];
      const uncount = spec.attempts ? [options.uncount ?? false] : [];
      const params = [...retryAt, ...uncount, ...(options.values ?? []), JSON.stringify(keys), ...ownerParam(spec, owner)];
      return keysOf(await run<{ key: string }>(em, 'release', sql.release, params));
    },
    async settle(em, owner, keys, options = {}) {
      const statement = verb(spec, 'settle', sql.settle);
      if (keys.length === 0) return [];
      return keysOf(await run<{ key: string }>(em, 'settle', statement, [...(options.values ?? []), JSON.stringify(keys), ...ownerParam(spec, owner)]));
    },
    async sweep(em) {
      const [row] = await run<{ n: number }>(em, 'sweep', verb(spec, 'sweep', sql.sweep));
      return row?.n ?? 0;
    },
  };
}
