import { randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContactTrackingEvent, ImportEvent, WebhookEndpointEvent } from '../../machines';
import {
  contactTrackingMachine,
  deliveryMachine,
  importMachine,
  PLAY_STATUSES,
  type PlayStatus,
  playStatusEvent,
  playStatusMachine,
  RUN_PAUSED_REASONS,
  type RunEvent,
  runMachine,
  webhookEndpointMachine,
} from '../../machines';
import { inTransaction } from '../../src/core/transaction';
import {
  journalNewContacts,
  newContactStatus,
  transitionContact,
} from '../../src/core/transitions/contact-tracking-transition';
import { journalNewDeliveries, recordDeliveryAttempts } from '../../src/core/transitions/delivery-transition';
import { ImportMoveRefused, insertImport, transitionImport } from '../../src/core/transitions/import-transition';
import { journalNewPlays, transitionPlay } from '../../src/core/transitions/play-transition';
import { insertRun, transitionRun } from '../../src/core/transitions/run-transition';
import { journalNewEndpoint, transitionEndpoint } from '../../src/core/transitions/webhook-endpoint-transition';
import type { Orm } from '../../src/db/orm';
import { createTestDatabase } from '../support/database';
import { journalOf, type LifecycleAdapter, pathsOf, refusedIn } from './lifecycle-model';

let db: { orm: Orm; drop(): Promise<void> };
const fork = () => db.orm.em.fork() as unknown as EntityManager;
const NOW = new Date('2026-11-24T00:00:00Z');

async function newWorkspace(em: EntityManager): Promise<string> {
  const slug = `ws-${randomUUID()}`;
  const [ws] = await em.execute<Array<{ id: string }>>('insert into workspaces (name, slug) values (?, ?) returning id', [slug, slug]);
  return ws!.id;
}

async function one<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T> {
  const [row] = await em.execute<T[]>(sql, params);
  return row!;
}

const wsOf = (em: EntityManager, table: string, id: string) =>
  one<{ workspace_id: string; status: string }>(em, `select * from ${table} where id = ? for update`, [id]);

const play: LifecycleAdapter = {
  resource: 'play',
  machine: playStatusMachine,
  events: PLAY_STATUSES.map((s) => playStatusEvent(s)),
  async create(em) {
    const ws = await newWorkspace(em);
    const profile = await one<{ id: string }>(em, `insert into profiles (workspace_id, social_key, social_url) values (?, ?, ?) returning id`, [
      ws, randomUUID(), 'https://www.linkedin.com/in/model',
    ]);
    const change = await one<{ id: string }>(em, `insert into changes (workspace_id, profile_id, type) values (?, ?, 'moved') returning id`, [ws, profile.id]);
    const row = await one<{ id: string }>(
      em,
      `insert into plays (workspace_id, change_id, profile_id, type, opener) values (?, ?, ?, 'direct', 'Hello') returning id`,
      [ws, change.id, profile.id],
    );
    await journalNewPlays(em, [{ id: row.id, workspace_id: ws }], 'system', NOW);
    return row.id;
  },
  send: (em, id, event) =>
    inTransaction(em, async (tem) => {
      const row = await wsOf(tem, 'plays', id);
      const target = event.type.replace(/^SET_/, '').toLowerCase() as PlayStatus;
      return (await transitionPlay(tem, { id, workspace_id: row.workspace_id, status: row.status as PlayStatus }, target, 'system', NOW)).ok;
    }),
  read: async (em, id) => ({ status: (await one<{ status: string }>(em, 'select status from plays where id = ?', [id])).status }),
};

