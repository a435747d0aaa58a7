import { DateTime } from 'luxon';
import { z } from 'zod';

import { query } from '../../db/query';
import type { Services } from '../context';
import { statementEm } from '../context';
import { getSettingsRow } from '../settings/settings.service';

/** Extension (issue #23): credits spent per day, for the app's usage chart. */
export const CreditUsageQuerySchema = z.strictObject({
  days: z.coerce.number().int().min(1).max(366).default(30).meta({ description: 'How many days back, today included (1-366, default 30)' }),
});

export const CreditUsageSchema = z
  .object({
    timezone: z.string().meta({ description: 'The workspace timezone the days are counted in' }),
    days: z.array(
      z.object({
        day: z.string().meta({ format: 'date' }),
        checks: z.number().int().meta({ description: 'Credits spent on profile checks that day (refunds deducted)' }),
        emails: z.number().int().meta({ description: 'Credits spent on found emails that day' }),
      }),
    ),
  })
  .meta({ id: 'CreditUsage' });

export type CreditUsage = z.infer<typeof CreditUsageSchema>;

/** One row per day, oldest first, days without spending included (zeros); the same ledger lines as GET /credits' used_this_month. */
export async function getCreditUsage(services: Services, workspaceId: string, days: number): Promise<CreditUsage> {
  const { timezone } = await getSettingsRow(services, workspaceId);
  const today = DateTime.fromJSDate(services.clock.now(), { zone: timezone }).startOf('day');
  const first = today.minus({ days: days - 1 });
  const rows = await query<{ day: string; checks: string; emails: string }>(
    statementEm(services),
    `select to_char(created_at at time zone ?, 'YYYY-MM-DD') as day,
            coalesce(sum(-amount) filter (where kind = 'check'), 0) as checks,
            coalesce(sum(-amount) filter (where kind = 'email'), 0) as emails
       from credit_ledger where workspace_id = ? and created_at >= ? and kind in ('check', 'email')
      group by 1`,
    [timezone, workspaceId, first.toJSDate()],
  );
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return {
    timezone,
    days: Array.from({ length: days }, (_, i) => {
      const day = first.plus({ days: i }).toISODate()!;
      const row = byDay.get(day);
      return { day, checks: Number(row?.checks ?? 0), emails: Number(row?.emails ?? 0) };
    }),
  };
}
