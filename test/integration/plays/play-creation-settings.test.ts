import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../support/app';
import { seedWorkspace } from '../../support/app';
import { api } from '../../support/http';
import { runHook, seedChange, seedPerson, sqlOn, startPlaysApp } from './support';

let app: TestApp;

beforeAll(async () => {
  app = await startPlaysApp();
});
afterAll(() => app.close());

describe('createPlaysForChange, workspace settings and rules', () => {
  it('when the workspace never saved ICP rules, then a move is a direct play with null fits and no fit is stored', async () => {
    const ws = await seedWorkspace(app.services);
    const { profileId, contactId } = await seedPerson(app, ws.id, { first_name: 'Ada', last_name: 'King', company: 'Acme' });
    const changeId = await seedChange(app, ws.id, profileId, {
      type: 'moved', from_company: 'Acme', to_company: 'Globex', to_title: 'Intern', detected_at: '2026-02-01T00:00:00Z',
    });

    expect(await runHook(app, { id: changeId, profile_id: profileId, workspace_id: ws.id })).toBe(1);

    const plays = await api(app.baseUrl, 'GET', '/plays', { key: ws.readKey });
    expect(plays.body.data).toEqual([expect.objectContaining({ type: 'direct', account_fit: null, contact_fit: null, segment: 'unknown' })]);
    expect(await sqlOn(app)('select id from fits where workspace_id = ?', [ws.id])).toEqual([]);
    expect((await api(app.baseUrl, 'GET', `/contacts/${contactId}`, { key: ws.readKey })).body.fit).toBeNull();
  });

  it('when track_promotions is off, then a promotion is recorded as a change but creates no play', async () => {
    const ws = await seedWorkspace(app.services);
    expect((await api(app.baseUrl, 'PATCH', '/settings', { key: ws.writeKey, body: { track_promotions: false } })).status).toBe(200);
    const { profileId } = await seedPerson(app, ws.id, { first_name: 'Bo', last_name: 'Diaz', company: 'Acme', segment: 'customer' });
    const changeId = await seedChange(app, ws.id, profileId, {
      type: 'promoted', from_company: 'Acme', from_title: 'Manager', to_company: 'Acme', to_title: 'Director',
      detected_at: '2026-02-01T00:00:00Z',
    });

    expect(await runHook(app, { id: changeId, profile_id: profileId, workspace_id: ws.id })).toBe(0);

    const changes = await api(app.baseUrl, 'GET', '/changes', { key: ws.readKey });
    expect(changes.body.data).toEqual([expect.objectContaining({ id: changeId, type: 'promoted', play_id: null, churn_play_id: null })]);
  });

  it('when the contact rules ask for tenure, then it is measured from the previous position in stored snapshots', async () => {
    const ws = await seedWorkspace(app.services);
    await api(app.baseUrl, 'PUT', '/icp', { key: ws.writeKey, body: { contact: { min_tenure_months: 24 } } });
    const { profileId, contactId } = await seedPerson(app, ws.id, { first_name: 'Cy', last_name: 'Ng', company: 'Initech' });
    const sql = sqlOn(app);
    const [snapshot] = await sql<{ id: string }>(
      `insert into snapshots (workspace_id, profile_id, found, fetched_at) values (?, ?, true, '2026-01-01') returning id`,
      [ws.id, profileId],
    );
    await sql(
      `insert into positions (workspace_id, snapshot_id, profile_id, ord, company, title, started_on, is_current)
       values (?, ?, ?, 0, 'Initech', 'Account Executive', '2022-01', true)`,
      [ws.id, snapshot!.id, profileId],
    );
    const changeId = await seedChange(app, ws.id, profileId, {
      type: 'moved', from_company: 'Initech', from_title: 'Account Executive', to_company: 'Globex', to_title: 'Account Executive',
      to_started_on: '2024-03', detected_at: '2026-02-01T00:00:00Z',
    });

    await runHook(app, { id: changeId, profile_id: profileId, workspace_id: ws.id });

    const fit = (await api(app.baseUrl, 'GET', `/contacts/${contactId}`, { key: ws.readKey })).body.fit;
    expect(fit).toEqual({
      account: null,
      contact: {
        fit: true,
        summary: 'Fits: 26 months in previous role',
        criteria: [{ criterion: 'min_tenure_months', expected: 'at least 24 months in the previous role', actual: '26 months', result: 'match' }],
        evaluated_at: '2026-02-01T00:00:00.000Z',
      },
    });
    const plays = await api(app.baseUrl, 'GET', '/plays', { key: ws.readKey });
    expect(plays.body.data[0]).toMatchObject({ type: 'direct', account_fit: null, contact_fit: true });
  });

  it('when the new company is only known by an imported account, then its facts (revenue included) are used', async () => {
    const ws = await seedWorkspace(app.services);
    await api(app.baseUrl, 'PUT', '/icp', {
      key: ws.writeKey,
      body: { account: { revenue: { min: 10_000_000 }, industries: { any: ['Fintech'] }, exclude: { current_customers: true } } },
    });
    const sql = sqlOn(app);
    await sql(
      `insert into accounts (workspace_id, name, name_norm, domain, segment, industry, revenue)
       values (?, 'Globex Corp.', 'globex', 'globex.com', 'open_pipeline', 'Financial Services', 25000000)`,
      [ws.id],
    );
    const { profileId, contactId } = await seedPerson(app, ws.id, { first_name: 'Di', last_name: 'Ro', company: 'Acme' });
    const changeId = await seedChange(app, ws.id, profileId, {
      type: 'moved', from_company: 'Acme', to_company: 'Globex', to_title: 'CFO', detected_at: '2026-02-01T00:00:00Z',
    });

    await runHook(app, { id: changeId, profile_id: profileId, workspace_id: ws.id });

    const fit = (await api(app.baseUrl, 'GET', `/contacts/${contactId}`, { key: ws.readKey })).body.fit;
    expect(fit.account).toMatchObject({ fit: true, summary: 'Fits: Financial Services, revenue 25M' });
  });
});
