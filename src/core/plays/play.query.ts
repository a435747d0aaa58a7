import { allowedEvents, type PlayStatus, playStatusMachine } from '../../../machines';
import { iso } from '../../shared/schemas';
import type { Play } from './play.schema';

export const PLAY_SELECT = `select pl.* from plays pl`;

const allowedByStatus = new Map<PlayStatus, readonly PlayStatus[]>();

/**
 * The statuses a play in `status` may move to, per the play-status machine (its events from that state).
 * The machine and its guards see only the status, so the answer is worked out once per status: asking
 * xstate (a restored snapshot, `can` for every event) for each of a page's 50 plays was half the
 * gateway's CPU for GET /plays (issue #25, bench/gateway-stages.ts).
 */
export function allowedNextStatuses(status: PlayStatus): PlayStatus[] {
  let allowed = allowedByStatus.get(status);
  if (!allowed) {
    allowed = allowedEvents(playStatusMachine, status).map((type) => type.replace(/^SET_/, '').toLowerCase() as PlayStatus);
    allowedByStatus.set(status, allowed);
  }
  return [...allowed];
}

/** A play row as the one Play shape every answer, webhook, MCP result and notification carries. */
export function toPlay(r: Record<string, unknown>): Play {
  const s = (k: string) => (r[k] as string | null) ?? null;
  const b = (k: string) => (r[k] as boolean | null) ?? null;
  return {
    id: r.id as string,
    type: r.type as Play['type'],
    status: r.status as Play['status'],
    allowed_statuses: allowedNextStatuses(r.status as PlayStatus),
    contact_id: s('contact_id'),
    account_id: s('account_id'),
    profile_id: r.profile_id as string,
    person: { first_name: s('first_name'), last_name: s('last_name'), social_url: s('social_url') },
    old_company: s('old_company'),
    old_title: s('old_title'),
    new_company: s('new_company'),
    new_title: s('new_title'),
    account_fit: b('account_fit'),
    contact_fit: b('contact_fit'),
    segment: r.segment as Play['segment'],
    owner: s('owner'),
    account_name: s('account_name'),
    email: s('email'),
    email_status: s('email_status'),
    opener: r.opener as string,
    notes: s('notes'),
    owner_id: s('owner_id'),
    crm_record_id: s('crm_record_id'),
    detected_at: iso(r.detected_at as Date | null),
    status_changed_at: iso(r.status_changed_at as Date | null),
  };
}
