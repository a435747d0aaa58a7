import { z } from 'zod';

import { getMe } from '../../core/me/me.service';
import { SettingsPatchSchema } from '../../core/settings/settings.schema';
import { updateSettings } from '../../core/settings/settings.service';
import { ok, parseWith, tool } from '../tool-kit';

/** update_settings may change only these four settings (picked from the REST patch schema). */
const { name, refresh_cadence, refresh_day, timezone } = SettingsPatchSchema.shape;
const McpSettingsPatchSchema = z.strictObject({ name, refresh_cadence, refresh_day, timezone });

export const workspaceTools = [
  tool({
    name: 'get_workspace',
    title: 'Workspace and connection',
    description:
      'Returns the workspace (id, name, slug), how this connection is authenticated (api_key or oauth, its scopes, the ' +
      'signed-in user), the credit balance with the price per profile check, and when the next scheduled refresh runs. ' +
      'Free. Call it first: it tells you whether you may use the tools that change data (they need the write scope).',
    scope: 'read',
    input: z.object({}),
    run: async ({ services, caller }) => ok(await getMe(services, caller)),
  }),
  tool({
    name: 'update_settings',
    title: 'Update workspace settings',
    description:
      'Changes the workspace name, the refresh cadence (weekly, biweekly, monthly, quarterly), the refresh day ' +
      '(ISO weekday 1-7 for weekly/biweekly, day of month 1-28 otherwise) or the IANA timezone. Scheduled runs start at ' +
      '06:00 in that timezone and cost one credit per tracked profile, so a more frequent cadence spends more credits: ' +
      'tell the user. Other settings (alerts, CRM write-back) are not changeable here. Returns all settings with the ' +
      'recomputed next_refresh_at. Needs the write scope.',
    scope: 'write',
    input: McpSettingsPatchSchema,
    annotations: { idempotentHint: true, destructiveHint: false, openWorldHint: false },
    run: async ({ services, caller }, args) =>
      ok(await updateSettings(services, caller.workspaceId, parseWith(SettingsPatchSchema, args))),
  }),
];
