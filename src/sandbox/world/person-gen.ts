import type { CompanyStore } from './company-store';
import type { FakerRandom } from './faker-random';
import { COUNTRIES, COUNTRY_WEIGHTS, LOCATION_RANGES, LOCATIONS } from './geo';
import { kebab, randomAlnum, randomHex, randomLowerAlnum, uniqueValue } from './ids';
import type { PeopleStore } from './people-store';
import { CURRENT, pushPosition } from './positions';
import type { RandomSource } from './prng';
import type { TitleTable } from './title-table';
import type { JobFunction } from './titles';
import { FUNCTION_WEIGHTS, JOB_FUNCTIONS, LEVEL_WEIGHTS, MAX_LEVEL, minLevel } from './titles';
import type { PersonRecord } from './types';

/** Weights for 1..5 positions in a profile's history. */
const HISTORY_LENGTH_WEIGHTS = [15, 25, 28, 20, 12];
export const HEADLINE_STYLES = 3;

export function randomFunction(rng: RandomSource, exclude?: JobFunction): JobFunction {
  for (;;) {
    const fn = JOB_FUNCTIONS[rng.weightedIndex(FUNCTION_WEIGHTS)] ?? 'sales';
    if (fn !== exclude) return fn;
  }
}

/** A function that has titles at `level` (executive only exists from manager level up). */
function functionForLevel(rng: RandomSource, fn: JobFunction, level: number): JobFunction {
  return level >= minLevel(fn) ? fn : randomFunction(rng, 'executive');
}

/** Months in a role, skewed short (median ~ 1.5 years), at least 1. */
function tenureMonths(rng: RandomSource, mean: number, cap: number): number {
  return Math.min(cap, 1 + Math.floor(-Math.log(1 - rng.next()) * mean));
}

/** Builds a 1-5 entry career ending with a current position that started before `startMonth`. */
export function generateCareer(rng: RandomSource, companies: CompanyStore, titles: TitleTable, startMonth: number): number[] {
  let fn = randomFunction(rng);
  let level = Math.max(minLevel(fn), rng.weightedIndex(LEVEL_WEIGHTS));
  const count = rng.weightedIndex(HISTORY_LENGTH_WEIGHTS) + 1;
  let company = companies.pick(rng);
  let start = startMonth - tenureMonths(rng, 26, 120);
  let end = CURRENT;
  const newestFirst: [number, number, number, number][] = [];
  for (let i = 0; i < count; i++) {
    newestFirst.push([company, titles.pick(rng, fn, level), start, end]);
    const internal = level > minLevel(fn) && rng.chance(0.25);
    const prevLevel = internal ? level - 1 : Math.max(0, level - (rng.chance(0.45) ? 1 : 0));
    if (!internal) fn = functionForLevel(rng, rng.chance(0.9) ? fn : randomFunction(rng), prevLevel);
    level = Math.min(MAX_LEVEL, prevLevel);
    end = internal ? start : start - (rng.chance(0.7) ? 0 : rng.range(1, 4));
    start = end - tenureMonths(rng, 22, 96);
    company = internal ? company : companies.pick(rng, company);
  }
  const pos: number[] = [];
  for (let i = newestFirst.length - 1; i >= 0; i--) {
    const [c, t, s, e] = newestFirst[i]!;
    pushPosition(pos, c, t, s, e);
  }
  return pos;
}

/** Location index: usually the company's country (often its HQ city), otherwise anywhere. */
function pickLocation(rng: RandomSource, companies: CompanyStore, companyIdx: number): number {
  const hq = companies.at(companyIdx).hq;
  if (rng.chance(0.75)) {
    const countryIndex = COUNTRIES.findIndex((c) => c.name === hq.country);
    const range = LOCATION_RANGES[countryIndex];
    if (range) {
      if (rng.chance(0.5)) {
        const same = LOCATIONS.findIndex((l, i) => i >= range.start && l.city === hq.city);
        if (same >= 0) return same;
      }
      return range.start + rng.int(range.count);
    }
  }
  const range = LOCATION_RANGES[rng.weightedIndex(COUNTRY_WEIGHTS)] ?? { start: 0, count: 1 };
  return range.start + rng.int(range.count);
}

export function generatePerson(
  rand: FakerRandom,
  people: PeopleStore,
  companies: CompanyStore,
  titles: TitleTable,
  startMonth: number,
): PersonRecord {
  const { faker } = rand;
  const first = faker.person.firstName();
  const last = faker.person.lastName();
  const pos = generateCareer(rand, companies, titles, startMonth);
  const base = `${kebab(first)}-${kebab(last)}`.replace(/^-+|-+$/g, '') || 'member';
  return {
    id: uniqueValue(
      () => `p_${randomLowerAlnum(rand, 12)}`,
      (v) => !people.hasId(v),
    ),
    slug: uniqueValue(
      () => `${base}-${randomHex(rand, 6)}`,
      (v) => !people.hasSlug(v),
    ),
    aco: uniqueValue(
      () => `ACoAA${randomAlnum(rand, 20)}`,
      (v) => !people.hasAco(v),
    ),
    first,
    last,
    loc: pickLocation(rand, companies, pos[pos.length - 4] ?? 0),
    style: rand.int(HEADLINE_STYLES),
    deleted: false,
    pos,
  };
}
