import type { EntityManager } from '@mikro-orm/postgresql';

import { query } from '../../db/query';
import { iso } from '../../shared/schemas';
import type { ProfileCandidate } from './candidate.schema';

const CANDIDATE_SELECT = `select id, social_url, name, headline, company, title, location, score, reasons, source, status, decided_at, created_at
  from profile_candidates`;

type CandidateRow = Omit<ProfileCandidate, 'decided_at' | 'created_at'> & { decided_at: Date | null; created_at: Date | null };

function toCandidate(r: CandidateRow): ProfileCandidate {
  return {
    ...r,
    score: Math.round(Number(r.score) * 1000) / 1000,
    decided_at: iso(r.decided_at),
    created_at: iso(r.created_at),
  };
}

/** A contact's candidates, open ones first, best score first. */
export async function contactCandidates(em: EntityManager, workspaceId: string, contactId: string): Promise<ProfileCandidate[]> {
  const rows = await query<CandidateRow>(
    em,
    `${CANDIDATE_SELECT} where workspace_id = ?::uuid and contact_id = ?::uuid
      order by (status = 'proposed') desc, score desc, id`,
    [workspaceId, contactId],
  );
  return rows.map(toCandidate);
}

/** The candidate `candidateId` of the contact, locked for the decision; null when unknown. */
export async function lockCandidate(em: EntityManager, contactId: string, candidateId: string): Promise<ProfileCandidate | null> {
  const [row] = await query<CandidateRow>(em, `${CANDIDATE_SELECT} where contact_id = ?::uuid and id = ?::uuid for update`, [
    contactId,
    candidateId,
  ]);
  return row ? toCandidate(row) : null;
}
