import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openSigningSecret } from '../../../src/core/webhooks/webhook.query';
import { createWebhook } from '../../../src/core/webhooks/webhooks.service';
import { errorCode } from '../../support/http';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { client, type SeededWorkspace, seedWorkspace, sqlOn, startWebhookApp, type TestApp } from './support';

let app: TestApp;
let strict: TestApp;
let ws: SeededWorkspace;
let other: SeededWorkspace;
let receiver: WebhookReceiver;
let http: ReturnType<typeof client>;

beforeAll(async () => {
  [app, strict] = await Promise.all([startWebhookApp(), startWebhookApp({ allowLoopback: false })]);
  ws = await seedWorkspace(app.services);
  other = await seedWorkspace(app.services, { name: 'Other Co' });
  receiver = await startWebhookReceiver();
  http = client(app, ws);
});
afterAll(async () => {
  await receiver?.close();
  await Promise.all([app?.close(), strict?.close()]);
});

describe('POST /webhooks', () => {
  it('when an endpoint is created, then it answers 201 with the Webhook and a secret shown only once, stored encrypted', async () => {
    const res = await http.post('/webhooks', { url: receiver.url, events: ['play.created', 'run.completed'], description: 'CRM sync' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      url: receiver.url,
      events: ['play.created', 'run.completed'],
      description: 'CRM sync',
      status: 'active',
      failure_count: 0,
    });
    expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const [row] = await sqlOn(app)<{ secret_enc: string }>('select secret_enc from webhook_endpoints where id = ?', [res.body.id]);
    expect(row!.secret_enc).not.toContain(res.body.secret.slice(6));
    expect(openSigningSecret(app.services, row!.secret_enc)).toBe(res.body.secret);

    const list = await http.get('/webhooks');
    expect(list.status).toBe(200);
    expect(Object.keys(list.body)).toEqual(['data']);
    const listed = list.body.data.find((w: { id: string }) => w.id === res.body.id);
    expect(listed).toEqual({ ...res.body, secret: undefined, created_at: res.body.created_at });
    expect(listed).not.toHaveProperty('secret');
  });

  it.each([
    ['no events', { events: [] }],
    ['an unknown event', { events: ['play.deleted'] }],
    ['a repeated event', { events: ['run.paused', 'run.paused'] }],
    ['an ftp URL', { url: 'ftp://hooks.example.com/x' }],
    ['not a URL', { url: 'hooks' }],
    ['an unknown field', { secret: 'mine' }],
  ])('when the body has %s, then it is 400 validation_error', async (_what, patch) => {
    const res = await http.post('/webhooks', { url: receiver.url, events: ['play.created'], ...patch });
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
  });

  it('when a workspace already has 10 endpoints, then the 11th is 400 validation_error saying so', async () => {
    const mine = client(app, other);
    for (let i = 0; i < 10; i++) expect((await mine.post('/webhooks', { url: `${receiver.url}/${i}`, events: ['run.paused'] })).status).toBe(201);

    const res = await mine.post('/webhooks', { url: receiver.url, events: ['run.paused'] });

    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
    expect(res.body.error.message).toMatch(/at most 10 webhook endpoints/);
    expect((await mine.get('/webhooks')).body.data).toHaveLength(10);
  });

  it('when a read-only key creates an endpoint, then it is 403', async () => {
    const { api } = await import('../../support/http');
    const res = await api(app.baseUrl, 'POST', '/webhooks', { key: ws.readKey, body: { url: receiver.url, events: ['run.paused'] } });
    expect(res.status).toBe(403);
  });
});

