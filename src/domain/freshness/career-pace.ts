import { choleskySolve } from './cholesky';
import type { CareerPace, ProfileTraits } from './types';

/*
 * The career pace: how fast *this* person moves, read from the job history the profile shows.
 *
 * People differ in pace far more than their titles say (the sandbox's hidden per-person factor; in life,
 * temperament, market, luck). A profile's dated past jobs are a sample of the person's own job lengths, so
 * the classical shared-frailty survival model applies: a person's job ends at the Weibull hazard
 * u · A · k · L^(k−1) (L in years), u ~ Gamma(α, α) (mean 1, variance 1/α) shared by all their jobs. Given
 * n completed jobs and the cumulative hazard S = A · (Σ Lⱼ^k + τ^k) of those jobs plus the current one (of age
 * τ, met at a random point of it: a length-biased job, which weighs u^(1/k)), the posterior of u is
 * Gamma(α + n + 1/k, α + S): its mean is the person's pace, shrunk towards 1 the less history the profile
 * shows (empirical Bayes). Treating the current job as merely right-censored instead made the fit deny any
 * spread of paces (α at its bound) on the sandbox's steady-state careers.
 * k, A and α are fitted by maximum marginal likelihood on the workspace's profiles themselves (a career is
 * observed history, no check needed), so the pace is known from the first day.
 */

/** Fewer profiles with a completed past job than this: no pace model (the fit would be noise). */
export const MIN_CAREERS = 200;
const YEAR_DAYS = 365;
/** Jobs shorter than this (a start and an end in the same month) count as this long. */
const MIN_JOB_DAYS = 15;
const BOUNDS = { logScale: [-8, 4], logShape: [Math.log(0.3), Math.log(3)], logAlpha: [Math.log(0.3), Math.log(1000)] } as const;

/** One profile's career: ln of its completed jobs' lengths and of its current tenure (years). */
export interface Career {
  past: readonly number[];
  current: number | null;
}

/** The career a profile shows, with its current tenure in days (null without a current job); null without a job history. */
export function careerOf(traits: ProfileTraits, tenure: number | null): Career | null {
  if (traits.found === false || !traits.pastJobDays) return null;
  return {
    past: traits.pastJobDays.map((d) => Math.log(Math.max(d, MIN_JOB_DAYS) / YEAR_DAYS)),
    current: tenure === null ? null : Math.log(tenure / YEAR_DAYS),
  };
}

/**
 * ln of the posterior mean pace (α + m) / (α + S) of a career (m = completed jobs, plus 1/k for a current job
 * met at a random point of it: see marginalLogLik); 0 (the population mean) without one.
 */
export function logPace(pace: CareerPace, career: Career | null): number {
  if (!career) return 0;
  const { alpha, shape } = pace;
  const m = career.past.length + (career.current === null ? 0 : 1 / shape);
  return Math.log((alpha + m) / (alpha + Math.exp(pace.logScale) * careerExposure(career, shape)));
}

function careerExposure(career: Career, k: number): number {
  let s = career.current === null ? 0 : Math.exp(k * career.current);
  for (const l of career.past) s += Math.exp(k * l);
  return s;
}

/**
 * Maximum marginal likelihood of (ln A, ln k, ln α) over the careers, by Newton steps on a numerical
 * Hessian (three parameters; each evaluation is one pass over the jobs). Null when fewer than
 * MIN_CAREERS careers show a completed job.
 */
export function fitCareerPace(careers: readonly Career[]): CareerPace | null {
  const data = flatten(careers);
  if (data.withPast < MIN_CAREERS) return null;
  const f = (t: readonly number[]) => marginalLogLik(data, t);
  // Start: Weibull shape 1 at the mean job length, a moderate spread of paces.
  let theta = [Math.log(data.jobs / Math.max(data.totalYears, 1e-9)), 0, Math.log(3)];
  let value = f(theta);
  for (let iter = 0; iter < 30; iter++) {
    const { grad, hess } = numericDerivatives(f, theta, value);
    const step = choleskySolve(hess, grad, 3) ?? grad.map((g) => g * 1e-3);
    let t = 1;
    let next = clamp(theta.map((v, i) => v + step[i]!));
    let nextValue = f(next);
    while (!(nextValue >= value) && t > 1e-4) {
      t /= 2;
      next = clamp(theta.map((v, i) => v + t * step[i]!));
      nextValue = f(next);
    }
    if (!(nextValue >= value)) break;
    const moved = Math.max(...next.map((v, i) => Math.abs(v - theta[i]!)));
    theta = next;
    value = nextValue;
    if (moved < 1e-5) break;
  }
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { logScale: round(theta[0]!), shape: round(Math.exp(theta[1]!)), alpha: round(Math.exp(theta[2]!)) };
}

