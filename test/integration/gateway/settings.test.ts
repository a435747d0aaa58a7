import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { grantCredits } from '../../../src/core/credits/credits.service';
import { type SeededWorkspace, seedWorkspace, useTestApp } from '../../support/app';
import { api, errorCode } from '../../support/http';
import { sqlOn } from '../../support/sql';

const app = useTestApp();

/** Monday 2026-03-02 12:00 UTC: a new weekly/Monday/UTC workspace's next run is 2026-03-09 06:00 UTC. */
const MONDAY_NOON = '2026-03-02T12:00:00Z';

beforeEach(() => {
  app.clock.set(MONDAY_NOON);
});

const SETTINGS_FIELDS = [
  'alert_play_types',
  'chat_channel_alerts',
  'chat_dm_owners',
  'crm_writeback_enabled',
  'crm_writeback_mode',
  'crm_writeback_play_types',
  'find_emails',
  'find_profiles',
  'monthly_credit_budget',
  'name',
  'next_refresh_at',
  'refresh_cadence',
  'refresh_day',
  'refresh_strategy',
  'slug',
  'timezone',
  'track_promotions',
];

async function getSettings(ws: SeededWorkspace) {
  const res = await api(app.baseUrl, 'GET', '/settings', { key: ws.readKey });
  expect(res.status).toBe(200);
  return res.body;
}

async function patchSettings(ws: SeededWorkspace, body: unknown) {
  return api(app.baseUrl, 'PATCH', '/settings', { key: ws.writeKey, body });
}

function detailPaths(res: { body: { error?: { details?: Array<{ path: string }> } } }): string[] {
  return (res.body.error?.details ?? []).map((d) => d.path);
}

describe('GET /settings', () => {
  it('when a workspace is new, then every contract field (and the extensions: finders off, cadence strategy, no budget) is there with its default and nothing else', async () => {
    const ws = await seedWorkspace(app.services, { name: 'Acme Sales' });

    const res = await api(app.baseUrl, 'GET', '/settings', { key: ws.readKey });

    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(SETTINGS_FIELDS);
    expect(res.body).toStrictEqual({
      name: 'Acme Sales',
      slug: ws.slug,
      refresh_cadence: 'weekly',
      refresh_day: 1,
      timezone: 'UTC',
      next_refresh_at: '2026-03-09T06:00:00.000Z',
      track_promotions: true,
      chat_channel_alerts: false,
      chat_dm_owners: false,
      alert_play_types: ['direct', 'referral', 'churn_risk'],
      crm_writeback_enabled: false,
      crm_writeback_mode: 'update_existing',
      crm_writeback_play_types: ['direct', 'referral', 'watch', 'promotion'],
      find_profiles: false,
      find_emails: false,
      refresh_strategy: 'cadence',
      monthly_credit_budget: null,
    });
  });

  it('when GET /me is called, then its next_refresh_at is the one in the settings', async () => {
    const ws = await seedWorkspace(app.services);
    const patched = await patchSettings(ws, { refresh_cadence: 'monthly', refresh_day: 17, timezone: 'Asia/Tokyo' });
    expect(patched.status).toBe(200);

    const me = await api(app.baseUrl, 'GET', '/me', { key: ws.readKey });
    const settings = await getSettings(ws);

    expect(me.status).toBe(200);
    // 2026-03-17 06:00 JST (+09:00)
    expect(settings.next_refresh_at).toBe('2026-03-16T21:00:00.000Z');
    expect(me.body.next_refresh_at).toBe(settings.next_refresh_at);
  });
});

