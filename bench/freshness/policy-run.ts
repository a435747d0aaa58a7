/**
 * One policy's checks against the world, scored: every check costs a credit, runs the real change
 * detection (src/domain/changes) between the last snapshot the policy saw and today's, and
 * credits each change that surfaced since with its lag (check day − the day it showed on the
 * profile). Lags, credits and gaps count only inside the measurement window.
 */
import { detectChange } from '../../src/domain/changes/detect';
import type { Snapshot } from '../../src/domain/changes/types';
import { traitsOf } from '../../src/domain/freshness/traits';
import type { CheckObservation, ProfileTraits, RefreshTrigger } from '../../src/domain/freshness/types';
import { WorldObserver } from './observer';

export interface Window {
  /** World days: credits and gaps count from `from`; changes count when they surfaced in [from, changesUntil). */
  from: number;
  changesUntil: number;
  end: number;
}

export interface PolicyFigures {
  credits: number;
  changes: number;
  detected: number;
  mean_lag_days: number;
  p50_lag_days: number;
  p90_lag_days: number;
  max_gap_days: number;
}

/**
 * The classes of change the lag is broken down by (diagnostic, round 5): a layoff's leave; a change
 * within 120 days of the person's previous change (the Weibull hazard is highest right after a start);
 * every other change.
 */
export type ChangeClass = 'layoff' | 'recent_mover' | 'other';
const RECENT_DAYS = 120;

export interface ClassFigures {
  detected: number;
  mean_lag_days: number;
}

export class PolicyRun {
  readonly last: Float64Array;
  readonly traits: ProfileTraits[];
  readonly history: CheckObservation[] = [];
  /** Checks per world day (all days, for the forecast comparison). */
  readonly checksByDay = new Map<number, number>();
  readonly byTrigger: Record<RefreshTrigger, { checks: number; found: number }> = {
    sweep: { checks: 0, found: 0 },
    hazard: { checks: 0, found: 0 },
    feed: { checks: 0, found: 0 },
    signal: { checks: 0, found: 0 },
  };
  private readonly prev: Snapshot[];
  private readonly seenTruth: Int32Array;
  private credits = 0;
  private readonly lags: number[] = [];
  private readonly lagsByClass: Record<ChangeClass, number[]> = { layoff: [], recent_mover: [], other: [] };
  private maxGap = 0;
  /** Per person, the intervals between its checks inside the window: Σ T and Σ T² (regularity). */
  private readonly intervalSum: Float64Array;
  private readonly intervalSquares: Float64Array;
  private readonly intervalCount: Uint16Array;

  constructor(
    readonly name: string,
    private readonly observer: WorldObserver,
    private readonly window: Window,
    baselineDay: (person: number) => number,
  ) {
    const n = observer.ids.length;
    this.last = new Float64Array(n);
    this.seenTruth = new Int32Array(n);
    this.intervalSum = new Float64Array(n);
    this.intervalSquares = new Float64Array(n);
    this.intervalCount = new Uint16Array(n);
    this.prev = [];
    this.traits = [];
    for (let p = 0; p < n; p++) {
      this.last[p] = baselineDay(p);
      const snap = observer.snapshot(p);
      this.prev.push(snap);
      this.traits.push(traitsOf(snap));
    }
  }

  /** Checks `person` on world day `day`; returns whether a change was detected. */
  check(person: number, day: number, trigger: RefreshTrigger): boolean {
    const snapshot = this.observer.snapshot(person);
    const truth = this.observer.truthByPerson[person]!;
    let changed = false;
    if (this.seenTruth[person]! < truth.length) {
      const prev = this.prev[person]!;
      changed = prev.found ? detectChange(prev, snapshot) !== null : false;
      if (changed) {
        for (let i = this.seenTruth[person]!; i < truth.length; i++) {
          const t = this.observer.truth[truth[i]!]!;
          if (t.surfaced < this.window.from || t.surfaced >= this.window.changesUntil) continue;
          this.lags.push(day - t.surfaced);
          this.lagsByClass[this.classOf(truth, i)].push(day - t.surfaced);
        }
      }
      this.seenTruth[person] = truth.length;
    }
    const previousAt = this.last[person]!;
    if (day >= this.window.from) {
      this.credits++;
      this.maxGap = Math.max(this.maxGap, day - previousAt);
      if (previousAt >= this.window.from) {
        this.intervalSum[person]! += day - previousAt;
        this.intervalSquares[person]! += (day - previousAt) ** 2;
        this.intervalCount[person]!++;
      }
    }
    this.history.push({ profileId: String(person), at: WorldObserver.ms(day), previousAt: WorldObserver.ms(previousAt), changed, traits: this.traits[person]!, trigger });
    this.byTrigger[trigger].checks++;
    if (changed) this.byTrigger[trigger].found++;
    if (snapshot.found) this.prev[person] = snapshot;
    this.traits[person] = traitsOf(snapshot);
    this.last[person] = day;
    this.checksByDay.set(day, (this.checksByDay.get(day) ?? 0) + 1);
    return changed;
  }

  private classOf(truth: readonly number[], i: number): ChangeClass {
    const t = this.observer.truth[truth[i]!]!;
    if (t.layoff) return 'layoff';
    const before = i > 0 ? this.observer.truth[truth[i - 1]!]! : null;
    return before && t.occurred - before.occurred <= RECENT_DAYS ? 'recent_mover' : 'other';
  }

  /** Detected changes and their mean lag per class of change. */
  byClass(): Record<ChangeClass, ClassFigures> {
    const out = {} as Record<ChangeClass, ClassFigures>;
    for (const [k, lags] of Object.entries(this.lagsByClass) as [ChangeClass, number[]][]) {
      out[k] = { detected: lags.length, mean_lag_days: round(lags.reduce((a, b) => a + b, 0) / Math.max(1, lags.length)) };
    }
    return out;
  }

  /**
   * How periodic each profile's checks were: changes arriving at random wait E[T²] / (2·E[T]) for intervals T,
   * which is T/2 when they are steady; this is the mean over profiles of E[T²] / E[T]², so 1 is perfectly
   * periodic and 1.1 costs 10 % of the lag at the same checks (the phase lever).
   */
  irregularity(): number {
    let sum = 0;
    let n = 0;
    for (let p = 0; p < this.intervalSum.length; p++) {
      const s = this.intervalSum[p]!;
      if (s <= 0) continue;
      sum += (this.intervalSquares[p]! * this.intervalCount[p]!) / (s * s);
      n++;
    }
    return n ? round(sum / n, 4) : 1;
  }

  figures(changes: number): PolicyFigures {
    let maxGap = this.maxGap;
    for (const last of this.last) maxGap = Math.max(maxGap, this.window.end - last);
    const lags = [...this.lags].sort((a, b) => a - b);
    const pct = (q: number) => (lags.length ? lags[Math.min(lags.length - 1, Math.max(0, Math.ceil(q * lags.length) - 1))]! : NaN);
    return {
      credits: this.credits,
      changes,
      detected: lags.length,
      mean_lag_days: round(lags.reduce((a, b) => a + b, 0) / Math.max(1, lags.length)),
      p50_lag_days: pct(0.5),
      p90_lag_days: pct(0.9),
      max_gap_days: round(maxGap),
    };
  }
}

export function round(v: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}
