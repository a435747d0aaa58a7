import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../../../src/domain/webhooks/delivery-schedule';
import type { Dispatcher } from '../../../src/scheduler/dispatcher';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver';
import { client, dispatcherFor, enqueue, type SeededWorkspace, seedWorkspace, sqlOn, startWebhookApp, type TestApp } from './support';

let app: TestApp;
let ws: SeededWorkspace;
let dispatcher: Dispatcher;
let receiver: WebhookReceiver;
let http: ReturnType<typeof client>;
let endpointId: string;

interface DeliveryRow {
  id: string;
  event_key: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  delivered_at: Date | null;
}
const deliveries = () =>
  sqlOn(app)<DeliveryRow>(
    `select id, event_key, status, attempts, last_status, last_error, next_attempt_at, delivered_at
       from deliveries where endpoint_id = ? and event <> 'ping' order by id`,
    [endpointId],
  );
const endpoint = async () => (await http.get('/webhooks')).body.data.find((w: { id: string }) => w.id === endpointId);
let seq = 0;
const publish = async (n = 1) => {
  const keys: string[] = [];
  for (let i = 0; i < n; i++) {
    const key = `run:r${++seq}:completed`;
    keys.push(key);
    await enqueue(app, ws.id, 'run.completed', key, { id: `r${seq}`, status: 'completed' });
  }
  return keys;
};
const advance = async (ms: number) => {
  app.clock.advance(ms);
  await dispatcher.drain();
};

beforeAll(async () => {
  app = await startWebhookApp();
  ws = await seedWorkspace(app.services);
  http = client(app, ws);
  receiver = await startWebhookReceiver();
  const created = await http.post('/webhooks', { url: receiver.url, events: ['run.completed'] });
  endpointId = created.body.id;
  dispatcher = dispatcherFor(app);
});
afterAll(async () => {
  await dispatcher?.stop();
  await receiver?.close();
  await app?.close();
});

