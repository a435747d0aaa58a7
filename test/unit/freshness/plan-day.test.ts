import { describe, expect, it } from 'vitest';

import { DAY_MS, flatModel, type HazardModel, planDay, type PlannerProfile } from '../../../src/domain/freshness/index';
import { Rng } from '../../../src/sandbox/world/prng';

const START = Date.UTC(2026, 0, 1, 6);
const CADENCE = 30.44;

function profiles(n: number, rng = new Rng(1, 'plan')): PlannerProfile[] {
  const seniorities = ['ic', 'manager', 'director', 'vp', 'c_level'] as const;
  const functions = ['sales', 'engineering', 'finance', 'marketing'] as const;
  return Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    lastCheckedAt: START - (1 + rng.int(30)) * DAY_MS,
    traits: {
      seniority: seniorities[rng.int(5)]!,
      function: functions[rng.int(4)]!,
      currentSince: `20${10 + rng.int(16)}-0${1 + rng.int(9)}`,
      companyKey: `c${rng.int(50)}`,
    },
    flag: null,
  }));
}

/** A model where sales ICs change 6× as often as C-level finance people. */
const SKEWED: HazardModel = {
  ...flatModel(),
  seniority: { ic: 0.4, c_level: -0.5 },
  function: { sales: 0.5, finance: -0.3 },
  tenureExponent: -0.2,
};

/** Runs the planner day by day over whole months; returns checks per profile and the worst gap. */
function simulate(
  ps: PlannerProfile[],
  model: HazardModel,
  days: number,
  monthly: number | null,
  flagsOn?: (day: number) => { id: string; trigger: 'feed' | 'signal' }[],
) {
  let creditsLeft = monthly;
  const spentByMonth: number[] = [];
  let maxGap = 0;
  const flagOrder: { day: number; positions: number[]; flagged: number }[] = [];
  for (let day = 0; day < days; day++) {
    const dayOfMonth = day % 30;
    if (dayOfMonth === 0) {
      creditsLeft = monthly;
      spentByMonth.push(0);
    }
    const now = START + day * DAY_MS;
    const flags = flagsOn?.(day) ?? [];
    for (const f of flags) ps.find((p) => p.id === f.id)!.flag = { trigger: f.trigger, at: now - 3600_000 };
    const plan = planDay({ now, profiles: ps, model, companyEvents: [], cadenceDays: CADENCE, budget: { creditsLeft, daysLeft: 30 - dayOfMonth } });
    expect(new Set(plan.map((c) => c.profileId)).size).toBe(plan.length);
    if (flags.length) {
      const ids = new Set(flags.map((f) => f.id));
      flagOrder.push({ day, positions: plan.flatMap((c, i) => (ids.has(c.profileId) ? [i] : [])), flagged: flags.length });
    }
    for (const c of plan) {
      const p = ps.find((x) => x.id === c.profileId)!;
      maxGap = Math.max(maxGap, (now - p.lastCheckedAt!) / DAY_MS);
      p.lastCheckedAt = now;
    }
    spentByMonth[spentByMonth.length - 1]! += plan.length;
    if (creditsLeft !== null) creditsLeft -= plan.length;
    for (const p of ps) if (p.lastCheckedAt !== null) maxGap = Math.max(maxGap, (now - p.lastCheckedAt) / DAY_MS);
  }
  return { spentByMonth, maxGap, flagOrder };
}

