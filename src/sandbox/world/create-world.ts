import { en, Faker } from '@faker-js/faker';

import { generateCompany } from './company-gen';
import { CompanyStore } from './company-store';
import { dayToMonth, isValidDate, parseDay } from './dates';
import { FakerRandom } from './faker-random';
import { MAX_COMPANIES, MAX_PEOPLE } from './limits';
import { PeopleStore } from './people-store';
import { generatePerson } from './person-gen';
import { Rng } from './prng';
import { DEFAULT_WORLD_SPEC, parseWorldSpec, type WorldSpecInput } from './spec';
import { TitleTable } from './title-table';
import { SandboxWorld } from './world';

export { MAX_COMPANIES, MAX_PEOPLE };


export interface CreateWorldOptions {
  /** Same seed, same world. Default 42. */
  seed?: number;
  /** Number of companies, 1-100,000. Default 400. */
  companies?: number;
  /** Number of people, 0-300,000. Default 5,000. */
  people?: number;
  /** Initial world clock, YYYY-MM-DD. Default 2026-01-01. */
  startDate?: string;
  /**
   * How the world moves (docs/freshness.md, "The world"): the hazard, layoffs, the change feed and
   * bounces. Default: the example spec. Its seed/people/companies/start_date fields are
   * ignored here (the options above set them).
   */
  spec?: WorldSpecInput;
}

function checkInt(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer between ${min} and ${max}, got ${value}`);
  }
}

/** Generates a deterministic world from a seed (a dedicated, seeded Faker instance drives generation). */
export function createWorld(options: CreateWorldOptions = {}): SandboxWorld {
  const { seed = 42, companies: companyCount = 400, people: peopleCount = 5000, startDate = '2026-01-01' } = options;
  if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be an integer, got ${seed}`);
  checkInt('companies', companyCount, 1, MAX_COMPANIES);
  checkInt('people', peopleCount, 0, MAX_PEOPLE);
  if (!isValidDate(startDate)) throw new RangeError(`startDate must be YYYY-MM-DD, got "${startDate}"`);

  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  const rand = new FakerRandom(faker);
  const startDay = parseDay(startDate);
  const startMonth = dayToMonth(startDay);

  const state = { companies: new CompanyStore(), people: new PeopleStore(), titles: new TitleTable() };
  for (let i = 0; i < companyCount; i++) generateCompany(rand, state.companies);
  for (let i = 0; i < peopleCount; i++) {
    state.people.add(generatePerson(rand, state.people, state.companies, state.titles, startMonth));
  }

  return new SandboxWorld({
    seed,
    startDay,
    state,
    companyRand: rand,
    explicitRng: new Rng(seed, 'explicit'),
    spec: options.spec === undefined ? DEFAULT_WORLD_SPEC : parseWorldSpec(options.spec),
  });
}
