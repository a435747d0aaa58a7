import { CandidateParamsSchema } from '../../core/finder/candidate.schema';
import { decideCandidate, listCandidates } from '../../core/finder/candidates.service';
import { causeOf } from '../../core/transitions/cause';
import { IdParamsSchema } from '../../shared/schemas';
import { ok, tool } from '../tool-kit';

/** Extension tools of the profile finder (issue #16): review the profiles proposed for a contact. */
export const candidateTools = [
  tool({
    name: 'list_candidates',
    title: 'List profile candidates',
    description:
      'The profiles the profile finder proposed for a contact (id is the contact id), open ones first: social_url, name, ' +
      'headline, company, title, location, score (0-1) and the reasons for the score, with their status (proposed, ' +
      'confirmed, rejected, attached, dismissed). Contacts waiting for a decision are those with tracking_status ' +
      'pending_review (list_contacts). Free.',
    scope: 'read',
    input: IdParamsSchema,
    run: async ({ services, caller }, { id }) => ok({ data: await listCandidates(services, caller.workspaceId, id) }),
  }),
  tool({
    name: 'confirm_candidate',
    title: 'Confirm a profile candidate',
    description:
      'Confirms that a proposed profile is the contact (id: contact id, candidate_id from list_candidates): the URL is ' +
      'attached, the contact moves pending_review → ready and its first check is queued (one credit), then it is tracked. ' +
      'The other candidates are dismissed. Refused (409) when the contact is not in review or the candidate was decided. ' +
      'Needs the write scope.',
    scope: 'write',
    input: CandidateParamsSchema,
    annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false },
    run: async ({ services, caller }, { id, candidate_id }) =>
      ok(await decideCandidate(services, caller.workspaceId, { contactId: id, candidateId: candidate_id }, 'confirm', causeOf(caller))),
  }),
  tool({
    name: 'reject_candidate',
    title: 'Reject a profile candidate',
    description:
      'Rejects a proposed profile (id: contact id, candidate_id from list_candidates). Rejecting the last open candidate ' +
      'moves the contact back to needs_social; the finder does not search it again (supply a URL with update_contact). ' +
      'Refused (409) when the contact is not in review or the candidate was decided. Needs the write scope.',
    scope: 'write',
    input: CandidateParamsSchema,
    annotations: { destructiveHint: false, idempotentHint: false, openWorldHint: false },
    run: async ({ services, caller }, { id, candidate_id }) =>
      ok(await decideCandidate(services, caller.workspaceId, { contactId: id, candidateId: candidate_id }, 'reject', causeOf(caller))),
  }),
];
