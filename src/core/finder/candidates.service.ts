import { query } from '../../db/query';
import { ConflictError, NotFoundError } from '../../shared/errors';
import type { ContactDetail } from '../contacts/contact.schema';
import { getContact } from '../contacts/contact.service';
import type { Services } from '../context';
import { em } from '../context';
import type { TransitionCause } from '../journal/record-transition';
import { inTransaction } from '../transaction';
import { contactCandidates, lockCandidate } from './candidate.query';
import type { ProfileCandidate } from './candidate.schema';
import { moveContact, startFirstChecks } from './contact-moves';
import { attachProfile } from './profile-search.service';

async function requireContact(services: Services, workspaceId: string, contactId: string): Promise<void> {
  const [row] = await query(em(services), 'select 1 from contacts where workspace_id = ?::uuid and id = ?::uuid', [workspaceId, contactId]);
  if (!row) throw new NotFoundError('contact');
}

/** The profiles proposed for a contact (all of them, decided ones included). 404 for an unknown contact. */
export async function listCandidates(services: Services, workspaceId: string, contactId: string): Promise<ProfileCandidate[]> {
  await requireContact(services, workspaceId, contactId);
  return contactCandidates(em(services), workspaceId, contactId);
}

type Decision = 'confirm' | 'reject';

/**
 * A person's decision on a candidate, through the contact-tracking machine:
 * - confirm: CANDIDATE_CONFIRMED (pending_review → ready); the candidate's URL is attached and
 *   its first check queued; the contact's other open candidates are dismissed;
 * - reject: the candidate is rejected; when it was the contact's last open one,
 *   CANDIDATE_REJECTED (pending_review → needs_social), and a rejected baseline candidate (the
 *   contact's own URL, whose name differed) is detached from the contact.
 * Unknown contact or candidate → 404; a candidate already decided, or a move the machine
 * refuses (the contact is not in review) → 409 `invalid_transition`.
 */
export async function decideCandidate(
  services: Services,
  workspaceId: string,
  ids: { contactId: string; candidateId: string },
  decision: Decision,
  cause: TransitionCause = 'system',
): Promise<ContactDetail> {
  await inTransaction(services, async (m) => {
    const [contact] = await query<{ id: string; workspace_id: string; tracking_status: string }>(
      m,
      'select id, workspace_id, tracking_status from contacts where workspace_id = ?::uuid and id = ?::uuid for update',
      [workspaceId, ids.contactId],
    );
    if (!contact) throw new NotFoundError('contact');
    const candidate = await lockCandidate(m, contact.id, ids.candidateId);
    if (!candidate) throw new NotFoundError('candidate');
    if (candidate.status !== 'proposed') {
      throw new ConflictError('invalid_transition', `the candidate is already ${candidate.status}`);
    }
    const now = services.clock.now().toISOString();
    if (decision === 'confirm') {
      await moveContact(m, contact, [{ type: 'CANDIDATE_CONFIRMED' }], null, cause, services.clock.now());
      const profileId = await attachProfile(m, contact, candidate.social_url, services.clock.now());
      await query(
        m,
        `update profile_candidates set status = case when id = ?::uuid then 'confirmed' else 'dismissed' end, decided_at = ?::timestamptz
          where contact_id = ?::uuid and (id = ?::uuid or status = 'proposed')`,
        [candidate.id, now, contact.id, candidate.id],
      );
      // A profile another contact already had checked needs no first check of its own.
      if (profileId) await startFirstChecks(m, cause, services.clock.now(), [profileId]);
      return;
    }
    const [open] = await query<{ n: number }>(
      m,
      `select count(*)::int as n from profile_candidates where contact_id = ?::uuid and status = 'proposed' and id <> ?::uuid`,
      [contact.id, candidate.id],
    );
    if ((open?.n ?? 0) === 0) {
      await moveContact(m, contact, [{ type: 'CANDIDATE_REJECTED' }], 'candidates_rejected', cause, services.clock.now());
      // A rejected baseline candidate is the contact's own URL: it is not this person's profile.
      await query(m, 'update contacts set profile_id = null, social_url = null where id = ?::uuid and social_url = ?', [contact.id, candidate.social_url]);
    }
    else if (contact.tracking_status !== 'pending_review') {
      throw new ConflictError('invalid_transition', `CANDIDATE_REJECTED is not allowed while tracking_status is ${contact.tracking_status}`);
    }
    await query(m, `update profile_candidates set status = 'rejected', decided_at = ?::timestamptz where id = ?::uuid`, [now, candidate.id]);
  });
  return getContact(services, workspaceId, ids.contactId);
}