describe('URLs that must not receive webhooks (without WEBHOOKS_ALLOW_LOOPBACK)', () => {
  let strictWs: SeededWorkspace;
  beforeAll(async () => {
    strictWs = await seedWorkspace(strict.services);
  });

  it.each([
    ['loopback', 'https://127.0.0.1/hook'],
    ['loopback by name', 'https://localhost:8443/hook'],
    ['IPv6 loopback', 'https://[::1]/hook'],
    ['private 10/8', 'https://10.1.2.3/hook'],
    ['private 172.16/12', 'https://172.20.0.5/hook'],
    ['private 192.168/16', 'https://192.168.1.10/hook'],
    ['link-local (cloud metadata)', 'https://169.254.169.254/latest/meta-data'],
    ['CGNAT', 'https://100.64.12.1/hook'],
    ['multicast', 'https://224.0.0.251/hook'],
    ['unspecified', 'https://0.0.0.0/hook'],
    ['IPv6 unique local', 'https://[fd00::1]/hook'],
    ['IPv6 link-local', 'https://[fe80::1]/hook'],
    ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]/hook'],
    ['IPv4-mapped IPv6 private', 'https://[::ffff:10.0.0.1]/hook'],
    ['plain http', 'http://hooks.example.com/hook'],
    ['http on loopback', 'http://127.0.0.1:9/hook'],
  ])('when the URL is %s (%s), then it is refused with 400 on `url`', async (_what, url) => {
    const res = await client(strict, strictWs).post('/webhooks', { url, events: ['play.created'] });

    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
    expect(res.body.error.details).toEqual([expect.objectContaining({ path: 'url' })]);
  });

  it.each([
    ['http on loopback', 'http://127.0.0.1:9/hook'],
    ['https on loopback', 'https://127.0.0.1:9/hook'],
    ['localhost', 'https://localhost:8443/hook'],
    ['IPv6 loopback', 'https://[::1]/hook'],
  ])('when the URL is %s, then the 400 names WEBHOOKS_ALLOW_LOOPBACK, the setting that allows it in development', async (_what, url) => {
    const res = await client(strict, strictWs).post('/webhooks', { url, events: ['play.created'] });

    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toMatch(/for a receiver on this machine in development, set WEBHOOKS_ALLOW_LOOPBACK=true/);
  });

  it('when the URL is private, then the message does not point at the loopback setting', async () => {
    const res = await client(strict, strictWs).post('/webhooks', { url: 'https://10.1.2.3/hook', events: ['play.created'] });

    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).not.toMatch(/WEBHOOKS_ALLOW_LOOPBACK/);
  });

  it('when a host name resolves to a private address or not at all, then it is refused with one message that echoes no DNS answer', async () => {
    const refusal = async (resolve: () => Promise<string[]>) => {
      const attempt = createWebhook(strict.services, strictWs.id, { url: 'https://hooks.internal.example/x', events: ['play.created'] }, { resolve });
      const err = (await attempt.then(() => null, (e: unknown) => e)) as { details: Array<{ path: string; message: string }> };
      expect(err.details).toEqual([{ path: 'url', message: expect.stringMatching(/^hooks\.internal\.example does not resolve to public internet addresses only/) }]);
      return err.details[0]!.message;
    };
    const privateAnswer = await refusal(async () => ['93.184.216.34', '10.0.0.8']);
    const noAnswer = await refusal(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    });
    expect(privateAnswer).not.toMatch(/10\.0\.0\.8|93\.184|private/);
    expect(noAnswer).toBe(privateAnswer);
  });

  it('when a host name resolves only to public addresses, then it is accepted', async () => {
    const created = await createWebhook(strict.services, strictWs.id, { url: 'https://hooks.partner.example/x', events: ['play.created'] }, {
      resolve: async () => ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
    });
    expect(created).toMatchObject({ status: 'active', url: 'https://hooks.partner.example/x' });
  });

  it('when WEBHOOKS_ALLOW_LOOPBACK is set, then loopback receivers are accepted over http and https but private ones are not', async () => {
    expect((await http.post('/webhooks', { url: 'http://localhost:9/x', events: ['run.paused'] })).status).toBe(201);
    expect((await http.post('/webhooks', { url: 'https://127.0.0.1:9/x', events: ['run.paused'] })).status).toBe(201);
    expect((await http.post('/webhooks', { url: 'https://10.0.0.1/x', events: ['run.paused'] })).status).toBe(400);
  });
});

