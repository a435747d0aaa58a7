import { describe, expect, it } from 'vitest';

import type { TruthRecord } from '../../../src/sandbox/world/dynamics/logs';
import { createWorld, type SandboxWorld } from '../../../src/sandbox/world/index';
import type { WorldSpecInput } from '../../../src/sandbox/world/spec';

const QUIET: WorldSpecInput = { company_events: null, feed: null, signals: null };
const FLAT: WorldSpecInput = { ...QUIET, trait_multipliers: { seniority: {}, function: {} }, unexplained_sigma: 0 };

function world(people: number, spec: WorldSpecInput, seed = 5): SandboxWorld {
  return createWorld({ seed, people, companies: 200, spec });
}

/** Changes that surfaced in [from, to) (world days) per active person per 30.44 days. */
function monthlyRate(w: SandboxWorld, from: number, to: number): number {
  const n = w.dynamics.truth.filter((t) => t.surfaced >= from && t.surfaced < to).length;
  return n / w.activePeopleCount / ((to - from) / 30.44);
}

/** Weibull shape by maximum likelihood from complete and right-censored durations. */
function weibullShape(done: number[], censored: number[]): number {
  const all = [...done, ...censored];
  const loglik = (k: number) => {
    const scaleK = all.reduce((s, t) => s + t ** k, 0) / done.length;
    return done.reduce((s, t) => s + Math.log(k) + (k - 1) * Math.log(t), 0) - done.length * Math.log(scaleK) - done.length;
  };
  let lo = 0.2;
  let hi = 4;
  for (let i = 0; i < 80; i++) {
    const a = lo + (hi - lo) / 3;
    const b = hi - (hi - lo) / 3;
    if (loglik(a) < loglik(b)) lo = a;
    else hi = b;
  }
  return (lo + hi) / 2;
}

/** Times from each renewal (a new job or a leave) to the person's next change, censored at `end`. */
function renewalIntervals(truth: readonly TruthRecord[], end: number): { done: number[]; censored: number[] } {
  const byPerson = new Map<number, TruthRecord[]>();
  for (const t of truth) byPerson.set(t.person, [...(byPerson.get(t.person) ?? []), t]);
  const done: number[] = [];
  const censored: number[] = [];
  for (const list of byPerson.values()) {
    list.sort((a, b) => a.occurred - b.occurred);
    for (const [i, t] of list.entries()) {
      if (t.type === 'title_edit' || t.type === 'delete') continue;
      const next = list[i + 1];
      if (next) done.push(next.occurred - t.occurred);
      else censored.push(end - t.occurred);
    }
  }
  return { done, censored };
}

