import type { EntityManager } from '@mikro-orm/postgresql';

import type { ContactTrackingStatus } from '../../../machines';
import { inJsonList } from '../../db/bulk';
import { query } from '../../db/query';
import type { Snapshot } from '../../domain/changes';
import { namesClearlyDiffer } from '../../domain/finder/name-mismatch';
import { transitionContacts } from '../transitions/contact-tracking-transition';

/** A baseline check: the first time the profile was found. */
export interface BaselineCheck {
  profileId: string;
  snapshot: Snapshot;
}

type Row = {
  id: string;
  workspace_id: string;
  tracking_status: ContactTrackingStatus;
  first_name: string | null;
  last_name: string | null;
  profile_id: string;
  social_url: string;
};

/**
 * The baseline name check (ARCHITECTURE §4), in the batch commit's transaction: a contact
 * (ready or tracked, in every workspace: tracking the wrong person would send false alerts)
 * whose baseline profile shows a name that clearly differs from the contact's goes to
 * `pending_review` (NAME_MISMATCH) with that profile as its candidate (`source: baseline`);
 * no change, no play. A URL a person
 * already confirmed for the contact is not questioned again. Returns the contacts moved.
 */
export async function reviewBaselineNames(em: EntityManager, checks: readonly BaselineCheck[], at: Date): Promise<number> {
  if (checks.length === 0) return 0;
  const byProfile = new Map(checks.map((c) => [c.profileId, c.snapshot]));
  const contacts = await query<Row>(em,
    `select c.id, c.workspace_id, c.tracking_status, c.first_name, c.last_name, c.profile_id, p.social_url
       from contacts c join profiles p on p.id = c.profile_id
      where ${inJsonList('c.profile_id', 'uuid')} and c.tracking_status in ('ready', 'tracked')
        and not exists (select 1 from profile_candidates k where k.contact_id = c.id and k.social_url = p.social_url and k.status = 'confirmed')
      order by c.id for update of c`,
    [JSON.stringify([...byProfile.keys()])],
  );
  const mismatched = contacts.filter((c) => namesClearlyDiffer(c, byProfile.get(c.profile_id)!));
  if (mismatched.length === 0) return 0;
  const moved = await transitionContacts(em, mismatched.map((c) => ({ contact: c, event: { type: 'NAME_MISMATCH' } })), 'system', at);
  const inReview = new Set(moved.filter((m) => m.tracking_status === 'pending_review').map((m) => m.id));
  const candidates = mismatched.filter((c) => inReview.has(c.id)).map((c) => candidateRow(c, byProfile.get(c.profile_id)!));
  await query(em,
    `insert into profile_candidates (workspace_id, contact_id, social_url, name, headline, company, title, score, reasons, source)
     select x.workspace_id, x.contact_id, x.social_url, x.name, x.headline, x.company, x.title, 0, array['name_mismatch'], 'baseline'
       from jsonb_to_recordset(?::jsonb) as x(workspace_id uuid, contact_id uuid, social_url text, name text, headline text, company text, title text)
     on conflict (contact_id, social_url) do update set status = 'proposed', source = 'baseline', decided_at = null,
        name = excluded.name, headline = excluded.headline, company = excluded.company, title = excluded.title`,
    [JSON.stringify(candidates)],
  );
  return inReview.size;
}

function candidateRow(c: Row, s: Snapshot) {
  const current = s.positions.find((p) => p.is_current) ?? null;
  return {
    workspace_id: c.workspace_id,
    contact_id: c.id,
    social_url: c.social_url,
    name: [s.first_name, s.last_name].filter(Boolean).join(' '),
    headline: s.headline,
    company: current?.company ?? null,
    title: current?.title ?? null,
  };
}