const contactTracking: LifecycleAdapter = {
  resource: 'contact_tracking',
  machine: contactTrackingMachine,
  events: [
    'SOCIAL_URL_ACCEPTED', 'SOCIAL_URL_IMPORTED', 'EXCLUDE', 'CANDIDATE_PROPOSED', 'CANDIDATE_CONFIRMED', 'CANDIDATE_REJECTED',
    'FIRST_CHECK_STARTED', 'PROFILE_NOT_FOUND', 'PROFILE_FOUND_AGAIN', 'NAME_MISMATCH',
    'WRONG_PERSON_REPORTED',
  ].map((type) => ({ type })),
  async create(em) {
    const ws = await newWorkspace(em);
    const row = await one<{ id: string }>(
      em,
      `insert into contacts (workspace_id, company, company_norm, name_key, tracking_status) values (?, 'Acme', 'acme', ?, ?) returning id`,
      [ws, randomUUID(), newContactStatus(false)],
    );
    await journalNewContacts(em, [{ id: row.id, workspace_id: ws, with_social: false }], 'import', NOW);
    return row.id;
  },
  send: (em, id, event) =>
    inTransaction(em, async (tem) => {
      const row = await one<{ workspace_id: string; tracking_status: never }>(tem, 'select * from contacts where id = ? for update', [id]);
      const contact = { id, workspace_id: row.workspace_id, tracking_status: row.tracking_status };
      return (await transitionContact(tem, contact, event as ContactTrackingEvent, 'system', NOW)).ok;
    }),
  read: async (em, id) => ({ status: (await one<{ tracking_status: string }>(em, 'select tracking_status from contacts where id = ?', [id])).tracking_status }),
};

const runEvents: RunEvent[] = [
  { type: 'START', workspaceSuspended: false },
  ...RUN_PAUSED_REASONS.map((reason): RunEvent => ({ type: 'PAUSE', reason })),
  { type: 'RESUME', balance: 10 },
  { type: 'AUTO_RESUME', workspaceSuspended: false, now: NOW.getTime() },
  { type: 'COMPLETE' },
  { type: 'FAIL', error: 'boom' },
  { type: 'CANCEL' },
];

const run: LifecycleAdapter = {
  resource: 'run',
  machine: runMachine,
  events: runEvents,
  async create(em) {
    return (await insertRun(em, { workspaceId: await newWorkspace(em), kind: 'manual', force: false }, 'system', NOW)).id;
  },
  send: (em, id, event) =>
    inTransaction(em, async (tem) => Boolean(await transitionRun(tem, await one(tem, 'select * from runs where id = ? for update', [id]), event as RunEvent, NOW))),
  async read(em, id) {
    const row = await one<{ status: string; paused_reason: string | null }>(em, 'select status, paused_reason from runs where id = ?', [id]);
    return { status: row.status, context: { paused_reason: row.paused_reason, resume_after: null } };
  },
};

const imports: LifecycleAdapter = {
  resource: 'import',
  machine: importMachine,
  events: ['PREVIEW', 'CONFIRM', 'QUEUE', 'COMMIT_INLINE', 'START', 'ROWS_DONE', 'COMMITTED', 'FAIL'].map((type) => ({ type })),
  async create(em) {
    return (await insertImport(em, { workspaceId: await newWorkspace(em), source: 'api' }, [], 'system', NOW)).id;
  },
  send: (em, id, event) =>
    inTransaction(em, async (tem) => {
        const row = await wsOf(tem, 'imports', id);
        await transitionImport(tem, { id, workspace_id: row.workspace_id, status: row.status as never }, [event as ImportEvent], 'system', NOW);
        return true;
      })
      .catch((err: unknown) => {
        if (err instanceof ImportMoveRefused) return false;
        throw err;
      }),
  read: async (em, id) => ({ status: (await one<{ status: string }>(em, 'select status from imports where id = ?', [id])).status }),
};

/** A webhook endpoint in a workspace of its own. */
async function newEndpoint(em: EntityManager): Promise<{ ws: string; id: string }> {
  const ws = await newWorkspace(em);
  const row = await one<{ id: string }>(
    em,
    `insert into webhook_endpoints (workspace_id, url, events, secret_enc) values (?, 'https://example.com/hook', '{play.created}', 'x') returning id`,
    [ws],
  );
  return { ws, id: row.id };
}

