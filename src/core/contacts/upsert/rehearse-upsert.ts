import { randomUUID } from 'node:crypto';

import type { Caller, Services } from '../../context';
import { inTransaction } from '../../transaction';
import { insertWorkspace } from '../../workspaces/workspace.service';
import { upsertContacts } from './upsert-contacts';

/** Thrown at the end of the rehearsal, so that its transaction rolls back. */
class Rehearsed extends Error {}

/** One contact with a profile URL (a profile and a baseline run) and one without (needs_social). */
const REHEARSAL_CONTACTS = [
  { first_name: 'Warm', last_name: 'Up', company: 'Rehearsal Co', crm_id: 'warm-up-1', social_url: 'https://www.linkedin.com/in/warm-up-rehearsal' },
  { first_name: 'Cold', last_name: 'Start', company: 'Rehearsal Co', crm_id: 'warm-up-2', email: 'cold.start@example.com' },
];

/**
 * Runs POST /contacts' whole write path (validation, dedupe, the contacts, accounts and profiles
 * statements, the baseline run, the import's journal) once, for a workspace made in the same
 * transaction, and rolls all of it back: nothing is stored, no credit is spent, no effect (a
 * notification, a queued job) leaves the transaction. A standby gateway runs it before it says
 * it is ready, so its first customer write does not pay for every statement, ORM hydrator and
 * machine being run for the first time (seconds on a loaded machine: docs/operations.md,
 * "The gateway under npm start").
 */
export async function rehearseUpsert(services: Services): Promise<void> {
  try {
    await inTransaction(services, async (em) => {
      const workspace = await insertWorkspace(em, { name: 'Warm-up (rolled back)', slug: `warm-up-${randomUUID()}`, timezone: 'UTC' }, services.clock.now());
      const caller: Caller = { workspaceId: workspace.id, via: 'api_key', scopes: ['read', 'write'], userId: null, credentialId: randomUUID() };
      await upsertContacts(services, caller, { contacts: REHEARSAL_CONTACTS }, { em });
      throw new Rehearsed();
    });
  } catch (err) {
    if (!(err instanceof Rehearsed)) throw err;
  }
}
