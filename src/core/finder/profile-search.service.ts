import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { decideCandidates } from '../../domain/finder/attach-rule';
import type { PersonCandidate, PersonSearchQuery } from '../../domain/finder/person-candidate';
import { canonicalSocialUrl } from '../../domain/normalise/social-url';
import type { Services } from '../context';
import { em } from '../context';
import { queueBaselineRun } from '../runs/queue-baseline-run';
import { moveContact, profileFor, startFirstChecks } from './contact-moves';
import { chargeOnce, CREDIT_WAIT_MS, postponeWithoutCredits } from './finder-credits';
import { commitLeasedJob, type FinderLease, finishJob, type JobResult, leaseFinderJobs, postponeJob, queueProfileSearches } from './finder-jobs';

export interface ProfileSearchJob {
  job_id: string;
  workspace_id: string;
  contact_id: string;
  query: PersonSearchQuery;
}

/** A provider's answer for one job: its candidates, or why it could not search (retry later). */
export type ProfileSearchResult = JobResult<{ candidates: PersonCandidate[] }>;

export type ProfileSearchOutcome = 'attached' | 'review' | 'no_match' | 'skipped' | 'postponed' | 'waiting_for_credits' | 'stale';

/**
 * Queues the searches due, then leases up to `limit` with the query each will send; searches of
 * a workspace out of credits wait (a search that finds a match costs one credit).
 */
export async function leaseProfileSearches(
  services: Services,
  options: { limit: number; leaseMs: number },
): Promise<FinderLease<ProfileSearchJob>> {
  const m = em(services);
  const now = services.clock.now();
  await queueProfileSearches(m, now);
  await postponeWithoutCredits(m, 'profile', now);
  const lease = await leaseFinderJobs(m, 'profile', { now, ...options });
  if (lease.ids.length === 0) return { token: lease.token, jobs: [] };
  const rows = await query<Record<string, string | null>>(
    m,
    `select j.id::text as job_id, c.workspace_id, c.id as contact_id, c.first_name, c.last_name, c.company, c.email, c.title,
            coalesce(c.city, c.country) as location
       from finder_jobs j join contacts c on c.id = j.contact_id
      where j.id in (select value::bigint from jsonb_array_elements_text(?::jsonb)) order by j.id`,
    [JSON.stringify(lease.ids)],
  );
  return {
    token: lease.token,
    jobs: rows.map((r) => ({
      job_id: r.job_id!,
      workspace_id: r.workspace_id!,
      contact_id: r.contact_id!,
      query: {
        first_name: r.first_name ?? '',
        last_name: r.last_name ?? '',
        ...(r.company ? { company: r.company } : {}),
        ...(r.email ? { email: r.email } : {}),
        ...(r.title ? { title: r.title } : {}),
        ...(r.location ? { location: r.location } : {}),
      },
    })),
  };
}

async function storeCandidates(m: EntityManager, job: { workspace_id: string; contact_id: string }, candidates: PersonCandidate[]): Promise<void> {
  if (candidates.length === 0) return;
  await query(
    m,
    `insert into profile_candidates (workspace_id, contact_id, social_url, name, headline, company, title, location, score, reasons)
     select ?::uuid, ?::uuid, x.social_url, x.name, x.headline, x.company, x.title, x.location, x.score,
            array(select jsonb_array_elements_text(x.reasons))
       from jsonb_to_recordset(?::jsonb) as x(social_url text, name text, headline text, company text, title text, location text,
                                             score real, reasons jsonb)
     on conflict (contact_id, social_url) do nothing`,
    [
      job.workspace_id,
      job.contact_id,
      JSON.stringify(candidates.map((c) => ({ ...c, reasons: c.matched_on }))),
    ],
  );
}

/**
 * Attaches `url` to a contact the caller has just moved to `ready` (or `tracked`) and queues
 * its first check. Returns the profile id; null when `url` is not a profile URL (nothing written).
 */
export async function attachProfile(m: EntityManager, contact: { id: string; workspace_id: string }, url: string, at: Date): Promise<string | null> {
  const social = canonicalSocialUrl(url);
  if (!social.ok) return null;
  const profileId = await profileFor(m, contact.workspace_id, social);
  await query(m, 'update contacts set social_url = ?, profile_id = ?::uuid, updated_at = now() where id = ?::uuid', [
    social.url,
    profileId,
    contact.id,
  ]);
  await queueBaselineRun(m, contact.workspace_id, [profileId], at);
  return profileId;
}

/** One credit for a search that found a match (attached or proposed for review), once per contact. */
function chargeSearch(m: EntityManager, contact: { id: string; workspace_id: string }, now: Date) {
  return chargeOnce(m, { workspace_id: contact.workspace_id, kind: 'check', charge_key: `profile:${contact.id}`, profile_id: null, note: 'profile search found a match' }, now);
}

async function commitOne(services: Services, token: string, result: ProfileSearchResult): Promise<ProfileSearchOutcome> {
  const now = services.clock.now();
  return commitLeasedJob(em(services), now, token, result, async (m, answer): Promise<ProfileSearchOutcome> => {
    const [contact] = await query<{ id: string; workspace_id: string; tracking_status: string; profile_id: string | null }>(
      m,
      `select c.id, c.workspace_id, c.tracking_status, c.profile_id from contacts c
        where c.id = (select contact_id from finder_jobs where id = ?::bigint) for update`,
      [answer.job_id],
    );
    if (!contact || contact.tracking_status !== 'needs_social' || contact.profile_id) {
      await finishJob(m, answer.job_id, 'skipped', now);
      return 'skipped';
    }
    const decision = decideCandidates(answer.candidates);
    if (decision.kind !== 'no_match' && (await chargeSearch(m, contact, now)) === 'no_credit') {
      await postponeJob(m, answer.job_id, token, new Date(now.getTime() + CREDIT_WAIT_MS), 'waiting_for_credits');
      return 'waiting_for_credits';
    }
    await storeCandidates(m, { workspace_id: contact.workspace_id, contact_id: contact.id }, answer.candidates);
    let outcome: ProfileSearchOutcome = 'no_match';
    if (decision.kind === 'attach' && canonicalSocialUrl(decision.candidate.social_url).ok) {
      await moveContact(m, contact, [{ type: 'CANDIDATE_PROPOSED', url: decision.candidate.social_url }, { type: 'CANDIDATE_CONFIRMED' }], null, 'scheduler', now);
      const profileId = await attachProfile(m, contact, decision.candidate.social_url, now);
      if (profileId) await startFirstChecks(m, 'scheduler', now, [profileId]);
      outcome = 'attached';
      await query(m, `update profile_candidates set status = 'attached', decided_at = ?::timestamptz where contact_id = ?::uuid and social_url = ?`, [
        now.toISOString(),
        contact.id,
        decision.candidate.social_url,
      ]);
    } else if (decision.kind !== 'no_match') {
      await moveContact(m, contact, [{ type: 'CANDIDATE_PROPOSED' }], 'candidates_to_review', 'scheduler', now);
      outcome = 'review';
    }
    await finishJob(m, answer.job_id, outcome, now);
    return outcome;
  });
}

/** Commits the searches of one lease, each in its own transaction; returns the count per outcome. */
export async function commitProfileSearches(
  services: Services,
  token: string,
  results: ProfileSearchResult[],
): Promise<Record<ProfileSearchOutcome, number>> {
  const counts: Record<ProfileSearchOutcome, number> = { attached: 0, review: 0, no_match: 0, skipped: 0, postponed: 0, waiting_for_credits: 0, stale: 0 };
  for (const result of results) counts[await commitOne(services, token, result)]++;
  return counts;
}
