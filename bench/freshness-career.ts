/**
 * What a profile's own job history can tell of the hidden per-person factor (issue #24, round 6):
 *
 *   npx tsx bench/freshness-career.ts [--people 6000] [--days 0] bench/worlds/traits.json [more specs...]
 *
 * The sandbox dates each earlier job of a person by the Weibull of that job's title × the person's hidden
 * factor u (src/sandbox/world/dynamics/dynamics.ts `redateCareer`), as the hazard of their future jobs: the
 * past carries the same u as the future. This prints, per world on its first day (the steady state), the
 * noise-free static ratios (bench/freshness/static-ratio.ts) of the square-root allocation with the hazard
 *
 * - `told_multipliers`: the spec's multipliers, shape and scale, the profile's tenure (no career);
 * - `oracle`: the bench's oracle (the career pace with the world's k, A and σ, as the service reads it);
 * - `bayes_career`: the exact posterior mean E[u | career] under the world's own prior (log-normal, σ), each
 *   past job weighed by its own title's multipliers (the service could classify past titles too), job lengths
 *   in whole months as the profile dates them: the most any policy can read of u from the career;
 * - `bayes_career_unweighted`: the same with every past job weighed like the current one (the pace's assumption):
 *   what weighing each past job by its own title buys;
 * - `bayes_career_flat_jobless`: the same with a profile without a current job at a flat one-year hazard (as the
 *   hazard model's no-job effect): what the time since the last job ended buys;
 * - `told_factor`: the spec's multipliers, shape and scale and each person's true factor, with the tenure the
 *   profile shows (its start month): what the hidden factor alone would add to `bayes_career`;
 * - `told_everything`: each person's true hazard (the hidden factor and the real tenure);
 *
 * and how much of ln u the career explains (R² of E[ln u | career] against ln u), with the spread of past jobs
 * a profile shows. The gap between `bayes_career` and `told_everything` is what no profile shows.
 *
 * With `--days N` the world first runs N days, so the careers include the jobs that ended meanwhile (what the
 * service's own checks add to the career), and `title_edits` says what the one piece of check history a career
 * does not keep adds: the R² of ln u regressed on E[ln u | career] alone and with the count of title edits that
 * surfaced in those days (an upper bound: every one of them seen).
 */
import { readFileSync } from 'node:fs';

import type { Snapshot } from '../src/domain/changes/types';
import { logHazard, sinceToMs, tenureDays } from '../src/domain/freshness/hazard-model';
import { traitsOf } from '../src/domain/freshness/traits';
import type { ProfileTraits } from '../src/domain/freshness/types';
import { classifyTitle } from '../src/domain/titles/classify';
import { createWorld } from '../src/sandbox/world/create-world';
import { parseWorldSpec, type WorldSpec } from '../src/sandbox/world/spec';
import { correlation } from '../test/support/statistics';
import { WorldObserver } from './freshness/observer';
import { oracleModel } from './freshness/oracle-model';
import { modelHazards, staticRatio, trueHazards } from './freshness/static-ratio';
import { runMain } from './support/cli';

const MONTH_DAYS = 30.44;
/** Quadrature nodes over z ~ N(0, 1) for u = exp(σz − σ²/2). */
const NODES = Array.from({ length: 161 }, (_, i) => -8 + i * 0.1);

interface Job {
  multiplier: number;
  days: number;
}

const MONTH_RE = /^(\d{4})-(\d{2})/;
function month(date: string | null): number | null {
  const m = date ? MONTH_RE.exec(date) : null;
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
}

function multiplierOf(spec: WorldSpec, title: string): number {
  const { seniority, function: fn } = classifyTitle(title);
  return (seniority ? (spec.trait_multipliers.seniority[seniority] ?? 1) : 1) * (fn ? (spec.trait_multipliers.function[fn] ?? 1) : 1);
}

/** The completed jobs a profile shows, each with its title's multiplier and its length in whole months. */
function pastJobs(spec: WorldSpec, observer: WorldObserver, p: number): Job[] {
  const jobs: Job[] = [];
  for (const pos of observer.snapshot(p).positions) {
    if (pos.is_current) continue;
    const start = month(pos.started_on);
    const end = month(pos.ended_on);
    if (start === null || end === null || end < start) continue;
    jobs.push({ multiplier: multiplierOf(spec, pos.title ?? ''), days: Math.max(1, end - start) * MONTH_DAYS });
  }
  return jobs;
}

/**
 * The running hazard clock a profile shows: the current job (its title's multiplier, its age, met at a random point
 * of it: length-biased) or, without one, the time since the latest job ended (the world restarts the clock at a leave;
 * the latest title's multiplier; survival only). Null for a profile with neither.
 */
