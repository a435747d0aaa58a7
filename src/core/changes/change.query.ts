import { iso } from '../../shared/schemas';
import type { Change, ChangeEvidenceWire } from './change.schema';

/** A Change with its person, first contact and the plays it produced. */
export const CHANGE_SELECT = `
  select ch.id, ch.type, ch.profile_id, ch.from_company, ch.from_title, ch.to_company, ch.to_title,
         ch.to_started_on, ch.detected_at, ch.evidence, p.first_name, p.last_name,
         (select c.id from contacts c where c.profile_id = ch.profile_id order by c.created_at, c.id limit 1) as contact_id,
         (select pl.id from plays pl where pl.change_id = ch.id and pl.type <> 'churn_risk' order by pl.detected_at limit 1) as play_id,
         (select pl.id from plays pl where pl.change_id = ch.id and pl.type = 'churn_risk' limit 1) as churn_play_id
    from changes ch join profiles p on p.id = ch.profile_id`;

export function toChange(r: Record<string, unknown>): Change {
  const s = (k: string) => (r[k] as string | null) ?? null;
  return {
    id: r.id as string,
    type: r.type as Change['type'],
    profile_id: r.profile_id as string,
    contact_id: s('contact_id'),
    person: { first_name: s('first_name'), last_name: s('last_name') },
    from_company: s('from_company'),
    from_title: s('from_title'),
    to_company: s('to_company'),
    to_title: s('to_title'),
    to_started_on: s('to_started_on'),
    play_id: s('play_id'),
    churn_play_id: s('churn_play_id'),
    detected_at: iso(r.detected_at as Date | null),
    evidence: toEvidence(r.evidence),
  };
}

/** The stored evidence as on the wire (null for changes stored before evidence existed). */
function toEvidence(value: unknown): ChangeEvidenceWire | null {
  if (value === null || value === undefined) return null;
  const e = (typeof value === 'string' ? JSON.parse(value) : value) as ChangeEvidenceWire;
  return {
    rule: e.rule,
    confidence: e.confidence,
    previous: e.previous ?? null,
    current: e.current ?? null,
    surfaced_late: e.surfaced_late ?? false,
    confirmed_at: e.confirmed_at ?? null,
    trigger: e.trigger ?? null,
  };
}