describe('PATCH /settings: accepted changes', () => {
  it.each([
    ['name', 'Globex Revenue Team', {}],
    ['refresh_cadence', 'monthly', { next_refresh_at: '2026-04-01T06:00:00.000Z' }],
    ['refresh_cadence', 'biweekly', { next_refresh_at: '2026-03-16T06:00:00.000Z' }],
    ['refresh_cadence', 'quarterly', { next_refresh_at: '2026-04-01T06:00:00.000Z' }],
    ['refresh_day', 5, { next_refresh_at: '2026-03-06T06:00:00.000Z' }],
    ['refresh_day', 7, { next_refresh_at: '2026-03-08T06:00:00.000Z' }],
    ['timezone', 'Asia/Kolkata', { next_refresh_at: '2026-03-09T00:30:00.000Z' }],
    // 12:00Z is 04:00 PST on Monday: this Monday's 06:00 PST is still ahead.
    ['timezone', 'America/Los_Angeles', { next_refresh_at: '2026-03-02T14:00:00.000Z' }],
    ['track_promotions', false, {}],
    ['chat_channel_alerts', true, {}],
    ['chat_dm_owners', true, {}],
    ['alert_play_types', ['watch', 'promotion'], {}],
    ['alert_play_types', [], {}],
    ['crm_writeback_enabled', true, {}],
    ['crm_writeback_mode', 'create_new', {}],
    ['crm_writeback_play_types', ['churn_risk', 'direct'], {}],
    // Adaptive: a scheduled run is planned every day at 06:00; Monday noon → Tuesday 06:00.
    ['refresh_strategy', 'adaptive', { next_refresh_at: '2026-03-03T06:00:00.000Z' }],
    ['refresh_strategy', 'cadence', {}],
    ['monthly_credit_budget', 2500, {}],
    ['monthly_credit_budget', 0, {}],
    ['monthly_credit_budget', null, {}],
  ] as const)('when only %s is set to %j, then only it changes (and the next run is recomputed)', async (field, value, also) => {
    const ws = await seedWorkspace(app.services);
    const before = await getSettings(ws);

    const res = await patchSettings(ws, { [field]: value });

    expect(res.status).toBe(200);
    const expected = { ...before, [field]: value, ...also };
    expect(res.body).toStrictEqual(expected);
    expect(await getSettings(ws)).toStrictEqual(expected);
  });

  it('when every writable field is sent at once, then all change together', async () => {
    const ws = await seedWorkspace(app.services);
    const patch = {
      name: 'Initech Growth',
      refresh_cadence: 'monthly',
      refresh_day: 28,
      timezone: 'Europe/London',
      track_promotions: false,
      chat_channel_alerts: true,
      chat_dm_owners: true,
      alert_play_types: ['direct', 'watch', 'promotion', 'churn_risk', 'referral'],
      crm_writeback_enabled: true,
      crm_writeback_mode: 'create_new',
      crm_writeback_play_types: ['referral'],
      find_profiles: true,
      find_emails: true,
      refresh_strategy: 'cadence',
      monthly_credit_budget: 12_000,
    };

    const res = await patchSettings(ws, patch);

    expect(res.status).toBe(200);
    // 28 March 2026 06:00 in London is still GMT (BST starts on the 29th).
    const expected = { ...patch, slug: ws.slug, next_refresh_at: '2026-03-28T06:00:00.000Z' };
    expect(res.body).toStrictEqual(expected);
    expect(await getSettings(ws)).toStrictEqual(expected);
  });

  it('when the name has surrounding spaces, then it is stored trimmed', async () => {
    const ws = await seedWorkspace(app.services);

    const res = await patchSettings(ws, { name: '  Spaced Out  ' });

    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Spaced Out');
    const me = await api(app.baseUrl, 'GET', '/me', { key: ws.readKey });
    expect(me.body.workspace.name).toBe('Spaced Out');
  });
});

