import { AccountDetailSchema, AccountListQuerySchema, AccountSchema } from '../../core/accounts/account.schema';
import { getAccount, listAccounts, upsertAccounts } from '../../core/accounts/account.service';
import { UpsertAccountsBodySchema, UpsertResultSchema } from '../../core/contacts/contact.schema';
import { IdParamsSchema, listOf } from '../../shared/schemas';
import { EXAMPLE_IDS as ID } from '../examples/ids';
import { accountDetailExample, accountListExample, accountUpsertResultExample } from '../examples/people.examples';
import { upsertAccountsRequestExample } from '../examples/requests.examples';
import { UpsertAccountsDocSchema } from '../openapi-inputs';
import { route } from '../route-table';

export const accountRoutes = [
  route({
    method: 'get',
    path: '/accounts',
    operationId: 'listAccounts',
    summary: 'List accounts by name, with contact counts',
    tag: 'Accounts',
    query: AccountListQuerySchema,
    examples: { query: { segment: 'customer', q: 'northwind' } },
    responses: {
      200: { description: 'A page of accounts', schema: listOf(AccountSchema, 'AccountList'), example: accountListExample },
    },
    handler: async ({ services, caller, query }) => ({
      status: 200,
      body: await listAccounts(services, caller.workspaceId, query),
    }),
  }),
  route({
    method: 'post',
    path: '/accounts',
    operationId: 'upsertAccounts',
    summary: 'Add or update up to 1,000 accounts (dedupe: crm_id, domain, normalised name)',
    tag: 'Accounts',
    body: UpsertAccountsBodySchema,
    bodyDoc: UpsertAccountsDocSchema,
    examples: { body: upsertAccountsRequestExample },
    responses: {
      202: {
        description: 'Accepted: the accounts are committed; bad rows are listed in `accounts_rejected` with per-field errors.',
        schema: UpsertResultSchema,
        example: accountUpsertResultExample,
      },
    },
    handler: async ({ services, caller, body }) => ({
      status: 202,
      body: await upsertAccounts(services, caller, Array.isArray(body) ? body : body.accounts),
    }),
  }),
  route({
    method: 'get',
    path: '/accounts/{id}',
    operationId: 'getAccount',
    summary: 'An account with its contacts',
    tag: 'Accounts',
    params: IdParamsSchema,
    examples: { params: { id: ID.account } },
    responses: { 200: { description: 'The account', schema: AccountDetailSchema, example: accountDetailExample } },
    handler: async ({ services, caller, params }) => ({
      status: 200,
      body: await getAccount(services, caller.workspaceId, params.id),
    }),
  }),
];
