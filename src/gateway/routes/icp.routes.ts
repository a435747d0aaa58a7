import { IcpSchema, IcpUpdateSchema, IcpVersionListSchema, IcpVersionsQuerySchema } from '../../core/icp/icp.schema';
import { getIcp, listIcpVersions, putIcp } from '../../core/icp/icp.service';
import { icpExample, icpUpdateExample } from '../examples/workspace.examples';
import { route } from '../route-table';

export const icpRoutes = [
  route({
    method: 'get',
    path: '/icp',
    operationId: 'getIcp',
    summary: 'The current account and contact ICP rule sets with their versions',
    description: 'A set never saved reads as version 0 with rules `{ "version": 1 }` (no rules: everything fits).',
    tag: 'ICP',
    responses: { 200: { description: 'The ICP', schema: IcpSchema, example: icpExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await getIcp(services, caller.workspaceId) }),
  }),
  route({
    method: 'put',
    path: '/icp',
    operationId: 'updateIcp',
    summary: 'Replace the account and/or contact rule set',
    description:
      'Replace semantics: send the whole rule object. Each set that actually changed (key order ignored) becomes a new ' +
      'version; an identical or omitted set keeps its version. Unknown fields are refused with their path.',
    tag: 'ICP',
    body: IcpUpdateSchema,
    examples: { body: icpUpdateExample },
    responses: { 200: { description: 'The ICP after the update', schema: IcpSchema, example: icpExample } },
    handler: async ({ services, caller, body }) => ({ status: 200, body: await putIcp(services, caller.workspaceId, body) }),
  }),
  route({
    method: 'get',
    path: '/icp/versions',
    operationId: 'listIcpVersions',
    summary: 'Every saved version of the rule sets, newest first (extension)',
    description: 'Extension for the app\'s ICP history: at most the 100 newest versions of each set; `kind` narrows to one set.',
    tag: 'ICP',
    query: IcpVersionsQuerySchema,
    examples: { query: { kind: 'account' } },
    responses: {
      200: {
        description: 'The versions',
        schema: IcpVersionListSchema,
        example: { data: [{ kind: 'account', version: 2, rules: icpExample.account.rules, created_at: '2026-03-01T09:00:00.000Z' }] },
      },
    },
    handler: async ({ services, caller, query }) => ({ status: 200, body: { data: await listIcpVersions(services, caller.workspaceId, query.kind) } }),
  }),
];