const endpoint: LifecycleAdapter = {
  resource: 'webhook_endpoint',
  machine: webhookEndpointMachine,
  events: ['DELIVERY_FAILED', 'DELIVERY_SUCCEEDED', 'ENABLE', 'DISABLE'].map((type) => ({ type })),
  async create(em) {
    const { ws, id } = await newEndpoint(em);
    await journalNewEndpoint(em, { id, workspace_id: ws }, 'system', NOW);
    return id;
  },
  send: (em, id, event) =>
    inTransaction(em, async (tem) => {
      const row = await one<{ workspace_id: string; status: never; failure_count: number }>(tem, 'select * from webhook_endpoints where id = ? for update', [id]);
      return (await transitionEndpoint(tem, { id, ...row }, event as WebhookEndpointEvent, 'system', NOW)).ok;
    }),
  async read(em, id) {
    const row = await one<{ status: string; failure_count: number }>(em, 'select status, failure_count from webhook_endpoints where id = ?', [id]);
    return { status: row.status, context: { failure_count: row.failure_count } };
  },
};

const delivery: LifecycleAdapter = {
  resource: 'delivery',
  machine: deliveryMachine,
  events: [{ type: 'DELIVERED' }, { type: 'ATTEMPT_FAILED' }],
  async create(em) {
    const { ws, id: hook } = await newEndpoint(em);
    const row = await one<{ id: string }>(
      em,
      `insert into deliveries (workspace_id, endpoint_id, event, event_key, payload, next_attempt_at, created_at)
       values (?, ?, 'play.created', ?, '{}'::jsonb, ?, ?) returning id::text as id`,
      [ws, hook, randomUUID(), NOW, NOW],
    );
    await journalNewDeliveries(em, [{ id: row.id, workspace_id: ws }], 'system', NOW);
    return row.id;
  },
  async send(em, id, event) {
    const row = await one<{ workspace_id: string; attempts: number }>(em, 'select workspace_id, attempts from deliveries where id = ?', [id]);
    const ok = event.type === 'DELIVERED';
    const attempt = { id, workspace_id: row.workspace_id, attempts: row.attempts, ok, last_status: ok ? 200 : 500, last_error: null };
    return (await recordDeliveryAttempts(em, [{ attempt, at: NOW }], 'scheduler')).length === 1;
  },
  async read(em, id) {
    const row = await one<{ status: string; attempts: number }>(em, 'select status, attempts from deliveries where id = ?', [id]);
    return { status: row.status, context: { attempts: row.attempts } };
  },
  // A failed attempt that leaves the delivery pending is counted, not journalled; the final move is.
  journalled: (steps, target) => (target === 'pending' ? [] : steps.slice(-1)),
};

beforeAll(async () => {
  db = await createTestDatabase();
}, 60_000);
afterAll(() => db?.drop());

describe.each([play, contactTracking, run, imports, endpoint, delivery])('the $resource machine, walked from its graph', (adapter) => {
  const paths = pathsOf(adapter);

  it.each(paths)('when the shortest path to $target is played, then every step is taken, the row ends in $target and the journal holds each step', async ({ target, steps }) => {
    const em = fork();
    const id = await adapter.create(em);
    for (const step of steps) expect(await adapter.send(em, id, step), step.type).toBe(true);
    expect((await adapter.read(em, id)).status).toBe(target);
    const rows = await journalOf(em, adapter.resource, id);
    expect(rows[0]).toMatchObject({ from_status: null, refused: false });
    const journalled = adapter.journalled?.(steps, target) ?? steps;
    expect(rows.slice(1).map((r) => r.event)).toEqual(journalled.map((s) => s.type));
    expect(rows.every((r) => !r.refused)).toBe(true);
    expect(rows.at(-1)!.to_status).toBe(target);
  });

  it.each(paths)('when every event the machine refuses in $target is sent, then each is refused, nothing changes and a refused row is journalled', async ({ target, steps }) => {
    const em = fork();
    const id = await adapter.create(em);
    for (const step of steps) await adapter.send(em, id, step);
    const before = await adapter.read(em, id);
    for (const event of refusedIn(adapter, target, before.context)) {
      expect(await adapter.send(em, id, event), event.type).toBe(false);
      expect(await adapter.read(em, id)).toEqual(before);
      expect((await journalOf(em, adapter.resource, id)).at(-1)).toMatchObject({ event: event.type, from_status: target, to_status: target, refused: true });
    }
  });
});
