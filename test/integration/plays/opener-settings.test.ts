import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../support/app';
import { type SeededWorkspace, seedWorkspace } from '../../support/app';
import { api } from '../../support/http';
import { runHook, seedAccount, seedChange, seedPerson, sqlOn, startPlaysApp } from './support';

/**
 * Openers from what the service knows, shaped by the workspace's opener settings (issue #26):
 * GET/PATCH /settings/openers, POST /settings/openers/preview (saves nothing), the CRM's
 * relationship facts in a created play's opener, and a churn_risk play's internal note in its
 * notes. One app for the file.
 */
let app: TestApp;
let ws: SeededWorkspace;
let initechId: string;

type Play = Record<string, unknown> & { id: string; type: string; opener: string; notes: string | null };
const openers = (method: 'GET' | 'PATCH', body?: unknown, key = ws.writeKey) => api(app.baseUrl, method, '/settings/openers', { key, body });
const preview = (body: unknown) => api(app.baseUrl, 'POST', '/settings/openers/preview', { key: ws.writeKey, body });

async function movePerson(name: string, segment: string, detectedAt: string): Promise<Play[]> {
  const { profileId, contactId } = await seedPerson(app, ws.id, {
    first_name: name, last_name: 'Scully', company: 'Initech', title: 'Head of RevOps', segment, account_id: initechId,
  });
  await sqlOn(app)(`update contacts set deal_stage = 'Negotiation/Review', last_activity = '2026-01-20' where id = ?`, [contactId]);
  const changeId = await seedChange(app, ws.id, profileId, {
    type: 'moved', from_company: 'Initech', from_title: 'Head of RevOps', to_company: 'Globex', to_title: 'VP Revenue Operations', detected_at: detectedAt,
  });
  await runHook(app, { id: changeId, profile_id: profileId, workspace_id: ws.id });
  const res = await api(app.baseUrl, 'GET', '/plays?page_size=200', { key: ws.readKey });
  return (res.body.data as Play[]).filter((p) => p.profile_id === profileId);
}

beforeAll(async () => {
  app = await startPlaysApp();
  ws = await seedWorkspace(app.services);
  initechId = await seedAccount(app, ws.id, { name: 'Initech', domain: 'initech.com', segment: 'customer', relationship_start: '2024-04-01' });
}, 60_000);
afterAll(() => app.close());

describe('opener settings', () => {
  it('when a workspace has never set them, then the defaults are warm, no sign-off and nothing avoided', async () => {
    const res = await openers('GET', undefined, ws.readKey);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tone: 'warm', sign_off: null, avoid_phrases: [] });
  });

  it('when settings are bad, then a 400 in the error envelope says which field and nothing is saved', async () => {
    const cases: unknown[] = [
      {}, { tone: 'shouty' }, { sign_off: '' }, { avoid_phrases: ['x'] }, { avoid_phrases: ['touch base', 'Touch Base'] },
      { avoid_phrases: Array.from({ length: 51 }, (_, i) => `phrase ${i}`) }, { sign_off: 'Cheers', extra: 1 },
      { sign_off: 'Let us touch base soon', avoid_phrases: ['touch base'] },
    ];
    for (const body of cases) {
      const res = await openers('PATCH', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('validation_error');
    }
    expect((await openers('GET')).body).toEqual({ tone: 'warm', sign_off: null, avoid_phrases: [] });
  });

  it('when the credential is read-only, then changing them is a 403', async () => {
    expect((await openers('PATCH', { tone: 'formal' }, ws.readKey)).status).toBe(403);
  });

  it('when a preview is asked for, then it renders every play type under the candidate settings and saves nothing', async () => {
    const res = await preview({ tone: 'formal', sign_off: 'Best regards, Sam', avoid_phrases: ['customer of ours'] });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.settings).toEqual({ tone: 'formal', sign_off: 'Best regards, Sam', avoid_phrases: ['customer of ours'] });
    const samples = res.body.samples as Array<{ type: string; opener: string; notes: string | null }>;
    expect(new Set(samples.map((s) => s.type))).toEqual(new Set(['direct', 'referral', 'watch', 'archive', 'promotion', 'churn_risk']));
    for (const s of samples) {
      expect(s.opener).not.toMatch(/customer of ours|!|\bI'd\b|\blet's\b/i);
      expect(s.opener.endsWith('\n\nBest regards, Sam')).toBe(true);
    }
    expect(samples.find((s) => s.type === 'churn_risk')!.notes).toMatch(/owns the relationship/);
    expect((await openers('GET')).body).toEqual({ tone: 'warm', sign_off: null, avoid_phrases: [] });
    expect((await preview({ tone: 'loud' })).status).toBe(400);
  });

  it('when a play is created, then its opener uses the CRM facts and its churn_risk note stays out of the opener', async () => {
    const plays = await movePerson('Dana', 'customer', '2026-02-01T10:00:00Z');
    const direct = plays.find((p) => p.type === 'direct')!;
    const churn = plays.find((p) => p.type === 'churn_risk')!;

    expect(direct.opener).toContain('Initech has been a customer of ours since April 2024');
    expect(churn.notes).toMatch(/^Dana Scully, Head of RevOps at Initech, has left for Globex/);
    expect(churn.opener).not.toMatch(/has left|owns the relationship|lost (its|a) contact|brief them/);
  });

  it('when the settings are saved, then plays created after use them, no opener holds an avoided phrase, and the preview shows the same words', async () => {
    const saved = await openers('PATCH', { tone: 'formal', sign_off: '— Sam', avoid_phrases: ['customer of ours', 'congrat'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ tone: 'formal', sign_off: '— Sam', avoid_phrases: ['customer of ours', 'congrat'] });

    const plays = await movePerson('Fox', 'customer', '2026-02-03T10:00:00Z');
    expect(plays.map((p) => p.type).sort()).toEqual(['churn_risk', 'direct']);
    for (const p of plays) {
      expect(p.opener).not.toMatch(/customer of ours|congrat|!/i);
      expect(p.opener.endsWith('\n\n— Sam')).toBe(true);
    }
    const shown = (await preview({})).body.samples as Array<{ play_id: string | null; opener: string }>;
    for (const p of plays) expect(shown.find((s) => s.play_id === p.id)?.opener).toBe(p.opener);
  });
});
