import { describe, expect, it } from 'vitest';

import { meanLagRatio, squareRootIntervals } from '../../../src/domain/freshness/allocation';
import { DAY_MS, flatModel, type HazardModel, planDay, type PlannerProfile } from '../../../src/domain/freshness/index';

const START = Date.UTC(2026, 0, 1, 6);

/** Two classes of equal size, the hot one changing `ratio` × as often as the cold one. */
function twoClasses(n: number, cold: number, ratio: number): number[] {
  return Array.from({ length: 2 * n }, (_, i) => (i < n ? cold : cold * ratio));
}

describe('squareRootIntervals (the lag-optimal allocation)', () => {
  it('when one class changes 4× as often, then it is checked every 22.5 days and the other every 45 (budget of a 30-day sweep), for 0.9× the sweep\'s mean lag', () => {
    // Σ 1/T = 2/30 with T_hot = T_cold / √4: 1/T_cold + 2/T_cold = 2/30, so T_cold = 45, T_hot = 22.5;
    // mean lag ∝ (1·45 + 4·22.5) / (5·30) = 0.9 of the uniform sweep's.
    const hazards = twoClasses(50, 0.001, 4);
    const t = squareRootIntervals(hazards, 30, 60);
    expect(t[0]).toBeCloseTo(45, 6);
    expect(t[99]).toBeCloseTo(22.5, 6);
    expect(meanLagRatio(hazards, t, 30)).toBeCloseTo(0.9, 6);
  });

  it('when the square root would leave the cold class past the floor, then it sits on the floor and the hot class gets the rest', () => {
    // Hot 100× cold: unbounded √ would check the cold every 55 days (floor 40); capped at 40,
    // 1/T_hot = 2/30 − 1/40, T_hot = 24.
    const hazards = twoClasses(50, 0.001, 100);
    const t = squareRootIntervals(hazards, 30, 40);
    expect(t[0]).toBeCloseTo(40, 6);
    expect(t[99]).toBeCloseTo(24, 6);
  });

  it('when the exponent is varied around ½, then the analytic mean lag is lowest at ½ (periodic checks, Poisson changes)', () => {
    const hazards = Array.from({ length: 400 }, (_, i) => 0.0005 * Math.exp(((i % 20) - 10) / 6));
    const ratioAt = (gamma: number) => meanLagRatio(hazards, squareRootIntervals(hazards.map((h) => Math.pow(h, 2 * gamma)), 30, 1e9), 30);
    const best = ratioAt(0.5);
    for (const gamma of [0.3, 0.4, 0.45, 0.55, 0.6, 0.7, 1]) expect(ratioAt(gamma)).toBeGreaterThan(best);
  });

  it('when the planner runs day by day on the two classes, then its checks realise the same intervals (index h·e²/2 ⇒ T ∝ 1/√h)', () => {
    const model: HazardModel = { ...flatModel(0.001), seniority: { ic: Math.log(4) } };
    const ps: PlannerProfile[] = Array.from({ length: 400 }, (_, i) => ({
      id: `p${i}`,
      lastCheckedAt: START - (1 + (i % 30)) * DAY_MS,
      traits: { seniority: i < 200 ? 'manager' : 'ic', function: null, currentSince: '2025-01', companyKey: null },
      flag: null,
    }));
    const gaps = { cold: [] as number[], hot: [] as number[] };
    let creditsLeft = 400;
    for (let day = 0; day < 300; day++) {
      if (day % 30 === 0) creditsLeft = 400;
      const now = START + day * DAY_MS;
      const plan = planDay({ now, profiles: ps, model, companyEvents: [], cadenceDays: 30, budget: { creditsLeft, daysLeft: 30 - (day % 30) } });
      creditsLeft -= plan.length;
      for (const c of plan) {
        const p = ps[Number(c.profileId.slice(1))]!;
        if (day >= 120) (p.traits.seniority === 'ic' ? gaps.hot : gaps.cold).push((now - p.lastCheckedAt!) / DAY_MS);
        p.lastCheckedAt = now;
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    // The tenure term is flat here (a one-year hazard), so the only difference is the class's 4×.
    expect(mean(gaps.cold)).toBeGreaterThan(45 * 0.93);
    expect(mean(gaps.cold)).toBeLessThan(45 * 1.07);
    expect(mean(gaps.hot)).toBeGreaterThan(22.5 * 0.93);
    expect(mean(gaps.hot)).toBeLessThan(22.5 * 1.07);
  });
});
