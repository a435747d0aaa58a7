/**
 * A noise-free yardstick for hazard models: the mean-lag ratio (vs the uniform sweep) that periodic
 * checking at intervals ∝ 1/√ĥ (capped at the floor, at the same credits) would reach if people kept
 * today's hazards, with ĥ from a model and the changes arriving at the world's true hazards. Ranks
 * models without the simulation's sampling noise, and gives the bound for a policy that knew every
 * person's hidden factor too (what no trait explains).
 */
import { meanLagRatio, squareRootIntervals } from '../../src/domain/freshness/allocation';
import { logHazard, sinceToMs } from '../../src/domain/freshness/hazard-model';
import { traitsOf } from '../../src/domain/freshness/traits';
import type { HazardModel } from '../../src/domain/freshness/types';
import { WorldObserver } from './observer';

export function trueHazards(observer: WorldObserver): Float64Array {
  const { world } = observer;
  const d = world.dynamics;
  const out = new Float64Array(observer.ids.length);
  for (let p = 0; p < out.length; p++) {
    const snap = observer.snapshot(p);
    out[p] = snap.found ? d.hazard.hazard(d.multiplier(p), world.today - d.tenureStart(p)) : 0;
  }
  return out;
}

export function modelHazards(observer: WorldObserver, model: HazardModel): Float64Array {
  const now = WorldObserver.ms(observer.world.today);
  return Float64Array.from(observer.ids, (_, p) => {
    const traits = traitsOf(observer.snapshot(p));
    return Math.exp(logHazard(model, traits, sinceToMs(traits.currentSince), now));
  });
}

/** Σ h·T / (T̄ · Σ h) with T ∝ 1/√ĥ capped at `floorRatio` × T̄ and Σ 1/T = n / T̄ (src/domain/freshness/allocation.ts). */
export function staticRatio(truth: Float64Array, predicted: Float64Array, floorRatio = 2): number {
  return meanLagRatio(truth, squareRootIntervals(predicted, 1, floorRatio), 1);
}

/**
 * (E[√λ])² / E[λ] over the people: the mean-lag ratio of the square-root allocation without a floor, in closed
 * form (T ∝ 1/√λ with Σ 1/T = n/T̄ gives Σ λT / (T̄ Σ λ) = (Σ √λ)² / (n Σ λ)).
 */
export function sqrtBound(hazards: ArrayLike<number>): number {
  let root = 0;
  let sum = 0;
  for (let i = 0; i < hazards.length; i++) {
    root += Math.sqrt(hazards[i]!);
    sum += hazards[i]!;
  }
  return sum > 0 ? (root * root) / (hazards.length * sum) : 1;
}
