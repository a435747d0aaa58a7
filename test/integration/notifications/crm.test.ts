import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { setIntegration } from '../../../src/core/notifications/integrations.service';
import { NOTIFY_RETRY_DELAYS_MS } from '../../../src/core/notifications/notification-queue';
import type { Dispatcher } from '../../../src/scheduler/dispatcher';
import { type CrmRequest, type HubSpotCrmStandin,startHubSpotCrmStandin } from '../../support/hubspot-crm-standin';
import { client, dispatcherFor, producePlay, type SeededWorkspace, seedWorkspace, sqlOn, startWebhookApp, type TestApp } from '../webhooks/support';

const TOKEN = 'pat-na1-crm-standin-token';
let app: TestApp;
let crm: HubSpotCrmStandin;
let dispatcher: Dispatcher;

beforeAll(async () => {
  app = await startWebhookApp();
  crm = await startHubSpotCrmStandin({ token: TOKEN });
  dispatcher = dispatcherFor(app);
});
afterAll(async () => {
  await dispatcher?.stop();
  await crm?.close();
  await app?.close();
});

async function workspace(settings: Record<string, unknown>): Promise<SeededWorkspace> {
  const ws = await seedWorkspace(app.services);
  await setIntegration(app.services, ws.id, 'hubspot', { token: TOKEN, base_path: crm.baseUrl });
  expect((await client(app, ws).patch('/settings', settings)).status).toBe(200);
  return ws;
}

const notification = async (playId: string) =>
  (
    await sqlOn(app)<{ channel: string; status: string; attempts: number; last_error: string | null; result: Record<string, unknown> | null }>(
      `select channel, status, attempts, last_error, result from notifications where play_id = ? and channel = 'crm'`,
      [playId],
    )
  )[0];
const play = async (playId: string) => (await sqlOn(app)<{ crm_record_id: string | null }>('select crm_record_id from plays where id = ?', [playId]))[0];
let mark = 0;
const since = (): CrmRequest[] => {
  const out = crm.requests.slice(mark);
  mark = crm.requests.length;
  return out;
};
const route = (r: CrmRequest) => `${r.method} ${r.path.replace(/\/\d+/g, '/{id}')}`;

