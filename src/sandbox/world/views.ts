import { formatMonth } from './dates';
import { LOCATIONS } from './geo';
import { profileUrl } from './people-store';
import { CURRENT, currentSlot, F_COMPANY, F_END, F_START, F_TITLE, field, lastSlot, positionCount } from './positions';
import { levelToSeniority } from './titles';
import type { ExtraPosition, PersonRecord, PersonSummary, PersonView, PositionView } from './types';
import type { WorldState } from './world-state';

function headline(state: WorldState, rec: PersonRecord): string {
  const cur = currentSlot(rec.pos);
  const slot = cur >= 0 ? cur : lastSlot(rec.pos);
  if (slot < 0) return 'Open to new opportunities';
  const title = state.titles.get(field(rec.pos, slot, F_TITLE)).title;
  const company = state.companies.at(field(rec.pos, slot, F_COMPANY)).name;
  if (cur < 0) return `Former ${title} at ${company} | Open to new opportunities`;
  if (rec.style === 1) return `${title} @ ${company}`;
  if (rec.style === 2) return `${title} | ${company}`;
  return `${title} at ${company}`;
}

/** A career break or side role as a position (a non-job entry has no company page). */
function extraView(state: WorldState, extra: ExtraPosition): PositionView {
  const company = extra.company === null ? null : state.companies.at(extra.company);
  return {
    company_id: company?.id ?? '',
    company: company?.name ?? extra.company_name ?? extra.title,
    company_social_id: company?.social_id ?? '',
    title: extra.title,
    started_on: formatMonth(extra.start),
    ended_on: extra.end === CURRENT ? null : formatMonth(extra.end),
    is_current: extra.end === CURRENT,
    function: 'executive',
    seniority: levelToSeniority(extra.kind === 'side_role' ? 4 : 0),
  };
}

/** Positions newest first (storage is chronological); career breaks and side roles by their start. */
function positionViews(state: WorldState, rec: PersonRecord): PositionView[] {
  const jobs = jobViews(state, rec);
  if (!rec.extra?.length) return jobs;
  const extras = rec.extra.map((e) => extraView(state, e));
  // Stable: for the same start month an extra entry comes first (it is the newer one).
  return [...extras, ...jobs].sort((a, b) => b.started_on.localeCompare(a.started_on));
}

function jobViews(state: WorldState, rec: PersonRecord): PositionView[] {
  const out: PositionView[] = [];
  for (let slot = positionCount(rec.pos) - 1; slot >= 0; slot--) {
    const company = state.companies.at(field(rec.pos, slot, F_COMPANY));
    const title = state.titles.get(field(rec.pos, slot, F_TITLE));
    const end = field(rec.pos, slot, F_END);
    out.push({
      company_id: company.id,
      company: company.name,
      company_social_id: company.social_id,
      title: title.title,
      started_on: formatMonth(field(rec.pos, slot, F_START)),
      ended_on: end === CURRENT ? null : formatMonth(end),
      is_current: end === CURRENT,
      function: title.fn,
      seniority: levelToSeniority(title.level),
    });
  }
  return out;
}

export function personView(state: WorldState, rec: PersonRecord): PersonView {
  const location = LOCATIONS[rec.loc] ?? LOCATIONS[0]!;
  return {
    id: rec.id,
    social_url: profileUrl(rec.slug),
    slug: rec.slug,
    aco_id: rec.aco,
    first_name: rec.first,
    last_name: rec.last,
    headline: headline(state, rec),
    city: location.city,
    country: location.country,
    positions: positionViews(state, rec),
    deleted: rec.deleted,
  };
}

export function personSummary(state: WorldState, rec: PersonRecord): PersonSummary {
  const cur = currentSlot(rec.pos);
  return {
    id: rec.id,
    social_url: profileUrl(rec.slug),
    first_name: rec.first,
    last_name: rec.last,
    company: cur >= 0 ? state.companies.at(field(rec.pos, cur, F_COMPANY)).name : null,
    title: cur >= 0 ? state.titles.get(field(rec.pos, cur, F_TITLE)).title : null,
  };
}
