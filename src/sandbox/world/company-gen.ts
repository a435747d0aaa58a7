import type { CompanyStore } from './company-store';
import type { FakerRandom } from './faker-random';
import { COUNTRIES, COUNTRY_WEIGHTS } from './geo';
import { kebab, randomLowerAlnum, uniqueValue } from './ids';
import type { Industry } from './industries';
import {
  BRAND_PREFIXES,
  BRAND_SUFFIXES,
  FIRM_SUFFIXES,
  FUNDING_STAGES,
  fundingWeights,
  GENERAL_SPECIALITIES,
  INDUSTRIES,
  INDUSTRY_WEIGHTS,
  NAME_ADJECTIVES,
} from './industries';
import type { Company } from './types';

const MIN_EMPLOYEES = 5;
const MAX_EMPLOYEES = 100_000;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function candidateName(rand: FakerRandom, industry: Industry): string {
  const { faker } = rand;
  const roll = rand.next();
  if (roll < 0.45) {
    const brand = rand.pick(BRAND_PREFIXES) + rand.pick(BRAND_SUFFIXES);
    return rand.chance(0.5) ? `${brand} ${rand.pick(industry.nameWords)}` : brand;
  }
  if (roll < 0.7) return `${faker.person.lastName()} ${rand.pick(FIRM_SUFFIXES)}`;
  if (roll < 0.85) return `${rand.pick(NAME_ADJECTIVES)} ${rand.pick(industry.nameWords)}`;
  return faker.company.name().replace(/ - /g, ' & ');
}

function uniqueName(rand: FakerRandom, store: CompanyStore, industry: Industry): string {
  for (let i = 0; i < 30; i++) {
    const name = candidateName(rand, industry);
    if (!store.hasName(name)) return name;
  }
  let n = 2;
  const base = candidateName(rand, industry);
  while (store.hasName(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}

function uniqueSlug(store: CompanyStore, name: string): string {
  const base = kebab(name) || 'company';
  if (!store.hasSlug(base)) return base;
  let n = 2;
  while (store.hasSlug(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

function uniqueDomain(rand: FakerRandom, store: CompanyStore, name: string, country: string): string {
  const words = kebab(name)
    .split('-')
    .filter((w) => !['and', 'co', 'inc', 'llc', 'the'].includes(w));
  const base = (words.join('') || 'company').slice(0, 40);
  const tlds = country === 'United Kingdom' ? ['.co.uk', '.com', '.io'] : country === 'Germany' ? ['.de', '.com', '.io'] : ['.com', '.com', '.com', '.io', '.ai', '.co'];
  const first = `${base}${rand.pick(tlds)}`;
  if (!store.hasDomain(first)) return first;
  for (const tld of ['.com', '.io', '.co', '.ai', '.net']) {
    if (!store.hasDomain(`${base}${tld}`)) return `${base}${tld}`;
  }
  let n = 2;
  while (store.hasDomain(`${base}${n}.com`)) n++;
  return `${base}${n}.com`;
}

function pickSpecialities(rand: FakerRandom, industry: Industry): string[] {
  const pool = [...industry.specialities, ...GENERAL_SPECIALITIES];
  const count = rand.range(2, Math.min(6, pool.length));
  const chosen: string[] = [];
  while (chosen.length < count) {
    const s = rand.pick(chosen.length < 2 ? industry.specialities : pool);
    if (!chosen.includes(s)) chosen.push(s);
  }
  return chosen;
}

/** Log-uniform company size between 5 and 100,000 employees. */
function employeeCount(rand: FakerRandom): number {
  const lo = Math.log(MIN_EMPLOYEES);
  const hi = Math.log(MAX_EMPLOYEES);
  return Math.min(MAX_EMPLOYEES, Math.max(MIN_EMPLOYEES, Math.round(Math.exp(lo + rand.next() * (hi - lo)))));
}

/** Generates one company (optionally with a fixed name) and registers it in the store. */
export function generateCompany(rand: FakerRandom, store: CompanyStore, fixedName?: string): number {
  const { faker } = rand;
  const industry = INDUSTRIES[rand.weightedIndex(INDUSTRY_WEIGHTS)] ?? INDUSTRIES[0]!;
  const name = fixedName?.trim() || uniqueName(rand, store, industry);
  const country = COUNTRIES[rand.weightedIndex(COUNTRY_WEIGHTS)] ?? COUNTRIES[0]!;
  const hqCity = rand.pick(country.cities);
  const employees = employeeCount(rand);
  const fundingStage = FUNDING_STAGES[rand.weightedIndex(fundingWeights(employees))] ?? 'unknown';
  const id = uniqueValue(
    () => `c_${randomLowerAlnum(rand, 12)}`,
    (v) => !store.hasId(v),
  );
  const socialId = uniqueValue(
    () => String(Math.floor(10 ** (3 + rand.next() * 5))),
    (v) => !store.hasSocialId(v),
  );
  const catchPhrase = faker.company.catchPhrase();
  const company: Company = {
    id,
    social_id: socialId,
    slug: uniqueSlug(store, name),
    name,
    domain: uniqueDomain(rand, store, name, country.name),
    industry: industry.name,
    employees,
    hq: { city: hqCity.city, state: hqCity.state, country: country.name },
    specialities: pickSpecialities(rand, industry),
    description: `${name} is ${/^[aeiou]/i.test(industry.name) ? 'an' : 'a'} ${industry.name.toLowerCase()} company headquartered in ${hqCity.city}, ${country.name}. ${catchPhrase}. We help teams ${faker.company.buzzPhrase()}.`,
    tagline: capitalize(faker.company.buzzPhrase()),
    funding_stage: fundingStage,
  };
  return store.add(company);
}
