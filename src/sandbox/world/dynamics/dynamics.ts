import { currentRole, latestRole } from '../changes';
import { dayToMonth } from '../dates';
import { F_END, F_START, F_TITLE, field, lastSlot, setField } from '../positions';
import { Rng } from '../prng';
import type { WorldSpec } from '../spec';
import type { ChangeCounts, ChangeType } from '../types';
import type { WorldState } from '../world-state';
import { applyRandomChange, type PlannedChange } from './apply';
import { hardCaseEvents } from './hard-case-events';
import { DAYS_PER_MONTH, WorldHazard } from './hazard';
import { type CompanyEventRecord, type FeedRecord, ReleaseLog, type SignalRecord, type TruthRecord } from './logs';

/** Relative frequency of each change type for someone with a job (someone without one finds a job, or deletes). */
export const CHANGE_SPLIT: Readonly<Record<ChangeType, number>> = { move: 50, promote: 20, title_edit: 10, demote: 5, leave: 10, delete: 5 };
const SPLIT_TYPES = Object.keys(CHANGE_SPLIT) as ChangeType[];
const SPLIT_WEIGHTS = SPLIT_TYPES.map((t) => CHANGE_SPLIT[t]);
/** A job's length and a career's span are capped (a very steady person still started working once). */
const MAX_JOB_DAYS = 25 * 365;
const MAX_CAREER_MONTHS = 45 * 12;
/** A jobless person's next change is a new job, or (rarely) a deleted profile. */
const JOBLESS_DELETE_SHARE = 0.05;

const FIELDS: Record<ChangeType, readonly string[]> = {
  move: ['experience', 'job_company', 'job_title', 'headline'],
  promote: ['experience', 'job_title', 'headline'],
  demote: ['experience', 'job_title', 'headline'],
  title_edit: ['job_title', 'headline'],
  leave: ['experience', 'job_company', 'headline'],
  delete: ['profile_deleted'],
};
/** What an edit that is not a job change touches (the feed cannot tell it from one). */
const NOISE_FIELDS: readonly (readonly string[])[] = [['experience'], ['headline'], ['experience', 'headline'], ['summary']];

type Action = { kind: 'real'; person: number; version: number } | { kind: 'surface'; person: number; change: PlannedChange };

/**
 * How the world moves (issue #24): each person's next change is drawn from the hidden hazard
 * (WorldHazard) as a real date; the person updates the profile some days later (it *surfaces*:
 * a check sees it from then on, with the position dated at the real month); the provider's feed
 * lists it after a lag; a leaver's old work email may bounce; companies lay people off and
 * announce it later. Everything is drawn from streams keyed by (seed, person, event number) or
 * (seed, day), so a world is a pure function of its seed, spec and sequence of operations, and an
 * explicit change to one person never shifts anyone else's future.
 */
export class WorldDynamics {
  readonly hazard: WorldHazard;
  readonly feed = new ReleaseLog<FeedRecord>();
  readonly signals = new ReleaseLog<SignalRecord>();
  readonly companyEvents = new ReleaseLog<CompanyEventRecord>();
  readonly truth: TruthRecord[] = [];
  /** Per person: the hidden factor, the real day the tenure clock started, its event counter and version. */
  private readonly frailty: Float64Array;
  private readonly clockStart: Float64Array;
  private readonly serial: Uint32Array;
  private readonly version: Uint32Array;
  /** A change is on its way to the profile (decided, not yet surfaced). */
  private readonly inFlight: Uint8Array;
  private readonly queue = new Map<number, Action[]>();
  private employer: Int32Array | null = null;

