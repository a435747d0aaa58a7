import type { CompanyStore } from './company-store';
import { dayToMonth, formatDay } from './dates';
import { WorldDynamics } from './dynamics/dynamics';
import { applyExplicitChange } from './explicit-change';
import type { FakerRandom } from './faker-random';
import { uniqueValue } from './ids';
import type { PeopleStore } from './people-store';
import type { Rng } from './prng';
import type { WorldSpec } from './spec';
import type { TitleTable } from './title-table';
import type { JobFunction, Seniority } from './titles';
import { levelToSeniority } from './titles';
import type { AdvanceResult, ChangeRequest, Company, PersonSummary, PersonView } from './types';
import { emptyChangeCounts, WorldError } from './types';
import { personSummary, personView } from './views';
import type { WorldState } from './world-state';

export const MAX_ADVANCE_DAYS = 3650;

export interface WorldParts {
  seed: number;
  startDay: number;
  state: WorldState & { people: PeopleStore; companies: CompanyStore; titles: TitleTable };
  /** Seeded Faker stream used for generation; later also for companies created by moves. */
  companyRand: FakerRandom;
  explicitRng: Rng;
  /** How the world moves (the hazard, layoffs, the feed, bounces). */
  spec: WorldSpec;
}

/**
 * The simulated professional network: companies, people and a clock.
 * Deterministic for a given seed and sequence of `advance`/`applyChange` calls.
 */
export class SandboxWorld {
  readonly seed: number;
  readonly startDate: string;
  private day: number;
  private readonly state: WorldParts['state'];
  private readonly companyRand: FakerRandom;
  private readonly explicitRng: Rng;
  /** The world's movement: hidden hazard, and the feed, signals, company events and truth it produces. */
  readonly dynamics: WorldDynamics;

  constructor(parts: WorldParts) {
    this.seed = parts.seed;
    this.day = parts.startDay;
    this.startDate = formatDay(parts.startDay);
    this.state = parts.state;
    this.companyRand = parts.companyRand;
    this.explicitRng = parts.explicitRng;
    this.dynamics = new WorldDynamics(parts.state, parts.spec, parts.seed, parts.startDay);
  }

  /** World clock as YYYY-MM-DD. */
  get now(): string {
    return formatDay(this.day);
  }

  /** World clock as days since 1970-01-01. */
  get today(): number {
    return this.day;
  }

  get peopleCount(): number {
    return this.state.people.size;
  }

  get activePeopleCount(): number {
    return this.state.people.activeCount;
  }

  get companyCount(): number {
    return this.state.companies.size;
  }

  get spec(): WorldSpec {
    return this.dynamics.spec;
  }

  /** Moves the clock forward day by day, simulating the profile changes that surface each day. */
  advance(days: number): AdvanceResult {
    if (!Number.isInteger(days) || days < 1 || days > MAX_ADVANCE_DAYS) {
      throw new WorldError(400, 'validation_error', `days must be an integer between 1 and ${MAX_ADVANCE_DAYS}`);
    }
    const changes = emptyChangeCounts();
    for (let i = 0; i < days; i++) {
      this.day++;
      this.dynamics.simulateDay(this.day, changes);
    }
    return { now: this.now, changes };
  }

  /** Applies an explicit change dated today. Throws WorldError (404 unknown id, 409 impossible change). */
  applyChange(personId: string, change: ChangeRequest): PersonView {
    const rec = this.state.people.byIdOrUndefined(personId);
    if (!rec) throw new WorldError(404, 'not_found', `No person with id "${personId}"`);
    applyExplicitChange(this.state, this.explicitRng, this.companyRand, rec, change, dayToMonth(this.day));
    this.dynamics.invalidate();
    return personView(this.state, rec);
  }

  /**
   * A company-level page merge / re-id: the company gets a new network id (and optionally a
   * new name); every profile's positions at it show them from now on, start dates unchanged.
   * Accepts the company's id or network id. Throws WorldError (404 unknown, 409 name taken).
   */
  mergeCompany(idOrSocialId: string, options: { name?: string } = {}): Company {
    const { companies } = this.state;
    const idx = companies.indexById(idOrSocialId) ?? companies.indexBySocialId(idOrSocialId);
    if (idx === undefined) throw new WorldError(404, 'not_found', `No company "${idOrSocialId}"`);
    const name = options.name?.trim();
    const owner = name ? companies.indexByName(name) : undefined;
    if (owner !== undefined && owner !== idx) throw new WorldError(409, 'name_taken', `Another company is named "${name}"`);
    const socialId = uniqueValue(
      () => String(Math.floor(10 ** (8 + this.explicitRng.next()))),
      (v) => !companies.hasSocialId(v),
    );
    return companies.rekey(idx, socialId, name || undefined);
  }

  /** Person by internal id (deleted people included, see `deleted`). */
  getPerson(id: string): PersonView | undefined {
    const rec = this.state.people.byIdOrUndefined(id);
    return rec ? personView(this.state, rec) : undefined;
  }

  /** Person by profile URL, slug or ACo id; deleted profiles resolve only with `includeDeleted`. */
  lookupProfile(value: string, options: { includeDeleted?: boolean } = {}): PersonView | undefined {
    const rec = this.state.people.resolve(value);
    if (!rec || (rec.deleted && !options.includeDeleted)) return undefined;
    return personView(this.state, rec);
  }

  /** Non-deleted people in generation order. */
  listPeople(options: { limit?: number; offset?: number } = {}): { data: PersonSummary[]; total: number } {
    const limit = Math.max(0, options.limit ?? 50);
    const offset = Math.max(0, options.offset ?? 0);
    const data: PersonSummary[] = [];
    let seen = 0;
    for (const rec of this.state.people.list) {
      if (rec.deleted) continue;
      if (seen++ < offset) continue;
      if (data.length >= limit) break;
      data.push(personSummary(this.state, rec));
    }
    return { data, total: this.state.people.activeCount };
  }

  /** Ids of all people (including deleted), in generation order. */
  personIds(): string[] {
    return this.state.people.list.map((p) => p.id);
  }

  getCompanyBySocialId(socialId: string): Company | undefined {
    const idx = this.state.companies.indexBySocialId(socialId);
    return idx === undefined ? undefined : this.state.companies.at(idx);
  }

  getCompany(id: string): Company | undefined {
    const idx = this.state.companies.indexById(id);
    return idx === undefined ? undefined : this.state.companies.at(idx);
  }

  getCompanyByName(name: string): Company | undefined {
    const idx = this.state.companies.indexByName(name);
    return idx === undefined ? undefined : this.state.companies.at(idx);
  }

  companies(): readonly Company[] {
    return this.state.companies.list;
  }

  /** Classification of a title: function, seniority and numeric level (0 junior IC .. 5 C-level). */
  describeTitle(title: string): { function: JobFunction; seniority: Seniority; level: number } | undefined {
    const info = this.state.titles.describe(title);
    return info ? { function: info.fn, seniority: levelToSeniority(info.level), level: info.level } : undefined;
  }
}
