import type { EntityManager } from '@mikro-orm/postgresql';

import type { Services } from '../context';
import type { CheckOutcome } from './check-outcome';
import { commitSecondLooks, type SecondLookOutcome } from './commit-second-look';
import { leaseSecondLooks, type SecondLookLease } from './second-look-lease';

function fork(services: Services): EntityManager {
  return services.orm.em.fork() as EntityManager;
}

/** Leases the second looks due now (service clock), in its own transaction. */
export function leaseDueSecondLooks(services: Services, options: { limit: number; leaseMs: number }): Promise<SecondLookLease> {
  return fork(services).transactional((em) => leaseSecondLooks(em, { now: services.clock.now(), ...options }));
}

/** Commits the checker's answers to a lease's second looks, in one transaction. */
export function commitSecondLookResults(
  services: Services,
  token: string,
  results: CheckOutcome[],
  options: { retryAfterMs: number },
): Promise<SecondLookOutcome> {
  return fork(services).transactional((em) => commitSecondLooks(em, token, results, { now: services.clock.now(), ...options }));
}