describe('retries', () => {
  it('when the receiver is down, then attempts follow 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h and the delivery fails after the 8th', async () => {
    await receiver.down();
    const [key] = await publish();
    await dispatcher.drain();

    let [row] = await deliveries();
    expect(row).toMatchObject({ event_key: key, status: 'pending', attempts: 1, last_status: null, last_error: 'connection refused' });
    for (const [i, delay] of RETRY_DELAYS_MS.entries()) {
      // Pinned jitter (random 0.5): exactly the schedule, counted from the attempt before.
      expect(new Date(row!.next_attempt_at!).getTime() - app.clock.now().getTime(), `delay ${i + 1}`).toBe(delay);
      await advance(delay - 1_000);
      expect((await deliveries())[0]!.attempts, 'not before it is due').toBe(i + 1);
      await advance(1_000);
      [row] = await deliveries();
      expect(row!.attempts).toBe(i + 2);
    }
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, next_attempt_at: null, last_error: 'connection refused' });
    expect(await endpoint()).toMatchObject({ status: 'active', failure_count: 1 });
    const listed = (await http.get(`/webhooks/${endpointId}/deliveries`)).body.data[0];
    expect(listed).toMatchObject({ status: 'failed', attempts: 8, next_attempt_at: null, delivered_at: null });
  });

  it('when the receiver comes back up, then the next retry delivers it once and a success resets failure_count', async () => {
    const [key] = await publish();
    await dispatcher.drain();
    await advance(RETRY_DELAYS_MS[0]);
    expect((await deliveries()).at(-1)).toMatchObject({ attempts: 2, status: 'pending' });

    await receiver.up();
    await advance(RETRY_DELAYS_MS[1]);

    expect((await deliveries()).at(-1)).toMatchObject({ event_key: key, status: 'delivered', attempts: 3, last_status: 204, last_error: null });
    expect(receiver.requests.filter((r) => r.body.event_key === key)).toHaveLength(1);
    expect(receiver.requests.at(-1)!.headers['x-service-event-key']).toBe(key);
    expect(await endpoint()).toMatchObject({ status: 'active', failure_count: 0 });
  });

  it('when the receiver answers non-2xx or too slowly, then the attempt records the status and a snippet, or the time-out', async () => {
    receiver.respond(503, 'upstream maintenance, try later');
    const [bad] = await publish();
    await dispatcher.drain();
    expect((await deliveries()).find((d) => d.event_key === bad)).toMatchObject({
      status: 'pending',
      last_status: 503,
      last_error: 'HTTP 503: upstream maintenance, try later',
    });

    receiver.respond(204);
    receiver.delay(1_500);
    const slow = dispatcherFor(app, { timeoutMs: 500 });
    await dispatcher.stop();
    dispatcher = slow;
    const [late] = await publish();
    await dispatcher.drain();
    expect((await deliveries()).find((d) => d.event_key === late)).toMatchObject({
      status: 'pending',
      last_status: null,
      last_error: 'timeout: no response within 0.5 s',
    });
    receiver.delay(0);
    await advance(RETRY_DELAYS_MS[0]);
    expect((await deliveries()).filter((d) => [bad, late].includes(d.event_key)).map((d) => d.status)).toEqual(['delivered', 'delivered']);
  });

  it('when 20 deliveries in a row fail, then the endpoint is disabled; new events are not queued for it; PATCH re-enables it', async () => {
    await receiver.down();
    const keys = await publish(20);
    await dispatcher.drain();
    for (const delay of RETRY_DELAYS_MS) await advance(delay);

    const failed = (await deliveries()).filter((d) => keys.includes(d.event_key));
    expect(failed.map((d) => d.status)).toEqual(new Array(20).fill('failed'));
    expect(await endpoint()).toMatchObject({ status: 'disabled', failure_count: 20 });

    const [whileDisabled] = await publish();
    await dispatcher.drain();
    expect((await deliveries()).some((d) => d.event_key === whileDisabled)).toBe(false);

    await receiver.up();
    const enabled = await http.patch(`/webhooks/${endpointId}`, { status: 'active' });
    expect(enabled.body).toMatchObject({ status: 'active', failure_count: 0 });
    const [afterEnable] = await publish();
    await dispatcher.drain();
    expect((await deliveries()).find((d) => d.event_key === afterEnable)).toMatchObject({ status: 'delivered' });
    expect(await endpoint()).toMatchObject({ status: 'active', failure_count: 0 });
  });

  it('when an endpoint is disabled by hand, then its pending deliveries wait and go out once it is re-enabled; pings still go', async () => {
    await receiver.down();
    const [waiting] = await publish();
    await dispatcher.drain();
    await http.patch(`/webhooks/${endpointId}`, { status: 'disabled' });
    await receiver.up();
    await advance(RETRY_DELAYS_MS[0] * 2);
    expect((await deliveries()).find((d) => d.event_key === waiting)).toMatchObject({ status: 'pending', attempts: 1 });

    const ping = await http.post(`/webhooks/${endpointId}/test`);
    await dispatcher.drain();
    const listed = (await http.get(`/webhooks/${endpointId}/deliveries`)).body.data;
    expect(listed.find((d: { id: number }) => d.id === ping.body.delivery_id)).toMatchObject({ status: 'delivered' });

    await http.patch(`/webhooks/${endpointId}`, { status: 'active' });
    await dispatcher.drain();
    expect((await deliveries()).find((d) => d.event_key === waiting)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('when every event has been through, then each delivered event_key reached the receiver, never more often than it was attempted', async () => {
    const received = receiver.requests.map((r) => r.body.event_key).filter(Boolean);
    for (const d of (await deliveries()).filter((x) => x.status === 'delivered')) {
      const n = received.filter((k) => k === d.event_key).length;
      expect(n, d.event_key).toBeGreaterThanOrEqual(1);
      expect(n, d.event_key).toBeLessThanOrEqual(d.attempts);
    }
  });
});
