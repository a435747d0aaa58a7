import { worldTimestamp } from '../world/dates';
import type {
  Company,
  PersonFields,
  PersonView,
  PositionView,
} from '../world/index';
import { COMPANY_URL_PREFIX } from '../world/index';

/** Person as returned by GET /v1/people/lookup. */
export interface ProviderPerson extends PersonFields {
  positions: ProviderPosition[];
  fetched_at: string;
}

export type ProviderPosition = Pick<
  PositionView,
  'company' | 'company_social_id' | 'title' | 'started_on' | 'ended_on' | 'is_current'
>;

/** Company as returned by GET /v1/companies/:social_id. */
export interface ProviderCompany extends Omit<Company, 'id' | 'slug'> {
  company_url: string;
}

/** `fetched_at` is the world date with the current wall-clock time of day. */
export function toProviderPerson(person: PersonView, worldDay: number): ProviderPerson {
  return {
    id: person.id,
    social_url: person.social_url,
    slug: person.slug,
    aco_id: person.aco_id,
    first_name: person.first_name,
    last_name: person.last_name,
    headline: person.headline,
    city: person.city,
    country: person.country,
    positions: person.positions.map((p) => ({
      company: p.company,
      company_social_id: p.company_social_id,
      title: p.title,
      started_on: p.started_on,
      ended_on: p.ended_on,
      is_current: p.is_current,
    })),
    fetched_at: worldTimestamp(worldDay),
  };
}

export function toProviderCompany(company: Company): ProviderCompany {
  return {
    social_id: company.social_id,
    name: company.name,
    domain: company.domain,
    industry: company.industry,
    employees: company.employees,
    hq: { ...company.hq },
    specialities: [...company.specialities],
    description: company.description,
    tagline: company.tagline,
    funding_stage: company.funding_stage,
    company_url: COMPANY_URL_PREFIX + company.slug,
  };
}
