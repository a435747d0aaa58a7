/**
 * The told-the-truth reference model: what the planner would use if it knew the world's hidden
 * hazard (the spec's trait multipliers, the Weibull shape and the world's calibrated scale, the
 * layoff effect, and the spread σ of the per-person factor) but not each person's factor: that it
 * reads, as the service does, from the job history a profile shows (the career pace with the world's
 * own shape, scale and σ). `pace: false` gives the model told only the multipliers, shape and scale.
 */
import type { HazardModel } from '../../src/domain/freshness/types';
import { JOB_FUNCTIONS, SENIORITIES } from '../../src/domain/titles/types';
import type { WorldSpec } from '../../src/sandbox/world/spec';
import type { SandboxWorld } from '../../src/sandbox/world/world';

/** The company-event window the planner uses around an announcement (days before, after). */
const BEFORE = 14;
const AFTER = 45;

export function oracleModel(world: SandboxWorld, spec: WorldSpec, options: { pace: boolean } = { pace: true }): HazardModel {
  const hazard = world.dynamics.hazard;
  const ln = (m: number | undefined) => Math.log(m ?? 1);
  const seniority: HazardModel['seniority'] = {};
  for (const s of SENIORITIES) seniority[s] = ln(spec.trait_multipliers.seniority[s]);
  const fn: HazardModel['function'] = {};
  for (const f of JOB_FUNCTIONS) fn[f] = ln(spec.trait_multipliers.function[f]);
  const base = hazard.hazard(1, 365);
  const k = hazard.shape;
  const sigma = spec.unexplained_sigma;
  // The world's cumulative hazard c·A·τ^k (τ in days) is c·(A·365^k)·L^k over L in years: A·365^k = h(1 year)·365 / k.
  const pace = options.pace && base > 0 && sigma > 0 ? { logScale: Math.log((base * 365) / k), shape: k, alpha: 1 / Math.expm1(sigma * sigma), coefficient: 1 } : undefined;
  const events = spec.company_events;
  const dailyRate = spec.monthly_change_rate / 30.44;
  const layoffExcess = events && dailyRate > 0 ? events.layoff_share / (BEFORE + AFTER) / dailyRate : 0;
  return {
    version: 1,
    intercept: Math.log(Math.max(base, 1e-12)),
    tenureExponent: k - 1,
    ...(pace ? { pace } : {}),
    seniority,
    function: fn,
    noJob: 0,
    // A deleted profile never comes back in the simulated world.
    notFound: Math.log(1e-4),
    companyEvent: { logMultiplier: Math.log(1 + layoffExcess), beforeDays: BEFORE, afterDays: AFTER },
    fit: { observations: 0, changes: 0, exposureDays: 0, fittedAt: null },
  };
}
