import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import type { EmailStatus } from '../../domain/vocabulary';
import type { Services } from '../context';
import { em } from '../context';
import { enqueueEvents } from '../outbox/enqueue-event';
import { toPlay } from '../plays/play.query';
import { inTransaction } from '../transaction';
import { chargeOnce, postponeWithoutCredits } from './finder-credits';
import { commitLeasedJob, type FinderLease, finishJob, holdLeasedJob, type JobResult, leaseFinderJobs, postponeJob, queueEmailSearches } from './finder-jobs';

export interface EmailSearchJob {
  job_id: string;
  play_id: string;
  first_name: string;
  last_name: string;
  /** The new employer's mail domain; null while the company's details are not known yet. */
  domain: string | null;
}

export type EmailSearchResult = JobResult<{ found: { email: string; status: EmailStatus } | null }>;

export type EmailSearchOutcome = 'charged' | 'not_charged' | 'not_found' | 'postponed' | 'waiting_for_credits' | 'stale';

/** Statuses that count as found and verified: the address is stored as primary, put on the play and charged. */
export const CHARGED_EMAIL_STATUSES: readonly EmailStatus[] = ['valid', 'risky'];

/** When a job whose company domain is not known yet, or that waits for credits, is due again. */
export const EMAIL_WAIT_MS = 60_000;

/**
 * Queues the email searches due (plays of workspaces with `find_emails` on), then leases up to
 * `limit` of those whose workspace has a credit left: a workspace out of credits leaves its jobs
 * queued, nothing is lost, and they run once credits are granted.
 */
export async function leaseEmailSearches(services: Services, options: { limit: number; leaseMs: number }): Promise<FinderLease<EmailSearchJob>> {
  const m = em(services);
  const now = services.clock.now();
  await queueEmailSearches(m, now);
  await postponeWithoutCredits(m, 'email', now);
  const lease = await leaseFinderJobs(m, 'email', { now, ...options });
  if (lease.ids.length === 0) return { token: lease.token, jobs: [] };
  const rows = await query<EmailSearchJob>(
    m,
    `select j.id::text as job_id, pl.id as play_id, coalesce(pl.first_name, '') as first_name, coalesce(pl.last_name, '') as last_name,
            coalesce((select nc.domain from positions pos join network_companies nc on nc.social_id = pos.company_social_id
                       where pos.profile_id = pl.profile_id and pos.company = pl.new_company and nc.domain is not null
                       order by pos.id desc limit 1),
                     (select a.domain from accounts a where a.workspace_id = pl.workspace_id and lower(a.name) = lower(pl.new_company)
                         and a.domain is not null limit 1)) as domain
       from finder_jobs j join plays pl on pl.id = j.play_id
      where j.id in (select value::bigint from jsonb_array_elements_text(?::jsonb)) order by j.id`,
    [JSON.stringify(lease.ids)],
  );
  return { token: lease.token, jobs: rows };
}

interface PlayRow {
  id: string;
  workspace_id: string;
  profile_id: string;
  contact_id: string | null;
}

/** Stores a found address for the play's person; a charged one becomes primary and the play's address. */
async function storeFoundEmail(m: EntityManager, play: PlayRow, found: { email: string; status: EmailStatus }, now: Date): Promise<void> {
  const primary = CHARGED_EMAIL_STATUSES.includes(found.status);
  if (primary) {
    await query(m, 'update emails set is_primary = false where profile_id = ?::uuid or contact_id = ?::uuid', [play.profile_id, play.contact_id]);
  }
  await query(
    m,
    `insert into emails (workspace_id, profile_id, contact_id, email, status, source, is_primary, verified_at)
     values (?::uuid, ?::uuid, ?::uuid, ?, ?, 'finder', ?, ?::timestamptz)
     on conflict (profile_id, email) do update set status = excluded.status, is_primary = excluded.is_primary, verified_at = excluded.verified_at`,
    [play.workspace_id, play.profile_id, play.contact_id, found.email, found.status, primary, now.toISOString()],
  );
  if (!primary) return;
  const updated = await query<Record<string, unknown>>(
    m,
    `update plays pl set email = ?, email_status = ?
      where pl.profile_id = ?::uuid and pl.workspace_id = ?::uuid and pl.change_id = (select change_id from plays where id = ?::uuid)
        and (pl.email is distinct from ? or pl.email_status is distinct from ?)
      returning pl.*`,
    [found.email, found.status, play.profile_id, play.workspace_id, play.id, found.email, found.status],
  );
  await announceEmail(m, updated, found.email);
}

