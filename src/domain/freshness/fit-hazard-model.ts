import { JOB_FUNCTIONS, SENIORITIES } from '../titles/types';
import { type Career, careerOf, fitCareerPace, logPace } from './career-pace';
import { choleskySolve } from './cholesky';
import { DAY_MS, DEFAULT_DAILY_HAZARD, eventWindows, flatModel, sinceToMs, tenureDays, windowExposure } from './hazard-model';
import type { CareerPace, CheckObservation, CompanyEvent, HazardModel } from './types';

/**
 * Fits the proportional-hazards model of `HazardModel` on a workspace's check history.
 *
 * Each check after the first covers an interval (previousAt, at] in which the service only learns
 * whether at least one change happened: interval-censored data. With the hazard constant over an
 * interval, P(change) = 1 − exp(−μ), μ = h·exposure; unchanged intervals contribute −μ, which only
 * needs the exposure summed per cell (seniority × function × tenure bin), so the fit is linear in the
 * history and its Newton steps run on a few thousand cells: 100,000 observations fit in tens of
 * milliseconds. Changed intervals keep their own term (the exact likelihood, not a Poisson guess).
 *
 * Ridge penalties (Gaussian priors centred on "no effect") keep thin data from inventing effects:
 * with nothing to learn the fit stays at the flat model, and the planner at the cadence's round robin.
 */
export function fitHazardModel(
  history: readonly CheckObservation[],
  events: readonly CompanyEvent[],
  now: number,
  options: FitOptions = {},
): HazardModel {
  const base = flatModel();
  const without = options.without ?? [];
  const pace = without.includes('pace') || without.includes('history') ? null : fitCareerPace(latestCareers(history));
  const prior = priorsWithout(without, pace !== null);
  const data = collect(history, events, now, base, pace);
  if (data.changes === 0 || data.exposure <= 0) {
    return { ...flatModel(data.exposure > 0 ? Math.max(DEFAULT_DAILY_HAZARD / 10, 0.5 / data.exposure) : DEFAULT_DAILY_HAZARD), fit: fitInfo(data, now) };
  }
  const units = toUnits(data);
  let theta = new Float64Array(P);
  theta[I_INTERCEPT] = Math.log(data.changes / data.exposure);
  for (let iter = 0; iter < 40; iter++) {
    const { grad, hess, value } = evaluate(units, theta, prior, true);
    const step = choleskySolve(hess, grad, P);
    if (!step) break;
    let t = 1;
    let next = theta.map((v, i) => v + step[i]!);
    while (evaluate(units, next, prior, false).value < value - 1e-9 && t > 1e-4) {
      t /= 2;
      next = theta.map((v, i) => v + t * step[i]!);
    }
    theta = next;
    if (step.reduce((m, v) => Math.max(m, Math.abs(v * t)), 0) < 1e-5) break;
  }
  return toModel(theta, base, data, now, pace);
}

/** Each profile's career as its latest observation shows it (the pace model is fitted on these). */
function latestCareers(history: readonly CheckObservation[]): Career[] {
  const latest = new Map<string, CheckObservation>();
  for (const o of history) {
    const seen = latest.get(o.profileId);
    if (!seen || o.at >= seen.at) latest.set(o.profileId, o);
  }
  const careers: Career[] = [];
  for (const o of latest.values()) {
    const career = careerOf(o.traits, tenureDays(sinceToMs(o.traits.currentSince), o.at));
    if (career) careers.push(career);
  }
  return careers;
}

