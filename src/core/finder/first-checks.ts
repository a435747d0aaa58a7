import type { Services } from '../context';
import { em } from '../context';
import { startFirstChecks } from './contact-moves';

/** Every `ready` contact whose profile has had its first check moves to `tracked` (FIRST_CHECK_STARTED). */
export async function startFirstChecksEverywhere(services: Services): Promise<number> {
  return em(services).transactional((m) => startFirstChecks(m, 'scheduler'));
}