/**
 * The extension event `play.updated` for each play whose address the finder just set, when its
 * `play.created` went out (a quiet play, never announced, stays quiet): data is the Play with
 * the verified address. In the finder's transaction, so it exists exactly when the address does
 * (docs/decisions.md, "play.updated when the email arrives").
 */
async function announceEmail(m: EntityManager, plays: Array<Record<string, unknown>>, email: string): Promise<void> {
  if (plays.length === 0) return;
  const announced = await query<{ id: string }>(
    m,
    `select (o.payload->'data'->>'id') as id from outbox o
      where o.event = 'play.created' and o.event_key in (select 'play:' || value from jsonb_array_elements_text(?::jsonb))`,
    [JSON.stringify(plays.map((p) => p.id))],
  );
  const ids = new Set(announced.map((a) => a.id));
  await enqueueEvents(
    m,
    plays.filter((p) => ids.has(p.id as string)).map((p) => ({
      workspaceId: p.workspace_id as string, event: 'play.updated' as const, eventKey: `play:${p.id as string}:email:${email}`, data: toPlay(p),
    })),
  );
}

async function commitOne(services: Services, token: string, result: EmailSearchResult): Promise<EmailSearchOutcome> {
  const now = services.clock.now();
  return commitLeasedJob(em(services), now, token, result, async (m, answer): Promise<EmailSearchOutcome> => {
    const [play] = await query<PlayRow>(
      m,
      'select id, workspace_id, profile_id, contact_id from plays where id = (select play_id from finder_jobs where id = ?::bigint)',
      [answer.job_id],
    );
    if (!play || !answer.found) {
      await finishJob(m, answer.job_id, 'not_found', now);
      return 'not_found';
    }
    if (!CHARGED_EMAIL_STATUSES.includes(answer.found.status)) {
      await storeFoundEmail(m, play, answer.found, now);
      await finishJob(m, answer.job_id, `found:${answer.found.status}`, now);
      return 'not_charged';
    }
    const charge = await chargeOnce(
      m,
      { workspace_id: play.workspace_id, kind: 'email', charge_key: `email:${play.id}`, profile_id: play.profile_id, note: 'work email found and verified' },
      now,
    );
    if (charge === 'no_credit') {
      await postponeJob(m, answer.job_id, token, new Date(now.getTime() + EMAIL_WAIT_MS), 'waiting_for_credits');
      return 'waiting_for_credits';
    }
    await storeFoundEmail(m, play, answer.found, now);
    await finishJob(m, answer.job_id, `found:${answer.found.status}`, now);
    return 'charged';
  });
}

/** A job whose company domain is unknown: due again later, finished as `no_domain` after `maxAttempts`. */
export async function commitMissingDomain(services: Services, token: string, jobId: string, maxAttempts: number): Promise<void> {
  await inTransaction(services, async (m) => {
    if (!(await holdLeasedJob(m, jobId, token))) return;
    const now = services.clock.now();
    const [job] = await query<{ attempts: number }>(m, 'select attempts from finder_jobs where id = ?::bigint', [jobId]);
    if ((job?.attempts ?? 0) >= maxAttempts) await finishJob(m, jobId, 'no_domain', now);
    else await postponeJob(m, jobId, token, new Date(now.getTime() + EMAIL_WAIT_MS), 'waiting_for_domain');
  });
}

/** Commits the email searches of one lease, each in its own transaction; returns the count per outcome. */
export async function commitEmailSearches(services: Services, token: string, results: EmailSearchResult[]): Promise<Record<EmailSearchOutcome, number>> {
  const counts: Record<EmailSearchOutcome, number> = { charged: 0, not_charged: 0, not_found: 0, postponed: 0, waiting_for_credits: 0, stale: 0 };
  for (const result of results) counts[await commitOne(services, token, result)]++;
  return counts;
}