function clockOf(spec: WorldSpec, snap: Snapshot, traits: ProfileTraits, now: number): { multiplier: number; days: number; lengthBiased: boolean } | null {
  const tenure = tenureDays(sinceToMs(traits.currentSince), now);
  if (tenure !== null) return { multiplier: multiplierOf(spec, snap.positions.find((x) => x.is_current)?.title ?? ''), days: tenure, lengthBiased: true };
  const latest = snap.positions.filter((x) => !x.is_current && x.ended_on).sort((x, y) => (y.ended_on! < x.ended_on! ? -1 : 1))[0];
  const since = tenureDays(sinceToMs(latest?.ended_on ?? null), now);
  return latest && since !== null ? { multiplier: multiplierOf(spec, latest.title ?? ''), days: since, lengthBiased: false } : null;
}

/** E[u | career] and E[ln u | career] under u = exp(σz − σ²/2): likelihood u^m · e^(−u·S), m = n (+ 1/k with a current job). */
function posterior(sigma: number, m: number, s: number): { mean: number; logMean: number } {
  let w = 0;
  let wu = 0;
  let wl = 0;
  const logs = NODES.map((z) => {
    const lu = sigma * z - (sigma * sigma) / 2;
    return { lu, ll: -(z * z) / 2 + m * lu - Math.exp(lu) * s };
  });
  const top = Math.max(...logs.map((l) => l.ll));
  for (const { lu, ll } of logs) {
    const e = Math.exp(ll - top);
    w += e;
    wu += e * Math.exp(lu);
    wl += e * lu;
  }
  return { mean: wu / w, logMean: wl / w };
}

interface CareerRead {
  /** Per person (NaN for a profile not found): E[ln u | career]. */
  logMeans: Float64Array;
  hazards: Float64Array;
  /** The same with each person's true factor instead of its estimate (the profile's tenure, month-dated). */
  toldFactor: Float64Array;
  r2: number;
  pastJobs: number[];
}

/** `weighJobs: false`: every past job weighed like the running clock; `joblessClock: false`: a profile without a job at a flat one-year hazard. */
function bayesCareer(spec: WorldSpec, observer: WorldObserver, { weighJobs = true, joblessClock = true } = {}): CareerRead {
  const { world } = observer;
  const d = world.dynamics;
  const k = d.hazard.shape;
  const a = d.hazard.hazard(1, 365) / (k * Math.pow(365, k - 1));
  const now = WorldObserver.ms(world.today);
  const n = observer.ids.length;
  const hazards = new Float64Array(n);
  const toldFactor = new Float64Array(n);
  const pastCounts = [0, 0, 0, 0, 0, 0];
  const logMeans = new Float64Array(n).fill(NaN);
  const est: number[] = [];
  const truth: number[] = [];
  for (let p = 0; p < n; p++) {
    const snap = observer.snapshot(p);
    if (!snap.found) continue;
    const traits = traitsOf(snap);
    const jobs = pastJobs(spec, observer, p);
    pastCounts[Math.min(jobs.length, 5)]!++;
    const shown = clockOf(spec, snap, traits, now);
    const clock = shown && !shown.lengthBiased && !joblessClock ? { ...shown, days: 365, lengthBiased: false, multiplier: shown.multiplier } : shown;
    const exposed = clock && (clock.lengthBiased || joblessClock) ? clock : null;
    let s = exposed ? exposed.multiplier * Math.pow(exposed.days, k) : 0;
    for (const j of jobs) s += (weighJobs ? j.multiplier : (clock?.multiplier ?? 1)) * Math.pow(j.days, k);
    const post = posterior(spec.unexplained_sigma, jobs.length + (clock?.lengthBiased ? 1 / k : 0), a * s);
    est.push(post.logMean);
    logMeans[p] = post.logMean;
    truth.push(Math.log(d.frailtyOf(p)));
    // The hazard today: the clock's title multiplier × E[u | career] × k·A·τ^(k−1).
    const base = (clock?.multiplier ?? 1) * d.hazard.hazard(1, clock?.days ?? 365);
    hazards[p] = base * post.mean;
    toldFactor[p] = base * d.frailtyOf(p);
  }
  return { logMeans, hazards, toldFactor, r2: rSquared(est, truth), pastJobs: pastCounts };
}

/** R² of y regressed on x alone. */
function rSquared(x: readonly number[], y: readonly number[]): number {
  return correlation(x, y) ** 2;
}

