import type { EntityManager } from '@mikro-orm/postgresql';

import { copyRows } from '../../../db/copy';
import { query } from '../../../db/query';
import { stageRows, updateManyStaged } from '../../../db/staging';
import type { NormalisedAccount, NormalisedContact } from '../../../domain/normalise';
import { timeOrderedId } from '../../../shared/time-ordered-id';
import { upsertAccountRows } from '../../accounts/account-upsert';
import type { TransitionRow } from '../../journal/record-transition';
import { BASELINE_CONTACT_STATUSES } from '../../runs/queue-baseline-run';
import { newContactJournal } from '../../transitions/contact-tracking-transition';
import { companyAccount, KEEP_WHEN_NULL } from './commit-rows';
import { CONTACT_COLUMNS, type ContactCommitCounts, type ContactPlan, planContactWrites,type PlanInputs } from './contact-plan';
import type { ProfileLinks } from './profile-links';
import { type StoredContact, storedMatcher } from './stored-contacts';

/**
 * Key space of the per-workspace lock that lets one bulk merge at a time write a workspace (two-int
 * advisory keys, as queue-baseline-run.ts's). The created profiles go in the order of ids drawn per
 * import (`stageProfiles`), so two imports of overlapping profile URLs would insert the same keys in
 * different orders and could deadlock on the unique index; merged one after the other they cannot.
 */
const BULK_MERGE_LOCK_CLASS = 20_261_127;

/**
 * The bulk import's merge (src/core/imports/bulk-import.ts): the same decisions as
 * `commitSlice` (accounts first, then profiles, then each contact matched to a stored one by
 * the planner of contact-plan.ts, so the dedupe order and "null means not given" are one
 * implementation), with the database work set-based: the rows' keys are copied into a staging
 * table and joined, new contacts and their journal rows are written with COPY, updates merge
 * from a staging table. Runs in the caller's transaction, after any other bulk merge of the
 * workspace has committed (`BULK_MERGE_LOCK_CLASS`).
 */
export async function commitStaged(
  em: EntityManager,
  workspaceId: string,
  input: { accounts: NormalisedAccount[]; contacts: NormalisedContact[]; crmProvider: string | null; at: Date },
  step?: (done: number) => Promise<void>,
): Promise<{ counts: ContactCommitCounts; accountIds: string[]; profileIds: string[]; freshDue: string[] }> {
  const { accounts, contacts, crmProvider } = input;
  await query(em, 'select pg_advisory_xact_lock(?::int, hashtext(?::text))', [BULK_MERGE_LOCK_CLASS, workspaceId]);
  const given = await upsertAccountRows(
    em,
    workspaceId,
    accounts.map((a) => ({ ...a, crm_provider: a.crm_id ? crmProvider : null })),
  );
  const fromCompanies = contacts.length ? await upsertAccountRows(em, workspaceId, contacts.map(companyAccount), { fillOnly: true }) : { ids: [], upserted: 0 };
  await step?.(accounts.length);
  const keys = await stageKeys(em, contacts);
  const profiles = await stageProfiles(em, workspaceId, keys);
  const counts: ContactCommitCounts = {
    contacts_upserted: 0,
    accounts_upserted: fromCompanies.upserted,
    with_social: 0,
    needs_social: 0,
    profiles_created: profiles.created,
    profiles_linked: 0,
    duplicates: 0,
  };
  const stored = await storedContacts(em, workspaceId, keys);
  const plan: ContactPlan = { inserts: [], updates: new Map(), moves: [] };
  const inputs: PlanInputs = {
    workspaceId,
    crmProvider,
    accountIds: fromCompanies.ids,
    profileByKey: profiles.byKey,
    createdKeys: profiles.createdKeys,
    stored,
    counts,
    match: storedMatcher(stored),
  };
  const made: NewContacts = { ids: [], withSocial: [], freshDue: new FreshDue(profiles.createdIds) };
  const inserted = await copyRows(em, 'contacts', NEW_CONTACT_COLUMNS, plannedInserts(contacts, inputs, plan, made));
  for (const update of plan.updates.values()) made.freshDue.see(update);
  if (inserted > 0) await copyJournal(em, newContactsJournal(workspaceId, made), input.at);
  await copyJournal(em, plan.moves, input.at);
  await updateManyStaged(em, 'contacts', CONTACT_COLUMNS, [...plan.updates.values()], {
    keepWhenNull: KEEP_WHEN_NULL,
    extraSet: 'updated_at = now()',
  });
  counts.contacts_upserted = inserted + plan.updates.size;
  await step?.(accounts.length + contacts.length);
  return {
    counts,
    accountIds: [...new Set([...given.ids, ...fromCompanies.ids])],
    profileIds: [...new Set(profiles.byKey.values())],
    freshDue: made.freshDue.inCreationOrder(),
  };
}

