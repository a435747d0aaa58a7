import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { grantCredits } from '../../../src/core/credits/credits.service';
import { WEBHOOK_EVENTS } from '../../../src/domain/vocabulary';
import type { Dispatcher } from '../../../src/scheduler/dispatcher';
import { eventually } from '../../support/engine';
import { api } from '../../support/http';
import type { JsonObject } from '../../support/json-schema';
import { type FinderFlow, startFinderFlow } from '../finder-flow/rig';
import { client, dispatcherFor } from './support';

// ajv-formats is CommonJS with a default export; under ESM interop the function is on `.default`.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let flow: FinderFlow;
let dispatcher: Dispatcher;
let doc: JsonObject;

const runDone = (c: ReturnType<typeof client>, id: string, status: string) =>
  eventually(`run ${id} ${status}`, async () => {
    const run = await c.get(`/runs/${id}`);
    return run.body.status === status ? run.body : undefined;
  });

/**
 * Every event kind made the way the service makes it — a baseline run that pauses for credits
 * (run.paused), resumes and finishes (run.completed), then people who move in the network and
 * a manual run (contact.changed, play.created), then the email finder's address for them
 * (play.updated) — and delivered by the real dispatcher.
 */
beforeAll(async () => {
  flow = await startFinderFlow({ people: 60, credits: 4 });
  dispatcher = dispatcherFor(flow.app);
  doc = (await api(flow.app.rootUrl, 'GET', '/v1/openapi.json')).body;
  const c = client(flow.app, flow.ws);
  expect((await c.patch('/settings', { find_emails: true })).status).toBe(200);
  expect((await c.post('/webhooks', { url: flow.receiver.url, events: [...WEBHOOK_EVENTS] })).status).toBe(201);
  const people = flow.rig.world.listPeople({ limit: 8 }).data;
  const posted = await c.post('/contacts', {
    contacts: people.map((p, i) => ({ first_name: p.first_name, last_name: p.last_name, company: p.company, title: p.title, social_url: p.social_url, segment: i % 2 ? 'customer' : 'open_pipeline' })),
  });
  expect(posted.status).toBe(202);
  const baseline = posted.body.baseline_run.id as string;
  await runDone(c, baseline, 'paused');
  await grantCredits(flow.app.services, { workspace: flow.ws.id, amount: 100 });
  expect((await c.post(`/runs/${baseline}/resume`)).status).toBe(200);
  await runDone(c, baseline, 'completed');
  // Three movers: the world hides some people's addresses, one found is enough for play.updated.
  for (const [i, p] of [people[1]!, people[3]!, people[5]!].entries()) {
    flow.rig.world.applyChange(p.id, { type: 'move', company: flow.rig.world.companies()[30 + i]!.name, title: 'VP Sales' });
  }
  flow.app.clock.advance(25 * 3600_000);
  const manual = await c.post('/runs');
  await runDone(c, manual.body.id, 'completed');
  await eventually('a delivery of every event kind', async () => {
    flow.app.clock.advance(2 * 60_000);
    await flow.finder.loop.pass();
    const kinds = new Set(flow.receiver.requests.map((r) => r.body?.event));
    return WEBHOOK_EVENTS.every((e) => kinds.has(e)) ? true : undefined;
  });
});
afterAll(async () => {
  await dispatcher?.stop();
  await flow?.finder.close();
  await flow?.receiver.close();
  await flow?.rig.close();
  await flow?.app.close();
});

/** Problems of `value` against the payload schema the OpenAPI document's `webhooks` section gives for `event`. */
function payloadErrors(event: string, value: unknown): string[] {
  const webhooks = doc.webhooks as Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
  const schema = webhooks[event]?.post.requestBody.content['application/json']?.schema;
  if (!schema) return [`no webhooks.${event} in the document`];
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // Every property the dispatcher sends must be in the schema: unknown members are reported too.
  const validate = ajv.compile({ ...(schema as JsonObject), components: doc.components, unevaluatedProperties: false });
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
}

describe("the OpenAPI document's webhooks section against what the dispatcher sends", () => {
  it('when the document is read, then it names every event (the four and the play.updated extension), each a POST with its payload schema', () => {
    expect(Object.keys(doc.webhooks as JsonObject).sort()).toEqual([...WEBHOOK_EVENTS].sort());
  });

  it.each(WEBHOOK_EVENTS.map((e) => [e]))('when %s is delivered, then every body matches its schema in the document', (event) => {
    const bodies = flow.receiver.requests.filter((r) => r.body?.event === event);

    expect(bodies.length).toBeGreaterThan(0);
    for (const request of bodies) {
      expect(request.headers['x-service-event'] ?? event).toBe(event);
      expect(payloadErrors(event, request.body), request.raw.slice(0, 2000)).toEqual([]);
    }
  });

  it('when a body of one event is checked against another event, then the schema tells them apart', () => {
    const play = flow.receiver.requests.find((r) => r.body?.event === 'play.created')!.body;

    expect(payloadErrors('contact.changed', play).length).toBeGreaterThan(0);
    expect(payloadErrors('run.completed', { ...play, event: 'run.completed' }).length).toBeGreaterThan(0);
  });
});
