import { randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';

import { boundQuery } from '../../db/bulk';
import type { LeaseSpec } from './spec';
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
  /** How long the claim holds: rows are claimable again from `now + leaseMs`. */
  leaseMs: number;
  /** Values for the spec's `filter` placeholders, in order. */
  where?: unknown[];
}

export interface ReleaseOptions {
  /** Due again at this time (specs with a due column); otherwise due as before. */
  retryAt?: Date;
  /** Take the claim's attempt back: the work never started. */
  uncount?: boolean;
}

/** The lease verbs of one kind of work, each one bound statement run in the caller's transaction (or alone). */
export interface Lease<T> {
  readonly spec: LeaseSpec;
  claim(em: EntityManager, options: ClaimOptions): Promise<Claimed<T>>;
  renew(em: EntityManager, owner: string, keys: string[], until: Date): Promise<string[]>;
  release(em: EntityManager, owner: string, keys: string[], options?: ReleaseOptions): Promise<string[]>;
  settle(em: EntityManager, owner: string, keys: string[]): Promise<string[]>;
  sweep(em: EntityManager): Promise<number>;
}

const ownerParam = (spec: LeaseSpec, owner: string): unknown[] => (spec.owner ? [owner] : []);
const keysOf = (rows: Array<{ key: string }>) => rows.map((r) => r.key);

/** Instantiates the lease verbs for a spec; the statements are built once. */
export function defineLease<T>(spec: LeaseSpec): Lease<T> {
  const sql = {
    claim: claimStatement(spec),
    renew: renewStatement(spec),
    release: releaseStatement(spec),
    settle: settleStatement(spec),
    sweep: sweepStatement(spec),
  };
  return {
    spec,
    async claim(em, options) {
      const owner = randomUUID();
      const now = options.now.toISOString();
      const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
      const max = spec.dead ? [spec.dead.maxAttempts, spec.dead.maxAttempts] : [];
      const nows = [...(spec.expires === false ? [] : [now]), ...(spec.due ? [now] : [])];
      const params = [...(options.where ?? []), ...nows, options.limit, ...ownerParam(spec, owner), until, ...max];
      return { owner, items: await boundQuery<T>(em, sql.claim, params) };
    },
    async renew(em, owner, keys, until) {
      if (keys.length === 0) return [];
      return keysOf(await boundQuery(em, sql.renew, [until.toISOString(), JSON.stringify(keys), ...ownerParam(spec, owner)]));
    },
    async release(em, owner, keys, options = {}) {
      if (keys.length === 0) return [];
      const retryAt = spec.due ? [options.retryAt?.toISOString() ?? null] : [];
      const params = [...retryAt, options.uncount ?? false, JSON.stringify(keys), ...ownerParam(spec, owner)];
      return keysOf(await boundQuery(em, sql.release, params));
    },
    async settle(em, owner, keys) {
      if (keys.length === 0) return [];
      return keysOf(await boundQuery(em, sql.settle, [JSON.stringify(keys), ...ownerParam(spec, owner)]));
    },
    async sweep(em) {
      const [row] = await boundQuery<{ n: number }>(em, sql.sweep);
      return row?.n ?? 0;
    },
  };
}
