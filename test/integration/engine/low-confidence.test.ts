import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPlaysForChanges } from '../../../src/core/plays/play-creation';
import type { CheckOutcome } from '../../../src/core/runs/check-outcome';
import { commitBatch } from '../../../src/core/runs/commit-batch';
import type { RunRow } from '../../../src/core/runs/run.query';
import type { Position } from '../../../src/domain/changes';
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

/** One run over one profile whose check returns `positions`, committed as the engine does. */
async function checkOnce(profileId: string, positions: Position[]): Promise<void> {
  const [run] = await sql<RunRow>(`insert into runs (workspace_id, kind, status, started_at) values (?, 'manual', 'running', now()) returning *`, [ws.id]);
  const [item] = await sql<{ id: string }>(
    `insert into run_items (workspace_id, run_id, profile_id, status, attempts) values (?, ?, ?, 'leased', 1) returning id::text as id`,
    [ws.id, run!.id, profileId],
  );
  const result: CheckOutcome = {
    item_id: item!.id, profile_id: profileId, outcome: 'snapshot',
    snapshot: { found: true, first_name: 'Lou', last_name: 'Tester', headline: null, positions, fetched_at: null },
  };
  await (app.services.orm.em.fork() as EntityManager).transactional((em) =>
    commitBatch(em, run!, [result], { now: app.clock.now() }),
  );
  await sql(`update runs set status = 'completed', finished_at = now() where id = ?`, [run!.id]);
  app.clock.advance(24 * 3600_000);
}

describe('low-confidence changes', () => {
  it('when a check finds a doubtful move (a second current job with no start date), then it is recorded with its evidence, one archive play and no play.created', async () => {
    const { profileId } = await seedPerson(app, ws.id, { first_name: 'Lou', last_name: 'Tester', company: 'Initech', segment: 'customer' });
    const cto = { company: 'Initech', company_social_id: '111', title: 'CTO', started_on: '2020-01', ended_on: null, is_current: true };
    await checkOnce(profileId, [cto]);
    await checkOnce(profileId, [
      { company: 'Globex', company_social_id: '222', title: 'VP Engineering', started_on: null, ended_on: null, is_current: true },
      cto,
    ]);
    const [change] = await sql<{ id: string; type: string; evidence: { confidence: number; rule: string } }>(
      'select id, type, evidence from changes where profile_id = ?',
      [profileId],
    );
    expect(change!.evidence.confidence).toBeLessThan(0.7);
    const plays = await sql<{ id: string; type: string }>('select id, type from plays where change_id = ?', [change!.id]);
    expect(plays.map((p) => p.type)).toEqual(['archive']);
    expect(await sql(`select * from outbox where event = 'play.created' and event_key = ?`, [`play:${plays[0]!.id}`])).toEqual([]);
    const changed = await sql<{ payload: { data: { evidence: { rule: string } } } }>(
      `select payload from outbox where event = 'contact.changed' and event_key = ?`,
      [`change:${change!.id}`],
    );
    expect(changed[0]!.payload.data.evidence.rule, 'consumers still get every Change, with its evidence').toBe(change!.evidence.rule);
  });

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
