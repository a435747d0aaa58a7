/** Pearson's correlation of two equally long series; 0 when either does not vary. */
export function correlation(x: readonly number[], y: readonly number[]): number {
  const mean = (v: readonly number[]) => v.reduce((s, e) => s + e, 0) / v.length;
  const mx = mean(x);
  const my = mean(y);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}
