import { createHmac, randomBytes } from 'node:crypto';

import type { Services } from '../context';

/**
 * The key behind the HMACs of this service (MCP confirmation tokens, OAuth sign-in and consent
 * forms, authorization codes). Configured with MCP_CONFIRM_SECRET; without it a random key is made
 * per process, which is fine for one gateway but not for several: a form or a confirmation token
 * signed by one replica would be refused by another. Multi-replica deployments must set it.
 */
const processKey = randomBytes(32);

/** A sub-key per purpose, so a value signed for one use never verifies for another. */
export function secretFor(services: Services, purpose: string): Buffer {
  const root = services.env.MCP_CONFIRM_SECRET ? Buffer.from(services.env.MCP_CONFIRM_SECRET, 'utf8') : processKey;
  return createHmac('sha256', root).update(`tracker:${purpose}`).digest();
}
