import { z } from 'zod';

import { Workspace, WorkspaceSettings } from '../../db/entities';
import { ScopeSchema } from '../../shared/enums';
import { iso, NullableDateTime } from '../../shared/schemas';
import type { Caller, Services } from '../context';
import { em } from '../context';
import { creditBalance } from '../credits/credits.service';

export const MeSchema = z
  .object({
    workspace: z.object({ id: z.string().meta({ format: 'uuid' }), name: z.string(), slug: z.string() }),
    auth: z.object({ via: z.enum(['api_key', 'oauth']), scopes: z.array(ScopeSchema), user_id: z.string().meta({ format: 'uuid' }).nullable() }),
    credits: z.object({ balance: z.number().int(), price_per_check_cents: z.number().int() }),
    next_refresh_at: NullableDateTime,
  })
  .meta({ id: 'Workspace' });

export type Me = z.infer<typeof MeSchema>;

export async function getMe(services: Services, caller: Caller): Promise<Me> {
  const m = em(services);
  const ws = await m.findOneOrFail(Workspace, { id: caller.workspaceId });
  const s = await m.findOneOrFail(WorkspaceSettings, { workspace_id: caller.workspaceId });
  return {
    workspace: { id: ws.id, name: ws.name, slug: ws.slug },
    auth: { via: caller.via, scopes: caller.scopes, user_id: caller.userId },
    credits: { balance: await creditBalance(services, ws.id), price_per_check_cents: ws.price_per_check_cents },
    next_refresh_at: iso(s.next_refresh_at),
  };
}
