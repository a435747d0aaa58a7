import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../support/app';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { api, errorCode } from '../../support/http';
import { sqlOn, startPlaysApp } from './support';

let app: TestApp;

beforeAll(async () => {
  app = await startPlaysApp();
});
afterAll(() => app.close());

const getIcp = (ws: SeededWorkspace) => api(app.baseUrl, 'GET', '/icp', { key: ws.readKey });
const putIcp = (ws: SeededWorkspace, body: unknown) => api(app.baseUrl, 'PUT', '/icp', { key: ws.writeKey, body });
const versionRows = async (ws: SeededWorkspace) =>
  (await sqlOn(app)<{ kind: string; version: number }>('select kind, version from icp_versions where workspace_id = ? order by kind, version', [ws.id]))
    .map((r) => `${r.kind}:${r.version}`);

const ACCOUNT = { version: 1, industries: { any: ['Software'] }, employees: { min: 50, max: 5000 }, hq: { countries: ['US'] } };
const CONTACT = { version: 1, seniority: ['vp', 'c_level'], title: { exclude: ['Intern'] } };

describe('GET /icp', () => {
  it('when a workspace never saved rules, then both sets read as version 0 with empty rules and no updated_at', async () => {
    const ws = await seedWorkspace(app.services);

    const res = await getIcp(ws);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      account: { version: 0, rules: { version: 1 }, updated_at: null },
      contact: { version: 0, rules: { version: 1 }, updated_at: null },
    });
    expect(await versionRows(ws)).toEqual([]);
  });
});

describe('PUT /icp', () => {
  it('when sets are saved, changed, re-sent identically or left out, then only changed sets get a new version', async () => {
    const ws = await seedWorkspace(app.services);
    app.clock.set('2026-03-02T12:00:00Z');

    const first = await putIcp(ws, { account: ACCOUNT });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      account: { version: 1, rules: ACCOUNT, updated_at: '2026-03-02T12:00:00.000Z' },
      contact: { version: 0, rules: { version: 1 }, updated_at: null },
    });

    app.clock.set('2026-03-03T09:00:00Z');
    const reordered = { hq: { countries: ['US'] }, employees: { max: 5000, min: 50 }, industries: { any: ['Software'] } };
    const second = await putIcp(ws, { account: reordered, contact: CONTACT });
    expect(second.status).toBe(200);
    expect(second.body.account).toEqual({ version: 1, rules: ACCOUNT, updated_at: '2026-03-02T12:00:00.000Z' });
    expect(second.body.contact).toEqual({ version: 1, rules: CONTACT, updated_at: '2026-03-03T09:00:00.000Z' });

    const identical = await putIcp(ws, { account: ACCOUNT, contact: CONTACT });
    expect(identical.body).toEqual(second.body);

    const edited = await putIcp(ws, { account: { ...ACCOUNT, employees: { min: 100 } } });
    expect(edited.body.account).toMatchObject({ version: 2, rules: { ...ACCOUNT, employees: { min: 100 } } });
    expect(edited.body.contact).toEqual(second.body.contact);

    const replaced = await putIcp(ws, { account: { industries: { any: ['Fintech'] } } });
    expect(replaced.body.account).toMatchObject({ version: 3, rules: { version: 1, industries: { any: ['Fintech'] } } });

    expect((await getIcp(ws)).body).toEqual(replaced.body);
    expect(await versionRows(ws)).toEqual(['account:1', 'account:2', 'account:3', 'contact:1']);
  });

  it('when an empty set is sent for a set never saved, then nothing is stored; an empty body changes nothing', async () => {
    const ws = await seedWorkspace(app.services);

    expect((await putIcp(ws, { account: {}, contact: { version: 1 } })).body.account.version).toBe(0);
    expect((await putIcp(ws, {})).status).toBe(200);
    expect(await versionRows(ws)).toEqual([]);
  });

  it('when rules are invalid, then it is a 400 with a detail per bad path and nothing changes', async () => {
    const ws = await seedWorkspace(app.services);
    await putIcp(ws, { account: ACCOUNT, contact: CONTACT });
    const before = (await getIcp(ws)).body;

    const res = await putIcp(ws, {
      account: { ...ACCOUNT, employees: { min: 500, max: 50 }, colour: 'blue', funding_stages: ['series_z'] },
      contact: { seniority: ['boss'], title: { include: ['VP'], only: ['x'] } },
      extra: true,
    });

    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
    const paths = (res.body.error.details as Array<{ path: string }>).map((d) => d.path).sort();
    expect(paths).toEqual(['account.colour', 'account.employees.min', 'account.funding_stages.0', 'contact.seniority.0', 'contact.title.only', 'extra']);
    expect((await getIcp(ws)).body).toEqual(before);
    expect(await versionRows(ws)).toEqual(['account:1', 'contact:1']);
  });

  it('when the credential is read-only, then PUT is forbidden', async () => {
    const ws = await seedWorkspace(app.services);

    const res = await api(app.baseUrl, 'PUT', '/icp', { key: ws.readKey, body: { account: ACCOUNT } });

    expect(res.status).toBe(403);
  });
});
