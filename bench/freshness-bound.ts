/**
 * The square-root allocation's mean-lag bound in closed form, per world spec (issue #24, round 5):
 *
 *   npx tsx bench/freshness-bound.ts bench/worlds/traits.json [more specs...]
 *
 * For the sandbox's hazard h = c·k·A·τ^(k−1) (c = trait multiplier m × hidden factor u, log-normal with mean 1
 * and σ = unexplained_sigma; τ the tenure, at its steady-state age) and periodic checks at Tᵢ ∝ 1/√hᵢ with no
 * floor, the mean-lag ratio against the uniform sweep is (E√h)²/E[h] (docs/freshness.md "How far can a policy
 * get"). The steady-state age of a job has density S(a)/E[T], which gives, per person,
 *   E[√h | c] = Γ((k+1)/(2k)) / (√k · Γ(1+1/k)) · (cA)^(1/(2k)),   E[h | c] = (cA)^(1/k) / Γ(1+1/k),
 * so the ratio factors into three parts, each ≤ 1:
 *   tenure  R_τ = Γ((k+1)/(2k))² / (k · Γ(1+1/k))              (what knowing τ buys),
 *   hidden  R_u = exp(−σ²/(4k²))                               (what knowing u buys),
 *   traits  R_m = E[m^(1/(2k))]² / E[m^(1/k)] over the people  (what knowing the multipliers buys).
 * Prints each part and their product, the told-everything bound. R_m alone is exactly the ratio of a policy told
 * only the traits (its hazard E[h | m] ∝ m^(1/k)); a policy told the traits and the tenure lands between R_m·R_τ·R_u
 * and R_m, nearer the first the more the tenure and the job history say about u (the bench's static ratios give it).
 */
import { readFileSync } from 'node:fs';

import { lnGamma } from '../src/domain/freshness/career-pace';
import { createWorld } from '../src/sandbox/world/create-world';
import { parseWorldSpec } from '../src/sandbox/world/spec';
import { runMain } from './support/cli';

export function tenureFactor(k: number): number {
  return Math.exp(2 * lnGamma((k + 1) / (2 * k)) - lnGamma(1 + 1 / k)) / k;
}

export function hiddenFactor(k: number, sigma: number): number {
  return Math.exp(-(sigma * sigma) / (4 * k * k));
}

export function traitsFactor(k: number, multipliers: ArrayLike<number>): number {
  let half = 0;
  let full = 0;
  for (let i = 0; i < multipliers.length; i++) {
    half += Math.pow(multipliers[i]!, 1 / (2 * k));
    full += Math.pow(multipliers[i]!, 1 / k);
  }
  const n = multipliers.length;
  return full > 0 ? (half / n) ** 2 / (full / n) : 1;
}

function main(): Promise<void> {
  const paths = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  for (const path of paths) {
    const spec = parseWorldSpec({ ...(JSON.parse(readFileSync(path, 'utf8')) as object), people: 6000 });
    const world = createWorld({ seed: spec.seed, people: spec.people, companies: spec.companies, startDate: spec.start_date, spec });
    const d = world.dynamics;
    const m = Float64Array.from({ length: spec.people }, (_, p) => d.multiplier(p) / d.frailtyOf(p));
    const k = spec.tenure_shape;
    const rTau = tenureFactor(k);
    const rU = hiddenFactor(k, spec.unexplained_sigma);
    const rM = traitsFactor(k, m);
    const row = {
      world: path,
      k,
      sigma: spec.unexplained_sigma,
      tenure: round(rTau),
      hidden: round(rU),
      traits: round(rM),
      told_everything: round(rM * rTau * rU),
    };
    console.log(JSON.stringify(row));
  }
  return Promise.resolve();
}

function round(v: number): number {
  return Math.round(v * 10_000) / 10_000;
}

runMain(main);
