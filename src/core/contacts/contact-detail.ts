import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { iso } from '../../shared/schemas';
import { CHANGE_SELECT, toChange } from '../changes/change.query';
import { contactCandidates } from '../finder/candidate.query';
import { PLAY_SELECT, toPlay } from '../plays/play.query';
import type { Fit } from '../plays/play.schema';
import type { ContactRow } from './contact.query';
import type { ContactDetail } from './contact.schema';

type Extras = Pick<ContactDetail, 'positions' | 'changes' | 'fit' | 'emails' | 'plays' | 'profile_candidates'>;

function toFit(r: Record<string, unknown> | undefined): Fit | null {
  if (!r) return null;
  return {
    fit: r.fit as boolean,
    summary: r.summary as string,
    criteria: r.criteria as Fit['criteria'],
    evaluated_at: iso(r.evaluated_at as Date),
  };
}

type Email = ContactDetail['emails'][number];

/**
 * Every address known for the contact: those the finder stored (for its profile or for the
 * contact itself) and the CRM's, listed as `source: crm` (`unverified` unless the finder
 * verified the same address). The primary is the finder's verified one, else the CRM's.
 */
async function knownEmails(em: EntityManager, contact: ContactRow): Promise<Email[]> {
  const rows = await query<Record<string, unknown>>(
    em,
    `select email, status, source, is_primary, verified_at from emails
      where (profile_id = ? or contact_id = ?) order by is_primary desc, created_at`,
    [contact.profile_id, contact.id],
  );
  const emails: Email[] = rows.map((e) => ({
    email: e.email as string,
    status: e.status as string,
    source: e.source as string,
    is_primary: e.is_primary as boolean,
    verified_at: iso(e.verified_at as Date | null),
  }));
  const crm = (contact.email as string | null) ?? null;
  if (crm && !emails.some((e) => e.email.toLowerCase() === crm.toLowerCase())) {
    emails.push({ email: crm, status: 'unverified', source: 'crm', is_primary: !emails.some((e) => e.is_primary), verified_at: null });
  }
  return emails;
}

/** What ContactDetail adds to a Contact: the latest positions, changes, fits, emails, plays and profile candidates. */
export async function contactExtras(em: EntityManager, workspaceId: string, contact: ContactRow): Promise<Extras> {
  const profileId = contact.profile_id;
  const emails = await knownEmails(em, contact);
  const profile_candidates = await contactCandidates(em, workspaceId, contact.id);
  if (!profileId) return { positions: [], changes: [], fit: null, emails, plays: [], profile_candidates };
  const positions = await query<Record<string, unknown>>(
    em,
    `select company, company_social_id, title, started_on, ended_on, is_current from positions
      where snapshot_id = (select id from snapshots where profile_id = ? and found order by fetched_at desc limit 1)
      order by ord`,
    [profileId],
  );
  const changes = await query<Record<string, unknown>>(
    em,
    `${CHANGE_SELECT} where ch.workspace_id = ? and ch.profile_id = ? order by ch.detected_at desc, ch.id`,
    [workspaceId, profileId],
  );
  const fits = await query<Record<string, unknown>>(
    em,
    `select distinct on (kind) kind, fit, summary, criteria, evaluated_at from fits
      where workspace_id = ? and profile_id = ? order by kind, evaluated_at desc`,
    [workspaceId, profileId],
  );
  const plays = await query<Record<string, unknown>>(
    em,
    `${PLAY_SELECT} where pl.workspace_id = ? and pl.profile_id = ? order by pl.detected_at desc, pl.id`,
    [workspaceId, profileId],
  );
  const account = fits.find((f) => f.kind === 'account');
  const contactFit = fits.find((f) => f.kind === 'contact');
  return {
    positions: positions.map((p) => ({
      company: p.company as string,
      company_social_id: (p.company_social_id as string | null) ?? null,
      title: (p.title as string | null) ?? null,
      started_on: (p.started_on as string | null) ?? null,
      ended_on: (p.ended_on as string | null) ?? null,
      is_current: p.is_current as boolean,
    })),
    changes: changes.map(toChange),
    fit: fits.length ? { account: toFit(account), contact: toFit(contactFit) } : null,
    emails,
    plays: plays.map(toPlay),
    profile_candidates,
  };
}
