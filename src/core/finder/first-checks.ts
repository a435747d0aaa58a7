import type { Services } from '../context';
import { inTransaction } from '../transaction';
import { startFirstChecks } from './contact-moves';

/** Every `ready` contact whose profile has had its first check moves to `tracked` (FIRST_CHECK_STARTED). */
export async function startFirstChecksEverywhere(services: Services): Promise<number> {
  return inTransaction(services, (m) => startFirstChecks(m, 'scheduler', services.clock.now()));
}
