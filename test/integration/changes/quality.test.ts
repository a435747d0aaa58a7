import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HIGH_RATE_LIMITS, type SeededWorkspace, seedWorkspace, startTestApp, type TestApp } from '../../support/app';
import { api } from '../../support/http';
import { sqlOn } from '../../support/sql';
import { seedChange, seedPerson } from '../plays/support';

let app: TestApp;
let ws: SeededWorkspace;
const rest = (method: string, path: string, body?: unknown, key = ws.writeKey) => api(app.baseUrl, method, path, { key, body });

type Seed = { type: 'moved' | 'promoted' | 'left'; rule: string | null; play: 'direct' | 'archive'; verdicts: string[]; at?: string };

/** A change (with its evidence's rule, or none) and one play of the given type, then the verdicts in order over HTTP. */
async function seed(s: Seed, i: number): Promise<void> {
  const person = await seedPerson(app, ws.id, { first_name: 'Kim', last_name: `Quality${i}`, company: 'Initech' });
  const changeId = await seedChange(app, ws.id, person.profileId, {
    type: s.type, from_company: 'Initech', to_company: s.type === 'left' ? null : 'Globex', detected_at: s.at ?? '2026-02-10T12:00:00Z',
  });
  const sql = sqlOn(app);
  if (s.rule) {
    const evidence = { rule: s.rule, confidence: 0.95, previous: null, current: null, surfaced_late: false, confirmed_at: null, trigger: 'sweep' };
    await sql('update changes set evidence = ?::jsonb where id = ?', [JSON.stringify(evidence), changeId]);
  }
  await sql(`insert into plays (workspace_id, change_id, profile_id, type, opener) values (?, ?, ?, ?, 'Hello')`, [ws.id, changeId, person.profileId, s.play]);
  for (const verdict of s.verdicts) expect((await rest('POST', `/changes/${changeId}/feedback`, { verdict })).status).toBe(201);
}

const times = (count: number, s: Seed): Seed[] => Array.from({ length: count }, () => s);

/**
 * The seeded window (February 2026): 11 alerts.
 * - moved / employer_changed: 6 alerts; verdicts correct ×3, not_a_job_change then correct (the current one counts), not_a_job_change; one without.
 * - promoted / seniority_step_up: 3 alerts; correct ×2; one without.
 * - left / no evidence (rule "unknown"): 2 alerts; wrong_type ×1; one without.
 * Outside the figures: an archive-only change with a verdict (not an alert) and a correct alert detected in January.
 */
const SEEDS: Seed[] = [
  ...times(3, { type: 'moved', rule: 'employer_changed', play: 'direct', verdicts: ['correct'] }),
  { type: 'moved', rule: 'employer_changed', play: 'direct', verdicts: ['not_a_job_change', 'correct'] },
  { type: 'moved', rule: 'employer_changed', play: 'direct', verdicts: ['not_a_job_change'] },
  { type: 'moved', rule: 'employer_changed', play: 'direct', verdicts: [] },
  ...times(2, { type: 'promoted', rule: 'seniority_step_up', play: 'direct', verdicts: ['correct'] }),
  { type: 'promoted', rule: 'seniority_step_up', play: 'direct', verdicts: [] },
  { type: 'left', rule: null, play: 'direct', verdicts: ['wrong_type'] },
  { type: 'left', rule: null, play: 'direct', verdicts: [] },
  { type: 'moved', rule: 'employer_changed', play: 'archive', verdicts: ['not_a_job_change'] },
  { type: 'moved', rule: 'employer_changed', play: 'direct', verdicts: ['correct'], at: '2026-01-20T12:00:00Z' },
];

beforeAll(async () => {
  app = await startTestApp({ env: HIGH_RATE_LIMITS });
  ws = await seedWorkspace(app.services);
  for (const [i, s] of SEEDS.entries()) await seed(s, i);
}, 120_000);
afterAll(() => app?.close());

