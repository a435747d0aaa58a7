import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { grantCredits } from '../../../src/core/credits/credits.service';
import { type SandboxHandle, startSandbox } from '../../../src/sandbox/server';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { drainImports } from '../../support/contacts';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';
import { type FinderRig, startFinderRig } from './rig';

/** Finder credits (docs/decisions.md): a search that finds a match costs one credit, once; out of credits the searches wait. */
describe('profile search credits', () => {
  let app: TestApp;
  let ws: SeededWorkspace;
  let sandbox: SandboxHandle;
  let rig: FinderRig;
  const rest = (method: string, path: string, body?: unknown) => api(app.baseUrl, method, path, { key: ws.writeKey, body });
  const sql = () => sqlOn(app.services);
  const charges = async () =>
    sql()<{ charge_key: string; n: number }>(
      `select charge_key, count(*)::int as n from credit_ledger where workspace_id = ? and charge_key like 'profile:%' group by charge_key order by charge_key`,
      [ws.id],
    );

  beforeAll(async () => {
    app = await startTestApp();
    ws = await seedWorkspace(app.services, { credits: 10 });
    sandbox = await startSandbox({ people: 200, seed: 7 });
    rig = await startFinderRig(app.services, sandbox.url);
    const rows = sandbox.world.personIds().slice(0, 8).flatMap((id) => {
      const p = sandbox.world.getPerson(id)!;
      const current = p.positions.find((x) => x.is_current);
      return current ? [{ crm_id: id, first_name: p.first_name, last_name: p.last_name, company: current.company, city: p.city, country: p.country }] : [];
    });
    expect((await rest('POST', '/contacts', { contacts: rows })).status).toBe(202);
    await drainImports(app.services);
    expect((await rest('PATCH', '/settings', { find_profiles: true })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await rig?.close();
    await sandbox?.close();
    await app?.close();
  });

  it('when the workspace has no credit, then no search runs and nothing is charged', async () => {
    const balance = (await rest('GET', '/credits')).body.balance as number;
    await grantCredits(app.services, { workspace: ws.id, amount: -balance });
    await rig.loop.pass();
    expect(await charges()).toEqual([]);
    const [waiting] = await sql()<{ n: number }>(`select count(*)::int as n from finder_jobs where workspace_id = ? and outcome = 'waiting_for_credits'`, [ws.id]);
    expect(waiting!.n).toBeGreaterThan(0);
    expect((await rest('GET', '/contacts?tracking_status=needs_social&page_size=1')).body.total).toBeGreaterThan(0);
  });

  it('when credits are granted, then each search that found a match is charged once, and a rerun charges nothing more', async () => {
    await grantCredits(app.services, { workspace: ws.id, amount: 20 });
    app.clock.advance(2 * 60_000);
    await rig.loop.pass();
    const matched = await sql()<{ n: number }>(
      `select count(*)::int as n from contacts where workspace_id = ? and (social_url is not null or tracking_status = 'pending_review')`,
      [ws.id],
    );
    const first = await charges();
    expect(first.length).toBe(matched[0]!.n);
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((c) => c.n === 1)).toBe(true);
    // A retried job (as after a crash): re-queued and searched again, never charged twice.
    await sql()(`update finder_jobs set state = 'queued', due_at = now() - interval '1 day', leased_until = null where kind = 'profile' and workspace_id = ?`, [ws.id]);
    await sql()(`update contacts set tracking_status = 'needs_social', social_url = null, profile_id = null where workspace_id = ?`, [ws.id]);
    app.clock.advance(60_000);
    await rig.loop.pass();
    expect(await charges()).toEqual(first);
  });
});