describe('world dynamics (issue #24)', () => {
  it('when the default world runs a year, then about 2.5 % of people change a month, steadily, with the configured mix', () => {
    const w = world(6000, {});
    const start = w.today;
    const { changes } = w.advance(360);
    const first = monthlyRate(w, start + 1, start + 181);
    const second = monthlyRate(w, start + 181, start + 361);
    for (const rate of [first, second]) {
      expect(rate).toBeGreaterThan(0.025 * 0.85);
      expect(rate).toBeLessThan(0.025 * 1.15);
    }
    expect(Math.abs(first - second) / first).toBeLessThan(0.15);
    const total = Object.values(changes).reduce((a, b) => a + b, 0);
    expect(changes.move / total).toBeGreaterThan(0.4);
    expect(changes.promote / total).toBeGreaterThan(0.12);
  });

  it('when the spec asks for 6 % a month, then the world moves at 6 % a month', () => {
    const w = world(4000, { ...QUIET, monthly_change_rate: 0.06 });
    const start = w.today;
    w.advance(180);
    const rate = monthlyRate(w, start + 1, start + 181);
    expect(rate).toBeGreaterThan(0.06 * 0.85);
    expect(rate).toBeLessThan(0.06 * 1.15);
  });

  it.each([0.6, 1.5])('when the tenure shape is %s, then the time from a new job to the next change is Weibull with that shape (±0.1)', (shape) => {
    const w = world(4000, { ...FLAT, tenure_shape: shape, monthly_change_rate: 0.12, profile_update_lag_days: [0, 0] });
    w.advance(900);
    const { done, censored } = renewalIntervals(w.dynamics.truth, w.today + 1);
    expect(done.length).toBeGreaterThan(2000);
    expect(Math.abs(weibullShape(done, censored) - shape)).toBeLessThan(0.1);
  });

  it('when seniority multipliers differ, then individual contributors change about 1.3 / 0.7 as often as C-level people', () => {
    const w = world(8000, { ...FLAT, tenure_shape: 1, trait_multipliers: { seniority: { ic: 1.3, c_level: 0.7 }, function: {} } });
    const level = new Map(w.personIds().map((id, i) => [i, w.getPerson(id)!.positions[0]!.seniority]));
    w.advance(240);
    const changed = new Set(w.dynamics.truth.map((t) => t.person));
    const share = (s: string) => {
      const group = [...level].filter(([, v]) => v === s).map(([p]) => p);
      return group.filter((p) => changed.has(p)).length / group.length;
    };
    const ratio = share('ic') / share('c_level');
    expect(ratio).toBeGreaterThan(1.5);
    expect(ratio).toBeLessThan(2.2);
  });

  it('when the feed is on, then it lists its coverage of the changes, after lag_days, with false_positive_rate of its entries noise', () => {
    const w = world(5000, { ...QUIET, monthly_change_rate: 0.06, feed: { coverage: 0.7, lag_days: [2, 20], false_positive_rate: 0.2 } });
    w.advance(240);
    const truth = w.dynamics.truth.filter((t) => t.surfaced < w.today - 25);
    const listed = truth.filter((t) => t.feedDay !== null);
    expect(listed.length / truth.length).toBeGreaterThan(0.67);
    expect(listed.length / truth.length).toBeLessThan(0.73);
    const lags = listed.map((t) => t.feedDay! - t.surfaced);
    expect(Math.min(...lags)).toBe(2);
    expect(Math.max(...lags)).toBe(20);
    expect(Math.abs(lags.reduce((a, b) => a + b, 0) / lags.length - 11)).toBeLessThan(0.6);
    const entries = w.dynamics.feed.released.filter((e) => e.day > w.today - 200);
    const noise = entries.filter((e) => e.truth === null).length / entries.length;
    expect(noise).toBeGreaterThan(0.17);
    expect(noise).toBeLessThan(0.23);
  });

  it('when signals are on, then a bounce_share of leavers bounce bounce_lag_days after they really left', () => {
    const w = world(5000, { ...QUIET, monthly_change_rate: 0.06, signals: { bounce_share: 0.4, bounce_lag_days: [5, 25] } });
    w.advance(200);
    const leavers = w.dynamics.truth.filter((t) => t.companyBefore !== null && t.companyBefore !== t.companyAfter && t.type !== 'delete' && t.occurred < w.today - 60);
    const bounces = w.dynamics.signals.released;
    const bounced = leavers.filter((t) => bounces.some((s) => s.person === t.person && s.company === t.companyBefore && s.day - Math.floor(t.occurred) >= 5 && s.day - Math.floor(t.occurred) <= 25));
    expect(bounced.length / leavers.length).toBeGreaterThan(0.35);
    expect(bounced.length / leavers.length).toBeLessThan(0.45);
  });

  it('when companies lay people off, then layoffs come at the yearly rate, take layoff_share of the people and are announced late', () => {
    const w = world(6000, { ...QUIET, company_events: { layoffs_per_company_year: 1, layoff_share: 0.3, announce_lag_days: [3, 10] } });
    w.advance(365);
    const events = w.dynamics.companyEvents.released;
    expect(events.length / 200).toBeGreaterThan(0.8);
    expect(events.length / 200).toBeLessThan(1.2);
    for (const e of events) expect(e.day - e.happened).toBeGreaterThanOrEqual(3);
    for (const e of events) expect(e.day - e.happened).toBeLessThanOrEqual(10);
    const laidOff = w.dynamics.truth.filter((t) => t.layoff);
    expect(laidOff.every((t) => t.type === 'leave')).toBe(true);
    // Each company lays off about once this year, so about layoff_share of everyone employed is laid off.
    expect(laidOff.length / 6000).toBeGreaterThan(0.24);
    expect(laidOff.length / 6000).toBeLessThan(0.36);
  });

  it('when a source is null, then the world produces none of it; the same seed and spec give the same world', () => {
    const off = world(2000, { ...QUIET, monthly_change_rate: 0.1 });
    off.advance(120);
    expect(off.dynamics.feed.released).toHaveLength(0);
    expect(off.dynamics.signals.released).toHaveLength(0);
    expect(off.dynamics.companyEvents.released).toHaveLength(0);
    expect(off.dynamics.truth.some((t) => t.layoff)).toBe(false);
    const run = () => {
      const w = world(1500, { monthly_change_rate: 0.1 }, 9);
      w.advance(50);
      w.applyChange(w.personIds()[3]!, { type: 'move', company: 'Fresh Co' });
      w.advance(50);
      return JSON.stringify([w.dynamics.truth, w.dynamics.feed.released, w.dynamics.signals.released, w.dynamics.companyEvents.released]);
    };
    expect(run()).toBe(run());
  });
});
