import type { EntityManager } from '@mikro-orm/postgresql';

import { STATUS_TABLES } from '../../../src/core/machines/machine-tables';

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

/**
 * The values a CHECK constraint of the machine's status column allows, read from the
 * migrated database (`pg_constraint`), e.g. `CHECK ((status = ANY (ARRAY['a'::text, ...])))`.
 */
export async function checkStatuses(em: EntityManager, machine: string): Promise<string[] | undefined> {
  const where = STATUS_TABLES[machine];
  if (!where) return undefined;
  const rows = await em.execute<Array<{ def: string }>>(
    `select pg_get_constraintdef(c.oid) as def from pg_constraint c
      where c.conrelid = ?::regclass and c.contype = 'c'`,
    [where.table],
  );
  const def = rows.map((r) => r.def).find((d) => new RegExp(`\\(\\(?${where.column} = ANY`).test(d));
  if (!def) return undefined;
  return [...def.matchAll(/'([^']*)'::text/g)].map((m) => m[1]!);
}

export type Drift = { machine: string; source: 'check' | 'openapi'; missing: string[]; extra: string[] };

/** How a stored vocabulary differs from the machine's states (empty when they agree). */
export function driftOf(machine: string, source: Drift['source'], states: readonly string[], found: readonly string[] | undefined): Drift[] {
  const have = found ?? [];
  const missing = states.filter((s) => !have.includes(s));
  const extra = have.filter((s) => !states.includes(s));
  return missing.length || extra.length || !found ? [{ machine, source, missing, extra }] : [];
}
