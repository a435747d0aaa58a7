import { query } from '../../db/query';
import type { Services } from '../context';
import { statementEm } from '../context';

/** How many contacts a workspace holds, in any tracking status. */
export async function workspaceContactCount(services: Services, workspaceId: string): Promise<number> {
  const [row] = await query<{ n: string }>(statementEm(services), 'select count(*) as n from contacts where workspace_id = ?', [workspaceId]);
  return Number(row?.n ?? 0);
}