describe('PATCH /settings: next_refresh_at', () => {
  it('when time has passed the scheduled run, then any PATCH (even of the name) moves it forward', async () => {
    const ws = await seedWorkspace(app.services);
    expect((await getSettings(ws)).next_refresh_at).toBe('2026-03-09T06:00:00.000Z');

    app.clock.set('2026-03-10T00:00:00Z');
    const renamed = await patchSettings(ws, { name: 'Later' });

    expect(renamed.status).toBe(200);
    expect(renamed.body.next_refresh_at).toBe('2026-03-16T06:00:00.000Z');

    app.clock.set('2026-03-16T06:00:00Z');
    const toggled = await patchSettings(ws, { track_promotions: false });

    expect(toggled.status).toBe(200);
    expect(toggled.body.next_refresh_at).toBe('2026-03-23T06:00:00.000Z');
  });

  it('when the workspace is in New York across the March switch, then 06:00 local maps to 11:00Z then 10:00Z', async () => {
    const ws = await seedWorkspace(app.services);
    app.clock.set('2026-03-06T12:00:00Z');

    const saturday = await patchSettings(ws, { timezone: 'America/New_York', refresh_day: 6 });
    expect(saturday.status).toBe(200);
    expect(saturday.body.next_refresh_at).toBe('2026-03-07T11:00:00.000Z');

    app.clock.set('2026-03-07T12:00:00Z');
    const sunday = await patchSettings(ws, { refresh_day: 7 });
    expect(sunday.status).toBe(200);
    expect(sunday.body.next_refresh_at).toBe('2026-03-08T10:00:00.000Z');
  });

  it('when the workspace is in New York across the November switch, then Sunday 06:00 is 11:00Z', async () => {
    const ws = await seedWorkspace(app.services);
    app.clock.set('2026-10-31T12:00:00Z');

    const res = await patchSettings(ws, { timezone: 'America/New_York', refresh_day: 7 });

    expect(res.status).toBe(200);
    expect(res.body.next_refresh_at).toBe('2026-11-01T11:00:00.000Z');
  });

  it('when the cadence is monthly on the 28th at the end of January, then the next run is 28 February', async () => {
    const ws = await seedWorkspace(app.services);
    app.clock.set('2026-01-31T12:00:00Z');

    const res = await patchSettings(ws, { refresh_cadence: 'monthly', refresh_day: 28 });
    expect(res.status).toBe(200);
    expect(res.body.next_refresh_at).toBe('2026-02-28T06:00:00.000Z');

    app.clock.set('2026-02-28T06:00:00Z');
    const again = await patchSettings(ws, { name: 'Month End Co' });
    expect(again.status).toBe(200);
    expect(again.body.next_refresh_at).toBe('2026-03-28T06:00:00.000Z');
  });

  it('when the cadence is quarterly on the 10th in mid October, then the next run is 10 January next year', async () => {
    const ws = await seedWorkspace(app.services);
    app.clock.set('2026-10-15T12:00:00Z');

    const res = await patchSettings(ws, { refresh_cadence: 'quarterly', refresh_day: 10 });

    expect(res.status).toBe(200);
    expect(res.body.next_refresh_at).toBe('2027-01-10T06:00:00.000Z');
  });
});

describe('PATCH /settings: cadence and day together', () => {
  it('when weekly gets day 8, then 400 on refresh_day; monthly with 20 works; back to weekly without a day is 400', async () => {
    const ws = await seedWorkspace(app.services);
    const initial = await getSettings(ws);

    const weekly8 = await patchSettings(ws, { refresh_day: 8 });
    expect(weekly8.status).toBe(400);
    expect(errorCode(weekly8)).toBe('validation_error');
    expect(detailPaths(weekly8)).toEqual(['refresh_day']);
    expect(await getSettings(ws)).toStrictEqual(initial);

    const monthly20 = await patchSettings(ws, { refresh_cadence: 'monthly', refresh_day: 20 });
    expect(monthly20.status).toBe(200);
    expect(monthly20.body).toMatchObject({
      refresh_cadence: 'monthly',
      refresh_day: 20,
      next_refresh_at: '2026-03-20T06:00:00.000Z',
    });
    const monthly = await getSettings(ws);

    const backToWeekly = await patchSettings(ws, { refresh_cadence: 'weekly' });
    expect(backToWeekly.status).toBe(400);
    expect(errorCode(backToWeekly)).toBe('validation_error');
    expect(detailPaths(backToWeekly)).toEqual(['refresh_day']);
    expect(await getSettings(ws)).toStrictEqual(monthly);

    const weeklyWednesday = await patchSettings(ws, { refresh_cadence: 'weekly', refresh_day: 3 });
    expect(weeklyWednesday.status).toBe(200);
    expect(weeklyWednesday.body.next_refresh_at).toBe('2026-03-04T06:00:00.000Z');
  });

  it('when biweekly gets day 8, then 400 on refresh_day', async () => {
    const ws = await seedWorkspace(app.services);

    const res = await patchSettings(ws, { refresh_cadence: 'biweekly', refresh_day: 8 });

    expect(res.status).toBe(400);
    expect(detailPaths(res)).toEqual(['refresh_day']);
  });

  it('when both the day and the timezone are wrong, then both are reported', async () => {
    const ws = await seedWorkspace(app.services);

    const res = await patchSettings(ws, { refresh_day: 9, timezone: 'Mars/Olympus' });

    expect(res.status).toBe(400);
    expect(detailPaths(res).sort()).toEqual(['refresh_day', 'timezone']);
  });
});

