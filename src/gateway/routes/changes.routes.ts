import { ChangeSchema } from '../../core/changes/change.schema';
import { ChangeListQuerySchema, listChanges } from '../../core/changes/changes.service';
import { listOf } from '../../shared/schemas';
import { changeListExample } from '../examples/people.examples';
import { route } from '../route-table';

export const changeRoutes = [
  route({
    method: 'get',
    path: '/changes',
    operationId: 'listChanges',
    summary: 'Detected job changes, newest first',
    tag: 'Changes',
    query: ChangeListQuerySchema,
    examples: { query: { type: 'moved', since: '2026-03-01T00:00:00Z' } },
    responses: {
      200: { description: 'A page of changes', schema: listOf(ChangeSchema, 'ChangeList'), example: changeListExample },
    },
    handler: async ({ services, caller, query }) => ({ status: 200, body: await listChanges(services, caller.workspaceId, query) }),
  }),
];