  constructor(
    private readonly state: WorldState,
    readonly spec: WorldSpec,
    private readonly seed: number,
    startDay: number,
  ) {
    const n = state.people.size;
    this.hazard = new WorldHazard(spec);
    this.frailty = new Float64Array(n);
    this.clockStart = new Float64Array(n);
    this.serial = new Uint32Array(n);
    this.version = new Uint32Array(n);
    this.inFlight = new Uint8Array(n);
    const multipliers = new Float64Array(n);
    for (let p = 0; p < n; p++) {
      this.frailty[p] = this.hazard.drawFrailty(new Rng(seed, `world/frailty/${p}`));
      multipliers[p] = this.multiplier(p);
    }
    this.hazard.calibrate(multipliers);
    for (let p = 0; p < n; p++) this.clockStart[p] = this.redateCareer(p, new Rng(seed, `world/history/${p}`), startDay);
    // The clock's first simulated day is startDay + 1.
    for (let p = 0; p < n; p++) this.scheduleNext(p, startDay + 1);
  }

  /**
   * Dates a generated career by the hazard, so that the world starts in its steady state and a
   * profile's history tells what the person's past hazard was (as real job histories do): the
   * current job's age is drawn from the stationary distribution, each earlier job's length from
   * the Weibull of its title's traits × the person's factor; gaps between jobs are kept (≤ 4 months).
   * Returns the real day the current job started.
   */
  private redateCareer(p: number, rng: Rng, startDay: number): number {
    const rec = this.state.people.at(p);
    const last = lastSlot(rec.pos);
    if (last < 0) return startDay;
    const u = this.frailty[p]!;
    const cOf = (slot: number) => {
      const t = this.state.titles.get(field(rec.pos, slot, F_TITLE));
      return this.hazard.traitMultiplier(t.level, t.fn) * u;
    };
    const oldest = dayToMonth(startDay) - MAX_CAREER_MONTHS;
    const age = Math.min(this.hazard.drawCurrentAge(rng, cOf(last)), MAX_JOB_DAYS);
    const started = startDay - Math.max(age, 0);
    const gaps: number[] = [];
    for (let slot = 0; slot < last; slot++) gaps.push(Math.min(4, Math.max(0, field(rec.pos, slot + 1, F_START) - field(rec.pos, slot, F_END))));
    let start = Math.max(oldest, dayToMonth(Math.floor(started)));
    setField(rec.pos, last, F_START, start);
    for (let slot = last - 1; slot >= 0; slot--) {
      const end = Math.max(oldest, start - gaps[slot]!);
      const months = Math.round(Math.min(this.hazard.drawTenure(rng, cOf(slot)), MAX_JOB_DAYS) / DAYS_PER_MONTH);
      setField(rec.pos, slot, F_END, end);
      start = Math.max(oldest, end - Math.max(1, months));
      setField(rec.pos, slot, F_START, start);
    }
    return started;
  }

  /** Hidden hazard multiplier c of a person now (traits of the current or latest job × own factor). */
  multiplier(p: number): number {
    const role = latestRole(this.state, this.state.people.at(p));
    const traits = role ? this.hazard.traitMultiplier(role.level, role.fn) : 1;
    return traits * (this.frailty[p] ?? 1);
  }

  /** The person's hidden factor (told to nobody; the bench's reference policy does not read it either). */
  frailtyOf(p: number): number {
    return this.frailty[p] ?? 1;
  }

  /** Real day the current tenure clock started (job start, or the day the last job ended). */
  tenureStart(p: number): number {
    return this.clockStart[p] ?? 0;
  }

  /** Simulates world day `day`: releases what is due, then layoffs, real changes and what surfaces. */
  simulateDay(day: number, counts: ChangeCounts): void {
    this.feed.release(day);
    this.signals.release(day);
    this.companyEvents.release(day);
    if (this.spec.company_events) this.layoffs(day);
    if (this.spec.hard_cases) this.hardCases(day);
    const due = this.queue.get(day);
    if (due) {
      this.queue.delete(day);
      // Real changes first (one decided today may surface today), then the surfacing ones.
      for (const a of due) if (a.kind === 'real') this.realChange(a.person, a.version, day);
      for (const a of this.queue.get(day) ?? []) due.push(a);
      this.queue.delete(day);
      for (const a of due) if (a.kind === 'surface') this.surface(a.person, a.change, day, counts);
    }
    if (this.spec.feed) this.noiseEntries(day);
  }

