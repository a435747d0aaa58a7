import type { EntityManager } from '@mikro-orm/postgresql';

import { inJsonList } from '../../db/bulk';
import { query } from '../../db/query';
import type { CheckEffect, Snapshot } from '../../domain/changes';
import { type ContactRef, transitionContacts } from '../transitions/contact-tracking-transition';

/** One completed check as stored: the profile, what came back (null: not found) and its effect. */
export interface StoredCheck {
  profileId: string;
  snapshot: Snapshot | null;
  effect: CheckEffect;
  /** The change waits for a second look: status, current role and tracking stay as they were. */
  held: boolean;
}

/**
 * Snapshots and their positions (the batch's largest insert, about three per check) in one
 * statement: the positions take their snapshot's id from the snapshots insert, in the order
 * of the checks (position ids order a profile's roles); a snapshot a retried batch already
 * stored for the run is skipped with its positions. A second look stores with no run.
 */
export async function storeSnapshots(
  em: EntityManager,
  workspaceId: string,
  runId: string | null,
  checks: StoredCheck[],
  fetchedAt: Date,
): Promise<void> {
  if (checks.length === 0) return;
  await query(em,
    `with stored as (
       insert into snapshots (workspace_id, profile_id, run_id, found, first_name, last_name, headline, fetched_at)
       select ?::uuid, profile_id, ?::uuid, found, first_name, last_name, headline, ?::timestamptz
         from jsonb_to_recordset(?::jsonb) as x(profile_id uuid, found boolean, first_name text, last_name text, headline text)
       on conflict (run_id, profile_id) where run_id is not null do nothing
       returning id, profile_id)
     insert into positions (workspace_id, snapshot_id, profile_id, ord, company, company_social_id, title, started_on, ended_on, is_current)
     select ?::uuid, stored.id, x.profile_id, x.ord, x.company, x.company_social_id, x.title, x.started_on, x.ended_on, x.is_current
       from jsonb_to_recordset(?::jsonb) as x(seq integer, profile_id uuid, ord integer, company text, company_social_id text,
            title text, started_on text, ended_on text, is_current boolean)
       join stored on stored.profile_id = x.profile_id
      order by x.seq`,
    [
      workspaceId,
      runId,
      fetchedAt.toISOString(),
      JSON.stringify(
        checks.map(({ profileId, snapshot }) => ({
          profile_id: profileId,
          found: snapshot !== null,
          first_name: snapshot?.first_name ?? null,
          last_name: snapshot?.last_name ?? null,
          headline: snapshot?.headline ?? null,
        })),
      ),
      workspaceId,
      JSON.stringify(
        checks
          .flatMap(({ profileId, snapshot }) => (snapshot?.positions ?? []).map((p, ord) => ({ profile_id: profileId, ord, ...p })))
          .map((p, seq) => ({ seq, ...p })),
      ),
    ],
  );
}

/** The checked profiles' statuses and current roles, one statement; a held check only moves last_checked_at. */
export async function updateProfiles(em: EntityManager, checks: StoredCheck[], checkedAt: Date): Promise<void> {
  if (checks.length === 0) return;
  const keep = (column: string) => `case when x.held then p.${column} else x.${column} end`;
  await query(em,
    `update profiles p set status = ${keep('status')}, first_name = coalesce(x.first_name, p.first_name),
            last_name = coalesce(x.last_name, p.last_name), headline = coalesce(x.headline, p.headline),
            current_company = ${keep('current_company')}, current_company_social_id = ${keep('current_company_social_id')},
            current_title = ${keep('current_title')}, current_since = ${keep('current_since')}, last_checked_at = x.checked_at,
            last_change_at = case when x.changed then x.checked_at else p.last_change_at end,
            baseline_crm_mismatch = coalesce(x.mismatch, p.baseline_crm_mismatch), updated_at = now()
       from jsonb_to_recordset(?::jsonb) as x(id uuid, status text, first_name text, last_name text, headline text,
            current_company text, current_company_social_id text, current_title text, current_since text,
            checked_at timestamptz, changed boolean, mismatch boolean, held boolean)
      where p.id = x.id`,
    [
      JSON.stringify(
        checks.map(({ profileId, effect, snapshot, held }) => ({
          id: profileId,
          status: effect.status,
          first_name: snapshot?.first_name || null,
          last_name: snapshot?.last_name || null,
          headline: snapshot?.headline || null,
          current_company: effect.current.company,
          current_company_social_id: effect.current.company_social_id,
          current_title: effect.current.title,
          current_since: effect.current.since,
          checked_at: checkedAt.toISOString(),
          changed: effect.change !== null && !held,
          mismatch: effect.baselineCrmMismatch,
          held,
        })),
      ),
    ],
  );
}

/**
 * Contacts of the checked profiles follow the check (not found → not_found; found again →
 * tracked) through the contact-tracking machine: one update and one journal insert for the
 * batch. A not-found move is caused by the checker's `profile_not_found` class, the other by the
 * scheduler. Held checks wait.
 */
export async function moveTracking(em: EntityManager, checks: StoredCheck[], at: Date): Promise<void> {
  const moves = checks.flatMap((c) => (c.effect.tracking && !c.held ? [{ profileId: c.profileId, event: c.effect.tracking }] : []));
  if (moves.length === 0) return;
  const eventOf = new Map(moves.map((m) => [m.profileId, m.event]));
  const contacts = await query<ContactRef & { profile_id: string }>(em,
    `select id, workspace_id, profile_id, tracking_status from contacts where ${inJsonList('profile_id', 'uuid')} order by id`,
    [JSON.stringify([...eventOf.keys()])],
  );
  await transitionContacts(
    em,
    contacts.map((contact) => {
      const type = eventOf.get(contact.profile_id)!;
      return { contact, event: { type }, cause: type === 'PROFILE_NOT_FOUND' ? 'checker:profile_not_found' : 'scheduler' };
    }),
    'scheduler',
    at,
  );
}
