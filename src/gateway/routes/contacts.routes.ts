import { z } from 'zod';

import {
  ContactDetailSchema,
  ContactListQuerySchema,
  ContactPatchSchema,
  ContactSchema,
  UpsertContactsBodySchema,
  UpsertResultSchema,
} from '../../core/contacts/contact.schema';
import { deleteContact, getContact, listContacts, patchContact } from '../../core/contacts/contact.service';
import { upsertContacts } from '../../core/contacts/upsert';
import { ImportSchema } from '../../core/imports/import.schema';
import { getImport } from '../../core/imports/import.service';
import { causeOf } from '../../core/transitions/cause';
import { IdParamsSchema, listOf } from '../../shared/schemas';
import { EXAMPLE_IDS as ID } from '../examples/ids';
import {
  contactDetailExample,
  contactListExample,
  deleteResultExample,
  importExample,
  upsertResultExample,
} from '../examples/people.examples';
import { upsertContactsRequestExample } from '../examples/requests.examples';
import { UpsertContactsDocSchema } from '../openapi-inputs';
import { route } from '../route-table';

const DeletedSchema = z
  .object({ deleted: z.object({ contacts: z.number().int(), profiles: z.number().int() }) })
  .meta({ id: 'DeleteResult' });

export const contactRoutes = [
  route({
    method: 'get',
    path: '/contacts',
    operationId: 'listContacts',
    summary: 'List contacts, newest first, with filters',
    tag: 'Contacts',
    query: ContactListQuerySchema,
    examples: { query: { tracking_status: 'tracked', segment: 'customer', q: 'northwind' } },
    responses: {
      200: { description: 'A page of contacts', schema: listOf(ContactSchema, 'ContactList'), example: contactListExample },
    },
    handler: async ({ services, caller, query }) => ({
      status: 200,
      body: await listContacts(services, caller.workspaceId, query),
    }),
  }),
  route({
    method: 'post',
    path: '/contacts',
    operationId: 'upsertContacts',
    summary: 'Add or update up to 1,000 contacts (and their accounts)',
    description:
      'Dedupe order: crm_id, profile URL, email, name plus company. Contacts with a profile URL start tracking and a ' +
      'baseline run is queued. Up to 200 rows are committed before the response; more are queued: poll ' +
      'GET /imports/{id}. Invalid rows are listed in `rejected`; the rest are accepted.',
    tag: 'Contacts',
    body: UpsertContactsBodySchema,
    bodyDoc: UpsertContactsDocSchema,
    examples: { body: upsertContactsRequestExample },
    responses: {
      202: {
        description:
          'Accepted: up to 200 rows are committed (`status: committed`, `summary` filled in); more are queued ' +
          '(`status: queued`, poll `poll`). Bad rows are listed in `rejected` / `accounts_rejected` with per-field errors.',
        schema: UpsertResultSchema,
        example: upsertResultExample,
      },
    },
    handler: async ({ services, caller, body }) => {
      const input = Array.isArray(body) ? { contacts: body } : body;
      return { status: 202, body: await upsertContacts(services, caller, input) };
    },
  }),
  route({
    method: 'get',
    path: '/contacts/{id}',
    operationId: 'getContact',
    summary: 'A contact with positions, changes, fit, emails and plays',
    tag: 'Contacts',
    params: IdParamsSchema,
    examples: { params: { id: ID.contact } },
    responses: { 200: { description: 'The contact', schema: ContactDetailSchema, example: contactDetailExample } },
    handler: async ({ services, caller, params }) => ({
      status: 200,
      body: await getContact(services, caller.workspaceId, params.id),
    }),
  }),
  route({
    method: 'patch',
    path: '/contacts/{id}',
    operationId: 'updateContact',
    summary: 'Supply a profile URL (starts tracking) or exclude the contact from tracking',
    tag: 'Contacts',
    params: IdParamsSchema,
    body: ContactPatchSchema,
    examples: { params: { id: ID.contact }, body: { social_url: 'https://www.linkedin.com/in/maya-okafor' } },
    responses: { 200: { description: 'The updated contact', schema: ContactDetailSchema, example: contactDetailExample } },
    handler: async ({ services, caller, params, body }) => ({
      status: 200,
      body: await patchContact(services, caller.workspaceId, params.id, body, causeOf(caller)),
    }),
  }),
  route({
    method: 'delete',
    path: '/contacts/{id}',
    operationId: 'deleteContact',
    summary: 'Hard-delete a contact, and everything about the person when no other contact shares the profile',
    tag: 'Contacts',
    params: IdParamsSchema,
    examples: { params: { id: ID.contact } },
    responses: { 200: { description: 'What was deleted', schema: DeletedSchema, example: deleteResultExample } },
    handler: async ({ services, caller, params }) => ({
      status: 200,
      body: await deleteContact(services, caller.workspaceId, params.id),
    }),
  }),
  route({
    method: 'get',
    path: '/imports/{id}',
    operationId: 'getImport',
    summary: 'Progress and summary of an import',
    tag: 'Contacts',
    params: IdParamsSchema,
    examples: { params: { id: ID.import } },
    responses: { 200: { description: 'The import', schema: ImportSchema, example: importExample } },
    handler: async ({ services, caller, params }) => ({
      status: 200,
      body: await getImport(services, caller.workspaceId, params.id),
    }),
  }),
];
