import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPlaysForChanges } from '../../../src/core/plays/play-creation';
import { type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { seedChange, seedPerson, sqlOn } from '../plays/support';

/** Trust before reach: a low-confidence change is recorded but makes only an archive play, with no alert. */
let app: TestApp;
let ws: SeededWorkspace;
let sql: ReturnType<typeof sqlOn>;

async function movedChange(confidence: number): Promise<{ id: string; profile_id: string; workspace_id: string }> {
  const { profileId } = await seedPerson(app, ws.id, { first_name: `Conf${confidence}`, last_name: 'Tester', company: 'Initech', segment: 'customer' });
  const id = await seedChange(app, ws.id, profileId, {
    type: 'moved', from_company: 'Initech', from_title: 'CTO', to_company: 'Globex', to_title: 'CTO', detected_at: app.clock.now().toISOString(),
  });
  await sql(`update changes set evidence = ?::jsonb where id = ?`, [JSON.stringify({ rule: 'employer_changed', confidence }), id]);
  return { id, profile_id: profileId, workspace_id: ws.id };
}

const hook = (change: { id: string; profile_id: string; workspace_id: string }, lowConfidence: boolean) =>
  (app.services.orm.em.fork() as EntityManager).transactional((em) => createPlaysForChanges(em, [{ ...change, low_confidence: lowConfidence }]));

beforeAll(async () => {
  app = await startTestApp();
  sql = sqlOn(app);
  ws = await seedWorkspace(app.services, { credits: 10 });
  await sql(
    `update workspace_settings set chat_channel_alerts = true, chat_dm_owners = true, crm_writeback_enabled = true,
            alert_play_types = '{direct,referral,watch,archive,churn_risk}', crm_writeback_play_types = '{direct,referral,watch,archive}'
      where workspace_id = ?`,
    [ws.id],
  );
});
afterAll(() => app.close());

describe('low-confidence changes', () => {
  it('when a move is detected with low confidence, then it makes one archive play and no play.created (no chat alert, no CRM write-back)', async () => {
    const change = await movedChange(0.4);
    expect(await hook(change, true)).toBe(1);
    const plays = await sql<{ id: string; type: string }>('select id, type from plays where change_id = ?', [change.id]);
    expect(plays.map((p) => p.type)).toEqual(['archive']);
    const events = await sql('select * from outbox where event = ? and event_key = ?', ['play.created', `play:${plays[0]!.id}`]);
    expect(events).toEqual([]);
  });

  it('when the same move is detected with confidence, then it makes its sales and churn plays with their events', async () => {
    const change = await movedChange(0.95);
    expect(await hook(change, false)).toBe(2);
    const plays = await sql<{ id: string; type: string }>('select id, type from plays where change_id = ? order by type', [change.id]);
    expect(plays.map((p) => p.type)).toEqual(['churn_risk', 'direct']);
    const events = await sql('select * from outbox where event = ? and event_key = any(?::text[])', [
      'play.created', `{${plays.map((p) => `play:${p.id}`).join(',')}}`,
    ]);
    expect(events).toHaveLength(2);
  });
});