function clamp(theta: number[]): number[] {
  const b = [BOUNDS.logScale, BOUNDS.logShape, BOUNDS.logAlpha];
  return theta.map((v, i) => Math.min(b[i]![1], Math.max(b[i]![0], v)));
}

/** The careers as flat arrays (one pass per likelihood evaluation, no allocation). */
interface CareerData {
  /** ln length of every completed job, career after career. */
  logLengths: Float64Array;
  /** Career c's jobs are logLengths[start[c] .. start[c + 1]). */
  start: Int32Array;
  /** ln current tenure, NaN without a current job. */
  current: Float64Array;
  /** Σ ln length per career. */
  sumLogs: Float64Array;
  jobs: number;
  totalYears: number;
  withPast: number;
}

function flatten(careers: readonly Career[]): CareerData {
  let jobs = 0;
  for (const c of careers) jobs += c.past.length;
  const data: CareerData = {
    logLengths: new Float64Array(jobs),
    start: new Int32Array(careers.length + 1),
    current: new Float64Array(careers.length),
    sumLogs: new Float64Array(careers.length),
    jobs,
    totalYears: 0,
    withPast: 0,
  };
  let j = 0;
  careers.forEach((c, i) => {
    data.start[i] = j;
    data.current[i] = c.current ?? NaN;
    if (c.past.length) data.withPast++;
    for (const l of c.past) {
      data.logLengths[j++] = l;
      data.sumLogs[i]! += l;
      data.totalYears += Math.exp(l);
    }
  });
  data.start[careers.length] = j;
  return data;
}

/**
 * Σ over careers of ln ∫ Πⱼ h(Lⱼ) · p(τ) · e^(−u·S) dGamma(u; α, α) where the current job's age τ is that of a
 * job met at a random time (length-biased: density (uA)^(1/k)·e^(−uAτ^k) / Γ(1 + 1/k)), so a career counts
 * m = n + 1/k "events" with a current job, n without: n(ln A + ln k) + (k − 1) Σ ln Lⱼ + (ln A / k − ln Γ(1 + 1/k))
 * + ln Γ(α + m) − ln Γ(α) + α ln α − (α + m) ln(α + A·S), S = Σ Lⱼ^k + τ^k.
 */
function marginalLogLik(data: CareerData, theta: readonly number[]): number {
  const [logA, logK, logAlpha] = theta as [number, number, number];
  const a = Math.exp(logA);
  const k = Math.exp(logK);
  const alpha = Math.exp(logAlpha);
  const lgAlpha = lnGamma(alpha);
  const currentTerm = logA / k - lnGamma(1 + 1 / k);
  // ln Γ(α + m) − ln Γ(α) for the few values m takes (n or n + 1/k), computed once per evaluation.
  const gammaCache = new Map<number, number>();
  const lgRatio = (m: number) => {
    let v = gammaCache.get(m);
    if (v === undefined) gammaCache.set(m, (v = lnGamma(alpha + m) - lgAlpha));
    return v;
  };
  let sum = 0;
  const careers = data.current.length;
  for (let c = 0; c < careers; c++) {
    const from = data.start[c]!;
    const n = data.start[c + 1]! - from;
    const cur = data.current[c]!;
    const hasCurrent = cur === cur;
    let s = hasCurrent ? Math.exp(k * cur) : 0;
    for (let j = from; j < from + n; j++) s += Math.exp(k * data.logLengths[j]!);
    s *= a;
    const m = hasCurrent ? n + 1 / k : n;
    sum += n * (logA + logK) + (k - 1) * data.sumLogs[c]! + (hasCurrent ? currentTerm : 0) + lgRatio(m) - alpha * Math.log1p(s / alpha) - m * Math.log(alpha + s);
  }
  return sum;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, 9 terms; ~1e-15 relative). */
export function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  const z = x - 1;
  let a = c[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Gradient and negative Hessian of `f` at `theta` by central differences (f is smooth, three parameters). */
function numericDerivatives(f: (t: readonly number[]) => number, theta: readonly number[], f0: number): { grad: number[]; hess: Float64Array } {
  const h = 1e-3;
  const at = (d: Record<number, number>) => f(theta.map((v, i) => v + (d[i] ?? 0)));
  const grad = [0, 1, 2].map((i) => (at({ [i]: h }) - at({ [i]: -h })) / (2 * h));
  const hess = new Float64Array(9);
  for (let i = 0; i < 3; i++) {
    hess[i * 3 + i] = -(at({ [i]: h }) - 2 * f0 + at({ [i]: -h })) / (h * h);
    for (let j = i + 1; j < 3; j++) {
      const v = -(at({ [i]: h, [j]: h }) - at({ [i]: h, [j]: -h }) - at({ [i]: -h, [j]: h }) + at({ [i]: -h, [j]: -h })) / (4 * h * h);
      hess[i * 3 + j] = v;
      hess[j * 3 + i] = v;
    }
  }
  return { grad, hess };
}
