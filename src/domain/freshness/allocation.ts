/**
 * The lag-optimal periodic allocation of checks under a budget (the rule the planner's index realises).
 *
 * A profile whose changes come as a Poisson process of rate λᵢ (changes that *show* on the profile) and is
 * checked every Tᵢ days waits Tᵢ/2 on average for each change to be seen, so the mean detection lag over all
 * changes is Σ λᵢTᵢ/2 ÷ Σ λᵢ. Minimising it at a fixed budget Σ 1/Tᵢ = n/T̄ (Lagrange: λᵢ/2 = ν/Tᵢ²) gives
 * Tᵢ = √(2ν/λᵢ): the **square root** rule of Cho & Garcia-Molina (the exponent is ½ for mean lag, as for
 * their age metric; staleness/freshness gives a different, non-monotone rule). With the fairness floor
 * Tᵢ ≤ F the KKT conditions give Tᵢ = min(F, c/√λᵢ), c set by the budget. Checking at random (Poisson) times
 * instead of periodically doubles every lag (Tᵢ instead of Tᵢ/2).
 */

/**
 * The intervals Tᵢ = min(floor, c/√λᵢ) with c such that Σ 1/Tᵢ = n / meanInterval (the budget of a uniform
 * sweep every `meanInterval` days). Needs floor ≥ meanInterval (else the floor alone exceeds the budget).
 */
export function squareRootIntervals(hazards: ArrayLike<number>, meanInterval: number, floor: number): Float64Array {
  const n = hazards.length;
  const root = Float64Array.from({ length: n }, (_, i) => Math.sqrt(Math.max(hazards[i]!, 1e-12)));
  const spend = (c: number) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += 1 / Math.min(floor, c / root[i]!);
    return s;
  };
  // Σ 1/Tᵢ falls as c grows: bisect on a log scale.
  let lo = 1e-9;
  let hi = 1e9;
  for (let it = 0; it < 200; it++) {
    const mid = Math.sqrt(lo * hi);
    if (spend(mid) > n / meanInterval) lo = mid;
    else hi = mid;
  }
  return Float64Array.from(root, (r) => Math.min(floor, hi / r));
}

/**
 * Mean detection lag of periodic checking at `intervals` when changes arrive at `truth` rates, as a ratio of
 * the uniform sweep's (every profile every `meanInterval` days): Σ λᵢTᵢ ÷ (T̄ Σ λᵢ).
 */
export function meanLagRatio(truth: ArrayLike<number>, intervals: ArrayLike<number>, meanInterval: number): number {
  let num = 0;
  let den = 0;
  for (let i = 0; i < truth.length; i++) {
    num += truth[i]! * intervals[i]!;
    den += truth[i]!;
  }
  return num / (meanInterval * den);
}