// Parameter layout: intercept, seniority levels, function levels, tenure (slope, bend), no job,
// not found, job history (slope, none), company event.
const I_INTERCEPT = 0;
const I_SEN = 1;
const I_FN = I_SEN + SENIORITIES.length;
const I_TENURE = I_FN + JOB_FUNCTIONS.length;
const I_TENURE2 = I_TENURE + 1;
const I_NOJOB = I_TENURE2 + 1;
const I_GONE = I_NOJOB + 1;
const I_HIST = I_GONE + 1;
const I_HIST_NONE = I_HIST + 1;
const I_EVENT = I_HIST_NONE + 1;
const P = I_EVENT + 1;
/** Prior precision (1 / sd²) of each parameter on the log scale; the intercept is free. */
const PRIOR = new Float64Array(P).fill(4);
PRIOR[I_INTERCEPT] = 0;
PRIOR[I_TENURE2] = 25;
PRIOR[I_NOJOB] = 1;
PRIOR[I_GONE] = 0.1;
PRIOR[I_EVENT] = 0.5;

/**
 * Model terms a fit can leave out (held at "no effect"), for ablations: without `pace` the history term is the
 * mean length of past jobs (the model before the career pace); without `history` neither.
 */
export type FitTerm = 'traits' | 'tenure' | 'curvature' | 'history' | 'pace' | 'events';
export interface FitOptions {
  without?: readonly FitTerm[];
}

function priorsWithout(without: readonly FitTerm[], pace: boolean): Float64Array {
  const prior = PRIOR.slice();
  const pin = (from: number, to: number) => prior.fill(1e12, from, to);
  // With a pace the history slope is the pace's coefficient (about 1 when the pace model fits; sd 1) and
  // every profile has a pace (0 without a history), so there is no "no history" level.
  if (pace) {
    prior[I_HIST] = 1;
    pin(I_HIST_NONE, I_HIST_NONE + 1);
  }
  if (without.includes('traits')) pin(I_SEN, I_TENURE);
  if (without.includes('tenure')) pin(I_TENURE, I_TENURE2 + 1);
  if (without.includes('curvature')) pin(I_TENURE2, I_TENURE2 + 1);
  if (without.includes('history')) pin(I_HIST, I_HIST_NONE + 1);
  if (without.includes('events')) pin(I_EVENT, I_EVENT + 1);
  return prior;
}

const TENURE_BIN = 0.25;
const TENURE_BINS = 48;
const NO_JOB_BIN = TENURE_BINS;
const GONE_BIN = TENURE_BINS + 1;
const HIST_BIN = 0.1;
const HIST_BINS = 60;
const NO_HIST_BIN = HIST_BINS;
const SEN_LEVELS = SENIORITIES.length + 1;
const FN_LEVELS = JOB_FUNCTIONS.length + 1;

/** A cell: the categorical and binned features every interval in it shares. */
interface Cell {
  sen: number;
  fn: number;
  bin: number;
  hist: number;
}

interface Row extends Cell {
  out: number;
  inside: number;
}

interface FitData {
  /** Unchanged intervals summed per cell (see cellIndex). */
  cellOut: Float64Array;
  cellIn: Float64Array;
  changed: Row[];
  observations: number;
  changes: number;
  exposure: number;
}

const CELLS = SEN_LEVELS * FN_LEVELS * (TENURE_BINS + 2) * (HIST_BINS + 1);

function cellIndex(c: Cell): number {
  return ((c.sen * FN_LEVELS + c.fn) * (TENURE_BINS + 2) + c.bin) * (HIST_BINS + 1) + c.hist;
}

function cellOf(index: number): Cell {
  const hist = index % (HIST_BINS + 1);
  let rest = (index - hist) / (HIST_BINS + 1);
  const bin = rest % (TENURE_BINS + 2);
  rest = (rest - bin) / (TENURE_BINS + 2);
  const fn = rest % FN_LEVELS;
  return { sen: (rest - fn) / FN_LEVELS, fn, bin, hist };
}

function binOf(tenure: number | null): number {
  if (tenure === null) return NO_JOB_BIN;
  const b = Math.round(Math.log(tenure / 365) / TENURE_BIN) + TENURE_BINS / 2;
  return Math.min(TENURE_BINS - 1, Math.max(0, b));
}

function binLogTenure(bin: number): number {
  return (bin - TENURE_BINS / 2) * TENURE_BIN;
}

