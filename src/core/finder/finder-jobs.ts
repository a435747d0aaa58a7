import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { inTransaction } from '../transaction';
import { finderJobLease } from './finder-job-lease';

export type FinderJobKind = 'profile' | 'email';

export interface FinderLease<T> {
  token: string;
  jobs: T[];
}

/**
 * Queues a profile search for every contact without a profile that waits in `needs_social`
 * in a workspace with `find_profiles` on and was never searched (one job per contact, ever:
 * a contact whose candidates were all rejected is not searched again). Returns the count.
 */
export async function queueProfileSearches(em: EntityManager, now: Date): Promise<number> {
  const rows = await query(
    em,
    `insert into finder_jobs (workspace_id, kind, job_key, contact_id, due_at)
     select c.workspace_id, 'profile', 'profile:' || c.id, c.id, ?::timestamptz
       from contacts c join workspace_settings s on s.workspace_id = c.workspace_id and s.find_profiles
       join workspaces w on w.id = c.workspace_id and w.status = 'active'
      where c.tracking_status = 'needs_social' and c.profile_id is null
        and c.first_name <> '' and c.last_name <> ''
        and not exists (select 1 from finder_jobs j where j.job_key = 'profile:' || c.id)
     on conflict (job_key) do nothing
     returning id`,
    [now.toISOString()],
  );
  return rows.length;
}

/**
 * Queues an email search for every play of a workspace with `find_emails` on whose new
 * employer is known and that has no email job yet (plays created before the setting was
 * turned on included). Returns the count.
 */
export async function queueEmailSearches(em: EntityManager, now: Date): Promise<number> {
  const rows = await query(
    em,
    `insert into finder_jobs (workspace_id, kind, job_key, contact_id, play_id, due_at)
     select pl.workspace_id, 'email', 'email:' || pl.id, pl.contact_id, pl.id, ?::timestamptz
       from plays pl join workspace_settings s on s.workspace_id = pl.workspace_id and s.find_emails
       join workspaces w on w.id = pl.workspace_id and w.status = 'active'
      where pl.new_company is not null and pl.type <> 'archive'
        and not exists (select 1 from finder_jobs j where j.job_key = 'email:' || pl.id)
     on conflict (job_key) do nothing
     returning id`,
    [now.toISOString()],
  );
  return rows.length;
}

/**
 * Leases up to `limit` due jobs of `kind` until `now + leaseMs` (the finder-job lease's claim).
 * A scheduler killed mid-job leaves its rows leased; they are leased again after that time,
 * and a commit under the old token changes nothing.
 */
export async function leaseFinderJobs(
  em: EntityManager,
  kind: FinderJobKind,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<{ token: string; ids: string[] }> {
  const { owner, items } = await finderJobLease.claim(em, { now: options.now, limit: options.limit, leaseMs: options.leaseMs, where: [kind] });
  return { token: owner, ids: items.map((r) => r.id) };
}

/**
 * Locks one leased job for its commit: true only when `token` still holds the lease (a
 * commit after the lease expired and another scheduler took the job does nothing).
 */
export async function holdLeasedJob(em: EntityManager, id: string, token: string): Promise<boolean> {
  const rows = await query(
    em,
    `select id from finder_jobs where id = ?::bigint and lease_token = ?::uuid and state = 'queued' for update`,
    [id, token],
  );
  return rows.length === 1;
}

/** The lock of the job's workspace row (src/core/transaction.ts), taken before any other lock of the commit. */
async function lockJobWorkspace(em: EntityManager, id: string): Promise<void> {
  await query(em, `select id from workspaces where id = (select workspace_id from finder_jobs where id = ?::bigint) for no key update`, [id]);
}

export async function finishJob(em: EntityManager, id: string, outcome: string, now: Date): Promise<void> {
  await query(
    em,
    `update finder_jobs set state = 'done', outcome = ?, finished_at = ?::timestamptz, leased_until = null, lease_token = null
      where id = ?::bigint`,
    [outcome, now.toISOString(), id],
  );
}

/** Gives a leased job back, due again at `dueAt` (provider failure, out of credits). */
export async function postponeJob(em: EntityManager, id: string, token: string, dueAt: Date, outcome: string): Promise<void> {
  await finderJobLease.release(em, token, [id], { retryAt: dueAt, values: [outcome] });
}

/** A leased job's result: the provider's answer, or why it could not be done (retry after `retryAfterMs`). */
export type JobResult<T> = ({ job_id: string } & T) | { job_id: string; failure: { kind: string; retryAfterMs: number } };

/**
 * Commits one leased job in its own transaction: `stale` when the lease was lost, `postponed`
 * for a provider failure (due again after its delay), else what `apply` decides.
 */
export async function commitLeasedJob<T extends object, O extends string>(
  em: EntityManager,
  now: Date,
  token: string,
  result: JobResult<T>,
  apply: (m: EntityManager, answer: { job_id: string } & T) => Promise<O>,
): Promise<O | 'stale' | 'postponed'> {
  return inTransaction(em, async (m) => {
    // A job that may charge takes its workspace's row lock first, as every writer of a balance does.
    if (!('failure' in result)) await lockJobWorkspace(m, result.job_id);
    if (!(await holdLeasedJob(m, result.job_id, token))) return 'stale';
    if ('failure' in result) {
      await postponeJob(m, result.job_id, token, new Date(now.getTime() + result.failure.retryAfterMs), `failed:${result.failure.kind}`);
      return 'postponed';
    }
    return apply(m, result);
  });
}
