import { query } from '../../db/query';
import { normaliseContactInput } from '../../domain/normalise';
import { ConflictError, NotFoundError } from '../../shared/errors';
import { defaultAdapters, salesforceImportReader, salesforceSession, type SalesforceTuning } from '../adapters';
import { deleteContact } from '../contacts/contact.service';
import type { Caller, Services } from '../context';
import { em as fork } from '../context';
import { loadIntegration } from '../notifications/integrations.service';
import type { SalesforceConfig } from '../notifications/salesforce-config';
import { markSalesforceBroken, storeSalesforceToken, updateSalesforceConnection } from '../notifications/salesforce-connection';
import { CrmCallError } from '../ports/crm';
import { CrmImportError, type CrmImportResult, importFromCrm } from './crm-import';
import type { ImportProgress } from './import-batches';
import { scheduleSalesforceSync } from './salesforce-sync-state';

/**
 * `tracker import salesforce` and the leader's scheduled sync: Users, Opportunities, Accounts and
 * Contacts through the Salesforce reader (src/integrations/salesforce), committed as the HubSpot
 * import is (source `crm`, crm_provider `salesforce`). The first import reads everything and needs
 * a preview of the workspace's current field mapping first; every later one is a delta from the
 * stored SystemModstamp cursor, and removes the contacts deleted in Salesforce since (getDeleted).
 * A refresh Salesforce refuses marks the connection broken (docs/crm.md).
 */
export const SALESFORCE_PROVIDER = 'salesforce';
const PREVIEW_ROWS = 20;

export interface SalesforceImportOptions {
  /** Read everything again even when a cursor is stored. */
  full?: boolean;
  tuning?: SalesforceTuning;
  onProgress?: (progress: ImportProgress) => void;
  pollMs?: number;
}

export interface SalesforceImportResult extends CrmImportResult {
  mode: 'full' | 'delta';
  deleted_contacts: number;
  cursor: string | null;
}

async function connection(services: Services, workspaceId: string): Promise<SalesforceConfig> {
  const config = await loadIntegration(services, fork(services), workspaceId, 'salesforce');
  if (!config) throw new NotFoundError('Salesforce connection', 'This workspace has no Salesforce connection (tracker connect salesforce)');
  if (config.broken) throw new ConflictError('salesforce_broken', `The Salesforce connection is broken (${config.broken}); connect again`);
  return config;
}

function session(services: Services, workspaceId: string, config: SalesforceConfig, tuning: SalesforceTuning = {}) {
  return salesforceSession(config, tuning, (token) => storeSalesforceToken(services, workspaceId, token));
}

/** A refused refresh: the connection is marked broken (the import fails with the reason). */
async function markBrokenOn(services: Services, workspaceId: string, err: unknown): Promise<void> {
  const status = err instanceof CrmImportError ? err.upstreamStatus : err instanceof CrmCallError ? err.status : null;
  if (status === 401) await markSalesforceBroken(services, defaultAdapters(services), workspaceId, err instanceof Error ? err.message : String(err));
}

/** Reads with the current mapping and shows what would be imported; nothing is stored but the preview's time. */
export async function previewSalesforceImport(services: Services, caller: Caller, options: SalesforceImportOptions = {}) {
  const config = await connection(services, caller.workspaceId);
  const reader = salesforceImportReader(session(services, caller.workspaceId, config, options.tuning), config, null);
  let records;
  try {
    records = await reader.read(() => undefined);
  } catch (err) {
    await markBrokenOn(services, caller.workspaceId, err);
    throw err;
  }
  const rejected = records.contacts.flatMap((c) => {
    const r = normaliseContactInput(c);
    return r.ok ? [] : [{ crm_id: c.crm_id ?? null, errors: r.errors }];
  });
  const previewedAt = services.clock.now().toISOString();
  await updateSalesforceConnection(services, caller.workspaceId, { previewed_at: previewedAt });
  return {
    mapping: config.mapping,
    read: records.read,
    accounts: records.accounts.length,
    contacts: records.contacts.length,
    with_profile_url: records.contacts.filter((c) => c.social_url).length,
    rejected: rejected.slice(0, 100),
    rejected_count: rejected.length,
    sample: records.contacts.slice(0, PREVIEW_ROWS),
    previewed_at: previewedAt,
  };
}

/** The first import (everything; needs a preview) or a delta from the stored cursor. */
export async function importSalesforce(services: Services, caller: Caller, options: SalesforceImportOptions = {}): Promise<SalesforceImportResult> {
  const config = await connection(services, caller.workspaceId);
  const cursor = options.full ? null : config.cursor;
  if (!cursor?.modstamp && !config.previewed_at) {
    throw new ConflictError('preview_required', 'Preview the field mapping before the first Salesforce import (tracker import salesforce --preview)');
  }
  const reader = () => salesforceImportReader(session(services, caller.workspaceId, config, options.tuning), config, cursor?.modstamp ? cursor : null);
  let result;
  try {
    result = await importFromCrm(services, caller, SALESFORCE_PROVIDER, reader, options);
  } catch (err) {
    await markBrokenOn(services, caller.workspaceId, err);
    throw err;
  }
  const { records, ...summary } = result;
  const deleted = await deleteRemoved(services, caller.workspaceId, records.deleted?.contacts ?? []);
  const next = records.cursor ?? cursor ?? null;
  await updateSalesforceConnection(services, caller.workspaceId, {
    cursor: next,
    last_sync_at: services.clock.now().toISOString(),
    api_usage: records.apiUsage ?? null,
  });
  await scheduleSalesforceSync(services, caller.workspaceId, summary.import_id);
  return { ...summary, mode: cursor?.modstamp ? 'delta' : 'full', deleted_contacts: deleted, cursor: next?.modstamp ?? null };
}

/** Contacts deleted in Salesforce leave the workspace (as DELETE /contacts/{id} does, recorded as via `salesforce`). */
async function deleteRemoved(services: Services, workspaceId: string, crmIds: string[]): Promise<number> {
  if (crmIds.length === 0) return 0;
  const rows = await query<{ id: string }>(
    fork(services),
    `select id from contacts where workspace_id = ? and crm_provider = 'salesforce' and crm_id = any(?::text[])`,
    [workspaceId, crmIds],
  );
  for (const row of rows) await deleteContact(services, workspaceId, row.id, 'salesforce');
  return rows.length;
}