/** Each body must be refused with 400 validation_error, naming `path` (exactly, or as `path.<index>`). */
const REJECTED: Array<[string, unknown, string | null]> = [
  ['refresh_day 0', { refresh_day: 0 }, 'refresh_day'],
  ['refresh_day 29', { refresh_day: 29 }, 'refresh_day'],
  ['refresh_day 1.5', { refresh_day: 1.5 }, 'refresh_day'],
  ['refresh_day "3"', { refresh_day: '3' }, 'refresh_day'],
  ['refresh_day -1', { refresh_day: -1 }, 'refresh_day'],
  ['refresh_day null', { refresh_day: null }, 'refresh_day'],
  ['refresh_day 1e10', { refresh_day: 1e10 }, 'refresh_day'],
  ['monthly with day 29', { refresh_cadence: 'monthly', refresh_day: 29 }, 'refresh_day'],
  ['timezone Mars/Olympus', { timezone: 'Mars/Olympus' }, 'timezone'],
  ['timezone empty', { timezone: '' }, 'timezone'],
  ['timezone a number', { timezone: 5 }, 'timezone'],
  ['timezone very long', { timezone: 'Europe/' + 'x'.repeat(100) }, 'timezone'],
  ['unknown field', { colour: 'blue' }, 'colour'],
  ['read-only slug', { slug: 'taken-over' }, 'slug'],
  ['read-only next_refresh_at', { next_refresh_at: '2030-01-01T00:00:00.000Z' }, 'next_refresh_at'],
  ['a valid name with read-only slug', { name: 'Sneaky', slug: 'sneaky' }, 'slug'],
  ['empty object', {}, null],
  ['name empty', { name: '' }, 'name'],
  ['name blank', { name: '   ' }, 'name'],
  ['name too long', { name: 'n'.repeat(201) }, 'name'],
  ['name a number', { name: 42 }, 'name'],
  ['name null', { name: null }, 'name'],
  ['refresh_cadence daily', { refresh_cadence: 'daily' }, 'refresh_cadence'],
  ['refresh_cadence Weekly', { refresh_cadence: 'Weekly' }, 'refresh_cadence'],
  ['refresh_cadence null', { refresh_cadence: null }, 'refresh_cadence'],
  ['crm_writeback_mode merge', { crm_writeback_mode: 'merge' }, 'crm_writeback_mode'],
  ['crm_writeback_mode true', { crm_writeback_mode: true }, 'crm_writeback_mode'],
  ['refresh_strategy daily', { refresh_strategy: 'daily' }, 'refresh_strategy'],
  ['refresh_strategy null', { refresh_strategy: null }, 'refresh_strategy'],
  ['monthly_credit_budget -1', { monthly_credit_budget: -1 }, 'monthly_credit_budget'],
  ['monthly_credit_budget 2.5', { monthly_credit_budget: 2.5 }, 'monthly_credit_budget'],
  ['monthly_credit_budget "100"', { monthly_credit_budget: '100' }, 'monthly_credit_budget'],
  ['monthly_credit_budget 1e12', { monthly_credit_budget: 1e12 }, 'monthly_credit_budget'],
  ...['track_promotions', 'chat_channel_alerts', 'chat_dm_owners', 'crm_writeback_enabled'].flatMap(
    (field): Array<[string, unknown, string]> =>
      (['true', 1, 0, null, [], {}] as unknown[]).map((value) => [`${field} ${JSON.stringify(value)}`, { [field]: value }, field]),
  ),
  ...['alert_play_types', 'crm_writeback_play_types'].flatMap((field): Array<[string, unknown, string]> =>
    (['direct', null, {}, [1], [null], ['DIRECT'], ['archive'], ['bogus'], ['direct', 'direct'], ['watch', 'referral', 'watch']] as unknown[]).map(
      (value) => [`${field} ${JSON.stringify(value)}`, { [field]: value }, field],
    ),
  ),
  ['a JSON array', [], null],
  ['a JSON array of objects', [{ name: 'Array Co' }], null],
  ['a JSON string', '"name"', null],
  ['a JSON number', '42', null],
  ['JSON null', 'null', null],
  ['JSON true', 'true', null],
  ['malformed JSON', '{"name": "Half', null],
];

