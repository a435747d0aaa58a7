import { describe, expect, it } from 'vitest';

import { type CheckObservation, type CompanyEvent, DAY_MS, fitHazardModel } from '../../../src/domain/freshness/index';
import { Rng } from '../../../src/sandbox/world/prng';

const START = Date.UTC(2025, 0, 1);
const SENIORITY = { ic: 0.3, manager: 0, director: 0, vp: -0.1, c_level: -0.4 } as const;
const FUNCTION = { sales: 0.35, engineering: 0.1, finance: 0 } as const;
const BASE = 0.025 / 30.44;

interface Truth {
  seniority: Record<string, number>;
  function: Record<string, number>;
  tenureExponent: number;
  event: number;
}

/**
 * Monthly checks of `people` profiles for a year, each interval changed with the exact
 * interval-censored probability 1 − exp(−∫h) under the given true log multipliers.
 */
function synthetic(people: number, truth: Truth, seed = 3): { history: CheckObservation[]; events: CompanyEvent[] } {
  const rng = new Rng(seed, 'fit');
  const seniorities = Object.keys(SENIORITY) as (keyof typeof SENIORITY)[];
  const functions = Object.keys(FUNCTION) as (keyof typeof FUNCTION)[];
  const events: CompanyEvent[] = Array.from({ length: 6 }, (_, i) => ({ companyKey: `c${i}`, kind: 'layoff', announcedAt: START + (60 + 40 * i) * DAY_MS }));
  const history: CheckObservation[] = [];
  for (let i = 0; i < people; i++) {
    const s = seniorities[rng.int(seniorities.length)]!;
    const f = functions[rng.int(functions.length)]!;
    const company = `c${rng.int(40)}`;
    let sinceMs = START - (20 + rng.int(3000)) * DAY_MS;
    let last = START + rng.int(30) * DAY_MS;
    while (last + 30 * DAY_MS < START + 365 * DAY_MS) {
      const at = last + (25 + rng.int(11)) * DAY_MS;
      const since = new Date(sinceMs).toISOString().slice(0, 7);
      const tenure = Math.max(15, ((at + last) / 2 - (Date.UTC(Number(since.slice(0, 4)), Number(since.slice(5, 7)) - 1, 15))) / DAY_MS);
      const event = events.find((e) => e.companyKey === company && e.announcedAt - 14 * DAY_MS < at && e.announcedAt + 45 * DAY_MS > last);
      const inside = event ? (Math.min(at, event.announcedAt + 45 * DAY_MS) - Math.max(last, event.announcedAt - 14 * DAY_MS)) / DAY_MS : 0;
      const h = BASE * Math.exp(truth.seniority[s]! + truth.function[f]! + truth.tenureExponent * Math.log(tenure / 365));
      const mu = h * ((at - last) / DAY_MS - inside + Math.exp(truth.event) * inside);
      const changed = rng.next() < -Math.expm1(-mu);
      history.push({ profileId: `p${i}`, at, previousAt: last, changed, traits: { seniority: s, function: f, currentSince: since, companyKey: company } });
      if (changed) sinceMs = at - rng.int(20) * DAY_MS;
      last = at;
    }
  }
  return { history, events };
}

describe('fitHazardModel', () => {
  it('when the history comes from known multipliers, then the fit recovers them within ±0.12 on the log scale', () => {
    const truth: Truth = { seniority: SENIORITY, function: FUNCTION, tenureExponent: -0.25, event: 1.6 };
    const { history, events } = synthetic(12_000, truth);
    const model = fitHazardModel(history, events, START + 365 * DAY_MS);
    expect(model.fit.observations).toBeGreaterThan(100_000);
    // Compare contrasts (the reference level is absorbed by the intercept and shrunk by the prior).
    const sen = (s: keyof typeof SENIORITY) => model.seniority[s]! - model.seniority.manager!;
    for (const s of ['ic', 'director', 'vp', 'c_level'] as const) expect(Math.abs(sen(s) - (SENIORITY[s] - SENIORITY.manager))).toBeLessThan(0.12);
    const fn = (f: keyof typeof FUNCTION) => model.function[f]! - model.function.finance!;
    for (const f of ['sales', 'engineering'] as const) expect(Math.abs(fn(f) - FUNCTION[f])).toBeLessThan(0.12);
    expect(Math.abs(model.tenureExponent - truth.tenureExponent)).toBeLessThan(0.08);
    expect(Math.abs(model.companyEvent.logMultiplier - truth.event)).toBeLessThan(0.5);
  });

  it('when nothing matters, then the fit stays near the flat model (every multiplier within ±0.1)', () => {
    const flat: Truth = { seniority: { ic: 0, manager: 0, director: 0, vp: 0, c_level: 0 }, function: { sales: 0, engineering: 0, finance: 0 }, tenureExponent: 0, event: 0 };
    const { history, events } = synthetic(8_000, flat, 9);
    const model = fitHazardModel(history, events, START + 365 * DAY_MS);
    for (const v of [...Object.values(model.seniority), ...Object.values(model.function), model.tenureExponent]) expect(Math.abs(v!)).toBeLessThan(0.1);
    expect(Math.abs(model.companyEvent.logMultiplier)).toBeLessThan(0.6);
    const monthly = Math.exp(model.intercept) * 30.44;
    expect(monthly).toBeGreaterThan(0.02);
    expect(monthly).toBeLessThan(0.03);
  });

  it('when there is no history, then the model is flat with the default rate and JSON round-trips', () => {
    const model = fitHazardModel([], [], START);
    expect(model.tenureExponent).toBe(0);
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
    expect(model.fit.observations).toBe(0);
  });
});
