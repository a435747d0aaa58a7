import type { EntityManager } from '@mikro-orm/postgresql';

import { RUN_PAUSED_REASONS } from '../../../machines';
import { STATUS_TABLES } from '../../../src/core/machines/machine-tables';
import * as words from '../../../src/domain/vocabulary';

type Doc = { components: { schemas: Record<string, { enum?: string[]; properties?: Record<string, { enum?: string[] }> }> } };

/** Where the OpenAPI document spells each machine's status enum. */
const OPENAPI_ENUMS: Record<string, (doc: Doc) => string[] | undefined> = {
  contact_tracking: (doc) => doc.components.schemas.TrackingStatus?.enum,
  play: (doc) => doc.components.schemas.PlayStatus?.enum,
  run: (doc) => doc.components.schemas.Run?.properties?.status?.enum,
  import: (doc) => doc.components.schemas.Import?.properties?.status?.enum,
  webhook_endpoint: (doc) => doc.components.schemas.WebhookStatus?.enum,
  delivery: (doc) => doc.components.schemas.DeliveryStatus?.enum,
};

export function openApiStatuses(doc: unknown, machine: string): string[] | undefined {
  return OPENAPI_ENUMS[machine]?.(doc as Doc);
}

/** One enum-like CHECK constraint of the migrated database: `CHECK ((column = ANY (ARRAY['a'::text, ...])))`. */
export interface EnumCheck {
  table: string;
  column: string;
  values: string[];
}

/** Every enum-like CHECK constraint of the migrated database, read from `pg_constraint`. */
export async function enumChecks(em: EntityManager): Promise<EnumCheck[]> {
  const rows = await em.execute<Array<{ table: string; def: string }>>(
    `select c.conrelid::regclass::text as table, pg_get_constraintdef(c.oid) as def from pg_constraint c
      join pg_namespace n on n.oid = c.connamespace where c.contype = 'c' and n.nspname = current_schema()`,
  );
  return rows.flatMap(({ table, def }) => {
    const column = /^CHECK \(\(\(?(\w+)\)? = ANY \(ARRAY\[/.exec(def)?.[1];
    return column ? [{ table, column, values: [...def.matchAll(/'([^']*)'::text/g)].map((m) => m[1]!) }] : [];
  });
}

/** The values the CHECK constraint of `table.column` allows, or undefined when it has none. */
export async function checkValues(em: EntityManager, table: string, column: string): Promise<string[] | undefined> {
  return (await enumChecks(em)).find((c) => c.table === table && c.column === column)?.values;
}

/** The values the CHECK constraint of the machine's status column allows. */
export async function checkStatuses(em: EntityManager, machine: string): Promise<string[] | undefined> {
  const where = STATUS_TABLES[machine];
  return where ? checkValues(em, where.table, where.column) : undefined;
}

export type Drift = { machine: string; source: 'check' | 'openapi'; missing: string[]; extra: string[] };

/** How a stored vocabulary differs from the machine's states (empty when they agree). */
export function driftOf(machine: string, source: Drift['source'], states: readonly string[], found: readonly string[] | undefined): Drift[] {
  const have = found ?? [];
  const missing = states.filter((s) => !have.includes(s));
  const extra = have.filter((s) => !states.includes(s));
  return missing.length || extra.length || !found ? [{ machine, source, missing, extra }] : [];
}

/** A column whose CHECK constraint spells a product vocabulary (src/domain/vocabulary). */
export interface StoredVocabulary {
  table: string;
  column: string;
  words: readonly string[];
}

/**
 * Where each vocabulary is stored under a CHECK constraint. A migration that adds an enum-like
 * CHECK must add its column here (or to STATUS_TABLES for a machine's status): the drift test
 * fails on a constraint nobody claims.
 */
export const STORED_VOCABULARIES: readonly StoredVocabulary[] = [
  { table: 'workspaces', column: 'status', words: words.WORKSPACE_STATUSES },
  { table: 'users', column: 'role', words: words.USER_ROLES },
  { table: 'workspace_settings', column: 'refresh_cadence', words: words.REFRESH_CADENCES },
  { table: 'workspace_settings', column: 'crm_writeback_mode', words: words.WRITEBACK_MODES },
  { table: 'workspace_settings', column: 'refresh_strategy', words: words.REFRESH_STRATEGIES },
  { table: 'workspace_settings', column: 'opener_tone', words: words.OPENER_TONES },
  { table: 'credit_ledger', column: 'kind', words: words.CREDIT_KINDS },
  { table: 'accounts', column: 'segment', words: words.SEGMENTS },
  { table: 'contacts', column: 'segment', words: words.SEGMENTS },
  { table: 'profiles', column: 'status', words: words.PROFILE_STATUSES },
  { table: 'icp_versions', column: 'kind', words: words.ICP_KINDS },
  { table: 'fits', column: 'kind', words: words.ICP_KINDS },
  { table: 'runs', column: 'kind', words: words.RUN_KINDS },
  { table: 'runs', column: 'paused_reason', words: RUN_PAUSED_REASONS },
  { table: 'run_items', column: 'status', words: words.RUN_ITEM_STATUSES },
  { table: 'run_items', column: 'trigger', words: words.CHECK_TRIGGERS },
  { table: 'signals', column: 'kind', words: words.SIGNAL_KINDS },
  { table: 'changes', column: 'type', words: words.CHANGE_TYPES },
  { table: 'change_feedback', column: 'verdict', words: words.CHANGE_VERDICTS },
  { table: 'plays', column: 'type', words: words.PLAY_TYPES },
  { table: 'imports', column: 'source', words: words.IMPORT_SOURCES },
  { table: 'notifications', column: 'channel', words: words.NOTIFICATION_CHANNELS },
  { table: 'notifications', column: 'status', words: words.NOTIFICATION_STATUSES },
  { table: 'integrations', column: 'kind', words: words.INTEGRATION_KINDS },
  { table: 'oauth_tokens', column: 'kind', words: words.OAUTH_TOKEN_KINDS },
  { table: 'profile_candidates', column: 'source', words: words.CANDIDATE_SOURCES },
  { table: 'profile_candidates', column: 'status', words: words.CANDIDATE_STATUSES },
  { table: 'finder_jobs', column: 'kind', words: words.FINDER_JOB_KINDS },
  { table: 'finder_jobs', column: 'state', words: words.FINDER_JOB_STATES },
];

/** The enum-like CHECK constraints neither a machine (STATUS_TABLES) nor STORED_VOCABULARIES claims. */
export function unclaimedChecks(checks: readonly EnumCheck[]): string[] {
  const claimed = new Set([...Object.values(STATUS_TABLES), ...STORED_VOCABULARIES].map((c) => `${c.table}.${c.column}`));
  return checks.map((c) => `${c.table}.${c.column}`).filter((key) => !claimed.has(key));
}
