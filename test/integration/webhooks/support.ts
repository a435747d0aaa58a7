import { randomBytes } from 'node:crypto';

import { enqueueEvent, type EventKind } from '../../../src/core/outbox/enqueue-event';
import { type Dispatcher, type DispatcherOptions, startDispatcher } from '../../../src/scheduler/dispatcher';
import { HIGH_RATE_LIMITS, type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';
import { runHook, seedChange, seedPerson, sqlOn } from '../plays/support';

export const SECRETS_KEY = randomBytes(32).toString('hex');

/** The gateway with webhooks on loopback allowed (unless `allowLoopback: false`) and generous rate limits. */
export function startWebhookApp(options: { allowLoopback?: boolean } = {}): Promise<TestApp> {
  return startTestApp({
    env: {
      SECRETS_KEY,
      WEBHOOKS_ALLOW_LOOPBACK: String(options.allowLoopback ?? true),
      ...HIGH_RATE_LIMITS,
    },
  });
}

/** A dispatcher in the test process over the app's services; retry jitter pinned to none. */
export function dispatcherFor(app: TestApp, options: DispatcherOptions = {}): Dispatcher {
  return startDispatcher(app.services, { intervalMs: 20, random: () => 0.5, ...options });
}

export { seedWorkspace, sqlOn };
export type { SeededWorkspace, TestApp };

export function client(app: TestApp, ws: SeededWorkspace) {
  return {
    get: (path: string) => api(app.baseUrl, 'GET', path, { key: ws.readKey }),
    post: (path: string, body?: unknown) => api(app.baseUrl, 'POST', path, { key: ws.writeKey, body }),
    patch: (path: string, body?: unknown) => api(app.baseUrl, 'PATCH', path, { key: ws.writeKey, body }),
    del: (path: string) => api(app.baseUrl, 'DELETE', path, { key: ws.writeKey }),
  };
}

let people = 0;

/** A real play through the play hook: a person moves from Acme to a new company. Returns the play ids. */
export async function producePlay(
  app: TestApp,
  workspaceId: string,
  person: { first_name?: string; last_name?: string; owner?: string | null; owner_id?: string | null; email?: string | null;
    segment?: string; type?: 'moved' | 'promoted'; to_company?: string; to_title?: string; crm_id?: string | null; crm_provider?: string | null } = {},
): Promise<string[]> {
  people++;
  const first = person.first_name ?? `Dana${people}`;
  const last = person.last_name ?? 'Whitfield';
  const { profileId, contactId } = await seedPerson(app, workspaceId, {
    first_name: first,
    last_name: last,
    company: 'Acme Corp',
    title: 'VP Sales',
    segment: person.segment ?? 'open_pipeline',
    owner: person.owner === undefined ? 'Sam Owner' : person.owner,
    owner_id: person.owner_id === undefined ? '101' : person.owner_id,
    email: person.email === undefined ? `${first.toLowerCase()}@acme.example` : person.email,
  });
  if (person.crm_id !== undefined) {
    await sqlOn(app)('update contacts set crm_id = ?, crm_provider = ? where id = ?', [person.crm_id, person.crm_provider ?? 'hubspot', contactId]);
  }
  const type = person.type ?? 'moved';
  const changeId = await seedChange(app, workspaceId, profileId, {
    type,
    from_company: 'Acme Corp',
    from_title: 'VP Sales',
    to_company: type === 'promoted' ? 'Acme Corp' : (person.to_company ?? 'Globex'),
    to_title: person.to_title ?? (type === 'promoted' ? 'SVP Sales' : 'Chief Revenue Officer'),
    to_started_on: '2026-02-01',
    detected_at: app.clock.now().toISOString(),
  });
  await runHook(app, { id: changeId, profile_id: profileId, workspace_id: workspaceId });
  const rows = await sqlOn(app)<{ id: string }>('select id from plays where change_id = ? order by type', [changeId]);
  return rows.map((r) => r.id);
}

/** An outbox event written directly (as the run engine would), for events other than plays. */
export async function enqueue(app: TestApp, workspaceId: string, event: EventKind, key: string, data: unknown): Promise<void> {
  await app.services.orm.em.fork().transactional((em) => enqueueEvent(em as never, workspaceId, event, key, data));
}