/** The history covariate's bin: ln pace with a pace model, else ln(mean past job / 1 year) or "none". */
function histBinOf(o: CheckObservation, tenure: number | null, pace: CareerPace | null): number {
  let x: number;
  if (pace) x = logPace(pace, careerOf(o.traits, tenure));
  else if (o.traits.pastTenureDays == null) return NO_HIST_BIN;
  else x = Math.log(Math.max(o.traits.pastTenureDays, 30) / 365);
  const b = Math.round(x / HIST_BIN) + HIST_BINS / 2;
  return Math.min(HIST_BINS - 1, Math.max(0, b));
}

function histLog(bin: number): number {
  return (bin - HIST_BINS / 2) * HIST_BIN;
}

function collect(history: readonly CheckObservation[], events: readonly CompanyEvent[], now: number, model: HazardModel, pace: CareerPace | null): FitData {
  const data: FitData = { cellOut: new Float64Array(CELLS), cellIn: new Float64Array(CELLS), changed: [], observations: 0, changes: 0, exposure: 0 };
  const byCompany = new Map<string, number[]>();
  for (const e of events) {
    if (e.announcedAt > now) continue;
    const list = byCompany.get(e.companyKey);
    if (list) list.push(e.announcedAt);
    else byCompany.set(e.companyKey, [e.announcedAt]);
  }
  for (const o of history) {
    if (o.previousAt === null || !(o.at > o.previousAt)) continue;
    const days = (o.at - o.previousAt) / DAY_MS;
    const tenure = tenureDays(sinceToMs(o.traits.currentSince), (o.at + o.previousAt) / 2);
    const cell: Cell = {
      sen: o.traits.seniority ? SENIORITIES.indexOf(o.traits.seniority) + 1 : 0,
      fn: o.traits.function ? JOB_FUNCTIONS.indexOf(o.traits.function) + 1 : 0,
      bin: o.traits.found === false ? GONE_BIN : binOf(tenure),
      hist: histBinOf(o, tenure, pace),
    };
    const windows = o.traits.companyKey ? eventWindows(model, byCompany.get(o.traits.companyKey)) : [];
    const inside = windows.length ? windowExposure(windows, o.previousAt, o.at) : 0;
    data.observations++;
    data.exposure += days;
    if (o.changed) {
      data.changes++;
      data.changed.push({ ...cell, out: days - inside, inside });
    } else {
      const index = cellIndex(cell);
      data.cellOut[index]! += days - inside;
      data.cellIn[index]! += inside;
    }
  }
  return data;
}

/** One likelihood term: a cell of unchanged intervals (exposure summed) or one changed interval. */
interface Unit {
  /** Parameter indices and values of the linear predictor (intercept first). */
  idx: Int32Array;
  val: Float64Array;
  out: number;
  inside: number;
  changed: boolean;
}

function unitOf(c: Cell, out: number, inside: number, changed: boolean): Unit {
  const idx = [I_INTERCEPT];
  const val = [1];
  const add = (i: number, v: number): void => {
    idx.push(i);
    val.push(v);
  };
  if (c.sen > 0) add(I_SEN + c.sen - 1, 1);
  if (c.fn > 0) add(I_FN + c.fn - 1, 1);
  if (c.bin === GONE_BIN) add(I_GONE, 1);
  else if (c.bin === NO_JOB_BIN) add(I_NOJOB, 1);
  else {
    const t = binLogTenure(c.bin);
    add(I_TENURE, t);
    add(I_TENURE2, t * t);
  }
  if (c.hist === NO_HIST_BIN) add(I_HIST_NONE, 1);
  else add(I_HIST, histLog(c.hist));
  return { idx: Int32Array.from(idx), val: Float64Array.from(val), out, inside, changed };
}

function toUnits(data: FitData): Unit[] {
  const units: Unit[] = [];
  for (let index = 0; index < CELLS; index++) {
    const out = data.cellOut[index]!;
    const inside = data.cellIn[index]!;
    if (out + inside > 0) units.push(unitOf(cellOf(index), out, inside, false));
  }
  for (const r of data.changed) units.push(unitOf(r, r.out, r.inside, true));
  return units;
}

