import { FINDER_TIMINGS } from '../../machines';
import { isProviderError } from '../checker/ports/provider-error';
import type { Services } from '../core/context';
import { commitEmailSearches, commitMissingDomain, type EmailSearchResult, leaseEmailSearches } from '../core/finder/email-search.service';
import { startFirstChecksEverywhere } from '../core/finder/first-checks';
import { commitProfileSearches, leaseProfileSearches, type ProfileSearchResult } from '../core/finder/profile-search.service';
import type { FinderPort } from './finder-port';
import { type PassLoop, startPassLoop } from './pass-loop';

export interface FinderLoopOptions {
  finder: FinderPort;
  /** How often the loop looks for work. Default 30 s. */
  everyMs?: number;
  /** Jobs leased at once (their calls run concurrently; the checker's limiter sets the pace). Default 50. */
  batchSize?: number;
  /** How long a leased job stays with this leader; after a crash it is leased again once this has passed. Default 10 min. */
  leaseMs?: number;
  /** When a job the provider could not do (rate limit, outage) is due again, unless it said. Default 60 s. */
  retryAfterMs?: number;
  /** When a job is due again after the provider refused our credentials or ran out of credits. Default 15 min. */
  accountRetryMs?: number;
  /** Attempts before an email job whose company domain stays unknown ends as `no_domain`. Default 10. */
  maxDomainAttempts?: number;
}

export interface FinderPass {
  profiles: number;
  emails: number;
}

/** `pass()`: every due profile search, then every due email search, batch by batch. */
export type FinderLoop = PassLoop<FinderPass>;

/**
 * The profile finder and the email finder (leader only, like the second look): core leases
 * due jobs, this loop asks the finder port (the checker's limiter paces the provider calls),
 * and core commits each job in its own transaction under the lease token. Timers and
 * concurrency only; no SQL.
 */
export function startFinderLoop(services: Services, options: FinderLoopOptions): FinderLoop {
  const batchSize = options.batchSize ?? 50;
  const leaseMs = options.leaseMs ?? FINDER_TIMINGS.leaseMs;
  const retryAfterMs = options.retryAfterMs ?? 60_000;
  const accountRetryMs = options.accountRetryMs ?? 15 * 60_000;
  let stopped = false;

  function failureOf(err: unknown): { kind: string; retryAfterMs: number } {
    if (!isProviderError(err)) return { kind: 'unavailable', retryAfterMs };
    const account = err.kind === 'auth' || err.kind === 'out_of_credits';
    return { kind: err.kind, retryAfterMs: Math.max(err.retryAfterMs ?? 0, account ? accountRetryMs : retryAfterMs) };
  }

  async function profileBatch(): Promise<number> {
    const lease = await leaseProfileSearches(services, { limit: batchSize, leaseMs });
    const results = await Promise.all(
      lease.jobs.map(async (job): Promise<ProfileSearchResult> => {
        try {
          return { job_id: job.job_id, candidates: await options.finder.searchPeople(job.query) };
        } catch (err) {
          return { job_id: job.job_id, failure: failureOf(err) };
        }
      }),
    );
    const counts = await commitProfileSearches(services, lease.token, results);
    return lease.jobs.length === 0 || counts.postponed + counts.waiting_for_credits === lease.jobs.length ? 0 : lease.jobs.length;
  }

  async function emailBatch(): Promise<number> {
    const lease = await leaseEmailSearches(services, { limit: batchSize, leaseMs });
    const results: EmailSearchResult[] = [];
    await Promise.all(
      lease.jobs.map(async (job) => {
        if (!job.domain) return commitMissingDomain(services, lease.token, job.job_id, options.maxDomainAttempts ?? 10);
        try {
          const found = await options.finder.findWorkEmail({ first_name: job.first_name, last_name: job.last_name, domain: job.domain });
          results.push({ job_id: job.job_id, found });
        } catch (err) {
          results.push({ job_id: job.job_id, failure: failureOf(err) });
        }
      }),
    );
    const counts = await commitEmailSearches(services, lease.token, results);
    const progressed = results.length - counts.postponed - counts.waiting_for_credits;
    return progressed > 0 ? lease.jobs.length : 0;
  }

  async function drain(batch: () => Promise<number>): Promise<number> {
    let total = 0;
    while (!stopped) {
      const n = await batch();
      if (n === 0) break;
      total += n;
    }
    return total;
  }

  async function pass(): Promise<FinderPass> {
    await startFirstChecksEverywhere(services);
    const profiles = await drain(profileBatch);
    const emails = await drain(emailBatch);
    return { profiles, emails };
  }

  return startPassLoop(pass, {
    everyMs: options.everyMs ?? 30_000,
    log: services.log,
    what: 'finder pass failed',
    onStop: () => {
      stopped = true;
    },
  });
}
