import { conditions } from '../../db/conditions';
import { iso } from '../../shared/schemas';
import type { Contact } from './contact.schema';

/** The columns of a Contact with its profile and account name, for list and detail reads. */
export const CONTACT_SELECT = `
  select c.id, c.first_name, c.last_name, c.title, c.company, c.email, c.social_url, c.segment, c.owner,
         c.crm_id, c.crm_provider, c.account_id, a.name as account_name, c.deal_stage, c.last_activity,
         c.relationship_start, c.relationship_end, c.tracking_status, c.tracking_reason, c.city, c.state,
         c.country, c.custom, c.created_at, c.updated_at, c.profile_id,
         p.status as p_status, p.first_name as p_first_name, p.last_name as p_last_name, p.headline as p_headline,
         p.social_url as p_social_url, p.current_company as p_current_company, p.current_title as p_current_title,
         p.current_since as p_current_since, p.last_checked_at as p_last_checked_at,
         p.last_change_at as p_last_change_at, p.baseline_crm_mismatch as p_baseline_crm_mismatch
    from contacts c
    left join profiles p on p.id = c.profile_id
    left join accounts a on a.id = c.account_id`;

export type ContactRow = Record<string, unknown> & { id: string; profile_id: string | null };

export function toContact(r: ContactRow): Contact {
  const s = (k: string) => (r[k] as string | null) ?? null;
  return {
    id: r.id,
    first_name: (r.first_name as string) ?? '',
    last_name: (r.last_name as string) ?? '',
    title: (r.title as string) ?? '',
    company: r.company as string,
    email: s('email'),
    social_url: s('social_url'),
    segment: r.segment as Contact['segment'],
    owner: s('owner'),
    crm_id: s('crm_id'),
    crm_provider: s('crm_provider'),
    account_id: s('account_id'),
    account_name: s('account_name'),
    deal_stage: s('deal_stage'),
    last_activity: s('last_activity'),
    relationship_start: s('relationship_start'),
    relationship_end: s('relationship_end'),
    tracking_status: r.tracking_status as Contact['tracking_status'],
    tracking_reason: s('tracking_reason'),
    city: s('city'),
    state: s('state'),
    country: s('country'),
    custom: (r.custom as Record<string, string> | null) ?? null,
    profile: r.profile_id
      ? {
          id: r.profile_id,
          status: r.p_status as NonNullable<Contact['profile']>['status'],
          first_name: s('p_first_name'),
          last_name: s('p_last_name'),
          headline: s('p_headline'),
          social_url: s('p_social_url'),
          current_company: s('p_current_company'),
          current_title: s('p_current_title'),
          current_since: s('p_current_since'),
          last_checked_at: iso(r.p_last_checked_at as Date | null),
          last_change_at: iso(r.p_last_change_at as Date | null),
          baseline_crm_mismatch: Boolean(r.p_baseline_crm_mismatch),
        }
      : null,
    created_at: iso(r.created_at as Date),
    updated_at: iso(r.updated_at as Date),
  };
}

/** `%q%` for ILIKE with the pattern characters escaped. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Joins the lower-cased values of `contacts.search_text` (migration 20261126220000). */
const SEARCH_SEPARATOR = String.fromCharCode(31);

/** The filters of GET /contacts (values as the query string gives them). */
export interface ContactFilter {
  tracking_status?: string;
  status?: string;
  segment?: string;
  owner?: string;
  account_id?: string;
  updated_since?: string;
  q?: string;
}

/**
 * The filters as one `where` condition over contacts `c` and their profiles `p`, with its `?` values in order;
 * `profiles` says whether the condition reads `p` (only `status` and `updated_since` do).
 */
export function contactListFilter(
  workspaceId: string,
  f: ContactFilter,
  options: { searchPending?: boolean } = {},
): { filter: string; params: unknown[]; profiles: boolean } {
  const where = conditions('c.workspace_id = ?', workspaceId);
  const add = where.add;
  if (f.tracking_status) add('c.tracking_status = ?', f.tracking_status);
  if (f.status) add('p.status = ?', f.status);
  if (f.segment) add('c.segment = ?', f.segment);
  if (f.owner) add('c.owner = ?', f.owner);
  if (f.account_id) add('c.account_id = ?', f.account_id);
  if (f.updated_since) add('(c.updated_at > ? or p.updated_at > ?)', f.updated_since, f.updated_since);
  if (f.q) {
    const like = likePattern(f.q);
    // `search_text` holds the four values lower-cased, joined by chr(31): one LIKE answers as the
    // four ILIKEs do, unless the query itself holds that separator.
    if (f.q.includes(SEARCH_SEPARATOR)) {
      add(`((c.first_name || ' ' || c.last_name) ilike ? or c.company ilike ? or c.title ilike ? or c.email ilike ?)`, like, like, like, like);
    } else if (options.searchPending) add('c.search_text like lower(?)', like);
    // `contact_search` (migration 20261127080000) holds every contact's `search_text` under the trigram
    // index, except while a bulk import's rows are still to be filled (`searchPending`: read the contacts).
    else add('c.id in (select s.contact_id from contact_search s where s.workspace_id = ? and s.search_text like lower(?))', workspaceId, like);
  }
  return { filter: where.sql(), params: where.params, profiles: Boolean(f.status || f.updated_since) };
}

/**
 * The page's `total` for a filter. The profiles join is written only when the filter reads `p`:
 * PostgreSQL drops an unused left join to a unique key, but the join's column still counts as read,
 * so with it the count is a scan of the contacts' heap; without it, an index-only scan (issue #25;
 * plans in docs/decisions.md, "Contacts list: the page's SQL").
 */
export function contactCountSql(f: { filter: string; profiles: boolean }): string {
  const join = f.profiles ? ' left join profiles p on p.id = c.profile_id' : '';
  return `select count(*) as n from contacts c${join} where ${f.filter}`;
}
