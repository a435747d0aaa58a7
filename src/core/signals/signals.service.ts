import type { EntityManager } from '@mikro-orm/postgresql';

import { insertMany } from '../../db/bulk';
import { query } from '../../db/query';
import { normaliseEmail } from '../../domain/normalise/email';
import { issuesToErrors } from '../../domain/normalise/input-fields';
import { em as fork, type Services } from '../context';
import { type SignalInput, SignalInputSchema, type SignalsResult } from './signal.schema';

/** A signal observed later than this past the service clock is refused (clocks drift a little). */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

interface NamedContact {
  id: string;
  crm_id: string | null;
  email: string | null;
  profile_id: string | null;
}

interface ValidRow {
  index: number;
  input: SignalInput;
  email: string | null;
}

type Rejected = SignalsResult['rejected'];

/** Each row against its schema and the clock: the valid ones, and the others with their errors. */
function checkRows(rows: Array<Record<string, unknown>>, now: Date): { valid: ValidRow[]; rejected: Rejected } {
  const valid: ValidRow[] = [];
  const rejected: Rejected = [];
  rows.forEach((row, index) => {
    const parsed = SignalInputSchema.safeParse(row);
    if (!parsed.success) return void rejected.push({ index, errors: issuesToErrors(parsed.error.issues) });
    const errors: Record<string, string> = {};
    const email = normaliseEmail(parsed.data.email);
    if (!email.ok) errors.email = email.error;
    if (Date.parse(parsed.data.observed_at) > now.getTime() + FUTURE_TOLERANCE_MS) errors.observed_at = 'must not be in the future';
    if (Object.keys(errors).length > 0) return void rejected.push({ index, errors });
    valid.push({ index, input: parsed.data, email: email.ok ? email.value : null });
  });
  return { valid, rejected };
}

/** The workspace's contacts the rows name, by id, CRM id or email, in one query. */
async function namedContacts(em: EntityManager, workspaceId: string, rows: ValidRow[]): Promise<NamedContact[]> {
  const ids = rows.flatMap((r) => (r.input.contact_id ? [r.input.contact_id] : []));
  const crmIds = rows.flatMap((r) => (r.input.crm_id && !r.input.contact_id ? [r.input.crm_id] : []));
  const emails = rows.flatMap((r) => (r.email && !r.input.contact_id && !r.input.crm_id ? [r.email] : []));
  if (ids.length + crmIds.length + emails.length === 0) return [];
  return query<NamedContact>(
    em,
    `select id, crm_id, email, profile_id from contacts
      where workspace_id = ? and (id = any(?::uuid[]) or crm_id = any(?::text[]) or email = any(?::text[]))`,
    [workspaceId, ids, crmIds, emails],
  );
}

/** The contacts a row names: by contact_id, else crm_id, else every contact with the email. */
function contactsOf(row: ValidRow, contacts: NamedContact[]): { found: NamedContact[]; missing?: [string, string] } {
  const { contact_id, crm_id } = row.input;
  if (contact_id) {
    const found = contacts.filter((c) => c.id === contact_id);
    return found.length ? { found } : { found, missing: ['contact_id', 'no contact with this id in the workspace'] };
  }
  if (crm_id) {
    const found = contacts.filter((c) => c.crm_id === crm_id);
    return found.length ? { found } : { found, missing: ['crm_id', 'no contact with this crm_id in the workspace'] };
  }
  const found = contacts.filter((c) => c.email === row.email);
  return found.length ? { found } : { found, missing: ['email', 'no contact with this email in the workspace'] };
}

/**
 * POST /signals: what the customer's systems saw about their contacts (a bounce, an
 * auto-reply, a CRM edit). Each row is checked on its own (schema, email, not in the future,
 * a contact it names); the good rows are stored in one statement, one per contact named, and
 * an adaptive workspace checks the signalled profiles first at its next daily planning. Bad
 * rows are listed in `rejected` and store nothing.
 */
export async function recordSignals(services: Services, workspaceId: string, rows: Array<Record<string, unknown>>): Promise<SignalsResult> {
  const now = services.clock.now();
  const { valid, rejected } = checkRows(rows, now);
  const em = fork(services);
  const contacts = await namedContacts(em, workspaceId, valid);
  const stored: object[] = [];
  let accepted = 0;
  for (const row of valid) {
    const { found, missing } = contactsOf(row, contacts);
    if (missing) {
      rejected.push({ index: row.index, errors: { [missing[0]]: missing[1] } });
      continue;
    }
    accepted++;
    for (const contact of found) {
      stored.push({
        workspace_id: workspaceId,
        contact_id: contact.id,
        profile_id: contact.profile_id,
        kind: row.input.kind,
        observed_at: row.input.observed_at,
        detail: row.input.detail ?? null,
        received_at: now.toISOString(),
      });
    }
  }
  await insertMany(
    em,
    'signals',
    { workspace_id: 'uuid', contact_id: 'uuid', profile_id: 'uuid', kind: 'text', observed_at: 'timestamptz', detail: 'text', received_at: 'timestamptz' },
    stored,
  );
  rejected.sort((a, b) => a.index - b.index);
  return { accepted, rejected, contacts: stored.length };
}