  private push(day: number, action: Action): void {
    const list = this.queue.get(day);
    if (list) list.push(action);
    else this.queue.set(day, [action]);
  }

  /** Draws and queues the person's next real change, having gone unchanged until `fromDay`. */
  private scheduleNext(p: number, fromDay: number): void {
    const rec = this.state.people.at(p);
    if (rec.deleted) return;
    const rng = new Rng(this.seed, `world/next/${p}/${this.serial[p]!++}`);
    const start = this.clockStart[p]!;
    const tenure = this.hazard.nextTenure(rng, this.multiplier(p), fromDay - start);
    const at = start + tenure;
    if (!Number.isFinite(at) || at > fromDay + 36_500) return;
    this.push(Math.max(Math.floor(at), Math.floor(fromDay)), { kind: 'real', person: p, version: ++this.version[p]! });
  }

  private realChange(p: number, version: number, day: number): void {
    if (version !== this.version[p] || this.inFlight[p]) return;
    const rec = this.state.people.at(p);
    if (rec.deleted) return;
    const rng = new Rng(this.seed, `world/change/${p}/${this.serial[p]!++}`);
    const role = currentRole(this.state, rec);
    let type: ChangeType;
    if (role) type = SPLIT_TYPES[rng.weightedIndex(SPLIT_WEIGHTS)] ?? 'move';
    else type = rng.chance(JOBLESS_DELETE_SHARE) ? 'delete' : 'move';
    this.decide(p, type, day + rng.next(), rng, role?.company ?? null, false);
  }

  /** Fixes when a decided change surfaces, whether a feed lists it and whether an email bounces. */
  private decide(p: number, type: ChangeType, occurred: number, rng: Rng, company: number | null, layoff: boolean): void {
    const [low, high] = this.spec.profile_update_lag_days;
    const inCompany = type === 'promote' || type === 'demote' || type === 'title_edit' || type === 'leave';
    const max = inCompany ? low + Math.floor((high - low) / 2) : high;
    const lag = low + Math.floor((max - low + 1) * Math.pow(rng.next(), 3));
    const surfaced = Math.max(Math.floor(occurred) + lag, Math.floor(occurred));
    const leaves = company !== null && (type === 'move' || type === 'leave');
    const signals = this.spec.signals;
    if (leaves && signals && rng.chance(signals.bounce_share)) {
      const [a, b] = signals.bounce_lag_days;
      const day = Math.floor(occurred) + a + rng.int(b - a + 1);
      this.signals.schedule({ person: p, day, kind: 'email_bounced', company: company! }, Math.floor(occurred));
    }
    const feed = this.spec.feed;
    let feedDay: number | null = null;
    if (feed && rng.chance(feed.coverage)) feedDay = surfaced + feed.lag_days[0] + rng.int(feed.lag_days[1] - feed.lag_days[0] + 1);
    this.inFlight[p] = 1;
    this.version[p]!++;
    this.push(surfaced, { kind: 'surface', person: p, change: { type, occurred, feedDay, layoff, detailSeed: `world/detail/${p}/${this.serial[p]!++}` } });
  }

