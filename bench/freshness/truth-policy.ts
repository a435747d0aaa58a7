/**
 * The "told everything" reference policy (round 5): the planner's rule — flags first, the fairness
 * floor, then the top of the index h·e²/2 (expected lag accumulated since the last check) — with h
 * each person's **true** hazard today: the spec's multipliers × the person's hidden factor × the
 * Weibull hazard at the true tenure (src/sandbox/world/dynamics/hazard.ts), each as of the person's last check,
 * and, once a layoff is announced, the day it happened (each employee leaves with the spec's share). No policy the service can
 * run knows the hidden factor; this line is the bound a perfect hazard model would reach with the
 * planner's allocation, simulated (the static "told everything" ratio is its noise-free,
 * constant-hazard approximation). It spends the uniform sweep's even daily share (`evenShare`).
 */
import type { WorldObserver } from './observer';
import { evenShare } from './policies';
import type { PolicyRun } from './policy-run';

export class TruthPolicy {
  private readonly flag: Float64Array;
  /** What the policy was told at each person's last check: the true multiplier and tenure clock start (0 multiplier: no profile). */
  private readonly knownMultiplier: Float64Array;
  private readonly knownStart: Float64Array;
  private readonly knownCompany: (string | null)[];
  /** Announced layoffs by company key: the day each happened (told, though the service only sees the announcement). */
  private readonly layoffs = new Map<string, number[]>();
  private layoffsSeen = 0;

  constructor(
    readonly run: PolicyRun,
    private readonly observer: WorldObserver,
    private readonly monthly: number,
    private readonly cadenceDays: number,
  ) {
    this.flag = new Float64Array(run.last.length).fill(-Infinity);
    this.knownMultiplier = new Float64Array(run.last.length);
    this.knownStart = new Float64Array(run.last.length);
    this.knownCompany = new Array<string | null>(run.last.length).fill(null);
    for (let p = 0; p < run.last.length; p++) this.learn(p);
  }

  /**
   * Told the truth as of a check only: a change that surfaces later resets the real tenure clock, and reading that
   * before checking would tell the policy that the profile changed.
   */
  private learn(p: number): void {
    const d = this.observer.world.dynamics;
    this.knownMultiplier[p] = this.observer.snapshot(p).found ? d.multiplier(p) : 0;
    this.knownStart[p] = d.tenureStart(p);
    this.knownCompany[p] = this.observer.snapshot(p).positions.find((x) => x.is_current)?.company_social_id ?? null;
  }

  /** Feed entries and bounces released today (a flag newer than the last check goes first). */
  take(news: { feed: number[]; signals: number[] }, day: number): void {
    for (const p of [...news.signals, ...news.feed]) this.flag[p] = day;
    const { world } = this.observer;
    const released = world.dynamics.companyEvents.released;
    for (; this.layoffsSeen < released.length; this.layoffsSeen++) {
      const e = released[this.layoffsSeen]!;
      const key = world.companies()[e.company]!.social_id;
      this.layoffs.set(key, [...(this.layoffs.get(key) ?? []), e.happened]);
    }
  }

  /**
   * Expected lag accumulated since the last check by a layoff: the employee left on the day it happened with the
   * spec's share, and the leave surfaces on the profile low + ⌊n·U³⌋ days later (an in-company change,
   * src/sandbox/world/dynamics/dynamics.ts), so Σ over the days s since the last check of P(surfaced on s)·(today − s),
   * given that it had not surfaced by the last check.
   */
  private layoffIndex(p: number, day: number): number {
    const key = this.knownCompany[p];
    const happened = key ? this.layoffs.get(key) : undefined;
    if (!happened) return 0;
    const { spec } = this.observer.world.dynamics;
    const share = spec.company_events?.layoff_share ?? 0;
    const [low, high] = spec.profile_update_lag_days;
    const n = Math.floor((high - low) / 2) + 1;
    const cdf = (x: number) => (x < low ? 0 : Math.min(1, Math.cbrt((x - low + 1) / n)));
    const last = this.run.last[p]!;
    let sum = 0;
    for (const h of happened) {
      const seen = last >= h ? cdf(last - h) : 0;
      if (seen >= 1) continue;
      let lag = 0;
      for (let s = Math.max(Math.ceil(last), h); s <= day; s++) lag += (cdf(s - h) - cdf(s - h - 1)) * (day - s);
      sum += (share / (1 - share * seen)) * lag;
    }
    return sum;
  }

  day(day: number): void {
    const { run } = this;
    const d = this.observer.world.dynamics;
    const share = evenShare(this.monthly, day);
    const floor = 2 * this.cadenceDays - 1;
    const first: number[] = [];
    const index: { p: number; v: number }[] = [];
    for (let p = 0; p < run.last.length; p++) {
      const e = day - run.last[p]!;
      if (this.flag[p]! > run.last[p]! || e >= floor) first.push(p);
      else {
        const h = d.hazard.hazard(this.knownMultiplier[p]!, day - this.knownStart[p]!);
        index.push({ p, v: (h * e * e) / 2 + this.layoffIndex(p, day) });
      }
    }
    first.sort((a, b) => Number(this.flag[b]! > run.last[b]!) - Number(this.flag[a]! > run.last[a]!) || run.last[a]! - run.last[b]!);
    const plan = first.slice(0, share);
    if (plan.length < share) {
      index.sort((a, b) => b.v - a.v || run.last[a.p]! - run.last[b.p]!);
      for (const { p } of index.slice(0, share - plan.length)) plan.push(p);
    }
    for (const p of plan) {
      run.check(p, day, this.flag[p]! > run.last[p]! ? 'feed' : day - run.last[p]! >= floor ? 'sweep' : 'hazard');
      this.learn(p);
    }
  }
}
