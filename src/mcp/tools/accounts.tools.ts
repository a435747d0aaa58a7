import { AccountListQuerySchema } from '../../core/accounts/account.schema';
import { getAccount, listAccounts } from '../../core/accounts/account.service';
import { IdParamsSchema } from '../../shared/schemas';
import { ok, tool } from '../tool-kit';

export const accountTools = [
  tool({
    name: 'list_accounts',
    title: 'List accounts',
    description:
      'Lists accounts (companies) by name with contact counts (total, tracked, moved), one page at a time. Filter by ' +
      'segment or search name and domain with q. Free.',
    scope: 'read',
    input: AccountListQuerySchema,
    run: async ({ services, caller }, query) => ok(await listAccounts(services, caller.workspaceId, query)),
  }),
  tool({
    name: 'get_account',
    title: 'Get an account',
    description: 'One account by id with its firmographics and its contacts. Free. Get ids from list_accounts.',
    scope: 'read',
    input: IdParamsSchema,
    run: async ({ services, caller }, { id }) => ok(await getAccount(services, caller.workspaceId, id)),
  }),
];
