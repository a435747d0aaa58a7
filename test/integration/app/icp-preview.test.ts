import { beforeAll, describe, expect, it, vi } from 'vitest';

import { HIGH_RATE_LIMITS, type SeededWorkspace, seedWorkspace, useTestApp } from '../../support/app';
import { asSession, signedInAs } from '../../support/app-session';
import { api, errorCode } from '../../support/http';
import { sqlOn } from '../../support/sql';
import { seedAccount, seedPerson } from '../plays/support';

// Sign-in is a real scrypt check: slow on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

const app = useTestApp({ env: HIGH_RATE_LIMITS });
let ws: SeededWorkspace;

/** Saved rules: Software companies, VPs. The candidate: 100+ employees, directors. */
const SAVED = { account: { industries: { any: ['Software'] } }, contact: { seniority: ['vp'] } };
const CANDIDATE = { account: { employees: { min: 100 } }, contact: { title: { include: ['director'] } } };

async function person(first: string, p: { company: string; title: string; current?: { company: string; title: string }; status?: string }) {
  const { profileId, contactId } = await seedPerson(app, ws.id, { first_name: first, last_name: 'Test', company: p.company, title: p.title });
  const sql = sqlOn(app);
  if (p.current) {
    await sql(`update profiles set current_company = ?, current_title = ?, current_since = '2024-01' where id = ?`, [p.current.company, p.current.title, profileId]);
  } else {
    await sql(`update contacts set profile_id = null, tracking_status = ? where id = ?`, [p.status ?? 'needs_social', contactId]);
  }
}

beforeAll(async () => {
  ws = await seedWorkspace(app.services);
  await seedAccount(app, ws.id, { name: 'Initech', industry: 'Software', employees: 500 });
  await seedAccount(app, ws.id, { name: 'Globex', industry: 'Retail', employees: 50 });
  await seedAccount(app, ws.id, { name: 'Hooli', employees: 2000 });
  // Checked profiles: their current role is the profile's, whatever the CRM says.
  await person('Cara', { company: 'Old Co', title: 'Intern', current: { company: 'Initech', title: 'VP Sales' } });
  await person('Dan', { company: 'Old Co', title: 'Intern', current: { company: 'Globex', title: 'Sales Director' } });
  // Not yet matched to a profile: the CRM's company and title.
  await person('Eve', { company: 'Hooli', title: 'Director of Engineering' });
  await person('Finn', { company: 'Unlisted Co', title: '' });
  await person('Gus', { company: 'Initech', title: 'Director of Sales', status: 'excluded' });
  const saved = await api(app.baseUrl, 'PUT', '/icp', { key: ws.writeKey, body: SAVED });
  expect(saved.status).toBe(200);
});

const icpVersions = async () => (await sqlOn(app)<{ n: string }>(`select count(*) as n from icp_versions where workspace_id = ?`, [ws.id]))[0]!.n;

describe('POST /icp/preview', () => {
  it('when candidate rules are sent, then each count is the one worked out by hand on the seeded accounts and contacts, next to the saved rules', async () => {
    const res = await api(app.baseUrl, 'POST', '/icp/preview', { key: ws.writeKey, body: CANDIDATE });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.current_versions).toEqual({ account: 1, contact: 1 });
    // Initech fits both; Globex misses both; Hooli's industry is unknown (saved) but it has 2,000 employees (candidate).
    expect(res.body.accounts).toEqual({
      total: 3,
      account_fit: { candidate: { fit: 2, no_fit: 1, unknown: 0 }, current: { fit: 1, no_fit: 1, unknown: 1 }, newly_fit: 1, no_longer_fit: 0 },
    });
    // Gus is excluded. Cara: Initech, VP. Dan: Globex, Director. Eve: Hooli, Director. Finn: unknown company, no title.
    expect(res.body.contacts).toEqual({
      total: 4,
      account_fit: { candidate: { fit: 2, no_fit: 1, unknown: 1 }, current: { fit: 1, no_fit: 1, unknown: 2 }, newly_fit: 1, no_longer_fit: 0 },
      contact_fit: { candidate: { fit: 2, no_fit: 1, unknown: 1 }, current: { fit: 1, no_fit: 2, unknown: 1 }, newly_fit: 2, no_longer_fit: 1 },
      both: { candidate: { fit: 1, no_fit: 2, unknown: 1 }, current: { fit: 1, no_fit: 2, unknown: 1 }, newly_fit: 1, no_longer_fit: 1 },
    });
  });

  it('when only the contact set is sent, then the account counts are the saved ones on both sides', async () => {
    const res = await api(app.baseUrl, 'POST', '/icp/preview', { key: ws.writeKey, body: { contact: CANDIDATE.contact } });
    expect(res.status).toBe(200);
    expect(res.body.accounts.account_fit).toEqual({
      candidate: { fit: 1, no_fit: 1, unknown: 1 }, current: { fit: 1, no_fit: 1, unknown: 1 }, newly_fit: 0, no_longer_fit: 0,
    });
    expect(res.body.contacts.contact_fit.newly_fit).toBe(2);
  });

  it('when previews are asked, then no ICP version is written and GET /icp is unchanged', async () => {
    const before = await api(app.baseUrl, 'GET', '/icp', { key: ws.readKey });
    const versions = await icpVersions();
    expect((await api(app.baseUrl, 'POST', '/icp/preview', { key: ws.writeKey, body: CANDIDATE })).status).toBe(200);
    expect(await icpVersions()).toBe(versions);
    expect((await api(app.baseUrl, 'GET', '/icp', { key: ws.readKey })).body).toEqual(before.body);
  });

  it('when a rule is bad, then 400 in the error envelope naming its path, as PUT /icp does', async () => {
    for (const body of [{ account: { employees: { min: 10, max: 5 } } }, { contact: { seniority: ['emperor'] } }, { account: { colour: 'blue' } }]) {
      const preview = await api(app.baseUrl, 'POST', '/icp/preview', { key: ws.writeKey, body });
      const put = await api(app.baseUrl, 'PUT', '/icp', { key: ws.writeKey, body });
      expect(preview.status, JSON.stringify(body)).toBe(400);
      expect(errorCode(preview)).toBe(errorCode(put));
      expect(preview.body.error.details).toEqual(put.body.error.details);
    }
  });

  it('when a member session or a read key asks, then 403 like PUT /icp; an admin session gets the counts', async () => {
    const member = await signedInAs(app, ws.id, 'member');
    const refused = await asSession(app, member, 'POST', '/icp/preview', CANDIDATE);
    expect(refused.status).toBe(403);
    expect(errorCode(refused)).toBe('forbidden');
    expect((await asSession(app, member, 'PUT', '/icp', CANDIDATE)).status).toBe(403);
    expect((await api(app.baseUrl, 'POST', '/icp/preview', { key: ws.readKey, body: CANDIDATE })).status).toBe(403);
    const admin = await signedInAs(app, ws.id, 'admin');
    const ok = await asSession(app, admin, 'POST', '/icp/preview', CANDIDATE);
    expect(ok.status).toBe(200);
    expect(ok.body.accounts.total).toBe(3);
  });
});
