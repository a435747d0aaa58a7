import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from './query';

/** The column the page's total rides in (no list's own column has this name). */
const TOTAL = '__page_total';

export interface PageStatement {
  /** `select count(*) as n from … where …`: the filter's total. */
  count: string;
  /** `select … from … where … order by …` (no limit): the rows, in page order. */
  rows: string;
  /** The filter's `?` values: `count` and `rows` read the same filter. */
  params: readonly unknown[];
  /** 1-based page and its size, as the list routes take them. */
  page: { page: number; page_size: number };
  /**
   * Prepares the page's statement (and the lone count) on each connection, named by this prefix and
   * the text's number (each distinct text of the list, one per combination of its filters, its own
   * name): PostgreSQL then skips their parse and plan. Only for texts whose values are all bind
   * parameters and whose select list names its columns (a prepared `*` fails once a migration adds
   * one); a prefix unique across the process. At most `PREPARED_TEXTS_PER_LIST` texts a prefix.
   */
  prepare?: string;
}

/** Each prepared text's name (`prepare` + its number): a few per list, one per filter combination. */
const preparedNames = new Map<string, string>();
/** How many texts each prefix has prepared. */
const preparedPerList = new Map<string, number>();

/**
 * The most texts one list prepares; later texts run unprepared. Every connection keeps each text it
 * prepared (its parse and plans, in the PostgreSQL backend) until it closes, and a list whose filters and
 * sorts combine into thousands of texts (GET /plays: ~12,000) must not grow that without bound. The
 * common combinations come first (the default page, a filter or two), so they are the ones prepared.
 */
export const PREPARED_TEXTS_PER_LIST = 32;

function statementOf(prefix: string | undefined, text: string): string | { name: string; text: string } {
  if (!prefix) return text;
  let name = preparedNames.get(text);
  if (!name) {
    const prepared = preparedPerList.get(prefix) ?? 0;
    if (prepared >= PREPARED_TEXTS_PER_LIST) return text;
    preparedPerList.set(prefix, prepared + 1);
    preparedNames.set(text, (name = `${prefix}_${preparedNames.size + 1}`));
  }
  return { name, text };
}

/**
 * A list page and its total in one statement (issue #25: a page cost two round trips, two pool turns
 * and two parses). The count rides in the page's select list as an uncorrelated scalar subquery,
 * which PostgreSQL runs once (an InitPlan) whatever the number of rows; the rows keep their own
 * `order by … limit … offset`, so their order is the statement's. A page with no rows (a filter
 * that matches nothing, a page past the end) carries no total, so only then is the count run alone.
 */
export async function pageWithTotal<T = Record<string, unknown>>(em: EntityManager, s: PageStatement): Promise<{ rows: T[]; total: number }> {
  const { sql, params } = pageSql(s);
  const rows = await query<T>(em, statementOf(s.prepare, sql), params);
  const first = rows[0] as Record<string, unknown> | undefined;
  if (first) return { rows, total: Number(first[TOTAL] ?? 0) };
  const [count] = await query<{ n: string }>(em, statementOf(s.prepare, s.count), s.params);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * The one statement of a page and its values (exported for the plan test). A prepared first page writes its
 * size into the text (`limit 50`, no offset): with `limit ? offset ?` PostgreSQL never takes the prepared
 * page's generic plan (its cost, not knowing the limit, is that of the whole result) and plans every call
 * again; with the limit known it keeps the generic plan after five calls, the custom plans' shape (bench/
 * list-page-plans.ts). Later pages keep their bind parameters: one text per page size, not per page.
 */
export function pageSql(s: PageStatement): { sql: string; params: unknown[] } {
  const select = /^\s*select\s/i;
  if (!select.test(s.rows)) throw new Error('pageWithTotal: the rows statement must start with select');
  const sql = s.rows.replace(select, `select (${s.count}) as ${TOTAL}, `);
  const size = s.page.page_size;
  if (s.prepare && s.page.page === 1 && Number.isSafeInteger(size) && size > 0) return { sql: `${sql} limit ${size}`, params: [...s.params, ...s.params] };
  return { sql: `${sql} limit ? offset ?`, params: [...s.params, ...s.params, size, (s.page.page - 1) * size] };
}