describe('planDay', () => {
  it('when a month has a budget, then the month never spends more than it, and spends all of it', () => {
    const ps = profiles(600);
    const { spentByMonth } = simulate(ps, SKEWED, 120, 450);
    for (const spent of spentByMonth) {
      expect(spent).toBeLessThanOrEqual(450);
      expect(spent).toBeGreaterThanOrEqual(445);
    }
  });

  it('when the budget is tight and the model skewed, then nobody goes unchecked longer than twice the cadence', () => {
    const ps = profiles(600);
    const { maxGap } = simulate(ps, SKEWED, 180, 600);
    expect(maxGap).toBeLessThanOrEqual(2 * CADENCE);
  });

  it('when the model is flat, then the planner is the cadence round robin: everybody every ~30 days', () => {
    const ps = profiles(300);
    const gaps: number[] = [];
    let creditsLeft = 300;
    for (let day = 0; day < 90; day++) {
      if (day % 30 === 0) creditsLeft = 300;
      const now = START + day * DAY_MS;
      const plan = planDay({ now, profiles: ps, model: flatModel(), companyEvents: [], cadenceDays: 30, budget: { creditsLeft, daysLeft: 30 - (day % 30) } });
      creditsLeft -= plan.length;
      for (const c of plan) {
        const p = ps.find((x) => x.id === c.profileId)!;
        if (day >= 40) gaps.push((now - p.lastCheckedAt!) / DAY_MS);
        p.lastCheckedAt = now;
      }
    }
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(29);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(31);
  });

  it('when the model is skewed, then high-hazard profiles are checked more often, about as √ of their hazard', () => {
    const ps = profiles(800);
    const counts = new Map<string, number>();
    let creditsLeft = 800;
    for (let day = 0; day < 240; day++) {
      if (day % 30 === 0) creditsLeft = 800;
      const now = START + day * DAY_MS;
      const plan = planDay({ now, profiles: ps, model: SKEWED, companyEvents: [], cadenceDays: CADENCE, budget: { creditsLeft, daysLeft: 30 - (day % 30) } });
      creditsLeft -= plan.length;
      for (const c of plan) {
        const p = ps.find((x) => x.id === c.profileId)!;
        p.lastCheckedAt = now;
        if (day >= 60) counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
      }
    }
    const rate = (pred: (p: PlannerProfile) => boolean) => {
      const group = ps.filter(pred);
      return group.reduce((s, p) => s + (counts.get(p.id) ?? 0), 0) / group.length;
    };
    const hot = rate((p) => p.traits.seniority === 'ic' && p.traits.function === 'sales');
    const cold = rate((p) => p.traits.seniority === 'c_level' && p.traits.function === 'finance');
    // Hazard ratio e^(0.4+0.5+0.5+0.3) = e^1.7 ≈ 5.5, so the square-root rule asks for ≈ 2.3× the checks
    // (the cold group is held up by the fairness floor: at least one check per 2 cadences).
    expect(hot / cold).toBeGreaterThan(1.8);
    expect(hot / cold).toBeLessThan(2.8);
  });

  it('when profiles are flagged, then they come first (signals before feed entries), even past the day\'s share', () => {
    const ps = profiles(600);
    const flagsOn = (day: number) =>
      day === 45 ? Array.from({ length: 40 }, (_, i) => ({ id: `p${i * 7}`, trigger: i % 2 ? ('feed' as const) : ('signal' as const) })) : [];
    const { flagOrder } = simulate(ps, SKEWED, 50, 600, flagsOn);
    const [day45] = flagOrder;
    expect(day45!.positions).toEqual(Array.from({ length: 40 }, (_, i) => i));
    const fresh = profiles(600);
    const plan = planDay({
      now: START,
      profiles: [
        { ...fresh[0]!, flag: { trigger: 'feed', at: START - 1000 } },
        { ...fresh[1]!, flag: { trigger: 'signal', at: START - 500 } },
        ...fresh.slice(2),
      ],
      model: SKEWED,
      companyEvents: [],
      cadenceDays: CADENCE,
      budget: { creditsLeft: 100, daysLeft: 30 },
    });
    expect(plan.slice(0, 2)).toEqual([
      { profileId: fresh[1]!.id, trigger: 'signal' },
      { profileId: fresh[0]!.id, trigger: 'feed' },
    ]);
  });

  it('when flags outnumber what the budget can spare, then the floor keeps its credits and the budget holds', () => {
    const ps = profiles(300).map((p, i) => ({ ...p, lastCheckedAt: START - (i < 100 ? 55 : 10) * DAY_MS }));
    const flagged = ps.map((p, i) => (i >= 100 ? { ...p, flag: { trigger: 'signal' as const, at: START - 1000 } } : p));
    const plan = planDay({ now: START, profiles: flagged, model: SKEWED, companyEvents: [], cadenceDays: CADENCE, budget: { creditsLeft: 150, daysLeft: 10 } });
    expect(plan.length).toBeLessThanOrEqual(150);
    // The 100 profiles 55 days unchecked must be checked within the 10 days left (floor 61 days): they keep their credits.
    expect(plan.filter((c) => c.trigger === 'signal').length).toBe(50);
  });

  it('when there is no budget, then it plans about the cadence\'s daily rate and every flag', () => {
    const ps = profiles(3044).map((p, i) => (i < 20 ? { ...p, flag: { trigger: 'feed' as const, at: START - 1 } } : p));
    const plan = planDay({ now: START, profiles: ps, model: SKEWED, companyEvents: [], cadenceDays: CADENCE, budget: { creditsLeft: null, daysLeft: 30 } });
    expect(plan.length).toBe(100);
    expect(plan.filter((c) => c.trigger === 'feed')).toHaveLength(20);
  });

  it('when credits are gone, then nothing is planned, not even flags or the floor', () => {
    const ps = profiles(100).map((p) => ({ ...p, lastCheckedAt: START - 70 * DAY_MS, flag: { trigger: 'signal' as const, at: START } }));
    expect(planDay({ now: START, profiles: ps, model: SKEWED, companyEvents: [], cadenceDays: CADENCE, budget: { creditsLeft: 0, daysLeft: 5 } })).toEqual([]);
  });

  it('when a layoff is announced at a profile\'s employer, then its profiles jump the hazard ranking', () => {
    const ps = profiles(400).map((p) => ({ ...p, lastCheckedAt: START - 10 * DAY_MS }));
    const model: HazardModel = { ...flatModel(), companyEvent: { logMultiplier: 2, beforeDays: 14, afterDays: 45 } };
    const plan = planDay({
      now: START,
      profiles: ps,
      model,
      companyEvents: [{ companyKey: 'c7', kind: 'layoff', announcedAt: START - 2 * DAY_MS }],
      cadenceDays: CADENCE,
      budget: { creditsLeft: 400, daysLeft: 30 },
    });
    const atC7 = ps.filter((p) => p.traits.companyKey === 'c7').map((p) => p.id);
    expect(atC7.length).toBeGreaterThan(0);
    expect(new Set(plan.slice(0, atC7.length).map((c) => c.profileId))).toEqual(new Set(atC7));
  });

  it('when a tight budget and the floor meet signals every day, then every signal is planned the day it arrives, the floor and the budget hold', () => {
    // A weekly cadence (floor 14 days) over 120 profiles needs about 120 / 13 floor checks a day (277 a month);
    // 320 credits a month leave little more. Signals arrive every day, more on each month's last days; the
    // planner is told the usual rate. The hazard ranking must leave them their credits on the month's last days
    // (before it did, 10 signals waited a day and one profile went 14 days unchecked).
    const weekly = 7;
    const ps = profiles(120, new Rng(3, 'tight')).map((p, i) => ({ ...p, lastCheckedAt: START - (i % 13) * DAY_MS }));
    const rng = new Rng(6, 'signals');
    const monthly = 320;
    let creditsLeft = monthly;
    let spent = 0;
    let worstGap = 0;
    const late: string[] = [];
    for (let day = 0; day < 180; day++) {
      const dayOfMonth = day % 30;
      if (dayOfMonth === 0) {
        expect(spent).toBeLessThanOrEqual(monthly);
        creditsLeft = monthly;
        spent = 0;
      }
      const now = START + day * DAY_MS;
      const signals = rng.poisson(dayOfMonth >= 27 ? 3 : 1.2);
      const flagged = new Set<string>();
      for (let k = 0; k < signals; k++) {
        const p = ps[rng.int(ps.length)]!;
        p.flag = { trigger: 'signal', at: now - 3600_000 };
        flagged.add(p.id);
      }
      const budget = { creditsLeft, daysLeft: 30 - dayOfMonth };
      const plan = planDay({ now, profiles: ps, model: SKEWED, companyEvents: [], cadenceDays: weekly, budget, expectedFlagsPerDay: 1.2 });
      const planned = new Set(plan.map((c) => c.profileId));
      for (const id of flagged) if (!planned.has(id)) late.push(`${id} on day ${day}`);
      for (const c of plan) {
        const p = ps.find((x) => x.id === c.profileId)!;
        worstGap = Math.max(worstGap, (now - p.lastCheckedAt!) / DAY_MS);
        p.lastCheckedAt = now;
        p.flag = null;
      }
      creditsLeft -= plan.length;
      spent += plan.length;
    }
    expect(late).toEqual([]);
    expect(worstGap).toBeLessThan(2 * weekly);
  });
});
