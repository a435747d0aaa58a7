import { describe, expect, it } from 'vitest';

import { DAY_MS, daysLeftInMonth, flatModel, forecastDays, type HazardModel, planDay, type PlannerProfile } from '../../../src/domain/freshness/index';
import { Rng } from '../../../src/sandbox/world/prng';

const START = Date.UTC(2026, 2, 1, 6);
const MODEL: HazardModel = { ...flatModel(), seniority: { ic: 0.3, c_level: -0.4 }, function: { sales: 0.4 }, tenureExponent: -0.2 };

function profiles(n: number): PlannerProfile[] {
  const rng = new Rng(4, 'forecast');
  return Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    lastCheckedAt: START - (1 + rng.int(30)) * DAY_MS,
    traits: { seniority: rng.chance(0.5) ? 'ic' : 'c_level', function: rng.chance(0.3) ? 'sales' : 'finance', currentSince: '2022-05', companyKey: 'c1' },
    flag: null,
  }));
}

function labels(from: number, n: number): string[] {
  return Array.from({ length: n }, (_, d) => new Date(from + d * DAY_MS).toISOString().slice(0, 10));
}

/** What the planner actually spends over `days`, with random flags at `flagsPerDay` (Poisson). */
function actualSpend(ps: PlannerProfile[], days: string[], monthly: number | null, flagsPerDay: number): number[] {
  const rng = new Rng(8, 'flags');
  let creditsLeft = monthly;
  return days.map((date, d) => {
    if (d > 0 && date.endsWith('-01')) creditsLeft = monthly;
    const now = START + d * DAY_MS;
    if (d > 0) for (let k = rng.poisson(flagsPerDay); k > 0; k--) ps[rng.int(ps.length)]!.flag = { trigger: 'feed', at: now - 1000 };
    const plan = planDay({ now, profiles: ps, model: MODEL, companyEvents: [], cadenceDays: 30.44, budget: { creditsLeft, daysLeft: daysLeftInMonth(date) } });
    for (const c of plan) {
      const p = ps.find((x) => x.id === c.profileId)!;
      p.lastCheckedAt = now;
      p.flag = null;
    }
    if (creditsLeft !== null) creditsLeft -= plan.length;
    return plan.length;
  });
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('forecastDays', () => {
  it('when there is a budget, then the forecast spends it exactly by the month end, as the planner does', () => {
    const days = labels(START, 31);
    const forecast = forecastDays({ now: START, days, profiles: profiles(2000), model: MODEL, companyEvents: [], cadenceDays: 30.44, creditsLeft: 1500, monthlyBudget: 1500, expectedFlagsPerDay: 3 });
    expect(forecast.map((d) => d.date)).toEqual(days);
    expect(sum(forecast.map((d) => d.checks))).toBe(1500);
    expect(sum(actualSpend(profiles(2000), days, 1500, 3))).toBe(1500);
  });

  it('when there is no budget and flags keep coming, then 30 forecast days match the simulated spend within 5 % (flags displace hazard checks)', () => {
    const days = labels(START, 30);
    const forecast = forecastDays({ now: START, days, profiles: profiles(3000), model: MODEL, companyEvents: [], cadenceDays: 30.44, creditsLeft: null, monthlyBudget: null, expectedFlagsPerDay: 12 });
    const predicted = sum(forecast.map((d) => d.checks));
    const actual = sum(actualSpend(profiles(3000), days, null, 12));
    expect(Math.abs(predicted - actual) / actual).toBeLessThan(0.05);
  });

  it('when the days cross into a new month, then the new month starts with the monthly budget', () => {
    const days = labels(Date.UTC(2026, 2, 25, 6), 10);
    const forecast = forecastDays({ now: Date.UTC(2026, 2, 25, 6), days, profiles: profiles(2000), model: MODEL, companyEvents: [], cadenceDays: 30.44, creditsLeft: 140, monthlyBudget: 620, expectedFlagsPerDay: 0 });
    expect(sum(forecast.slice(0, 7).map((d) => d.checks))).toBe(140);
    expect(forecast[7]!.date).toBe('2026-04-01');
    // April 1st plans its even share of the new budget, plus the floor checks that fell due.
    expect(forecast[7]!.checks).toBeGreaterThanOrEqual(Math.round(620 / 30));
    expect(forecast[6]!.checks).toBe(20);
  });
});