/** R² of y regressed on two predictors (ordinary least squares with an intercept). */
function rSquared2(x1: readonly number[], x2: readonly number[], y: readonly number[]): number {
  const n = y.length;
  const mean = (v: readonly number[]) => v.reduce((s, e) => s + e, 0) / n;
  const [m1, m2, my] = [mean(x1), mean(x2), mean(y)];
  let s11 = 0;
  let s12 = 0;
  let s22 = 0;
  let s1y = 0;
  let s2y = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const [a, b, c] = [x1[i]! - m1, x2[i]! - m2, y[i]! - my];
    s11 += a * a;
    s12 += a * b;
    s22 += b * b;
    s1y += a * c;
    s2y += b * c;
    syy += c * c;
  }
  const det = s11 * s22 - s12 * s12;
  if (!(det > 0) || !(syy > 0)) return 0;
  const b1 = (s22 * s1y - s12 * s2y) / det;
  const b2 = (s11 * s2y - s12 * s1y) / det;
  return (b1 * s1y + b2 * s2y) / syy;
}

/** R² of ln u on E[ln u | career], alone and with the count of title edits that surfaced since the start. */
function titleEdits(observer: WorldObserver, logMeans: Float64Array): { alone: number; with_edits: number; edits_per_person_year: number } {
  const d = observer.world.dynamics;
  const edits = new Float64Array(observer.ids.length);
  let days = 0;
  for (const t of d.truth) if (t.type === 'title_edit') edits[t.person]!++;
  if (d.truth.length) days = Math.max(...d.truth.map((t) => t.surfaced)) - Math.min(...d.truth.map((t) => t.surfaced)) + 1;
  const x1: number[] = [];
  const x2: number[] = [];
  const y: number[] = [];
  for (let p = 0; p < edits.length; p++) {
    if (Number.isNaN(logMeans[p])) continue;
    x1.push(logMeans[p]!);
    x2.push(edits[p]!);
    y.push(Math.log(d.frailtyOf(p)));
  }
  const perYear = days > 0 ? (x2.reduce((s, e) => s + e, 0) / x2.length) * (365 / days) : 0;
  return { alone: round(rSquared(x1, y)), with_edits: round(rSquared2(x1, x2, y)), edits_per_person_year: round(perYear) };
}

function main(): Promise<void> {
  const option = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const people = option('people', 6000);
  const days = option('days', 0);
  const paths = process.argv.slice(2).filter((x) => x.endsWith('.json'));
  for (const path of paths) {
    const spec = parseWorldSpec({ ...(JSON.parse(readFileSync(path, 'utf8')) as object), people });
    const world = createWorld({ seed: spec.seed, people: spec.people, companies: spec.companies, startDate: spec.start_date, spec });
    if (days > 0) world.advance(days);
    const observer = new WorldObserver(world);
    observer.ingest();
    const truth = trueHazards(observer);
    const career = bayesCareer(spec, observer);
    const ratio = (h: Float64Array) => round(staticRatio(truth, h));
    const oracle = oracleModel(world, spec);
    const oracleHazards = modelHazards(observer, oracle);
    const oracleLogPace = Float64Array.from(observer.ids, (_, p) => {
      const traits = traitsOf(observer.snapshot(p));
      const now = WorldObserver.ms(world.today);
      return logHazard(oracle, traits, sinceToMs(traits.currentSince), now) - logHazard({ ...oracle, pace: undefined }, traits, sinceToMs(traits.currentSince), now);
    });
    const lnU = Float64Array.from(observer.ids, (_, p) => Math.log(world.dynamics.frailtyOf(p)));
    console.log(
      JSON.stringify({
        world: path,
        people,
        k: spec.tenure_shape,
        sigma: spec.unexplained_sigma,
        past_jobs_shown: career.pastJobs,
        told_multipliers: ratio(modelHazards(observer, oracleModel(world, spec, { pace: false }))),
        oracle: ratio(oracleHazards),
        bayes_career: ratio(career.hazards),
        bayes_career_unweighted: ratio(bayesCareer(spec, observer, { weighJobs: false }).hazards),
        bayes_career_flat_jobless: ratio(bayesCareer(spec, observer, { joblessClock: false }).hazards),
        told_factor: ratio(career.toldFactor),
        told_everything: ratio(truth),
        r2_ln_u: { bayes_career: round(career.r2), oracle_pace: round(rSquared(Array.from(oracleLogPace), Array.from(lnU))) },
        ...(days > 0 ? { days, title_edits: titleEdits(observer, career.logMeans) } : {}),
      }),
    );
  }
  return Promise.resolve();
}

function round(v: number): number {
  return Math.round(v * 10_000) / 10_000;
}

runMain(main);
