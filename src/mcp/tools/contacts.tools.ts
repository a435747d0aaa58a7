import { z } from 'zod';

import { ContactListQuerySchema, ContactPatchSchema, UpsertContactsBodySchema } from '../../core/contacts/contact.schema';
import { deleteContact, getContact, listContacts, patchContact } from '../../core/contacts/contact.service';
import { upsertContacts } from '../../core/contacts/upsert';
import { causeOf } from '../../core/transitions/cause';
import { IdParamsSchema } from '../../shared/schemas';
import { ok, parseWith, tool } from '../tool-kit';

/** The object form of POST /contacts (`{ contacts, accounts? }`); tools take named arguments. */
const AddContactsSchema = UpsertContactsBodySchema.options[0];

export const contactTools = [
  tool({
    name: 'list_contacts',
    title: 'List contacts',
    description:
      'Lists contacts, newest first, one page at a time ({ data, page, page_size, total }; page_size up to 200). Filter by ' +
      'tracking_status (needs_social: no profile URL yet; tracked), profile status (moved, promoted, left, ...), segment, ' +
      'owner, account_id, updated_since, or search names, companies, titles and emails with q. Free.',
    scope: 'read',
    input: ContactListQuerySchema,
    run: async ({ services, caller }, query) => ok(await listContacts(services, caller.workspaceId, query)),
  }),
  tool({
    name: 'get_contact',
    title: 'Get a contact',
    description:
      'One contact by id with its profile, job history (positions), detected changes, ICP fit, emails and plays. Free. ' +
      'Get ids from list_contacts.',
    scope: 'read',
    input: IdParamsSchema,
    run: async ({ services, caller }, { id }) => ok(await getContact(services, caller.workspaceId, id)),
  }),
  tool({
    name: 'add_contacts',
    title: 'Add or update contacts',
    description:
      'Adds or updates up to 1,000 contacts (and optionally their accounts). Each contact needs company; give first_name ' +
      'and last_name (or full_name), title, email, social_url (profile URL, slug or ACo id), crm_id, segment (customer, ' +
      'churned, closed_lost, open_pipeline), owner, account_domain, location. Dedupe: crm_id, then profile URL, email, ' +
      'name plus company. Contacts with a social_url start tracking at once and a baseline run is queued that checks each ' +
      'new profile: one credit per new profile. Invalid rows come back in `rejected` with per-field errors; the rest are ' +
      'accepted. Up to 200 rows are committed immediately; larger batches are queued (status queued, poll). Needs the ' +
      'write scope.',
    scope: 'write',
    input: AddContactsSchema,
    annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false },
    run: async ({ services, caller }, body) => ok(await upsertContacts(services, caller, body), 202),
  }),
  tool({
    name: 'update_contact',
    title: 'Update a contact',
    description:
      'Either supplies a profile URL for a contact (social_url: full URL, slug or ACo id), which starts tracking it and ' +
      'queues a baseline check (one credit), or stops tracking it (tracking: "excluded"). Send exactly one of the two. ' +
      'Returns the contact with its details. Needs the write scope.',
    scope: 'write',
    input: z.strictObject({ ...IdParamsSchema.shape, ...ContactPatchSchema.shape }),
    annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false },
    run: async ({ services, caller }, { id, ...patch }) =>
      ok(await patchContact(services, caller.workspaceId, id, parseWith(ContactPatchSchema, patch), causeOf(caller))),
  }),
  tool({
    name: 'delete_contact',
    title: 'Delete a contact',
    description:
      'Permanently deletes a contact and, when no other contact shares the person, every snapshot, position, change, ' +
      'play and email held about them. Cannot be undone: confirm with the user first. Returns the counts deleted. ' +
      'Needs the write scope.',
    scope: 'write',
    input: IdParamsSchema,
    annotations: { destructiveHint: true, idempotentHint: false, openWorldHint: false },
    run: async ({ services, caller }, { id }) => ok(await deleteContact(services, caller.workspaceId, id)),
  }),
];
