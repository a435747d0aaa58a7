import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../../db/query';
import type { NormalisedContact } from '../../../domain/normalise';

interface ProfileRow {
  id: string;
  social_key: string;
  inserted: boolean;
  this_call: boolean;
}

/** The profiles behind the rows' profile URLs: which exist now, which this call (or this import) created. */
export interface ProfileLinks {
  /** social key → profile id */
  byKey: Map<string, string>;
  /** Social keys whose profile this call or an earlier chunk of the same import created. */
  createdKeys: Set<string>;
  created: number;
}

/**
 * Creates the missing profiles of the rows' profile URLs and reads the others, in one statement.
 * `this_call`: a queued import commits in chunks, and a profile an earlier chunk created did not
 * exist before the call.
 */
export async function linkProfiles(em: EntityManager, workspaceId: string, rows: NormalisedContact[], importId?: string): Promise<ProfileLinks> {
  const wanted = [...new Map(rows.flatMap((r) => (r.social ? [[r.social.key, r.social] as const] : []))).values()];
  const thisCall = importId ? 'p.created_at >= (select created_at from imports where id = ?)' : 'false';
  const importParam = importId ? [importId] : [];
  const profiles = wanted.length
    ? await query<ProfileRow>(
        em,
        `with wanted as (select * from jsonb_to_recordset(?::jsonb) as x(social_key text, social_url text)),
         ins as (insert into profiles (workspace_id, social_key, social_url) select ?, social_key, social_url from wanted
                 on conflict (workspace_id, social_key) do nothing returning id, social_key)
         select id, social_key, true as inserted, true as this_call from ins
         union all
         select p.id, p.social_key, false, ${thisCall} from wanted w
          cross join lateral (select id, social_key, created_at from profiles
                               where workspace_id = ? and social_key = w.social_key offset 0) p`,
        [JSON.stringify(wanted.map((s) => ({ social_key: s.key, social_url: s.url }))), workspaceId, ...importParam, workspaceId],
      )
    : [];
  // A profile another transaction committed while this statement ran is in neither half (the
  // insert waited for it, the select's snapshot predates it): read those again.
  const seen = new Set(profiles.map((p) => p.social_key));
  const missing = wanted.filter((s) => !seen.has(s.key)).map((s) => s.key);
  if (missing.length) {
    profiles.push(
      ...(await query<ProfileRow>(
        em,
        `select p.id, p.social_key, false as inserted, ${thisCall} as this_call from profiles p
          where p.workspace_id = ? and p.social_key = any(array(select value from jsonb_array_elements_text(?::jsonb)))`,
        [...importParam, workspaceId, JSON.stringify(missing)],
      )),
    );
  }
  return {
    byKey: new Map(profiles.map((p) => [p.social_key, p.id])),
    createdKeys: new Set(profiles.filter((p) => p.this_call).map((p) => p.social_key)),
    created: profiles.filter((p) => p.inserted).length,
  };
}
