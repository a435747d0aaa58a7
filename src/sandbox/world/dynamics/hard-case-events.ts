import { en, Faker } from '@faker-js/faker';

import { currentRole } from '../changes';
import { generateCompany } from '../company-gen';
import { dayToMonth } from '../dates';
import { FakerRandom } from '../faker-random';
import { acquireEmployer, entityName, moveToSubsidiary, startSideProject, startStudies } from '../hard-cases';
import { Rng } from '../prng';
import type { WorldSpec } from '../spec';
import { WorldError } from '../types';
import type { WorldState } from '../world-state';

export type HardCaseSpec = NonNullable<WorldSpec['hard_cases']>;
type PersonCase = 'side_project' | 'back_to_school' | 'subsidiary_move';

/** A company for a regional entity, generated from a Faker seeded for this day (the explicit changes' stream is left alone). */
function entityCompany(state: WorldState, seed: number, day: number, name: string): number {
  const existing = state.companies.indexByName(name);
  if (existing !== undefined) return existing;
  const faker = new Faker({ locale: [en] });
  faker.seed([seed, day]);
  return generateCompany(new FakerRandom(faker), state.companies, name);
}

/** One person-level hard case, on a random person with a current job; false when it does not fit them today. */
function applyPersonCase(state: WorldState, rng: Rng, seed: number, day: number, type: PersonCase): number | null {
  const p = rng.int(state.people.size);
  const rec = state.people.at(p);
  const role = rec.deleted ? undefined : currentRole(state, rec);
  if (!role) return null;
  const month = dayToMonth(day);
  try {
    if (type === 'side_project') startSideProject(rng, rec, undefined, undefined, month);
    else if (type === 'back_to_school') startStudies(rng, rec, undefined, undefined, month);
    else moveToSubsidiary(rec, role, entityCompany(state, seed, day, entityName(rng, state.companies.at(role.company).name)), month);
  } catch (err) {
    if (err instanceof WorldError) return null;
    throw err;
  }
  return p;
}

/**
 * Today's hard cases of detection (issue #21), each a Poisson process at the spec's yearly rate:
 * people who start a side project, go back to school or move to a subsidiary, and companies
 * acquired (the page renamed to the acquirer). They draw from streams of their own per day, so
 * the rest of the evolution is unchanged by them except for the people they touch. Returns the
 * people whose profile changed (their employer may have too).
 */
export function hardCaseEvents(state: WorldState, spec: HardCaseSpec, seed: number, day: number): number[] {
  const rng = new Rng(seed, `world/hard/${day}`);
  const perDay = (perYear: number, of: number) => rng.poisson((of * perYear) / 365);
  const touched: number[] = [];
  const people = state.people.size;
  const rates: Array<[PersonCase, number]> = [
    ['side_project', spec.side_project_per_person_year],
    ['back_to_school', spec.back_to_school_per_person_year],
    ['subsidiary_move', spec.subsidiary_move_per_person_year],
  ];
  for (const [type, rate] of rates) {
    for (let i = perDay(rate, people); i > 0; i--) {
      const p = applyPersonCase(state, rng, seed, day, type);
      if (p !== null) touched.push(p);
    }
  }
  for (let i = perDay(spec.acquisitions_per_company_year, state.companies.size); i > 0; i--) {
    const company = rng.int(state.companies.size);
    const acquirer = state.companies.pick(rng, company);
    const name = state.companies.at(acquirer).name;
    if (acquirer !== company && name.toLowerCase() !== state.companies.at(company).name.toLowerCase()) acquireEmployer(state, rng, company, name);
  }
  return touched;
}
