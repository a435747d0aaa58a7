import { allowedEvents, type PlayStatus, playStatusMachine } from '../../../machines';
import { iso } from '../../shared/schemas';
import type { Play } from './play.schema';

/**
 * The columns a play's answer shows (`toPlay`), named one by one rather than `pl.*`: GET /plays is a prepared
 * statement, and PostgreSQL refuses to run a prepared `*` again once a migration changed the table's columns
 * ("cached plan must not change result type"); a named list keeps its shape whatever is added.
 */
export const PLAY_COLUMNS = `pl.id, pl.type, pl.status, pl.contact_id, pl.account_id, pl.profile_id, pl.first_name, pl.last_name,
  pl.social_url, pl.old_company, pl.old_title, pl.new_company, pl.new_title, pl.account_fit, pl.contact_fit, pl.segment,
  pl.owner, pl.account_name, pl.email, pl.email_status, pl.opener, pl.notes, pl.owner_id, pl.crm_record_id,
  pl.detected_at, pl.status_changed_at`;

/** A play's answer read from `plays pl` (add `where …`). */
export const PLAY_SELECT = `select ${PLAY_COLUMNS} from plays pl`;

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

/** A play row as it comes from PostgreSQL (`PLAY_SELECT`). */
type PlayRow = Record<keyof Play | 'first_name' | 'last_name' | 'social_url', unknown>;

/**
 * A play row as the one Play shape every answer, webhook, MCP result and notification carries.
 * Plain property reads, no helper closures: this runs for every play of every page, and two
 * closures a row (each named by the TypeScript loader) were a tenth of GET /plays' mapping.
 */
export function toPlay(row: Record<string, unknown>): Play {
  const r = row as PlayRow;
  return {
    id: r.id as string,
    type: r.type as Play['type'],
    status: r.status as Play['status'],
    allowed_statuses: allowedNextStatuses(r.status as PlayStatus),
    contact_id: (r.contact_id as string | null) ?? null,
    account_id: (r.account_id as string | null) ?? null,
    profile_id: r.profile_id as string,
    person: {
      first_name: (r.first_name as string | null) ?? null,
      last_name: (r.last_name as string | null) ?? null,
      social_url: (r.social_url as string | null) ?? null,
    },
    old_company: (r.old_company as string | null) ?? null,
    old_title: (r.old_title as string | null) ?? null,
    new_company: (r.new_company as string | null) ?? null,
    new_title: (r.new_title as string | null) ?? null,
    account_fit: (r.account_fit as boolean | null) ?? null,
    contact_fit: (r.contact_fit as boolean | null) ?? null,
    segment: r.segment as Play['segment'],
    owner: (r.owner as string | null) ?? null,
    account_name: (r.account_name as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    email_status: (r.email_status as string | null) ?? null,
    opener: r.opener as string,
    notes: (r.notes as string | null) ?? null,
    owner_id: (r.owner_id as string | null) ?? null,
    crm_record_id: (r.crm_record_id as string | null) ?? null,
    detected_at: iso(r.detected_at as Date | string | null),
    status_changed_at: iso(r.status_changed_at as Date | string | null),
  };
}
