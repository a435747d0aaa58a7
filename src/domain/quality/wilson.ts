/** The standard normal quantile for a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval for a binomial proportion (`successes` of `trials`), Wilson (1927),
 * as in Newcombe (1998) method 3: centre (p + z²/2n) / (1 + z²/n), half-width
 * z / (1 + z²/n) · √(p(1−p)/n + z²/4n²). Unlike the normal approximation it stays inside [0, 1]
 * and is not empty at 0 or n successes. Null when there are no trials.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (trials <= 0) return null;
  if (successes < 0 || successes > trials) throw new RangeError(`successes ${successes} outside 0..${trials}`);
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  // At 0 or n successes the bound is exactly 0 or 1 (the formula gives it up to rounding).
  return { low: successes === 0 ? 0 : Math.max(0, centre - half), high: successes === trials ? 1 : Math.min(1, centre + half) };
}
