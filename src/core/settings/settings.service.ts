import { Workspace, WorkspaceSettings, type WorkspaceSettingsEntity } from '../../db/entities';
import { isValidTimezone, refreshDayProblem } from '../../domain/cadence/next-refresh-at';
import { nextScheduledAt } from '../../domain/cadence/refresh-strategy';
import { ValidationError } from '../../shared/errors';
import { iso } from '../../shared/schemas';
import type { Services } from '../context';
import { em } from '../context';
import { meChanged } from '../me/me-cache';
import type { Settings, SettingsPatch } from './settings.schema';

export async function getSettingsRow(services: Services, workspaceId: string): Promise<WorkspaceSettingsEntity> {
  return em(services).findOneOrFail(WorkspaceSettings, { workspace_id: workspaceId });
}

export async function getSettings(services: Services, workspaceId: string): Promise<Settings> {
  const m = em(services);
  const ws = await m.findOneOrFail(Workspace, { id: workspaceId });
  const s = await m.findOneOrFail(WorkspaceSettings, { workspace_id: workspaceId });
  return toSettings(ws.name, ws.slug, s);
}

/** Applies a partial update; cadence, day and timezone are checked together, then next_refresh_at is recomputed (tomorrow's planning when adaptive). */
export async function updateSettings(services: Services, workspaceId: string, patch: SettingsPatch): Promise<Settings> {
  const m = em(services);
  const ws = await m.findOneOrFail(Workspace, { id: workspaceId });
  const s = await m.findOneOrFail(WorkspaceSettings, { workspace_id: workspaceId });
  const cadence = patch.refresh_cadence ?? s.refresh_cadence;
  const day = patch.refresh_day ?? s.refresh_day;
  const timezone = patch.timezone ?? s.timezone;
  const issues = [];
  const dayProblem = refreshDayProblem(cadence, day);
  if (dayProblem) issues.push({ path: 'refresh_day', message: dayProblem });
  if (!isValidTimezone(timezone)) issues.push({ path: 'timezone', message: `unknown IANA timezone: ${timezone}` });
  if (issues.length) throw new ValidationError('Invalid settings', issues);

  const { name, ...rest } = patch;
  if (name !== undefined) ws.name = name;
  m.assign(s, rest);
  s.next_refresh_at = nextScheduledAt(s, services.clock.now());
  await m.flush();
  meChanged(services.orm, workspaceId);
  return toSettings(ws.name, ws.slug, s);
}

function toSettings(name: string, slug: string, s: WorkspaceSettingsEntity): Settings {
  return {
    name,
    slug,
    refresh_cadence: s.refresh_cadence,
    refresh_day: s.refresh_day,
    timezone: s.timezone,
    next_refresh_at: iso(s.next_refresh_at),
    track_promotions: s.track_promotions,
    chat_channel_alerts: s.chat_channel_alerts,
    chat_dm_owners: s.chat_dm_owners,
    alert_play_types: s.alert_play_types as Settings['alert_play_types'],
    crm_writeback_enabled: s.crm_writeback_enabled,
    crm_writeback_mode: s.crm_writeback_mode,
    crm_writeback_play_types: s.crm_writeback_play_types as Settings['crm_writeback_play_types'],
    find_profiles: s.find_profiles,
    find_emails: s.find_emails,
    refresh_strategy: s.refresh_strategy,
    monthly_credit_budget: s.monthly_credit_budget ?? null,
  };
}
