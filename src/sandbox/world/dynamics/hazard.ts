import { lnGamma } from '../../../domain/freshness/career-pace';
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
 * log-normal factor of mean 1 (σ = `unexplained_sigma`). The world starts in the steady state of
 * this renewal process (a person's current tenure is drawn from its stationary age distribution, past
 * jobs from its Weibull), and A is calibrated so that the steady-state rate of changes averaged over
 * the people is `monthly_change_rate` per month.
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

  /**
   * Sets A so that the people's mean steady-state change rate is the spec's monthly rate: person i
   * changes on average once per E[T_i] = Γ(1 + 1/k) · (c_i · A)^(−1/k) days.
   */
  calibrate(multipliers: ArrayLike<number>): void {
    const k = this.shape;
    let sum = 0;
    for (let i = 0; i < multipliers.length; i++) sum += Math.pow(multipliers[i]!, 1 / k);
    const mean = multipliers.length ? sum / multipliers.length : 1;
    const target = this.spec.monthly_change_rate / DAYS_PER_MONTH;
    this.scale = mean > 0 && target > 0 ? Math.pow((target * Math.exp(lnGamma(1 + 1 / k))) / mean, k) : 0;
  }

  /** A completed job's length (days) for multiplier c: Weibull with H(T) = c·A·T^k ~ Exp(1). */
  drawTenure(rng: RandomSource, c: number): number {
    if (this.scale <= 0 || c <= 0) return Infinity;
    return Math.pow(-Math.log(1 - rng.next()) / (c * this.scale), 1 / this.shape);
  }

  /**
   * The current job's age today in the steady state: the job is length-biased (c·A·T^k ~ Gamma(1 + 1/k))
   * and today falls uniformly inside it.
   */
  drawCurrentAge(rng: RandomSource, c: number): number {
    if (this.scale <= 0 || c <= 0) return Infinity;
    const length = Math.pow(gammaDraw(rng, 1 + 1 / this.shape) / (c * this.scale), 1 / this.shape);
    return rng.next() * length;
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

/** Gamma(shape, 1) draw for shape ≥ 1 (Marsaglia & Tsang). */
export function gammaDraw(rng: RandomSource, shape: number): number {
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normal(rng);
    const v = Math.pow(1 + c * x, 3);
    if (v <= 0) continue;
    const u = rng.next();
    if (Math.log(Math.max(u, Number.EPSILON)) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}
