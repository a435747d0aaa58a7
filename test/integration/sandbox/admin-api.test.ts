import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SandboxHandle } from '../../../src/sandbox/server';
import { startSandbox } from '../../../src/sandbox/server';
import type { PersonSummary, PersonView } from '../../../src/sandbox/world/index';
import { call, type ErrorEnvelope, lookupPath, provider } from './support';

describe('sandbox admin API over HTTP', () => {
  let sandbox: SandboxHandle;
  let ids: string[];

  beforeAll(async () => {
    sandbox = await startSandbox({ people: 250, companies: 30, seed: 7 });
    ids = sandbox.world.personIds();
  });

  afterAll(async () => {
    await sandbox.close();
  });

  it('lists people with pagination and current company/title', async () => {
    const page = await call<{ data: PersonSummary[]; total: number }>(sandbox.url, '/admin/people?limit=10&offset=5');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(250);
    expect(page.body.data).toHaveLength(10);
    expect(page.body.data[0]!.id).toBe(ids[5]);
    for (const p of page.body.data) {
      expect(Object.keys(p).sort()).toEqual(['company', 'first_name', 'id', 'last_name', 'social_url', 'title']);
      expect(p.social_url).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    }
    const defaults = await call<{ data: PersonSummary[] }>(sandbox.url, '/admin/people');
    expect(defaults.body.data).toHaveLength(50);
    for (const q of ['limit=-1', 'limit=abc', 'limit=1001', 'offset=-3']) {
      const bad = await call<ErrorEnvelope>(sandbox.url, `/admin/people?${q}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('validation_error');
    }
  });

  it('shows a full person, 404 for unknown ids', async () => {
    const res = await call<PersonView>(sandbox.url, `/admin/people/${ids[0]}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(sandbox.world.getPerson(ids[0]!));
    expect(res.body.deleted).toBe(false);
    const missing = await call<ErrorEnvelope>(sandbox.url, '/admin/people/p_missing');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not_found');
  });

  it('applies changes and excludes deleted people from the list', async () => {
    const id = ids[1]!;
    const promoted = await call<PersonView>(sandbox.url, `/admin/people/${id}/change`, { method: 'POST', body: { type: 'title_edit', title: 'Head of Partnerships' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.positions[0]!.title).toBe('Head of Partnerships');

    const left = await call<PersonView>(sandbox.url, `/admin/people/${id}/change`, { method: 'POST', body: { type: 'leave' } });
    expect(left.body.positions.some((p) => p.is_current)).toBe(false);
    const conflict = await call<ErrorEnvelope>(sandbox.url, `/admin/people/${id}/change`, { method: 'POST', body: { type: 'promote' } });
    expect(conflict.status).toBe(409);
    expect(conflict.body.error.code).toBe('no_current_position');

    const deleted = await call<PersonView>(sandbox.url, `/admin/people/${id}/change`, { method: 'POST', body: { type: 'delete' } });
    expect(deleted.body.deleted).toBe(true);
    expect((await call<PersonView>(sandbox.url, `/admin/people/${id}`)).body.deleted).toBe(true);
    expect((await provider(sandbox.url, lookupPath(deleted.body.slug))).status).toBe(404);
    const page = await call<{ data: PersonSummary[]; total: number }>(sandbox.url, '/admin/people?limit=1000');
    expect(page.body.total).toBe(249);
    expect(page.body.data.map((p) => p.id)).not.toContain(id);
  });

  it('rejects bad change bodies with 400 and unknown people with 404', async () => {
    const id = ids[2]!;
    const bodies: unknown[] = [{}, { type: 'fired' }, { type: 'leave', title: 'CEO' }, { type: 'promote', company: 'Acme' }, { type: 'move', extra: 1 }, { type: 'move', title: '' }, '[]'];
    for (const body of bodies) {
      const res = await call<ErrorEnvelope>(sandbox.url, `/admin/people/${id}/change`, { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
      expect(Array.isArray(res.body.error.details)).toBe(true);
    }
    const malformed = await call<ErrorEnvelope>(sandbox.url, `/admin/people/${id}/change`, { method: 'POST', body: '{"type": mo' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('invalid_json');
    const unknown = await call<ErrorEnvelope>(sandbox.url, '/admin/people/p_missing/change', { method: 'POST', body: { type: 'move' } });
    expect(unknown.status).toBe(404);
    expect(sandbox.world.getPerson(id)).toEqual((await call(sandbox.url, `/admin/people/${id}`)).body);
  });

  it('reads and advances the clock', async () => {
    expect((await call(sandbox.url, '/admin/clock')).body).toEqual({ now: '2026-01-01', start_date: '2026-01-01', advanced_days: 0, locked: false });
    const res = await call<{ now: string; changes: Record<string, number> }>(sandbox.url, '/admin/clock', { method: 'POST', body: { advance_days: 31 } });
    expect(res.status).toBe(200);
    expect(res.body.now).toBe('2026-02-01');
    expect(Object.keys(res.body.changes).sort()).toEqual(['delete', 'demote', 'leave', 'move', 'promote', 'title_edit']);
    expect((await call(sandbox.url, '/admin/clock')).body).toEqual({ now: '2026-02-01', start_date: '2026-01-01', advanced_days: 31, locked: false });
    for (const body of [{}, { advance_days: 0 }, { advance_days: 3651 }, { advance_days: 1.5 }, { advance_days: '3' }]) {
      const bad = await call<ErrorEnvelope>(sandbox.url, '/admin/clock', { method: 'POST', body });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('validation_error');
    }
    expect((await call(sandbox.url, '/admin/clock')).body).toEqual({ now: '2026-02-01', start_date: '2026-01-01', advanced_days: 31, locked: false });
  });

  it('answers unknown routes and methods with 404 in the envelope', async () => {
    for (const [method, path] of [['GET', '/'], ['GET', '/admin/nope'], ['DELETE', '/admin/clock'], ['POST', '/admin/people']] as const) {
      const res = await call<ErrorEnvelope>(sandbox.url, path, { method });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: expect.any(String) });
    }
  });
});