describe('CRM write-back', () => {
  it('when write-back is off, then nothing is sent to the CRM', async () => {
    const ws = await workspace({ crm_writeback_enabled: false });
    since();
    const [playId] = await producePlay(app, ws.id);
    await dispatcher.drain();

    expect(since()).toEqual([]);
    expect(await notification(playId!)).toBeUndefined();
    expect((await play(playId!))!.crm_record_id).toBeNull();
  });

  it('when the play type is not in crm_writeback_play_types, then it is not written back', async () => {
    const ws = await workspace({ crm_writeback_enabled: true, crm_writeback_play_types: ['referral'] });
    since();
    const [playId] = await producePlay(app, ws.id);
    await dispatcher.drain();
    expect(since()).toEqual([]);
    expect(await notification(playId!)).toBeUndefined();
  });

  it('when create_new and the person is not at the new company yet, then a contact and company are created, associated, and the old one flagged', async () => {
    const ws = await workspace({ crm_writeback_enabled: true, crm_writeback_mode: 'create_new' });
    const oldId = crm.seed('contacts', { firstname: 'Ada', lastname: 'Lovelace', company: 'Acme Corp', email: 'ada@acme.example' });
    since();
    const [playId] = await producePlay(app, ws.id, { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.example', crm_id: oldId });
    await dispatcher.drain();

    const requests = since();
    expect(requests.map(route)).toEqual([
      'POST /crm/v3/objects/contacts/search',
      'POST /crm/v3/objects/contacts',
      'POST /crm/v3/objects/companies/search',
      'POST /crm/v3/objects/companies',
      'PUT /crm/v4/objects/contact/{id}/associations/default/company/{id}',
      'PATCH /crm/v3/objects/contacts/{id}',
      'POST /crm/v3/objects/notes',
    ]);
    expect(requests[0]!.body.filterGroups[0].filters).toEqual([
      { propertyName: 'firstname', operator: 'EQ', value: 'Ada' },
      { propertyName: 'lastname', operator: 'EQ', value: 'Lovelace' },
      { propertyName: 'company', operator: 'EQ', value: 'Globex' },
    ]);
    const created = [...crm.objects.contacts.values()].find((c) => c.properties.company === 'Globex' && c.properties.lastname === 'Lovelace')!;
    expect(created.properties).toMatchObject({
      firstname: 'Ada',
      lastname: 'Lovelace',
      jobtitle: 'Chief Revenue Officer',
      company: 'Globex',
      hs_linkedin_url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/in\//),
      hubspot_owner_id: '101',
    });
    // The CRM address belongs to the old job: it is not copied to the new record.
    expect(created.properties.email).toBeUndefined();
    const company = [...crm.objects.companies.values()].find((c) => c.properties.name === 'Globex')!;
    expect(created.associations).toEqual([{ type: 'company', id: company.id }]);
    const old = crm.objects.contacts.get(oldId)!;
    expect(old.properties).toMatchObject({ job_change_detected: 'true', company: 'Acme Corp' });
    const note = [...crm.objects.notes.values()].at(-1)!;
    expect(note.properties.hs_note_body).toMatch(/Ada Lovelace moved from VP Sales at Acme Corp to Chief Revenue Officer at Globex/);
    expect(note.associations).toEqual([{ type: 'contact', id: oldId }]);
    expect(requests[6]!.body.associations[0].types).toEqual([{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: 202 }]);

    expect((await play(playId!))!.crm_record_id).toBe(created.id);
    expect(await notification(playId!)).toMatchObject({
      status: 'sent',
      attempts: 1,
      result: { mode: 'create_new', record_id: created.id, created: true, company_id: company.id, old_record_id: oldId, flagged_old_record: true },
    });
    const api = await client(app, ws).get(`/plays/${playId}`);
    expect(api.body.crm_record_id).toBe(created.id);
  });

  it('when create_new and the person already exists at the new company, then no duplicate is created', async () => {
    const ws = await workspace({ crm_writeback_enabled: true, crm_writeback_mode: 'create_new' });
    const existing = crm.seed('contacts', { firstname: 'Grace', lastname: 'Hopper', company: 'globex', jobtitle: 'CRO' });
    const companyId = crm.seed('companies', { name: 'Globex', domain: 'globex.example' });
    const contactsBefore = crm.objects.contacts.size;
    since();
    const [playId] = await producePlay(app, ws.id, { first_name: 'Grace', last_name: 'Hopper', email: null });
    await dispatcher.drain();

    expect(since().map(route)).not.toContain('POST /crm/v3/objects/contacts');
    expect(crm.objects.contacts.size).toBe(contactsBefore);
    expect(crm.objects.contacts.get(existing)!.associations).toContainEqual({ type: 'company', id: expect.any(String) });
    expect((await play(playId!))!.crm_record_id).toBe(existing);
    expect(await notification(playId!)).toMatchObject({ status: 'sent', result: { record_id: existing, created: false } });
    expect(companyId).toBeDefined();
  });

  it('when update_existing, then the old contact gets the new company, title and flag in place', async () => {
    const ws = await workspace({ crm_writeback_enabled: true, crm_writeback_mode: 'update_existing' });
    const oldId = crm.seed('contacts', { firstname: 'Alan', lastname: 'Turing', company: 'Acme Corp', email: 'alan@acme.example' });
    const contactsBefore = crm.objects.contacts.size;
    since();
    const [playId] = await producePlay(app, ws.id, { first_name: 'Alan', last_name: 'Turing', email: 'alan@acme.example', crm_id: oldId });
    await dispatcher.drain();

    const requests = since();
    expect(requests.map(route)).toEqual(['PATCH /crm/v3/objects/contacts/{id}', 'POST /crm/v3/objects/notes']);
    expect(requests[0]!.path).toBe(`/crm/v3/objects/contacts/${oldId}`);
    expect(requests[0]!.body).toEqual({ properties: { job_change_detected: 'true', company: 'Globex', jobtitle: 'Chief Revenue Officer' } });
    expect(crm.objects.contacts.size).toBe(contactsBefore);
    expect((await play(playId!))!.crm_record_id).toBe(oldId);
    expect(await notification(playId!)).toMatchObject({ status: 'sent', result: { mode: 'update_existing', record_id: oldId, created: false } });
  });

  it('when update_existing and the contact has no HubSpot id, then its record is found by its CRM email', async () => {
    const ws = await workspace({ crm_writeback_enabled: true, crm_writeback_mode: 'update_existing' });
    const oldId = crm.seed('contacts', { firstname: 'Edsger', lastname: 'Dijkstra', company: 'Acme Corp', email: 'edsger@acme.example' });
    since();
    const [playId] = await producePlay(app, ws.id, { first_name: 'Edsger', last_name: 'Dijkstra', email: 'edsger@acme.example' });
    await dispatcher.drain();
    expect(since().map(route)).toEqual(['POST /crm/v3/objects/contacts/search', 'PATCH /crm/v3/objects/contacts/{id}', 'POST /crm/v3/objects/notes']);
    expect((await play(playId!))!.crm_record_id).toBe(oldId);
  });

  it('when update_existing and no record can be found, then the write-back is skipped with the reason', async () => {
    const ws = await workspace({ crm_writeback_enabled: true, crm_writeback_mode: 'update_existing' });
    const [playId] = await producePlay(app, ws.id, { first_name: 'Nobody', last_name: 'Here', email: null });
    await dispatcher.drain();
    expect(await notification(playId!)).toMatchObject({ status: 'skipped', last_error: expect.stringMatching(/no HubSpot record/) });
  });

  it('when the CRM fails for one play, then the others are written, and the failed one is retried with backoff until it succeeds', async () => {
    const ws = await workspace({ crm_writeback_enabled: true, crm_writeback_mode: 'create_new' });
    crm.failWhen((r) => r.method === 'POST' && r.path === '/crm/v3/objects/contacts' && (r.body as { properties?: { lastname?: string } })?.properties?.lastname === 'Failing');
    const [failing] = await producePlay(app, ws.id, { first_name: 'Flaky', last_name: 'Failing', email: null });
    const others = [
      ...(await producePlay(app, ws.id, { first_name: 'Ok', last_name: 'One', email: null })),
      ...(await producePlay(app, ws.id, { first_name: 'Ok', last_name: 'Two', email: null })),
    ];
    await dispatcher.drain();

    for (const id of others) expect(await notification(id), id).toMatchObject({ status: 'sent' });
    expect(await notification(failing!)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/^HubSpot answered HTTP 502/) });

    app.clock.advance(NOTIFY_RETRY_DELAYS_MS[0] * 1.2);
    await dispatcher.drain();
    expect(await notification(failing!)).toMatchObject({ status: 'pending', attempts: 2 });

    crm.failWhen(null);
    app.clock.advance(NOTIFY_RETRY_DELAYS_MS[1] * 1.2);
    await dispatcher.drain();
    expect(await notification(failing!)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect((await play(failing!))!.crm_record_id).toEqual(expect.any(String));
  });

  it('when the CRM refuses the request (a 4xx other than 429), then it fails without retries', async () => {
    const ws = await workspace({ crm_writeback_enabled: true, crm_writeback_mode: 'create_new' });
    crm.failWhen((r) => r.method === 'POST' && r.path === '/crm/v3/objects/companies', 403);
    const [playId] = await producePlay(app, ws.id, { first_name: 'No', last_name: 'Scope', email: null, to_company: 'Initech' });
    await dispatcher.drain();
    crm.failWhen(null);
    expect(await notification(playId!)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringMatching(/HTTP 403/) });
  });
});
