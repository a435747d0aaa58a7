import type { Services } from '../context';
import { inTransaction } from '../transaction';
import type { CheckOutcome } from './check-outcome';
import { commitSecondLooks, type SecondLookOutcome } from './commit-second-look';
import { leaseSecondLooks, type SecondLookLease } from './second-look-lease';

/** Leases the second looks due now (service clock), in its own transaction. */
export function leaseDueSecondLooks(services: Services, options: { limit: number; leaseMs: number }): Promise<SecondLookLease> {
  return inTransaction(services, (em) => leaseSecondLooks(em, { now: services.clock.now(), ...options }));
}

/** Commits the checker's answers to a lease's second looks, in one transaction. */
export function commitSecondLookResults(
  services: Services,
  token: string,
  results: CheckOutcome[],
  options: { retryAfterMs: number },
): Promise<SecondLookOutcome> {
  return inTransaction(services, (em) => commitSecondLooks(em, token, results, { now: services.clock.now(), ...options }));
}
