import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';

import { queueBaselineRun } from '../../../src/core/runs/queue-baseline-run';
import { seedWorkspace, useTestApp } from '../../support/app';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';

const app = useTestApp();

const sql = sqlOn(() => app);

interface RunView {
  id: string;
  kind: string;
  status: string;
  totals: { items: number };
}

async function workspace(name: string) {
  const ws = await seedWorkspace(app.services, { name, credits: 100 });
  const person = (n: number) => ({ first_name: 'Person', last_name: `${name} ${n}`, company: `${name} Co`, social_url: `${name.toLowerCase()}-person-${n}` });
  const upsert = async (n: number) => {
    const res = await api(app.baseUrl, 'POST', '/contacts', { key: ws.writeKey, body: { contacts: [person(n)] } });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return res.body as { baseline_run: { id: string; status: string } | null };
  };
  const runs = async () => (await api(app.baseUrl, 'GET', '/runs', { key: ws.readKey })).body.data as RunView[];
  const items = async (runId: string) =>
    Number((await sql<{ n: string }>('select count(*) as n from run_items where run_id = ?', [runId]))[0]!.n);
  return { ws, upsert, runs, items };
}

describe('baseline runs: new profiles join the queued one', () => {
  it('when 50 small upserts arrive in a row, then GET /runs shows one queued baseline run holding all 50 profiles', async () => {
    const { upsert, runs, items } = await workspace('Fifty');

    const answers = [];
    for (let n = 0; n < 50; n++) answers.push(await upsert(n));

    const listed = await runs();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ kind: 'baseline', status: 'queued', totals: { items: 50 } });
    expect(new Set(answers.map((a) => a.baseline_run?.id))).toEqual(new Set([listed[0]!.id]));
    expect(await items(listed[0]!.id)).toBe(50);
  });

  it('when 12 upserts arrive at once, then one baseline run is created and no profile is lost', async () => {
    const { upsert, runs, items } = await workspace('Burst');

    await Promise.all(Array.from({ length: 12 }, (_, n) => upsert(n)));

    const listed = await runs();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ kind: 'baseline', status: 'queued', totals: { items: 12 } });
    expect(await items(listed[0]!.id)).toBe(12);
  });

  it('when the queued baseline run has started, then later profiles go to a new queued run and the started one keeps its totals', async () => {
    const { upsert, runs, items } = await workspace('Started');
    const first = (await upsert(0)).baseline_run!;
    await upsert(1);
    await sql(`update runs set status = 'running', started_at = now() where id = ?`, [first.id]);

    const later = (await upsert(2)).baseline_run!;

    expect(later.id).not.toBe(first.id);
    const byId = new Map((await runs()).map((r) => [r.id, r]));
    expect(byId.get(first.id)).toMatchObject({ status: 'running', totals: { items: 2 } });
    expect(byId.get(later.id)).toMatchObject({ kind: 'baseline', status: 'queued', totals: { items: 1 } });
    expect(await items(first.id)).toBe(2);
    expect(await items(later.id)).toBe(1);
  });

  it('when two transactions queue baselines at the same time, then the second waits and joins the first one\'s run', async () => {
    const { ws, upsert, runs, items } = await workspace('Race');
    const setup = (await upsert(0)).baseline_run!;
    await upsert(1);
    const profiles = (await sql<{ profile_id: string }>('select profile_id from run_items where run_id = ? order by id', [setup.id])).map(
      (r) => r.profile_id,
    );
    // The first run is cancelled, so both profiles are due again: one for each transaction.
    await sql(`update runs set status = 'cancelled' where id = ?`, [setup.id]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let queuedFirst!: () => void;
    const firstQueued = new Promise<void>((resolve) => (queuedFirst = resolve));
    const fork = () => app.services.orm.em.fork() as EntityManager;

    const first = fork().transactional(async (tem) => {
      const run = await queueBaselineRun(tem, ws.id, [profiles[0]!], app.services.clock.now());
      queuedFirst();
      await held; // the transaction stays open: its run is not visible yet
      return run;
    });
    await firstQueued;
    let secondDone = false;
    const second = fork()
      .transactional((tem) => queueBaselineRun(tem, ws.id, [profiles[1]!], app.services.clock.now()))
      .finally(() => (secondDone = true));
    await new Promise((r) => setTimeout(r, 300));
    const waited = !secondDone;
    release();
    const [a, b] = await Promise.all([first, second]);

    expect(waited, 'the second transaction waits for the first').toBe(true);
    expect(b!.id).toBe(a!.id);
    const queued = (await runs()).filter((r) => r.status === 'queued');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ id: a!.id, totals: { items: 2 } });
    expect(await items(a!.id)).toBe(2);
  });

  it('when an upsert brings only profiles already waiting in the queued run, then no run changes', async () => {
    const { upsert, runs } = await workspace('Again');
    await upsert(0);

    const again = await upsert(0);

    expect(again.baseline_run).toBeNull();
    expect((await runs())[0]).toMatchObject({ status: 'queued', totals: { items: 1 } });
  });
});