/**
 * Wilson 95 % intervals worked by hand, z = 1.959964, z² = 3.841459:
 *   centre = (p + z²/2n) / (1 + z²/n), half = z/(1 + z²/n) · √(p(1−p)/n + z²/4n²)
 * - 6/8:  1 + z²/8 = 1.480182; centre = (0.75 + 0.240091)/1.480182 = 0.668892;
 *         half = 1.324137 · √(0.0234375 + 0.0150057) = 1.324137 · 0.196070 = 0.259617 → [0.4093, 0.9285]
 * - 4/5:  1 + z²/5 = 1.768292; centre = (0.8 + 0.384146)/1.768292 = 0.669655;
 *         half = 1.108397 · √(0.032 + 0.0384146) = 1.108397 · 0.265357 = 0.294121 → [0.3755, 0.9638]
 * - 2/2:  1 + z²/2 = 2.920730; centre = (1 + 0.960365)/2.920730 = 0.671193;
 *         half = 0.671051 · √(0 + 0.240091) = 0.671051 · 0.489991 = 0.328809 → [0.3424, 1 (capped)]
 * - 0/1:  1 + z² = 4.841459; centre = 1.920730/4.841459 = 0.396725;
 *         half = 0.404826 · √(0 + 0.960365) = 0.404826 · 0.979982 = 0.396724 → [0, 0.7935]
 */
const HAND = {
  all: { alerts: 11, verdicts: 8, correct: 6, precision: 0.75, ci_low: 0.4093, ci_high: 0.9285 },
  moved: { alerts: 6, verdicts: 5, correct: 4, precision: 0.8, ci_low: 0.3755, ci_high: 0.9638 },
  promoted: { alerts: 3, verdicts: 2, correct: 2, precision: 1, ci_low: 0.3424, ci_high: 1 },
  left: { alerts: 2, verdicts: 1, correct: 0, precision: 0, ci_low: 0, ci_high: 0.7935 },
};

function expectFigures(actual: Record<string, unknown>, expected: Record<string, number>): void {
  for (const [key, value] of Object.entries(expected)) {
    if (['alerts', 'verdicts', 'correct'].includes(key)) expect([key, actual[key]]).toEqual([key, value]);
    else expect(actual[key] as number, key).toBeCloseTo(value, 4);
  }
}

describe('GET /changes/quality', () => {
  it('when the window holds the seeded verdicts, then alerts, verdicts, share and precision with Wilson intervals are the hand-computed ones', async () => {
    const res = await rest('GET', '/changes/quality?since=2026-02-01T00:00:00Z&until=2026-03-01T00:00:00Z', undefined, ws.readKey);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ since: '2026-02-01T00:00:00.000Z', until: '2026-03-01T00:00:00.000Z', confidence_level: 0.95 });
    expectFigures(res.body, HAND.all);
    expect(res.body.verdict_share).toBeCloseTo(8 / 11, 6);
    expect(res.body.verdict_counts).toEqual({ correct: 6, not_a_job_change: 1, wrong_person: 0, wrong_company: 0, wrong_type: 1 });
    expect(res.body.by_type.map((g: { type: string }) => g.type)).toEqual(['left', 'moved', 'promoted']);
    for (const g of res.body.by_type) expectFigures(g, HAND[g.type as keyof typeof HAND]);
    expect(res.body.by_rule.map((g: { rule: string }) => g.rule)).toEqual(['employer_changed', 'seniority_step_up', 'unknown']);
    const byRule: Record<string, Record<string, number>> = { employer_changed: HAND.moved, seniority_step_up: HAND.promoted, unknown: HAND.left };
    for (const g of res.body.by_rule) expectFigures(g, byRule[g.rule]!);
  });

  it('when the window holds no alerts, then the counts are zero and precision, share and intervals are null', async () => {
    const res = await rest('GET', '/changes/quality?since=2025-01-01T00:00:00Z&until=2025-02-01T00:00:00Z', undefined, ws.readKey);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ alerts: 0, verdicts: 0, correct: 0, precision: null, ci_low: null, ci_high: null, verdict_share: null, by_type: [], by_rule: [] });
  });

  it('when since is not before until or not a date-time, then it is a 400 validation_error', async () => {
    for (const q of ['since=2026-03-01T00:00:00Z&until=2026-02-01T00:00:00Z', 'since=yesterday']) {
      const res = await rest('GET', `/changes/quality?${q}`, undefined, ws.readKey);
      expect([q, res.status, res.body.error?.code]).toEqual([q, 400, 'validation_error']);
    }
  });
});
