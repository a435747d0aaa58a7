import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PlaySchema } from '../../../src/core/plays/play.schema';
import type { Dispatcher } from '../../../src/scheduler/dispatcher';
import {
  client,
  dispatcherFor,
  enqueue,
  producePlay,
  type SeededWorkspace,
  seedWorkspace,
  sqlOn,
  startWebhookApp,
  type TestApp,
} from './support';

/**
 * The receiver below is the README's "Verifying webhook deliveries" snippet, unchanged
 * except that it is wrapped in a function (secret and port come from the test) and records
 * what it accepted. Nothing else from the service is used to verify.
 */
function readmeReceiver(secret: string, accepted: unknown[]) {
  const app = express();

  app.post('/hooks/tracker', express.raw({ type: 'application/json' }), (req, res) => {
    const header = req.get('X-Service-Signature') ?? '';
    const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
    const expected = createHmac('sha256', secret).update(`${t}.${req.body}`).digest('hex');
    const fresh = Math.abs(Date.now() / 1000 - Number(t)) <= 300; // 5 minutes
    const valid = typeof v1 === 'string' && v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
    if (!fresh || !valid) return res.sendStatus(400);
    const event = JSON.parse(req.body.toString('utf8'));
    // event.event_key is stable across redeliveries: skip it if you have already handled it.
    accepted.push(event);
    res.sendStatus(204);
  });

  return app;
}

let app: TestApp;
let ws: SeededWorkspace;
let dispatcher: Dispatcher;
let receiver: Server;
let receiverUrl: string;
let secret: string;
let endpointId: string;
const accepted: Array<Record<string, unknown>> = [];
/** Raw requests as they arrived, to replay tampered copies. */
const seen: Array<{ body: string; signature: string }> = [];

beforeAll(async () => {
  app = await startWebhookApp();
  ws = await seedWorkspace(app.services);
  const holder = { secret: '' };
  const recv = express();
  recv.use((req, _res, next) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => seen.push({ body: Buffer.concat(chunks).toString('utf8'), signature: req.get('X-Service-Signature') ?? '' }));
    next();
  });
  // Mounted lazily: the secret exists only once the endpoint is created.
  recv.use((req, res, next) => readmeReceiver(holder.secret, accepted)(req, res, next));
  receiver = await new Promise<Server>((resolve) => {
    const s = recv.listen(0, '127.0.0.1', () => resolve(s));
  });
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/tracker`;
  const created = await client(app, ws).post('/webhooks', { url: receiverUrl, events: ['play.created', 'contact.changed', 'run.completed'] });
  expect(created.status).toBe(201);
  secret = created.body.secret;
  holder.secret = secret;
  endpointId = created.body.id;
  dispatcher = dispatcherFor(app);
});
afterAll(async () => {
  await dispatcher?.stop();
  receiver?.closeAllConnections();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await app?.close();
});

const post = (body: string, signature: string) =>
  fetch(receiverUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-service-signature': signature }, body });
const sign = (key: string, t: number, body: string) => `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;

describe('signed deliveries verified by the README receiver', () => {
  it('when a play is created, then the receiver verifies the delivery and gets the Play under data', async () => {
    const [playId] = await producePlay(app, ws.id);
    await dispatcher.drain();

    const event = accepted.find((e) => e.event === 'play.created');
    expect(event).toBeDefined();
    expect(Object.keys(event!)).toEqual(['id', 'event', 'event_key', 'created_at', 'workspace_id', 'data']);
    expect(event).toMatchObject({ event_key: `play:${playId}`, workspace_id: ws.id, data: { id: playId, type: 'direct', status: 'open' } });
    expect(PlaySchema.safeParse(event!.data).success).toBe(true);
    expect(new Date(event!.created_at as string).toISOString()).toBe(event!.created_at);
    const [delivery] = await sqlOn(app)<{ id: string; status: string; attempts: number; last_status: number }>(
      'select id, status, attempts, last_status from deliveries where endpoint_id = ? and event_key = ?',
      [endpointId, `play:${playId}`],
    );
    expect(event!.id).toBe(String(delivery!.id));
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, last_status: 204 });
  });

  it('when change and run events are published, then each subscribed kind arrives with its data and unsubscribed kinds do not', async () => {
    await enqueue(app, ws.id, 'contact.changed', 'change:c0ffee00-0000-4000-8000-000000000001', { id: 'c0ffee00-0000-4000-8000-000000000001', type: 'moved' });
    await enqueue(app, ws.id, 'run.completed', 'run:r1:completed', { id: 'r1', status: 'completed' });
    await enqueue(app, ws.id, 'run.paused', 'run:r1:paused:1', { id: 'r1', status: 'paused' });
    await dispatcher.drain();

    expect(accepted.find((e) => e.event === 'contact.changed')).toMatchObject({ data: { type: 'moved' } });
    expect(accepted.find((e) => e.event === 'run.completed')).toMatchObject({ event_key: 'run:r1:completed', data: { status: 'completed' } });
    expect(accepted.some((e) => e.event === 'run.paused')).toBe(false);
  });

  it('when a test delivery is sent, then its body is the ping marker, signed like a real one', async () => {
    const queued = await client(app, ws).post(`/webhooks/${endpointId}/test`);
    await dispatcher.drain();

    expect(accepted.at(-1)).toEqual({ ping: true });
    const deliveries = await client(app, ws).get(`/webhooks/${endpointId}/deliveries`);
    expect(deliveries.body.data[0]).toMatchObject({ id: queued.body.delivery_id, status: 'delivered', attempts: 1, last_status: 204 });
  });

  it('when a real delivery is replayed with a tampered body, then the receiver rejects it', async () => {
    const real = seen.find((s) => s.body.includes('"play.created"'))!;
    expect((await post(real.body, real.signature)).status).toBe(204);

    const tampered = real.body.replace('"open"', '"meeting"');
    expect(tampered).not.toBe(real.body);
    expect((await post(tampered, real.signature)).status).toBe(400);
  });

  it('when a delivery is signed with another secret, then the receiver rejects it', async () => {
    const real = seen.find((s) => s.body.includes('"play.created"'))!;
    const t = Math.floor(Date.now() / 1000);
    expect((await post(real.body, sign('whsec_not-the-endpoint-secret', t, real.body))).status).toBe(400);
    expect((await post(real.body, sign(secret, t, real.body))).status).toBe(204);
  });

  it('when the signature timestamp is 6 minutes old, then the receiver rejects it even though the HMAC is right', async () => {
    const real = seen.find((s) => s.body.includes('"play.created"'))!;
    const old = Math.floor(Date.now() / 1000) - 6 * 60;
    expect((await post(real.body, sign(secret, old, real.body))).status).toBe(400);
  });

  it('when the service signs, then the header is t=<unix seconds>,v1=<64 hex> over "<t>.<raw body>"', () => {
    for (const s of seen.slice(0, 3)) {
      const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(s.signature);
      expect(m).not.toBeNull();
      expect(Math.abs(Number(m![1]) - Date.now() / 1000)).toBeLessThan(120);
      expect(s.signature).toBe(sign(secret, Number(m![1]), s.body));
    }
  });
});
