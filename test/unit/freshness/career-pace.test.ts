import { describe, expect, it } from 'vitest';

import { type Career, fitCareerPace, logPace, MIN_CAREERS } from '../../../src/domain/freshness/career-pace';
import { gammaDraw } from '../../../src/sandbox/world/dynamics/hazard';
import { Rng } from '../../../src/sandbox/world/prng';
import { correlation } from '../../support/statistics';

const K = 0.8;
const A = 0.3;

/**
 * Careers of people whose jobs end at the Weibull hazard u·A·k·L^(k−1) (years), u ~ Gamma(alpha, alpha)
 * (alpha Infinity: everybody at pace 1): 0-4 completed jobs, and a current job met at a random point of it.
 */
function careers(people: number, alpha: number, seed = 5): { careers: Career[]; paces: number[] } {
  const rng = new Rng(seed, 'careers');
  const out: Career[] = [];
  const paces: number[] = [];
  for (let i = 0; i < people; i++) {
    const u = Number.isFinite(alpha) ? gammaDraw(rng, alpha) / alpha : 1;
    const length = () => Math.pow(-Math.log(1 - rng.next()) / (u * A), 1 / K);
    const past = Array.from({ length: rng.int(5) }, () => Math.log(Math.max(length(), 15 / 365)));
    // A job met at a random time is length-biased: u·A·T^k ~ Gamma(1 + 1/k); today is uniform inside it.
    const current = rng.next() * Math.pow(gammaDraw(rng, 1 + 1 / K) / (u * A), 1 / K);
    out.push({ past, current: Math.log(Math.max(current, 15 / 365)) });
    paces.push(u);
  }
  return { careers: out, paces };
}

describe('career pace (shared-frailty Weibull fit on job histories)', () => {
  it('when careers come from known paces, then the fit recovers the shape, scale and spread, and the posterior pace tracks the hidden one', () => {
    const { careers: cs, paces } = careers(6000, 3);
    const pace = fitCareerPace(cs)!;
    expect(pace.shape).toBeGreaterThan(K - 0.06);
    expect(pace.shape).toBeLessThan(K + 0.06);
    expect(Math.abs(pace.logScale - Math.log(A))).toBeLessThan(0.15);
    expect(pace.alpha).toBeGreaterThan(2);
    expect(pace.alpha).toBeLessThan(4.5);
    // The posterior mean pace correlates with the hidden pace (a profile with 0-4 past jobs says a fair amount).
    const est = cs.map((c) => logPace(pace, c));
    const truth = paces.map(Math.log);
    expect(correlation(est, truth)).toBeGreaterThan(0.45);
  });

  it('when everybody moves at the same pace, then the fit finds no spread and every pace stays near 1 (nothing to learn costs nothing)', () => {
    const { careers: cs } = careers(6000, Infinity, 8);
    const pace = fitCareerPace(cs)!;
    expect(pace.alpha).toBeGreaterThan(30);
    const far = cs.filter((c) => Math.abs(logPace(pace, c)) > 0.1).length;
    expect(far / cs.length).toBeLessThan(0.05);
  });

  it('when a profile shows many short jobs, then its pace is above 1; long jobs below 1; no history is the mean (0)', () => {
    const pace = { logScale: Math.log(A), shape: K, alpha: 3 };
    const short = Math.log(0.5);
    const long = Math.log(8);
    expect(logPace(pace, { past: [short, short, short, short], current: short })).toBeGreaterThan(0.3);
    expect(logPace(pace, { past: [long, long, long], current: long })).toBeLessThan(-0.2);
    expect(logPace(pace, null)).toBe(0);
  });

  it('when too few profiles show a completed job, then there is no pace model', () => {
    const { careers: cs } = careers(MIN_CAREERS, 3, 2);
    expect(fitCareerPace(cs.map((c, i) => (i < 10 ? c : { past: [], current: c.current })))).toBeNull();
  });
});
