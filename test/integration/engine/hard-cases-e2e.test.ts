import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PersonView } from '../../../src/sandbox/world/index';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { type EngineRig, eventually, startEngineRig } from '../../support/engine';
import { api } from '../../support/http';

/**
 * Issue #21 end to end: sandbox people who start a side project, go back to school, move to a
 * subsidiary or whose employer is acquired, checked through the real checker and run engine. Each
 * must produce what the labelled decisions (test/fixtures/detection-w3/README.md) say, and none a
 * `moved` change or the plays of one.
 */
let app: TestApp;
let rig: EngineRig;
let ws: SeededWorkspace;

type Case = 'side_project' | 'back_to_school' | 'subsidiary_move' | 'acquired' | 'move';
/**
 * The decision per category: side projects and acquisitions are no change, school is left, a
 * subsidiary of equal title is promoted. Plain moves are the control: they must still read as moved.
 */
const DECIDED: Record<Case, string | null> = { side_project: null, back_to_school: 'left', subsidiary_move: 'promoted', acquired: null, move: 'moved' };
const CASES = Object.keys(DECIDED) as Case[];
const HARD_CASES: Case[] = CASES.filter((c) => c !== 'move');
const PER_CASE = 3;

const picked = new Map<string, Case>();

const get = (path: string) => api(app.baseUrl, 'GET', path, { key: ws.readKey });
const send = (method: string, path: string, body?: unknown) => api(app.baseUrl, method, path, { key: ws.writeKey, body });
const finished = (id: string) =>
  eventually(`run ${id}`, async () => {
    const run = (await get(`/runs/${id}`)).body;
    return run.status === 'completed' ? run : undefined;
  }, 60_000);

/** People with exactly one current job, each at a company no other picked person works at (an acquisition renames it for all). */
function pickPeople(count: number): PersonView[] {
  const seen = new Set<string>();
  const out: PersonView[] = [];
  for (const id of rig.world.personIds()) {
    const p = rig.world.getPerson(id)!;
    const jobs = p.positions.filter((x) => x.is_current);
    if (p.deleted || jobs.length !== 1 || p.positions.some((x) => seen.has(x.company_id))) continue;
    p.positions.forEach((x) => seen.add(x.company_id));
    out.push(p);
    if (out.length === count) break;
  }
  return out;
}

beforeAll(async () => {
  app = await startTestApp();
  rig = await startEngineRig(app, { people: 300 });
  ws = await seedWorkspace(app.services, { credits: 500 });
  const people = pickPeople(CASES.length * PER_CASE);
  const res = await send('POST', '/contacts', {
    contacts: people.map((p, i) => ({
      first_name: p.first_name, last_name: p.last_name, company: p.positions[0]!.company, title: p.positions[0]!.title,
      social_url: p.social_url, segment: 'open_pipeline', crm_id: `hard-${i}`,
    })),
  });
  expect(res.status).toBe(202);
  await finished(res.body.baseline_run.id);

  for (const [i, p] of people.entries()) {
    const type = CASES[i % CASES.length]!;
    picked.set(`hard-${i}`, type);
    const changed = await fetch(`${rig.sandboxUrl}/admin/people/${p.id}/change`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type }),
    });
    expect([type, changed.status]).toEqual([type, 200]);
  }
  app.clock.advance(25 * 3600_000);
  const run = await send('POST', '/runs');
  expect(run.status).toBe(201);
  expect((await finished(run.body.id)).totals.processed).toBe(people.length);
  // A `left` is recorded once the second look confirms it.
  app.clock.advance(4 * 3600_000);
  await rig.secondLook.pass();
}, 240_000);
afterAll(async () => {
  await rig?.close();
  await app?.close();
});

describe('the hard cases through the sandbox, the checker and the engine', () => {
  it.each(CASES)('when people %s, then each gets the decided change (and only a plain move reads as moved)', async (type) => {
    const contacts = (await get('/contacts?page_size=100')).body.data as Array<{ id: string; crm_id: string | null }>;
    const changes = (await get('/changes?page_size=200')).body.data as Array<{ type: string; contact_id: string }>;
    const mine = contacts.filter((c) => picked.get(c.crm_id ?? '') === type);
    expect(mine).toHaveLength(PER_CASE);
    const found = mine.map((c) => changes.filter((ch) => ch.contact_id === c.id).map((ch) => ch.type));
    expect(found).toEqual(mine.map(() => (DECIDED[type] ? [DECIDED[type]] : [])));
  });

  it('when the run is done, then no hard case has the play of a move (direct, referral or watch) while every plain move has one', async () => {
    const contacts = (await get('/contacts?page_size=100')).body.data as Array<{ id: string; crm_id: string | null }>;
    const caseOf = new Map(contacts.map((c) => [c.id, picked.get(c.crm_id ?? '')]));
    const plays = (await get('/plays?page_size=200&status=open')).body.data as Array<{ type: string; contact_id: string | null }>;
    const movePlays = plays.filter((p) => ['direct', 'referral', 'watch', 'archive'].includes(p.type));
    expect(movePlays.filter((p) => HARD_CASES.includes(caseOf.get(p.contact_id ?? '') as Case))).toEqual([]);
    expect(movePlays.filter((p) => caseOf.get(p.contact_id ?? '') === 'move')).toHaveLength(PER_CASE);
  });
});
