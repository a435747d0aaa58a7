import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { classifyAddress, guardedLookup } from '../../../src/core/webhooks/url-guard';
import { createWebhook } from '../../../src/core/webhooks/webhooks.service';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { client, dispatcherFor, enqueue, type SeededWorkspace, seedWorkspace, sqlOn, startWebhookApp, type TestApp } from './support';

/*
 * Only loopback addresses are ever dialled here: refusals of other ranges are checked on the
 * classifier and on the socket lookup itself, which fails before any connection is made.
 */

describe('address classification', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['255.255.255.255', 'reserved'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['2002:0a00:0001::1', 'private'],
    ['::10.0.0.1', 'private'],
    // NAT64 local-use (RFC 8215): whatever IPv4 address it carries, it is a local translator.
    ['64:ff9b:1::a00:1', 'private'],
    ['64:ff9b:1::808:808', 'private'],
    // IPv4-translated (::ffff:0:0:0/96, RFC 6145) judged by the IPv4 address inside.
    ['::ffff:0:7f00:1', 'loopback'],
    ['::ffff:0:a00:1', 'private'],
    // Teredo (2001::/32): the IPv4 address inside is obfuscated; refused outright.
    ['2001::1', 'reserved'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['100::1', 'reserved'],
  ])('when the address is %s, then it is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['93.184.216.34', '8.8.8.8', '100.128.0.1', '172.32.0.1', '2606:4700::1111', '::ffff:93.184.216.34', '64:ff9b::8.8.8.8', '::ffff:0:808:808'])(
    'when the address is %s, then it is public',
    (address) => {
      expect(classifyAddress(address)).toBeNull();
    },
  );

  it('when a socket lookup resolves to a private address, then it fails before any connection, without echoing the DNS answer', async () => {
    const lookup = guardedLookup({ allowLoopback: false, resolve: async () => ['93.184.216.34', '10.9.8.7'] });
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup('hooks.example', { all: true }, (e) => resolve(e)));
    expect(err).toMatchObject({ code: 'EBLOCKEDADDRESS', message: expect.stringMatching(/^hooks\.example does not resolve to public internet addresses only/) });
    expect(err!.message).not.toMatch(/10\.9\.8\.7|93\.184|private/);
  });

  it('when a socket lookup resolves to public addresses, then those exact addresses are handed to the connection', async () => {
    const lookup = guardedLookup({ allowLoopback: false, resolve: async () => ['93.184.216.34'] });
    const got = await new Promise<unknown>((resolve) => lookup('hooks.example', { all: true }, (_e, addresses) => resolve(addresses)));
    expect(got).toEqual([{ address: '93.184.216.34', family: 4 }]);
    const one = await new Promise<unknown[]>((resolve) => lookup('hooks.example', {}, (_e, address, family) => resolve([address, family])));
    expect(one).toEqual(['93.184.216.34', 4]);
  });
});

describe('delivery time', () => {
  let app: TestApp;
  let ws: SeededWorkspace;
  let receiver: WebhookReceiver;
  let http: ReturnType<typeof client>;
  const lastDelivery = async (endpointId: string) =>
    (await sqlOn(app)<{ status: string; attempts: number; last_error: string | null }>(
      'select status, attempts, last_error from deliveries where endpoint_id = ? order by id desc limit 1',
      [endpointId],
    ))[0];

  beforeAll(async () => {
    app = await startWebhookApp();
    ws = await seedWorkspace(app.services);
    http = client(app, ws);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await app?.close();
  });

  it('when a loopback endpoint was accepted but the dispatcher does not allow loopback, then nothing is sent and the attempt says why', async () => {
    const id = (await http.post('/webhooks', { url: receiver.url.replace('127.0.0.1', 'localhost'), events: ['run.paused'] })).body.id;
    const literal = (await http.post('/webhooks', { url: receiver.url, events: ['run.paused'] })).body.id;
    const strict = dispatcherFor(app, { allowLoopback: false });
    try {
      await enqueue(app, ws.id, 'run.paused', 'run:x:paused:1', { id: 'x' });
      await strict.drain();
    } finally {
      await strict.stop();
    }
    expect(receiver.requests).toHaveLength(0);
    expect(await lastDelivery(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/^refused: /) });
    expect(await lastDelivery(literal)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringMatching(/refused: http/) });
    await http.del(`/webhooks/${id}`);
    await http.del(`/webhooks/${literal}`);
  });

  it('when a host resolved to a public address at creation and to loopback at delivery (DNS rebinding), then the delivery is refused', async () => {
    const strictApp = { ...app.services, env: { ...app.services.env, WEBHOOKS_ALLOW_LOOPBACK: false } };
    const created = await createWebhook(strictApp, ws.id, { url: `https://rebind.example:${receiver.port}/hooks`, events: ['run.paused'] }, {
      resolve: async () => ['93.184.216.34'],
    });
    const rebinding = dispatcherFor(app, { allowLoopback: false, resolve: async () => ['127.0.0.1'] });
    try {
      await enqueue(app, ws.id, 'run.paused', 'run:y:paused:1', { id: 'y' });
      await rebinding.drain();
    } finally {
      await rebinding.stop();
    }
    expect(receiver.requests).toHaveLength(0);
    expect(await lastDelivery(created.id)).toMatchObject({
      status: 'pending',
      last_error: expect.stringMatching(/refused: rebind\.example does not resolve to public internet addresses only/),
    });
    await http.del(`/webhooks/${created.id}`);
  });

  it('when a stored URL is an IPv4-mapped loopback or unspecified literal, then the dispatcher refuses it without connecting', async () => {
    const ids: string[] = [];
    for (const url of [`https://[::ffff:127.0.0.1]:${receiver.port}/hooks`, `https://0.0.0.0:${receiver.port}/hooks`]) {
      // Stored as if it had been accepted before the rules tightened.
      const id = (await http.post('/webhooks', { url: receiver.url, events: ['run.paused'] })).body.id as string;
      await sqlOn(app)('update webhook_endpoints set url = ? where id = ?', [url, id]);
      ids.push(id);
    }
    const strict = dispatcherFor(app, { allowLoopback: false });
    try {
      await enqueue(app, ws.id, 'run.paused', 'run:z:paused:1', { id: 'z' });
      await strict.drain();
    } finally {
      await strict.stop();
    }
    expect(receiver.requests).toHaveLength(0);
    expect(await lastDelivery(ids[0]!)).toMatchObject({ last_error: expect.stringMatching(/refused: ::ffff:(127\.0\.0\.1|7f00:1) is a loopback address/) });
    expect(await lastDelivery(ids[1]!)).toMatchObject({ last_error: expect.stringMatching(/refused: 0\.0\.0\.0 is an unspecified address/) });
    for (const id of ids) await http.del(`/webhooks/${id}`);
  });

  it('when loopback is allowed, then the same receiver gets deliveries', async () => {
    const id = (await http.post('/webhooks', { url: receiver.url, events: ['run.paused'] })).body.id;
    const allowed = dispatcherFor(app);
    try {
      await enqueue(app, ws.id, 'run.paused', 'run:w:paused:1', { id: 'w' });
      await allowed.drain();
    } finally {
      await allowed.stop();
    }
    expect(receiver.requests.map((r) => r.body.event_key)).toContain('run:w:paused:1');
    expect(await lastDelivery(id)).toMatchObject({ status: 'delivered' });
  });
});
