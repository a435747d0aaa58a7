import type { RandomSource } from '../prng';
import type { WorldSpec } from '../spec';
import { type JobFunction,levelToSeniority } from '../titles';

export const DAYS_PER_MONTH = 30.44;

/**
 * The world's hidden job-change hazard (never shown to a policy):
 *
 *   h(τ) = c · k · A · τ^(k−1),  cumulative H(τ) = c · A · τ^k  (τ in days),
 *
 * a Weibull hazard over τ, the tenure in the current job (or the time since leaving one), with
 * shape k = `tenure_shape`, times c = seniority multiplier × function multiplier × a per-person
 * log-normal factor of mean 1 (σ = `unexplained_sigma`). A is calibrated on the generated people so
 * that their average hazard on day one is `monthly_change_rate` per month.
 */
export class WorldHazard {
  readonly shape: number;
  /** A in H(τ) = c · A · τ^k; 0 when nobody changes. */
  private scale = 0;

  constructor(private readonly spec: WorldSpec) {
    this.shape = spec.tenure_shape;
  }

  /** Trait multiplier of a title (level 0-5, function) under the spec. */
  traitMultiplier(level: number, fn: JobFunction): number {
    const m = this.spec.trait_multipliers;
    return (m.seniority[levelToSeniority(level)] ?? 1) * (m.function[fn] ?? 1);
  }

  /** A log-normal factor with mean 1. */
  drawFrailty(rng: RandomSource): number {
    const sigma = this.spec.unexplained_sigma;
    if (sigma === 0) return 1;
    return Math.exp(sigma * normal(rng) - (sigma * sigma) / 2);
  }

  /** Sets A so that the mean of c_i · h(τ_i) over the people is the spec's monthly rate. */
  calibrate(people: readonly { c: number; tenure: number }[]): void {
    const k = this.shape;
    let sum = 0;
    for (const p of people) sum += p.c * Math.pow(Math.max(p.tenure, 1), k - 1);
    const mean = people.length ? sum / people.length : 1;
    const target = this.spec.monthly_change_rate / DAYS_PER_MONTH;
    this.scale = mean > 0 ? target / (k * mean) : 0;
  }

  /** Seniority and function multipliers of the spec. */
  get multipliers(): WorldSpec['trait_multipliers'] {
    return this.spec.trait_multipliers;
  }

  /** Daily hazard at tenure τ (days) for multiplier c. */
  hazard(c: number, tenure: number): number {
    return c * this.shape * this.scale * Math.pow(Math.max(tenure, 1), this.shape - 1);
  }

  /**
   * The tenure at the next event for someone with multiplier c who has already gone `from` days
   * without one: H(τ) = H(from) + E with E ~ Exp(1). Infinity when nobody changes.
   */
  nextTenure(rng: RandomSource, c: number, from: number): number {
    if (this.scale <= 0 || c <= 0) return Infinity;
    const e = -Math.log(1 - rng.next());
    const k = this.shape;
    return Math.pow(Math.pow(Math.max(from, 0), k) + e / (c * this.scale), 1 / k);
  }
}

/** Standard normal draw (Box-Muller). */
export function normal(rng: RandomSource): number {
  const u1 = Math.max(rng.next(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * rng.next());
}
