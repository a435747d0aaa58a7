import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { commitSecondLooks } from '../../../src/core/runs/commit-second-look';
import { leaseSecondLooks, type SecondLookLease } from '../../../src/core/runs/second-look-lease';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { seedPerson, sqlOn } from '../plays/support';

/** The second look's lease is kill -9 safe: a lease that is never committed expires and is taken again, once. */
let app: TestApp;
let ws: SeededWorkspace;
let sql: ReturnType<typeof sqlOn>;
let profileId: string;

const em = () => app.services.orm.em.fork() as EntityManager;
const lease = (leaseMs = 10 * 60_000): Promise<SecondLookLease> =>
  em().transactional((tem) => leaseSecondLooks(tem, { now: app.clock.now(), limit: 10, leaseMs }));
const pending = async () =>
  sql<{ due_at: Date; leased_until: Date | null; attempts: number }>('select due_at, leased_until, attempts from pending_confirmations where profile_id = ?', [
    profileId,
  ]);

beforeAll(async () => {
  app = await startTestApp();
  sql = sqlOn(app);
  ws = await seedWorkspace(app.services, { credits: 10 });
  ({ profileId } = await seedPerson(app, ws.id, { first_name: 'Kim', last_name: 'Lease', company: 'Initech' }));
  const change = { type: 'left', from_company: 'Initech', from_title: 'CTO', to_company: null, to_title: null, to_started_on: null };
  await sql(
    `insert into pending_confirmations (workspace_id, profile_id, run_id, change, previous, detected_at, due_at)
     values (?, ?, gen_random_uuid(), ?::jsonb, null, ?, ?)`,
    [ws.id, profileId, JSON.stringify(change), app.clock.now(), new Date(app.clock.now().getTime() + 4 * 3600_000)],
  );
});
afterAll(() => app.close());

describe('leasing second looks', () => {
  it('when a second look is not due yet, then it is not leased', async () => {
    expect((await lease()).items).toEqual([]);
  });

  it('when a leader leases a due second look and dies, then it is leased again only after the lease expires, and the dead lease cannot commit', async () => {
    app.clock.advance(4 * 3600_000);
    const first = await lease();
    expect(first.items).toEqual([expect.objectContaining({ profile_id: profileId })]);
    expect((await lease()).items, 'still leased').toEqual([]);

    app.clock.advance(11 * 60_000);
    const second = await lease();
    expect(second.items.map((i) => i.item_id)).toEqual(first.items.map((i) => i.item_id));
    expect((await pending())[0]!.attempts).toBe(2);

    const stale = await em().transactional((tem) =>
      commitSecondLooks(tem, first.token, [{ item_id: first.items[0]!.item_id, profile_id: profileId, outcome: 'not_found' }], {
        now: app.clock.now(),
        retryAfterMs: 60_000,
      }),
    );
    expect(stale).toEqual({ confirmed: 0, dropped: 0, other: 0, postponed: 0 });
    expect(await pending()).toHaveLength(1);
    expect(await sql('select * from changes where profile_id = ?', [profileId])).toEqual([]);
  });

  it('when the checker fails the second look, then it is due again later and nothing is charged', async () => {
    app.clock.advance(11 * 60_000);
    const taken = await lease();
    const outcome = await em().transactional((tem) =>
      commitSecondLooks(
        tem,
        taken.token,
        [{ item_id: taken.items[0]!.item_id, profile_id: profileId, outcome: 'failure', failure: { kind: 'upstream', message: 'x' } }],
        { now: app.clock.now(), retryAfterMs: 15 * 60_000 },
      ),
    );
    expect(outcome.postponed).toBe(1);
    const [row] = await pending();
    expect(row!.leased_until).toBeNull();
    expect(new Date(row!.due_at).getTime()).toBe(app.clock.now().getTime() + 15 * 60_000);
    expect(await sql(`select * from credit_ledger where profile_id = ?`, [profileId])).toEqual([]);
  });
});