const BASELINE_STATUSES = new Set<unknown>(BASELINE_CONTACT_STATUSES);

/**
 * The profiles this import created that a contact it wrote (inserted, or updated to its final
 * status) keeps in a baseline status: exactly the created ones `queueBaselineRun` would find due,
 * since no other transaction can reach a profile before this one commits.
 */
class FreshDue {
  readonly ids = new Set<string>();
  constructor(private readonly created: ReadonlySet<string>) {}
  see(row: Record<string, unknown>): void {
    const profile = row.profile_id as string | null;
    if (profile && this.created.has(profile) && BASELINE_STATUSES.has(row.tracking_status)) this.ids.add(profile);
  }
  /**
   * In the order the profiles insert made them (their time-ordered ids, the order of their heap
   * rows and primary key): the run items' foreign-key checks then lock the profiles page after
   * page, and their indexes on the profile id are appended to.
   */
  inCreationOrder(): string[] {
    return [...this.created].filter((id) => this.ids.has(id));
  }
}

const KEY_COLUMNS = { seq: 'integer', crm_id: 'text', social_key: 'text', social_url: 'text', email: 'text', name_key: 'text', profile_id: 'uuid' };

/**
 * The rows' identity keys in a staging table, in row order, each row with a profile URL carrying
 * the id its profile gets if the import creates it: time-ordered (UUID v7), drawn in row order.
 */
async function stageKeys(em: EntityManager, contacts: NormalisedContact[]): Promise<string> {
  const rows = lazyMap(contacts, (c, seq) => [seq, c.crm_id, c.social?.key ?? null, c.social?.url ?? null, c.email, c.name_key, c.social ? timeOrderedId() : null]);
  return (await stageRows(em, 'contact_keys', KEY_COLUMNS, rows)).table;
}

/**
 * `linkProfiles` for the staged keys: creates the missing profiles (the last row's URL for a
 * key, as there) and reads all of them. A profile another transaction commits meanwhile is
 * read by the second statement, which takes a later snapshot.
 *
 * The created profiles take the ids staged with the keys, in that order (the contacts' row
 * order, time-ordered ids): the primary key is appended to, the heap follows it, and the
 * contacts COPY (row order) and the baseline run's items (creation order) then reach the
 * profiles, their foreign-key checks and their own profile indexes page after page instead of
 * at random pages of indexes larger than the cache (docs/decisions.md, "Bulk import round 6").
 */
async function stageProfiles(em: EntityManager, workspaceId: string, keys: string): Promise<ProfileLinks & { createdIds: Set<string> }> {
  const created = await query<{ id: string; social_key: string }>(
    em,
    `insert into profiles (id, workspace_id, social_key, social_url)
     select id, ?::uuid, social_key, social_url
       from (select distinct on (social_key) profile_id as id, social_key, social_url from ${keys} where social_key is not null order by social_key, seq desc) k
     order by id
     on conflict (workspace_id, social_key) do nothing returning id, social_key`,
    [workspaceId],
  );
  const all = await query<{ id: string; social_key: string }>(
    em,
    `select p.id, p.social_key from (select distinct social_key from ${keys} where social_key is not null) k
       join profiles p on p.workspace_id = ?::uuid and p.social_key = k.social_key`,
    [workspaceId],
  );
  return {
    byKey: new Map(all.map((p) => [p.social_key, p.id])),
    createdKeys: new Set(created.map((p) => p.social_key)),
    createdIds: new Set(created.map((p) => p.id)),
    created: created.length,
  };
}

