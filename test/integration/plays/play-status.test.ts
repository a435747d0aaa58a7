import { getShortestPaths, toDirectedGraph } from '@xstate/graph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { allowedEvents, PLAY_STATUSES, type PlayStatus, playStatusMachine } from '../../../machines';
import type { TestApp } from '../../support/app';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { api } from '../../support/http';
import { runHook, seedChange, seedPerson, startPlaysApp } from './support';

/** Every (from, to) edge of the play-status machine, read from its graph. */
const EDGES = new Set(
  toDirectedGraph(playStatusMachine).children.flatMap((node) => node.edges.map((e) => `${e.source.key}->${e.target.key}`)),
);

/** For each status, the statuses to PATCH through from `open` to reach it (the graph's shortest path). */
const PATH_TO = new Map<string, PlayStatus[]>(
  getShortestPaths(playStatusMachine).map((path) => [
    String(path.state.value),
    path.steps.filter((s) => (s.event.type as string) !== 'xstate.init').map((s) => String(s.state.value) as PlayStatus),
  ]),
);

/** The statuses the graph leads to from `from`, read from the graph (not from the service). */
const nextFrom = (from: string) => PLAY_STATUSES.filter((to) => EDGES.has(`${from}->${to}`)).sort();

const PAIRS = PLAY_STATUSES.flatMap((from) => PLAY_STATUSES.map((to) => [from, to, EDGES.has(`${from}->${to}`)] as const));

let app: TestApp;
let ws: SeededWorkspace;
const playIds: string[] = [];

beforeAll(async () => {
  app = await startPlaysApp();
  ws = await seedWorkspace(app.services);
  const { profileId } = await seedPerson(app, ws.id, { first_name: 'Sam', last_name: 'Lowry', company: 'Central Services' });
  for (let i = 0; i < PAIRS.length; i++) {
    const changeId = await seedChange(app, ws.id, profileId, {
      type: 'moved', from_company: 'Central Services', to_company: `Company ${i}`, to_title: 'Engineer',
      detected_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    });
    expect(await runHook(app, { id: changeId, profile_id: profileId, workspace_id: ws.id })).toBe(1);
  }
  const list = await api(app.baseUrl, 'GET', '/plays?page_size=200', { key: ws.readKey });
  playIds.push(...(list.body.data as Array<{ id: string; status: string }>).map((p) => p.id));
}, 60_000);
afterAll(() => app.close());

const patchStatus = (id: string, status: string) => api(app.baseUrl, 'PATCH', `/plays/${id}`, { key: ws.writeKey, body: { status } });

describe('play status, generated from the machine graph', () => {
  it('when the graph is read, then it has 11 edges, every status is reachable and there are 25 pairs and one play per pair', () => {
    expect(EDGES.size).toBe(11);
    expect([...PATH_TO.keys()].sort()).toEqual([...PLAY_STATUSES].sort());
    expect(PAIRS).toHaveLength(25);
    expect(playIds).toHaveLength(25);
  });

  it.each(PAIRS.map(([from, to, allowed], i) => [from, to, allowed ? 200 : 400, i] as const))(
    'when a play in %s is PATCHed to %s, then the answer is %i',
    async (from, to, status, i) => {
      const id = playIds[i]!;
      for (const step of PATH_TO.get(from)!) expect((await patchStatus(id, step)).status).toBe(200);
      expect((await api(app.baseUrl, 'GET', `/plays/${id}`, { key: ws.readKey })).body.status).toBe(from);

      const res = await patchStatus(id, to);

      expect(res.status).toBe(status);
      const after = await api(app.baseUrl, 'GET', `/plays/${id}`, { key: ws.readKey });
      if (status === 200) {
        expect(res.body).toMatchObject({ id, status: to, status_changed_at: expect.any(String) });
        expect([...res.body.allowed_statuses].sort()).toEqual(nextFrom(to));
        expect(after.body.status).toBe(to);
      } else {
        const allowed = allowedEvents(playStatusMachine, from).map((e) => e.replace('SET_', '').toLowerCase());
        expect(res.body.error).toMatchObject({
          code: 'validation_error',
          details: [{ path: 'status', message: `cannot move from ${from} to ${to}; allowed: ${allowed.join(', ')}` }],
        });
        expect(after.body.status).toBe(from);
      }
    },
  );
});

describe('allowed_statuses on every play', () => {
  it('when plays in every status are listed and read one by one, then allowed_statuses is exactly the statuses the graph (and so a PATCH) accepts next', async () => {
    for (const status of PLAY_STATUSES) {
      const list = await api(app.baseUrl, 'GET', `/plays?status=${status}&page_size=200`, { key: ws.readKey });
      expect(list.body.data.length, status).toBeGreaterThan(0);
      for (const play of list.body.data as Array<{ id: string; allowed_statuses: string[] }>) {
        expect([...play.allowed_statuses].sort(), status).toEqual(nextFrom(status));
        const one = await api(app.baseUrl, 'GET', `/plays/${play.id}`, { key: ws.readKey });
        expect(one.body.allowed_statuses).toEqual(play.allowed_statuses);
      }
    }
    expect(nextFrom('meeting')).toEqual(['not_relevant']);
    expect(nextFrom('not_relevant')).toEqual(['open']);
  });
});

