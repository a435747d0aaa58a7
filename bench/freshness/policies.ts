/**
 * The policies the freshness bench compares:
 * - `uniform`: the contract's cadence sweep at the same credits: `credits_per_profile_month` checks
 *   per profile per calendar month, spread evenly over the month's days, in a fixed order (round robin);
 * - `adaptive`: the real planner (src/domain/freshness planDay) with a hazard model fitted every week
 *   on its own check history, flags from the feed and bounces, and announced company events;
 * - `oracle`: the same planner told the truth: a model built from the spec's multipliers and the
 *   world's calibrated Weibull (it does not know the per-person factor).
 */
import { fitHazardModel } from '../../src/domain/freshness/fit-hazard-model';
import { flatModel } from '../../src/domain/freshness/hazard-model';
import { planDay } from '../../src/domain/freshness/plan-day';
import type { CompanyEvent, HazardModel, PlannerProfile } from '../../src/domain/freshness/types';
import { WorldObserver } from './observer';
import type { PolicyRun } from './policy-run';

export interface Calendar {
  /** Days in the calendar month of world day `day`, and its day of month (1-based). */
  monthOf(day: number): { length: number; dayOfMonth: number };
}

export const calendar: Calendar = {
  monthOf(day) {
    const date = new Date(day * 86_400_000);
    const length = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    return { length, dayOfMonth: date.getUTCDate() };
  },
};

/** Checks per calendar month spread evenly over its days: how many fall on `day`. */
export function evenShare(monthly: number, day: number): number {
  const { length, dayOfMonth } = calendar.monthOf(day);
  return Math.floor((monthly * dayOfMonth) / length) - Math.floor((monthly * (dayOfMonth - 1)) / length);
}

export class UniformPolicy {
  private cursor = 0;

  constructor(
    private readonly run: PolicyRun,
    private readonly people: number,
    private readonly monthly: number,
  ) {}

  /** The round-robin position a profile starts at, so its baseline is as old as in steady state. */
  static baselineDay(person: number, people: number, startDay: number, cadenceDays: number): number {
    return startDay - ((people - person) / people) * cadenceDays;
  }

  day(day: number): void {
    for (let k = evenShare(this.monthly, day); k > 0; k--) {
      this.run.check(this.cursor, day, 'sweep');
      this.cursor = (this.cursor + 1) % this.people;
    }
  }
}

export interface PlannerPolicyOptions {
  monthly: number;
  cadenceDays: number;
  /** A fixed model (the oracle's), or null to fit one on the policy's own history. */
  model: HazardModel | null;
  refitEveryDays: number;
}

export class PlannerPolicy {
  readonly profiles: PlannerProfile[];
  model: HazardModel;
  readonly events: CompanyEvent[] = [];
  private creditsLeft: number | null = null;
  private flagsSeen: number[] = [];

  constructor(
    readonly run: PolicyRun,
    private readonly options: PlannerPolicyOptions,
  ) {
    this.model = options.model ?? flatModel();
    this.profiles = run.traits.map((traits, p) => ({ id: String(p), lastCheckedAt: WorldObserver.ms(run.last[p]!), traits, flag: null }));
  }

  /** Flags released today (signals outrank feed entries) and announced events. */
  take(news: { feed: number[]; signals: number[]; events: CompanyEvent[] }, day: number): void {
    const at = WorldObserver.ms(day) - 3600_000;
    for (const p of news.feed) {
      const profile = this.profiles[p]!;
      const pending = profile.flag && profile.flag.at > (profile.lastCheckedAt ?? -Infinity);
      if (!(pending && profile.flag!.trigger === 'signal')) profile.flag = { trigger: 'feed', at };
    }
    for (const p of news.signals) this.profiles[p]!.flag = { trigger: 'signal', at };
    this.events.push(...news.events);
    this.flagsSeen.push(news.feed.length + news.signals.length);
  }

  /** Mean flags per day over the last 30 days (the forecast's expectation). */
  flagsPerDay(): number {
    const recent = this.flagsSeen.slice(-30);
    return recent.reduce((a, b) => a + b, 0) / Math.max(1, recent.length);
  }

  budgetFor(day: number): { creditsLeft: number; daysLeft: number } {
    const { length, dayOfMonth } = calendar.monthOf(day);
    // A month spends the same as the uniform sweep's even share; a first, partial month its part of it.
    if (dayOfMonth === 1) this.creditsLeft = this.options.monthly;
    else if (this.creditsLeft === null) this.creditsLeft = Math.floor(this.options.monthly) - Math.floor((this.options.monthly * (dayOfMonth - 1)) / length);
    return { creditsLeft: this.creditsLeft, daysLeft: length - dayOfMonth + 1 };
  }

  day(day: number, startDay: number): void {
    const now = WorldObserver.ms(day);
    if (this.options.model === null && (day - startDay) % this.options.refitEveryDays === 0) {
      this.model = fitHazardModel(this.run.history, this.events, now);
    }
    const plan = planDay({
      now,
      profiles: this.profiles,
      model: this.model,
      companyEvents: this.events,
      cadenceDays: this.options.cadenceDays,
      budget: this.budgetFor(day),
      expectedFlagsPerDay: this.flagsPerDay(),
    });
    for (const c of plan) {
      const p = Number(c.profileId);
      this.run.check(p, day, c.trigger);
      const profile = this.profiles[p]!;
      profile.lastCheckedAt = now;
      profile.traits = this.run.traits[p]!;
    }
    this.creditsLeft! -= plan.length;
  }
}
