import { z } from 'zod';

import { ContactDetailSchema } from '../../core/contacts/contact.schema';
import { CandidateParamsSchema, ProfileCandidateSchema } from '../../core/finder/candidate.schema';
import { decideCandidate, listCandidates } from '../../core/finder/candidates.service';
import { causeOf } from '../../core/transitions/cause';
import { IdParamsSchema } from '../../shared/schemas';
import { EXAMPLE_IDS as ID } from '../examples/ids';
import { candidatesExample, contactDetailExample } from '../examples/people.examples';
import { route } from '../route-table';

const CandidateListSchema = z.object({ data: z.array(ProfileCandidateSchema) }).meta({ id: 'ProfileCandidateList' });

const candidateParams = { id: ID.contact, candidate_id: candidatesExample[0]!.id };

const CONFLICT = {
  description: 'The machine refuses the move: the contact is not in review, or the candidate is already decided',
  errorExamples: {
    invalid_transition: { code: 'invalid_transition', message: 'CANDIDATE_CONFIRMED is not allowed while tracking_status is tracked' },
  },
};

const REVIEW =
  'Extension (issue #16). Contacts waiting for a decision are listed by `GET /contacts?tracking_status=pending_review` ' +
  '(the review queue); their candidates are in ContactDetail `profile_candidates` and here.';


/** Extension routes of the profile finder's review: a contact's candidates and the decision on one. */
export const candidateRoutes = [
  route({
    method: 'get',
    path: '/contacts/{id}/candidates',
    operationId: 'listContactCandidates',
    summary: 'The profiles the finder proposed for a contact (extension)',
    description: REVIEW,
    tag: 'Contacts',
    params: IdParamsSchema,
    examples: { params: { id: ID.contact } },
    responses: { 200: { description: 'The candidates, open ones first', schema: CandidateListSchema, example: { data: candidatesExample } } },
    handler: async ({ services, caller, params }) => ({
      status: 200,
      body: { data: await listCandidates(services, caller.workspaceId, params.id) },
    }),
  }),
  route({
    method: 'post',
    path: '/contacts/{id}/candidates/{candidate_id}/confirm',
    operationId: 'confirmContactCandidate',
    summary: 'Confirm a proposed profile: it is attached and checked (extension)',
    description: `${REVIEW} Confirming moves the contact pending_review → ready (CANDIDATE_CONFIRMED), attaches the URL, queues its first check (then tracked) and dismisses the other candidates.`,
    tag: 'Contacts',
    access: 'member',
    params: CandidateParamsSchema,
    examples: { params: candidateParams },
    responses: {
      200: { description: 'The contact, now `ready`', schema: ContactDetailSchema, example: contactDetailExample },
      409: CONFLICT,
    },
    handler: async ({ services, caller, params }) => ({
      status: 200,
      body: await decideCandidate(services, caller.workspaceId, { contactId: params.id, candidateId: params.candidate_id }, 'confirm', causeOf(caller)),
    }),
  }),
  route({
    method: 'post',
    path: '/contacts/{id}/candidates/{candidate_id}/reject',
    operationId: 'rejectContactCandidate',
    summary: 'Reject a proposed profile (extension)',
    description: `${REVIEW} Rejecting the last open candidate moves the contact pending_review → needs_social (CANDIDATE_REJECTED); it is not searched again.`,
    tag: 'Contacts',
    access: 'member',
    params: CandidateParamsSchema,
    examples: { params: candidateParams },
    responses: {
      200: { description: 'The contact', schema: ContactDetailSchema, example: { ...contactDetailExample, profile_candidates: [] } },
      409: CONFLICT,
    },
    handler: async ({ services, caller, params }) => ({
      status: 200,
      body: await decideCandidate(services, caller.workspaceId, { contactId: params.id, candidateId: params.candidate_id }, 'reject', causeOf(caller)),
    }),
  }),
];