describe('PATCH /settings: rejected requests change nothing', () => {
  let ws: SeededWorkspace;
  beforeAll(async () => {
    ws = await seedWorkspace(app.services, { name: 'Steady Co' });
  });

  it.each(REJECTED)('when the body is %s, then 400 validation_error and GET /settings is unchanged', async (_label, body, path) => {
    const before = await getSettings(ws);

    const res = await patchSettings(ws, body);

    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
    expect(Array.isArray(res.body.error.details)).toBe(true);
    expect(res.body.error.details.length).toBeGreaterThan(0);
    if (path !== null) {
      const paths = detailPaths(res);
      expect(
        paths.some((p) => p === path || p.startsWith(`${path}.`)),
        `details ${JSON.stringify(res.body.error.details)} should name ${path}`,
      ).toBe(true);
    }
    expect(await getSettings(ws)).toStrictEqual(before);
  });

  it('when a read key sends a valid PATCH, then 403 and nothing changes', async () => {
    const before = await getSettings(ws);

    const res = await api(app.baseUrl, 'PATCH', '/settings', { key: ws.readKey, body: { name: 'Read Only Rename' } });

    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('forbidden');
    expect(await getSettings(ws)).toStrictEqual(before);
  });
});

describe('GET /credits', () => {
  const sql = sqlOn(() => app);

  async function ledger(workspaceId: string, kind: string, amount: number, at: string, times = 1) {
    for (let i = 0; i < times; i++) {
      await sql('insert into credit_ledger (workspace_id, kind, amount, created_at) values (?, ?, ?, ?)', [
        workspaceId,
        kind,
        amount,
        at,
      ]);
    }
  }

  async function profile(workspaceId: string, handle: string): Promise<string> {
    const [row] = await sql(
      'insert into profiles (workspace_id, social_key, social_url) values (?, ?, ?) returning id',
      [workspaceId, handle, `https://www.linkedin.com/in/${handle}`],
    );
    return (row as { id: string }).id;
  }

  async function contact(workspaceId: string, name: string, status: string, profileId: string | null) {
    await sql(
      `insert into contacts (workspace_id, first_name, company, company_norm, name_key, tracking_status, profile_id)
       values (?, ?, 'Acme', 'acme', ?, ?, ?)`,
      [workspaceId, name, `${name.toLowerCase()}|acme`, status, profileId],
    );
  }

  it('when the workspace is new, then the shape is complete and everything is zero', async () => {
    const ws = await seedWorkspace(app.services);

    const res = await api(app.baseUrl, 'GET', '/credits', { key: ws.readKey });

    expect(res.status).toBe(200);
    expect(res.body).toStrictEqual({
      balance: 0,
      price_per_check_cents: 10,
      used_this_month: { checks: 0, emails: 0, total: 0 },
      tracked_profiles: 0,
      estimated_monthly_usage: 0,
      buy_url: 'https://billing.example.com/credits',
    });
  });

  it('when credits are granted, then the balance is their sum (here and in GET /me)', async () => {
    const ws = await seedWorkspace(app.services);
    await grantCredits(app.services, { workspace: ws.id, amount: 300 });
    await grantCredits(app.services, { workspace: ws.slug, amount: 200, note: 'top-up' });

    const credits = await api(app.baseUrl, 'GET', '/credits', { key: ws.readKey });
    const me = await api(app.baseUrl, 'GET', '/me', { key: ws.readKey });

    expect(credits.status).toBe(200);
    expect(credits.body.balance).toBe(500);
    expect(credits.body.used_this_month).toEqual({ checks: 0, emails: 0, total: 0 });
    expect(me.body.credits).toEqual({ balance: 500, price_per_check_cents: 10 });
  });

  it('when the ledger holds charges from this and earlier months, then used_this_month counts only this month', async () => {
    // A New York workspace on 2026-03-20: its month began at 2026-03-01 00:00 EST = 05:00Z.
    const ws = await seedWorkspace(app.services, { timezone: 'America/New_York' });
    const other = await seedWorkspace(app.services, { name: 'Other Co' });
    app.clock.set('2026-03-20T12:00:00Z');
    await grantCredits(app.services, { workspace: ws.id, amount: 500 });
    await ledger(ws.id, 'check', -1, '2026-02-15T12:00:00Z', 3);
    await ledger(ws.id, 'check', -1, '2026-03-01T04:00:00Z'); // 28 February 23:00 in New York
    await ledger(ws.id, 'check', -1, '2026-03-01T06:00:00Z');
    await ledger(ws.id, 'check', -1, '2026-03-10T09:00:00Z', 4);
    await ledger(ws.id, 'email', -1, '2026-02-20T09:00:00Z');
    await ledger(ws.id, 'email', -1, '2026-03-12T09:00:00Z', 2);
    await ledger(ws.id, 'grant', 1000, '2026-03-05T09:00:00Z');
    await ledger(ws.id, 'adjustment', -10, '2026-03-06T09:00:00Z');
    await ledger(other.id, 'grant', 100, '2026-03-02T09:00:00Z');
    await ledger(other.id, 'check', -1, '2026-03-10T09:00:00Z', 6);

    const res = await api(app.baseUrl, 'GET', '/credits', { key: ws.readKey });
    const theirs = await api(app.baseUrl, 'GET', '/credits', { key: other.readKey });

    expect(res.status).toBe(200);
    expect(res.body.used_this_month).toEqual({ checks: 5, emails: 2, total: 7 });
    // 500 + 1000 granted; 9 checks, 3 emails and a 10-credit adjustment charged in all.
    expect(res.body.balance).toBe(1478);
    expect(theirs.body.used_this_month).toEqual({ checks: 6, emails: 0, total: 6 });
    expect(theirs.body.balance).toBe(94);
  });

  it('when profiles are tracked, then tracked_profiles counts distinct tracked profiles and the estimate follows the cadence', async () => {
    const ws = await seedWorkspace(app.services);
    const other = await seedWorkspace(app.services, { name: 'Other Co' });
    const [p1, p2, p3, p4, p5] = [
      await profile(ws.id, 'ada-lovelace'),
      await profile(ws.id, 'grace-hopper'),
      await profile(ws.id, 'alan-turing'),
      await profile(ws.id, 'edsger-dijkstra'),
      await profile(ws.id, 'barbara-liskov'),
    ];
    await contact(ws.id, 'Ada', 'tracked', p1 ?? null);
    await contact(ws.id, 'Ada2', 'tracked', p1 ?? null); // the same person twice in the CRM
    await contact(ws.id, 'Grace', 'tracked', p2 ?? null);
    await contact(ws.id, 'Alan', 'tracked', p3 ?? null);
    await contact(ws.id, 'Edsger', 'tracked', p4 ?? null);
    await contact(ws.id, 'Barbara', 'excluded', p5 ?? null);
    await contact(ws.id, 'Nobody', 'needs_social', null);
    const theirs = await profile(other.id, 'someone-else');
    await contact(other.id, 'Someone', 'tracked', theirs);

    const weekly = await api(app.baseUrl, 'GET', '/credits', { key: ws.readKey });

    expect(weekly.status).toBe(200);
    expect(weekly.body.tracked_profiles).toBe(4);
    expect(weekly.body.estimated_monthly_usage).toBe(18); // ceil(4 × 52 / 12) = ceil(17.33)

    const expectations: Array<[string, number]> = [
      ['biweekly', 9], // ceil(4 × 26 / 12) = ceil(8.67)
      ['monthly', 4],
      ['quarterly', 2], // ceil(4 / 3)
    ];
    for (const [cadence, estimate] of expectations) {
      const patched = await patchSettings(ws, { refresh_cadence: cadence });
      expect(patched.status).toBe(200);
      const res = await api(app.baseUrl, 'GET', '/credits', { key: ws.readKey });
      expect(res.body.tracked_profiles, cadence).toBe(4);
      expect(res.body.estimated_monthly_usage, cadence).toBe(estimate);
    }

    const otherCredits = await api(app.baseUrl, 'GET', '/credits', { key: other.readKey });
    expect(otherCredits.body.tracked_profiles).toBe(1);
    expect(otherCredits.body.estimated_monthly_usage).toBe(5); // ceil(52 / 12)
  });
});
