/**
 * People Data Labs (v5) Person and Company Enrichment payloads → proto shapes. Pure.
 * Every field is optional on PDL's side (field access depends on the plan), so the
 * mapping tolerates missing, null and differently typed values.
 */
import { z } from 'zod';

import { type SourceCompany, type SourceSnapshot } from '../../checker/ports/profile-source';
import { ProviderError } from '../../checker/ports/provider-error';

const str = z.string().nullish().catch(null);
const id = z.union([z.string(), z.number()]).nullish().catch(null);

const experienceSchema = z.object({
  company: z
    .object({ name: str, linkedin_id: id, linkedin_url: str, website: str })
    .nullish()
    .catch(null),
  title: z
    .union([z.object({ name: str }), z.string()])
    .nullish()
    .catch(null),
  start_date: str,
  end_date: str,
  is_primary: z.boolean().nullish().catch(null),
});

const personSchema = z.object({
  first_name: str,
  last_name: str,
  full_name: str,
  headline: str,
  job_title: str,
  job_company_name: str,
  job_company_linkedin_id: id,
  job_start_date: str,
  experience: z.array(z.unknown()).nullish().catch(null),
  linkedin_url: str,
});

const enrichSchema = z.object({ status: z.number().optional(), data: z.unknown() });

const companySchema = z.object({
  name: str,
  display_name: str,
  website: str,
  industry: str,
  employee_count: z.number().nullish().catch(null),
  size: str,
  location: z
    .object({ locality: str, region: str, country: str })
    .nullish()
    .catch(null),
  tags: z.array(z.string()).nullish().catch(null),
  summary: str,
  headline: str,
  latest_funding_stage: str,
  linkedin_url: str,
  linkedin_id: id,
});

/** PDL dates are YYYY, YYYY-MM or YYYY-MM-DD; anything else becomes '' (unknown). */
export function pdlDate(value: string | null | undefined): string {
  if (value == null) return '';
  const m = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(value.trim());
  if (!m) return '';
  return value.trim();
}

/** `linkedin.com/company/x` → `https://www.linkedin.com/company/x`. */
export function absoluteUrl(value: string | null | undefined): string {
  if (value == null || value.trim() === '') return '';
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) return v;
  return `https://${/^www\./i.test(v) ? v : `www.${v}`}`;
}

/** `https://www.acme.com/` → `acme.com`. */
export function domainOf(website: string | null | undefined): string {
  if (website == null) return '';
  return website
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/?#].*$/, '');
}

function sortKey(date: string): string {
  // Sort YYYY, YYYY-MM, YYYY-MM-DD together; unknown dates last.
  return date === '' ? '' : `${date}-01-01`.slice(0, 10);
}

/** The `data` of a Person Enrichment 200 response → Snapshot (positions newest first). */
export function mapPdlPerson(body: unknown, fetchedAt: Date): SourceSnapshot {
  const envelope = enrichSchema.safeParse(body);
  const parsed = personSchema.safeParse(envelope.success ? envelope.data.data : undefined);
  if (!parsed.success) throw new ProviderError('outage', 'PDL sent a person in an unexpected shape', 200);
  const p = parsed.data;

  const entries = (p.experience ?? [])
    .map((raw) => experienceSchema.safeParse(raw))
    .filter((r) => r.success)
    .map(({ data: e }) => ({
      primary: e.is_primary === true,
      pos: {
        company: e.company?.name ?? '',
        company_social_id: e.company?.linkedin_id == null ? '' : String(e.company.linkedin_id),
        title: (typeof e.title === 'string' ? e.title : e.title?.name) ?? '',
        started_on: pdlDate(e.start_date),
        ended_on: pdlDate(e.end_date),
        // PDL leaves end_date null on jobs the person still holds.
        is_current: e.end_date == null || e.end_date.trim() === '',
      },
    }))
    .filter(({ pos }) => pos.company !== '' || pos.title !== '');

  if (entries.length === 0 && (p.job_company_name || p.job_title)) {
    entries.push({
      primary: true,
      pos: {
        company: p.job_company_name ?? '',
        company_social_id: p.job_company_linkedin_id == null ? '' : String(p.job_company_linkedin_id),
        title: p.job_title ?? '',
        started_on: pdlDate(p.job_start_date),
        ended_on: '',
        is_current: true,
      },
    });
  }
  // Newest first: current before ended, the primary job first among current ones, then by
  // start date descending; PDL's own order breaks ties.
  const positions = entries
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => {
      if (a.pos.is_current !== b.pos.is_current) return a.pos.is_current ? -1 : 1;
      if (a.pos.is_current && a.primary !== b.primary) return a.primary ? -1 : 1;
      const byStart = sortKey(b.pos.started_on).localeCompare(sortKey(a.pos.started_on));
      return byStart !== 0 ? byStart : a.index - b.index;
    })
    .map(({ pos }) => pos);

  let first = p.first_name ?? '';
  let last = p.last_name ?? '';
  if (first === '' && last === '' && p.full_name) {
    const parts = p.full_name.trim().split(/\s+/);
    first = parts[0] ?? '';
    last = parts.slice(1).join(' ');
  }
  return { first_name: first, last_name: last, headline: p.headline ?? '', positions, fetched_at: fetchedAt.toISOString() };
}

/** A Company Enrichment 200 response (fields at the top level) → Company. */
export function mapPdlCompany(body: unknown, requestedId: string): SourceCompany {
  const parsed = companySchema.safeParse(body);
  if (!parsed.success) throw new ProviderError('outage', 'PDL sent a company in an unexpected shape', 200);
  const c = parsed.data;
  return {
    social_id: c.linkedin_id == null ? requestedId : String(c.linkedin_id),
    name: c.display_name ?? c.name ?? '',
    domain: domainOf(c.website),
    industry: c.industry ?? '',
    employees: c.employee_count != null && c.employee_count > 0 ? Math.min(2 ** 31 - 1, Math.round(c.employee_count)) : 0,
    hq_city: c.location?.locality ?? '',
    hq_state: c.location?.region ?? '',
    hq_country: c.location?.country ?? '',
    specialities: c.tags ?? [],
    description: c.summary ?? '',
    tagline: c.headline ?? '',
    funding_stage: c.latest_funding_stage ?? '',
    company_url: absoluteUrl(c.linkedin_url),
  };
}
