import { z } from 'zod';

import { IcpUpdateSchema } from '../../core/icp/icp.schema';
import { getIcp, putIcp } from '../../core/icp/icp.service';
import { ok, tool } from '../tool-kit';

export const icpTools = [
  tool({
    name: 'get_icp',
    title: 'Get the ICP rules',
    description:
      'The ideal customer profile: the account rule set (industries, employees, HQ countries/regions, keywords, ' +
      'funding stages, revenue, total funding, exclusions) and the contact rule set (title include/exclude, ' +
      'seniority, functions, minimum tenure), each with its stored version. Job changes are scored against them to ' +
      'pick the play type. Free. Call it before update_icp: updates replace a whole set.',
    scope: 'read',
    input: z.object({}),
    run: async ({ services, caller }) => ok(await getIcp(services, caller.workspaceId)),
  }),
  tool({
    name: 'update_icp',
    title: 'Replace ICP rules',
    description:
      'Replaces the account and/or contact rule set (replace semantics: send the whole set, as read from get_icp ' +
      'with your edits; a set left out is unchanged). Each set that actually changes becomes a new version; ' +
      'changes detected from now on are scored with it. Free. Needs the write scope.',
    scope: 'write',
    // The same fields as PUT /icp, without the schema's OpenAPI id (an id makes the JSON Schema a bare $ref,
    // and MCP wants `type: object` at the top).
    input: z.strictObject(IcpUpdateSchema.shape),
    annotations: { destructiveHint: false, idempotentHint: true, openWorldHint: false },
    run: async ({ services, caller }, body) => ok(await putIcp(services, caller.workspaceId, body)),
  }),
];
