import { IcpSchema, IcpUpdateSchema } from '../../core/icp/icp.schema';
import { getIcp, putIcp } from '../../core/icp/icp.service';
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
];
