import type { EntityManager } from '@mikro-orm/postgresql';

import { STATUS_TABLES } from '../../../src/core/machines/machine-tables';
import { STORED_VOCABULARIES } from '../../../src/db/stored-vocabularies';
import { type EnumCheck, readEnumChecks } from '../../../src/db/vocabulary-constraints';

export { STORED_VOCABULARIES };

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

/** Every enum-like CHECK constraint of the migrated database (the service's own reader, src/db/vocabulary-constraints.ts). */
export async function enumChecks(em: EntityManager): Promise<EnumCheck[]> {
  return readEnumChecks({ query: async (text) => ({ rows: await em.execute(text) }) });
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

/** The enum-like CHECK constraints neither a machine (STATUS_TABLES) nor STORED_VOCABULARIES claims. */
export function unclaimedChecks(checks: ReadonlyArray<Pick<EnumCheck, 'table' | 'column' | 'values'>>): string[] {
  const claimed = new Set([...Object.values(STATUS_TABLES), ...STORED_VOCABULARIES].map((c) => `${c.table}.${c.column}`));
  return checks.map((c) => `${c.table}.${c.column}`).filter((key) => !claimed.has(key));
}
