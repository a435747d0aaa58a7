import { IcpSchema, IcpUpdateSchema, IcpVersionListSchema, IcpVersionsQuerySchema } from '../../core/icp/icp.schema';
import { getIcp, listIcpVersions, putIcp } from '../../core/icp/icp.service';
import { IcpPreviewSchema } from '../../core/icp/icp-preview.schema';
import { icpExample, icpPreviewExample, icpUpdateExample } from '../examples/workspace.examples';
import { route } from '../route-table';

/** The preview's module (the fit rules over titles and companies): the title classifier and the detector behind it load at the first request, not at every gateway's start (docs/decisions.md, "Detection round 33 (speed34)"). */
const previews = () => import('../../core/icp/icp-preview');

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
  route({
    method: 'post',
    path: '/icp/preview',
    operationId: 'previewIcp',
    summary: 'How the current accounts and contacts would fit under candidate rule sets, without saving (extension)',
    description:
      'Extension for the app\'s ICP editor. The body is the one `PUT /icp` takes, validated the same way; a set left out is the ' +
      'saved one. Every imported account is scored by the account rules; every contact not excluded, in the role it holds now ' +
      '(the checked profile, else the CRM), by both rule sets, with the scoring play creation uses. Each count is given under ' +
      'the rules sent and the saved ones, with how many would newly fit or no longer fit. Nothing is stored; a write ' +
      'operation all the same (it takes what `PUT /icp` takes: a member session gets 403).',
    tag: 'ICP',
    body: IcpUpdateSchema,
    examples: { body: icpUpdateExample },
    responses: { 200: { description: 'The counts, candidate next to current', schema: IcpPreviewSchema, example: icpPreviewExample } },
    handler: async ({ services, caller, body }) => ({ status: 200, body: await (await previews()).previewIcp(services, caller.workspaceId, body) }),
  }),
];