  private surface(p: number, change: PlannedChange, day: number, counts: ChangeCounts): void {
    this.inFlight[p] = 0;
    const rec = this.state.people.at(p);
    if (rec.deleted) return;
    const before = currentRole(this.state, rec)?.company ?? null;
    const applied = applyRandomChange(this.state, new Rng(this.seed, change.detailSeed), rec, change.type, dayToMonth(Math.floor(change.occurred)));
    counts[applied]++;
    const after = rec.deleted ? null : (currentRole(this.state, rec)?.company ?? null);
    if (this.employer) this.employer[p] = after ?? -1;
    const id = this.truth.length;
    this.truth.push({ id, person: p, type: applied, occurred: change.occurred, surfaced: day, companyBefore: before, companyAfter: after, layoff: change.layoff, feedDay: change.feedDay });
    if (change.feedDay !== null) this.feed.schedule({ person: p, day: change.feedDay, changedFields: FIELDS[applied], truth: id }, day);
    if (applied !== 'title_edit') this.clockStart[p] = Math.min(change.occurred, day);
    this.scheduleNext(p, day + 1);
  }

  /** Today's side projects, returns to school, subsidiary moves and acquisitions (src/sandbox/world/dynamics/hard-case-events.ts). */
  private hardCases(day: number): void {
    for (const p of hardCaseEvents(this.state, this.spec.hard_cases!, this.seed, day)) {
      if (this.employer) this.employer[p] = currentRole(this.state, this.state.people.at(p))?.company ?? -1;
    }
  }

  /** Today's layoffs: each company lays off with the spec's yearly rate; a share of its people leave today. */
  private layoffs(day: number): void {
    const spec = this.spec.company_events!;
    const { companies, people } = this.state;
    const rng = new Rng(this.seed, `world/layoffs/${day}`);
    const count = rng.poisson((companies.size * spec.layoffs_per_company_year) / 365);
    if (count === 0) return;
    const hit = new Set<number>();
    for (let i = 0; i < count; i++) hit.add(rng.int(companies.size));
    for (const company of hit) {
      const [a, b] = spec.announce_lag_days;
      this.companyEvents.schedule({ company, kind: 'layoff', happened: day, day: day + a + rng.int(b - a + 1) }, day);
    }
    const employer = this.employers();
    for (let p = 0; p < people.size; p++) {
      if (this.inFlight[p] || !hit.has(employer[p]!)) continue;
      const rec = people.at(p);
      const role = rec.deleted ? undefined : currentRole(this.state, rec);
      if (!role || !hit.has(role.company) || !rng.chance(spec.layoff_share)) continue;
      this.decide(p, 'leave', day + rng.next(), new Rng(this.seed, `world/layoff/${p}/${this.serial[p]!++}`), role.company, true);
    }
  }

  /** Each person's current employer (company index, −1 for none or deleted), kept up to date by `surface`. */
  private employers(): Int32Array {
    if (this.employer) return this.employer;
    const { people } = this.state;
    const employer = new Int32Array(people.size);
    for (let p = 0; p < people.size; p++) {
      const rec = people.at(p);
      employer[p] = rec.deleted ? -1 : (currentRole(this.state, rec)?.company ?? -1);
    }
    this.employer = employer;
    return employer;
  }

  /** Profiles changed outside the dynamics (an explicit admin change): the employer index is rebuilt when next needed. */
  invalidate(): void {
    this.employer = null;
  }

  /** Feed entries for edits that are not job changes, so that they are `false_positive_rate` of all entries. */
  private noiseEntries(day: number): void {
    const feed = this.spec.feed!;
    if (feed.false_positive_rate <= 0 || feed.coverage <= 0) return;
    const { people } = this.state;
    const trueDaily = (people.activeCount * this.spec.monthly_change_rate * feed.coverage) / 30.44;
    const rng = new Rng(this.seed, `world/noise/${day}`);
    const count = rng.poisson((trueDaily * feed.false_positive_rate) / (1 - feed.false_positive_rate));
    for (let i = 0; i < count; i++) {
      const p = rng.int(people.size);
      if (people.at(p).deleted) continue;
      const published = day + feed.lag_days[0] + rng.int(feed.lag_days[1] - feed.lag_days[0] + 1);
      this.feed.schedule({ person: p, day: published, changedFields: rng.pick(NOISE_FIELDS), truth: null }, day);
    }
  }
}

