import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import { api, type Schemas, unwrap } from '../api/client';
import { ALERT_PLAY_TYPES } from '../api/vocabulary';
import { IcpEditor } from '../ui/icp-editor';
import { formatDateTime } from '../ui/route';
import { ErrorState, QueryView } from '../ui/states';

type Settings = Schemas['Settings'];
type PlayType = Schemas['AlertPlayType'];
const CADENCES = ['weekly', 'biweekly', 'monthly', 'quarterly'] as const;

function zones(current: string): string[] {
  const all = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return all.includes(current) ? all : [current, ...all];
}

function Check({ name, label, checked, value }: { name: string; label: string; checked: boolean; value?: string }) {
  return (
    <label className="check">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} /> {label}
    </label>
  );
}

function PlayTypes({ name, legend, chosen }: { name: string; legend: string; chosen: PlayType[] }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {ALERT_PLAY_TYPES.map((type) => (
        <Check key={type} name={name} value={type} label={type.replace(/_/g, ' ')} checked={chosen.includes(type)} />
      ))}
    </fieldset>
  );
}

function patchOf(form: FormData): Schemas['SettingsPatch'] {
  const budget = String(form.get('monthly_credit_budget') ?? '').trim();
  return {
    refresh_cadence: form.get('refresh_cadence') as Settings['refresh_cadence'],
    refresh_day: Number(form.get('refresh_day')),
    timezone: String(form.get('timezone')),
    track_promotions: form.has('track_promotions'),
    chat_channel_alerts: form.has('chat_channel_alerts'),
    chat_dm_owners: form.has('chat_dm_owners'),
    alert_play_types: form.getAll('alert_play_types') as PlayType[],
    crm_writeback_enabled: form.has('crm_writeback_enabled'),
    crm_writeback_mode: form.get('crm_writeback_mode') as Settings['crm_writeback_mode'],
    crm_writeback_play_types: form.getAll('crm_writeback_play_types') as PlayType[],
    find_profiles: form.has('find_profiles'),
    find_emails: form.has('find_emails'),
    refresh_strategy: form.get('refresh_strategy') as Settings['refresh_strategy'],
    monthly_credit_budget: budget === '' ? null : Number(budget),
  };
}

function SettingsForm({ settings }: { settings: Settings }) {
  const queries = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Schemas['SettingsPatch']) => unwrap(api.PATCH('/settings', { body })),
    onSuccess: (data) => queries.setQueryData(['settings'], data),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(patchOf(new FormData(event.currentTarget)));
  };
  return (
    <form onSubmit={submit} className="settings stack" aria-labelledby="settings-heading">
      <h2 id="settings-heading">Refresh and alerts</h2>
      <fieldset className="filters">
        <legend>Refresh</legend>
        <label>
          Cadence
          <select name="refresh_cadence" defaultValue={settings.refresh_cadence}>
            {CADENCES.map((c) => <option key={c}>{c}</option>)}
          </select>
        </label>
        <label>
          Day (1-28)
          <input name="refresh_day" type="number" min={1} max={28} required defaultValue={settings.refresh_day} />
        </label>
        <label>
          Timezone
          <select name="timezone" defaultValue={settings.timezone}>
            {zones(settings.timezone).map((zone) => <option key={zone}>{zone}</option>)}
          </select>
        </label>
        <label>
          Strategy
          <select name="refresh_strategy" defaultValue={settings.refresh_strategy}>
            <option value="cadence">cadence (every profile on the cadence)</option>
            <option value="adaptive">adaptive (likely movers more often)</option>
          </select>
        </label>
        <label>
          Monthly credit budget
          <input name="monthly_credit_budget" type="number" min={0} defaultValue={settings.monthly_credit_budget ?? ''} placeholder="No budget" />
        </label>
      </fieldset>
      <p>
        Next refresh: <strong data-testid="next-refresh">{formatDateTime(settings.next_refresh_at)}</strong> ({settings.timezone})
      </p>
      <fieldset>
        <legend>Tracking and finders</legend>
        <Check name="track_promotions" label="Make plays for promotions" checked={settings.track_promotions} />
        <Check name="find_profiles" label="Find missing profile URLs" checked={settings.find_profiles} />
        <Check name="find_emails" label="Find emails for plays" checked={settings.find_emails} />
      </fieldset>
      <fieldset>
        <legend>Chat alerts</legend>
        <Check name="chat_channel_alerts" label="Post plays to the channel" checked={settings.chat_channel_alerts} />
        <Check name="chat_dm_owners" label="Message the contact's owner" checked={settings.chat_dm_owners} />
      </fieldset>
      <PlayTypes name="alert_play_types" legend="Alert on these plays" chosen={settings.alert_play_types} />
      <fieldset>
        <legend>CRM write-back</legend>
        <Check name="crm_writeback_enabled" label="Write plays back to the CRM" checked={settings.crm_writeback_enabled} />
        <label>
          Mode
          <select name="crm_writeback_mode" defaultValue={settings.crm_writeback_mode}>
            <option value="create_new">create a new contact</option>
            <option value="update_existing">update the existing contact</option>
          </select>
        </label>
      </fieldset>
      <PlayTypes name="crm_writeback_play_types" legend="Write back these plays" chosen={settings.crm_writeback_play_types} />
      <div className="row">
        <button type="submit" disabled={save.isPending}>
          Save settings
        </button>
        <span role="status">{save.isSuccess ? 'Settings saved.' : ''}</span>
      </div>
      {save.error && <ErrorState error={save.error} />}
    </form>
  );
}

export function SettingsPage() {
  const settings = useQuery({ queryKey: ['settings'], queryFn: () => unwrap(api.GET('/settings')) });
  return (
    <>
      <h1>Settings and ICP</h1>
      <QueryView query={settings} what="settings">
        {(s) => <SettingsForm settings={s} />}
      </QueryView>
      <IcpEditor />
    </>
  );
}