describe('PATCH, DELETE, test and deliveries', () => {
  let id: string;
  beforeAll(async () => {
    const mine = client(app, ws);
    for (const w of (await mine.get('/webhooks')).body.data) await mine.del(`/webhooks/${w.id}`);
    id = (await mine.post('/webhooks', { url: receiver.url, events: ['play.created'] })).body.id;
  });

  it('when events and description are patched, then they are replaced', async () => {
    const res = await http.patch(`/webhooks/${id}`, { events: ['contact.changed', 'run.paused'], description: 'changes' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, events: ['contact.changed', 'run.paused'], description: 'changes', status: 'active' });
  });

  it('when an endpoint is disabled and re-enabled, then re-enabling resets failure_count', async () => {
    await sqlOn(app)('update webhook_endpoints set failure_count = 7 where id = ?', [id]);
    const disabled = await http.patch(`/webhooks/${id}`, { status: 'disabled' });
    expect(disabled.body).toMatchObject({ status: 'disabled', failure_count: 7 });

    const enabled = await http.patch(`/webhooks/${id}`, { status: 'active' });

    expect(enabled.status).toBe(200);
    expect(enabled.body).toMatchObject({ status: 'active', failure_count: 0 });
    expect((await http.patch(`/webhooks/${id}`, { status: 'active' })).body).toMatchObject({ status: 'active' });
  });

  it.each([
    ['an empty body', {}],
    ['an unknown status', { status: 'paused' }],
    ['a url (not patchable)', { url: 'https://127.0.0.1/other' }],
    ['no events', { events: [] }],
  ])('when PATCH has %s, then it is 400', async (_what, body) => {
    const res = await http.patch(`/webhooks/${id}`, body);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('validation_error');
  });

  it('when a test delivery is queued, then it answers 202 with its id and the delivery is listed first', async () => {
    const res = await http.post(`/webhooks/${id}/test`);

    expect(res.status).toBe(202);
    expect(res.body).toEqual({ delivery_id: expect.any(Number), status: 'pending' });
    const deliveries = await http.get(`/webhooks/${id}/deliveries?page_size=5`);
    expect(deliveries.status).toBe(200);
    expect(Object.keys(deliveries.body).sort()).toEqual(['data', 'page', 'page_size']);
    expect(deliveries.body.data[0]).toMatchObject({
      id: res.body.delivery_id,
      event: 'ping',
      event_key: expect.stringMatching(/^ping:/),
      status: 'pending',
      attempts: 0,
      last_status: null,
      last_error: null,
      delivered_at: null,
    });
  });

  it('when deliveries are listed, then they come newest first, paged', async () => {
    for (let i = 0; i < 3; i++) await http.post(`/webhooks/${id}/test`);
    const page1 = (await http.get(`/webhooks/${id}/deliveries?page_size=2`)).body;
    const page2 = (await http.get(`/webhooks/${id}/deliveries?page_size=2&page=2`)).body;
    const ids = [...page1.data, ...page2.data].map((d: { id: number }) => d.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page1).toMatchObject({ page: 1, page_size: 2 });
    expect(page2.page).toBe(2);
  });

  it('when another workspace asks for the endpoint, then it is 404', async () => {
    const theirs = client(app, other);
    expect((await theirs.get(`/webhooks/${id}/deliveries`)).status).toBe(404);
    expect((await theirs.post(`/webhooks/${id}/test`)).status).toBe(404);
    expect((await theirs.patch(`/webhooks/${id}`, { status: 'disabled' })).status).toBe(404);
    expect((await theirs.del(`/webhooks/${id}`)).status).toBe(404);
  });

  it('when an endpoint is deleted, then it answers 204 and its deliveries go with it', async () => {
    const res = await http.del(`/webhooks/${id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await http.del(`/webhooks/${id}`)).status).toBe(404);
    expect(await sqlOn(app)('select id from deliveries where endpoint_id = ?', [id])).toEqual([]);
  });
});
