import type { Services } from '../context';
import { em as fork } from '../context';
import { loadIntegration, setIntegration } from './integrations.service';
import type { NotificationAdapters } from './notification-adapters';
import type { SalesforceConfig } from './salesforce-config';

/**
 * The stored Salesforce connection as the import, the sync and the write-back change it: a
 * refreshed access token, the cursor, and `broken` when Salesforce refused to refresh the session
 * (then the workspace's Slack channel, when connected, gets a notice, and the log a warning).
 */
export async function updateSalesforceConnection(services: Services, workspaceId: string, change: Partial<SalesforceConfig>): Promise<void> {
  // Re-read: a sync runs long, and what changed meanwhile (a refreshed token, a new mapping) stays.
  const current = await loadIntegration(services, fork(services), workspaceId, 'salesforce');
  if (current) await setIntegration(services, workspaceId, 'salesforce', { ...current, ...change });
}

export function storeSalesforceToken(services: Services, workspaceId: string, token: string): Promise<void> {
  return updateSalesforceConnection(services, workspaceId, { access_token: token });
}

export async function markSalesforceBroken(
  services: Services,
  adapters: Pick<NotificationAdapters, 'slack'> | null,
  workspaceId: string,
  reason: string,
): Promise<void> {
  const current = await loadIntegration(services, fork(services), workspaceId, 'salesforce');
  if (!current || current.broken) return;
  await updateSalesforceConnection(services, workspaceId, { broken: reason });
  services.log.warn({ workspace_id: workspaceId, reason }, 'salesforce connection broken');
  const slack = adapters ? await loadIntegration(services, fork(services), workspaceId, 'slack') : null;
  if (!adapters || !slack) return;
  const text = `:warning: The Salesforce connection stopped working: ${reason}. Imports, syncs and write-backs wait until someone connects Salesforce again (tracker connect salesforce).`;
  await adapters.slack(slack).postNotice(slack.channel, text).catch((err: unknown) => {
    services.log.warn({ workspace_id: workspaceId, err: err instanceof Error ? err.message : String(err) }, 'salesforce broken notice not posted');
  });
}
