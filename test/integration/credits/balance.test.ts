import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { creditBalance, grantCredits } from '../../../src/core/credits/credits.service';
import { insertMany } from '../../../src/db/bulk';
import { seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';

/**
 * `workspaces.balance` is what every balance read uses; a trigger on credit_ledger keeps it
 * equal to the ledger's sum, whoever inserts (grants, check charges, email look-ups, raw SQL).
 */
let app: TestApp;
const sql = sqlOn(() => app);

async function balances(workspaceId: string): Promise<{ column: number; ledger: number }> {
  const [row] = await sql<{ col: string; led: string }>(
    `select w.balance as col, (select coalesce(sum(amount), 0) from credit_ledger l where l.workspace_id = w.id) as led
       from workspaces w where w.id = ?`,
    [workspaceId],
  );
  return { column: Number(row!.col), ledger: Number(row!.led) };
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('workspace balance column', () => {
  it('when grants, adjustments, charges and email look-ups are written, then the balance equals the ledger sum and GET /credits shows it', async () => {
    const ws = await seedWorkspace(app.services, { credits: 100 });
    await grantCredits(app.services, { workspace: ws.id, amount: 50, note: 'top-up' });
    await grantCredits(app.services, { workspace: ws.id, amount: -30 });
    await sql(`insert into credit_ledger (workspace_id, kind, amount) values (?, 'email', -2), (?, 'email', -1)`, [ws.id, ws.id]);
    await (app.services.orm.em.fork() as EntityManager).transactional((em) =>
      insertMany(em, 'credit_ledger', { workspace_id: 'uuid', kind: 'text', amount: 'integer' },
        Array.from({ length: 7 }, () => ({ workspace_id: ws.id, kind: 'check', amount: -1 }))),
    );
    expect(await balances(ws.id)).toEqual({ column: 110, ledger: 110 });
    expect(await creditBalance(app.services, ws.id)).toBe(110);
    const res = await api(app.baseUrl, 'GET', '/credits', { key: ws.readKey });
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(110);
  });

  it('when a transaction writing ledger rows rolls back, then the balance does not move', async () => {
    const ws = await seedWorkspace(app.services, { credits: 20 });
    await expect(
      (app.services.orm.em.fork() as EntityManager).transactional(async (em) => {
        await em.execute(`insert into credit_ledger (workspace_id, kind, amount) values (?, 'check', -5)`, [ws.id]);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await balances(ws.id)).toEqual({ column: 20, ledger: 20 });
  });

  it('when grants and charges run concurrently, then the balance stays exact', async () => {
    const ws = await seedWorkspace(app.services, { credits: 1000 });
    const charge = () =>
      (app.services.orm.em.fork() as EntityManager).transactional(async (em) => {
        await em.execute('select id from workspaces where id = ? for update', [ws.id]);
        await insertMany(em, 'credit_ledger', { workspace_id: 'uuid', kind: 'text', amount: 'integer' },
          Array.from({ length: 5 }, () => ({ workspace_id: ws.id, kind: 'check', amount: -1 })));
      });
    const rawEmail = () => sql(`insert into credit_ledger (workspace_id, kind, amount) values (?, 'email', -1)`, [ws.id]);
    await Promise.all(
      Array.from({ length: 15 }, (_, i) => [grantCredits(app.services, { workspace: ws.id, amount: 7 + i }), charge(), rawEmail()]).flat(),
    );
    const granted = Array.from({ length: 15 }, (_, i) => 7 + i).reduce((s, v) => s + v, 0);
    expect(await balances(ws.id)).toEqual({ column: 1000 + granted - 15 * 5 - 15, ledger: 1000 + granted - 15 * 5 - 15 });
  });

  it('when two withdrawals race for the same credits, then only one is accepted and the balance never goes below zero', async () => {
    const ws = await seedWorkspace(app.services, { credits: 10 });
    const outcomes = await Promise.allSettled([
      grantCredits(app.services, { workspace: ws.id, amount: -8 }),
      grantCredits(app.services, { workspace: ws.id, amount: -8 }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await balances(ws.id)).toEqual({ column: 2, ledger: 2 });
  });

  it('when ledger rows are deleted (the workspace goes), then nothing fails and the balance follows', async () => {
    const ws = await seedWorkspace(app.services, { credits: 40 });
    await sql(`delete from credit_ledger where workspace_id = ? and kind = 'grant'`, [ws.id]);
    expect(await balances(ws.id)).toEqual({ column: 0, ledger: 0 });
    await grantCredits(app.services, { workspace: ws.id, amount: 5 });
    await sql('delete from workspaces where id = ?', [ws.id]);
    expect(await sql('select id from credit_ledger where workspace_id = ?', [ws.id])).toEqual([]);
  });

  it('when checks are charged while GET /credits is read, then every answer is one moment: balance plus this month\'s use is what the month began with', async () => {
    const ws = await seedWorkspace(app.services, { credits: 5000 });
    // The seed's grant is this month's start; charges land one by one (as a run's batches do) while the API is read.
    let charging = true;
    const charges = (async () => {
      for (let i = 0; i < 400 && charging; i++) {
        await sql(`insert into credit_ledger (workspace_id, kind, amount) values (?, ?, -1)`, [ws.id, i % 5 === 0 ? 'email' : 'check']);
      }
    })();
    const sums = new Set<number>();
    for (let i = 0; i < 150; i++) {
      const res = await api(app.baseUrl, 'GET', '/credits', { key: ws.readKey });
      expect(res.status).toBe(200);
      sums.add(res.body.balance + res.body.used_this_month.total);
    }
    charging = false;
    await charges;
    expect([...sums]).toEqual([5000]);
  });
});
