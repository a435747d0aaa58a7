import { z } from 'zod';

import { query } from '../../db/query';
import { ScopeSchema } from '../../shared/enums';
import { NotFoundError } from '../../shared/errors';
import { iso, NullableDateTime } from '../../shared/schemas';
import type { Caller, Services } from '../context';
import { statementEm } from '../context';
import { meCacheOf, type MeRow } from './me-cache';

export const MeSchema = z
  .object({
    workspace: z.object({ id: z.string().meta({ format: 'uuid' }), name: z.string(), slug: z.string() }),
    auth: z.object({ via: z.enum(['api_key', 'oauth', 'session']).meta({ description: '`session` (a person signed in to the app) is an extension' }), scopes: z.array(ScopeSchema), user_id: z.string().meta({ format: 'uuid' }).nullable() }),
    credits: z.object({ balance: z.number().int(), price_per_check_cents: z.number().int() }),
    next_refresh_at: NullableDateTime,
  })
  .meta({ id: 'Workspace' });

export type Me = z.infer<typeof MeSchema>;

/** Workspace, price, balance and next refresh in one prepared statement (GET /me is the most frequent call). */
const ME_SQL = {
  name: 'me_workspace',
  text: `select w.id, w.name, w.slug, w.price_per_check_cents, w.balance, s.next_refresh_at
           from workspaces w join workspace_settings s on s.workspace_id = w.id
          where w.id = $1`,
};

/** The row, from the gateway's cache when it holds a fresh one (me-cache.ts: at most its TTL old). */
async function meRow(services: Services, workspaceId: string): Promise<MeRow | undefined> {
  const cache = meCacheOf(services.orm);
  const cached = cache?.get(workspaceId);
  if (cached) return cached;
  const epoch = cache?.epoch ?? 0;
  const [row] = await query<MeRow>(statementEm(services), ME_SQL, [workspaceId]);
  if (row) cache?.set(workspaceId, row, epoch);
  return row;
}

export async function getMe(services: Services, caller: Caller): Promise<Me> {
  const row = await meRow(services, caller.workspaceId);
  if (!row) throw new NotFoundError('Workspace');
  return {
    workspace: { id: row.id, name: row.name, slug: row.slug },
    auth: { via: caller.via, scopes: caller.scopes, user_id: caller.userId },
    credits: { balance: Number(row.balance), price_per_check_cents: row.price_per_check_cents },
    next_refresh_at: iso(row.next_refresh_at),
  };
}
