import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type EngineRig, eventually, startEngineRig } from '../../support/engine';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';

type Person = { id: string; social_url: string; first_name: string; last_name: string; company: string; title: string };

/**
 * ARCHITECTURE §4 / issue 16: a baseline check whose profile shows another person's name puts
 * the contact in pending_review with the checked profile as its candidate (no change, no
 * play); spelling and nicknames are not mismatches; confirm / reject move it as the machine says.
 */
describe('baseline name check', () => {
  let app: TestApp;
  let rig: EngineRig;
  let ws: SeededWorkspace;
  const sql = () => sqlOn(app.services);
  const get = (path: string) => api(app.baseUrl, 'GET', path, { key: ws.readKey });
  const send = (method: string, path: string, body?: unknown) => api(app.baseUrl, method, path, { key: ws.writeKey, body });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await startTestApp();
    rig = await startEngineRig(app, { people: 60 });
    ws = await seedWorkspace(app.services, { credits: 100 });
    // Default settings: the check does not wait for the profile finder to be turned on.
    const res = await fetch(`${rig.sandboxUrl}/admin/people?limit=6`);
    const people = ((await res.json()) as { data: Person[] }).data;
    const rows = [
      { key: 'same', p: people[0]!, first_name: people[0]!.first_name, last_name: people[0]!.last_name },
      { key: 'upper', p: people[1]!, first_name: people[1]!.first_name.toUpperCase(), last_name: people[1]!.last_name },
      { key: 'other', p: people[2]!, first_name: 'Zebulon', last_name: 'Quixworth' },
      { key: 'other2', p: people[3]!, first_name: 'Xanthippe', last_name: 'Vorhees-Blunt' },
    ];
    const posted = await send('POST', '/contacts', {
      contacts: rows.map((r, i) => ({ first_name: r.first_name, last_name: r.last_name, company: r.p.company, title: r.p.title, social_url: r.p.social_url, crm_id: `crm-${i}` })),
    });
    expect(posted.status).toBe(202);
    await eventually('baseline run', async () => {
      const run = (await get(`/runs/${posted.body.baseline_run.id}`)).body;
      return run.status === 'completed' ? run : undefined;
    });
    const contacts = await sql()<{ id: string; crm_id: string }>('select id, crm_id from contacts where workspace_id = ?', [ws.id]);
    rows.forEach((r, i) => (ids[r.key] = contacts.find((c) => c.crm_id === `crm-${i}`)!.id));
  }, 120_000);
  afterAll(async () => {
    await rig?.close();
    await app?.close();
  });

  const detail = async (key: string) => (await get(`/contacts/${ids[key]}`)).body;

  it('when the baseline shows the contact’s own name (in any case), then the contact is tracked', async () => {
    expect((await detail('same')).tracking_status).toBe('tracked');
    expect((await detail('upper')).tracking_status).toBe('tracked');
  });

  it('when the baseline shows another name, then the contact waits in review with the checked profile as candidate, and no play', async () => {
    const c = await detail('other');
    expect(c.tracking_status).toBe('pending_review');
    expect(c.profile_candidates).toHaveLength(1);
    expect(c.profile_candidates[0]).toMatchObject({ social_url: c.social_url, reasons: ['name_mismatch'] });
    const queue = (await get('/contacts?tracking_status=pending_review')).body.data.map((x: { id: string }) => x.id);
    expect(queue).toEqual(expect.arrayContaining([ids.other, ids.other2]));
    const [plays] = await sql()<{ n: number }>('select count(*)::int as n from plays where workspace_id = ?', [ws.id]);
    expect(plays!.n).toBe(0);
    const [journal] = await sql()<{ n: number }>(
      `select count(*)::int as n from transitions where resource_id = ? and event = 'NAME_MISMATCH'`,
      [ids.other],
    );
    expect(journal!.n).toBe(1);
  });

  it('when a person confirms the baseline candidate, then the contact is tracked again and a second confirm is refused', async () => {
    const candidate = (await detail('other')).profile_candidates[0];
    const confirmed = await send('POST', `/contacts/${ids.other}/candidates/${candidate.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.tracking_status).toBe('tracked');
    expect((await send('POST', `/contacts/${ids.other}/candidates/${candidate.id}/reject`)).status).toBe(409);
  });

  it('when a person rejects the baseline candidate, then the URL is detached and the contact needs a profile', async () => {
    const candidate = (await detail('other2')).profile_candidates[0];
    const rejected = await send('POST', `/contacts/${ids.other2}/candidates/${candidate.id}/reject`);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ tracking_status: 'needs_social', social_url: null });
  });
});