const STORED_COLUMNS = 'id, crm_id, social_url, email, name_key, first_name, last_name, tracking_status, profile_id, created_at';

/** `loadStoredContacts` for the staged keys: one semi-join per key, oldest first. */
function storedContacts(em: EntityManager, workspaceId: string, keys: string): Promise<StoredContact[]> {
  const by = (column: string, key: string) =>
    `select ${STORED_COLUMNS} from contacts where workspace_id = ?::uuid and ${column} in (select ${key} from ${keys} where ${key} is not null)`;
  return query<StoredContact>(
    em,
    `${[by('crm_id', 'crm_id'), by('social_url', 'social_url'), by('email', 'email'), by('name_key', 'name_key')].join(' union ')} order by created_at, id`,
    [workspaceId, workspaceId, workspaceId, workspaceId],
  );
}

/** Rows planned per slice: their insert objects are dropped once COPY has read them, young. */
const PLAN_SLICE = 2000;
const CONTACT_NAMES = Object.keys(CONTACT_COLUMNS);
const NEW_CONTACT_COLUMNS = ['id', 'workspace_id', ...CONTACT_NAMES];

/**
 * What the journal needs of the new contacts, kept compact: their ids (drawn here) and whether
 * each has a profile URL; and the created profiles they make due for the baseline run.
 */
interface NewContacts {
  ids: string[];
  withSocial: boolean[];
  freshDue: FreshDue;
}

/**
 * The planner's inserts as COPY into `contacts` reads them: `contacts` is planned a slice at a
 * time into the one `plan` (updates and journal moves gather there as before), and each slice's
 * new contacts go out as rows in row order and are let go; only their ids stay (`made`). Nothing
 * holds a million insert objects until the end of the import. The ids are time-ordered (UUID v7):
 * each lands at the end of the primary key and page-order indexes, not on a random page.
 */
function* plannedInserts(contacts: NormalisedContact[], inputs: PlanInputs, plan: ContactPlan, made: NewContacts): Generator<unknown[]> {
  for (let start = 0; start < contacts.length; start += PLAN_SLICE) {
    const end = Math.min(start + PLAN_SLICE, contacts.length);
    planContactWrites(contacts.slice(start, end), { ...inputs, accountIds: inputs.accountIds.slice(start, end) }, plan);
    for (const row of plan.inserts) {
      const id = timeOrderedId();
      made.ids.push(id);
      made.withSocial.push(row.tracking_status !== 'needs_social');
      made.freshDue.see(row);
      const values: unknown[] = [id, row.workspace_id];
      for (const c of CONTACT_NAMES) values.push(row[c]);
      yield values;
    }
    plan.inserts.length = 0;
  }
}

/** The new contacts' creating journal rows, made one contact at a time as COPY reads them. */
function* newContactsJournal(workspaceId: string, made: NewContacts): Generator<TransitionRow> {
  for (const [i, id] of made.ids.entries()) {
    yield* newContactJournal({ id, workspace_id: workspaceId, with_social: made.withSocial[i]! }, 'import');
  }
}

/** `rows.map(f)` made as COPY reads it, so a million rows are never all built at once. */
function* lazyMap<T, R>(rows: Iterable<T>, f: (row: T, i: number) => R): Generator<R> {
  let i = 0;
  for (const row of rows) yield f(row, i++);
}

const JOURNAL_COLUMNS = ['workspace_id', 'resource', 'resource_id', 'from_status', 'event', 'to_status', 'refused', 'cause', 'at'];

/** `recordTransitions` by COPY, in the order given (the journal's ids), stamped `at` (the service clock) unless a row has its own. */
async function copyJournal(em: EntityManager, rows: Iterable<TransitionRow>, at: Date): Promise<void> {
  if (Array.isArray(rows) && rows.length === 0) return;
  const stamp = at.toISOString();
  await copyRows(
    em,
    'transitions',
    JOURNAL_COLUMNS,
    lazyMap(rows, (r) => [r.workspaceId, r.resource, r.resourceId, r.from, r.event, r.to, r.refused ?? false, r.cause, r.at?.toISOString() ?? stamp]),
  );
}