/**
 * Penalised log-likelihood at `theta` and, with `derivatives`, its gradient and negative Hessian.
 * Unchanged: ℓ = −μ. Changed: ℓ = ln(1 − e^−μ). μ = e^η · (out + m · inside), m = e^θ_event;
 * d ln μ / dθ is the unit's features plus the event share m·inside / (out + m·inside).
 */
function evaluate(units: readonly Unit[], theta: Float64Array, prior: Float64Array, derivatives: boolean): { value: number; grad: Float64Array; hess: Float64Array } {
  const grad = new Float64Array(P);
  const hess = new Float64Array(P * P);
  const m = Math.exp(theta[I_EVENT]!);
  let value = 0;
  for (const u of units) {
    let eta = 0;
    for (let k = 0; k < u.idx.length; k++) eta += theta[u.idx[k]!]! * u.val[k]!;
    const amount = u.out + m * u.inside;
    const mu = Math.exp(eta) * amount;
    let slope: number;
    let info: number;
    let eventInfo: number;
    if (u.changed) {
      const q = 1 / Math.expm1(mu);
      value += Math.log(-Math.expm1(-mu));
      slope = mu * q;
      info = mu * mu * q * (1 + q) - slope;
      // The event term's own curvature is negative here; left out (quasi-Newton; the line search keeps ascent).
      eventInfo = 0;
    } else {
      value -= mu;
      slope = -mu;
      info = mu;
      eventInfo = mu;
    }
    if (!derivatives) continue;
    const share = (m * u.inside) / amount;
    for (let a = 0; a < u.idx.length; a++) {
      const ia = u.idx[a]!;
      grad[ia]! += slope * u.val[a]!;
      for (let b = 0; b < u.idx.length; b++) hess[ia * P + u.idx[b]!]! += info * u.val[a]! * u.val[b]!;
      if (share > 0) {
        hess[ia * P + I_EVENT]! += info * u.val[a]! * share;
        hess[I_EVENT * P + ia]! += info * u.val[a]! * share;
      }
    }
    if (share > 0) {
      grad[I_EVENT]! += slope * share;
      hess[I_EVENT * P + I_EVENT]! += info * share * share + eventInfo * share * (1 - share);
    }
  }
  for (let i = 0; i < P; i++) {
    value -= (prior[i]! * theta[i]! * theta[i]!) / 2;
    grad[i]! -= prior[i]! * theta[i]!;
    hess[i * P + i]! += prior[i]!;
  }
  return { value, grad, hess };
}

function fitInfo(data: FitData, now: number): HazardModel['fit'] {
  return { observations: data.observations, changes: data.changes, exposureDays: Math.round(data.exposure), fittedAt: now };
}

function toModel(theta: Float64Array, base: HazardModel, data: FitData, now: number, pace: CareerPace | null): HazardModel {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  const seniority: HazardModel['seniority'] = {};
  SENIORITIES.forEach((s, i) => (seniority[s] = round(theta[I_SEN + i]!)));
  const fn: HazardModel['function'] = {};
  JOB_FUNCTIONS.forEach((f, i) => (fn[f] = round(theta[I_FN + i]!)));
  return {
    version: 1,
    intercept: round(theta[I_INTERCEPT]!),
    tenureExponent: round(theta[I_TENURE]!),
    tenureCurvature: round(theta[I_TENURE2]!),
    ...(pace
      ? { pace: { ...pace, coefficient: round(theta[I_HIST]!) } }
      : { history: { logMeanPastTenure: round(theta[I_HIST]!), none: round(theta[I_HIST_NONE]!) } }),
    seniority,
    function: fn,
    noJob: round(theta[I_NOJOB]!),
    notFound: round(theta[I_GONE]!),
    companyEvent: { ...base.companyEvent, logMultiplier: round(theta[I_EVENT]!) },
    fit: fitInfo(data, now),
  };
}
