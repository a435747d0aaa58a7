import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, ApiError, unwrap } from '../api/client';
import { formatDateTime } from '../ui/route';
import { ErrorState, Loading, messageOf } from '../ui/states';
import { Webhooks } from './webhooks';

function Salesforce() {
  const queries = useQueryClient();
  const status = useQuery({ queryKey: ['salesforce'], queryFn: () => unwrap(api.GET('/integrations/salesforce')), retry: false });
  const connect = useMutation({
    mutationFn: () => unwrap(api.POST('/integrations/salesforce/connect', { body: {} })),
    // Salesforce's consent page, then back to the gateway's callback.
    onSuccess: (authorization) => window.location.assign(authorization.authorization_url),
  });
  const disconnect = useMutation({
    mutationFn: () => unwrap(api.DELETE('/integrations/salesforce')),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['salesforce'] }),
  });
  const notConnected = status.error instanceof ApiError && status.error.status === 404;
  return (
    <section aria-labelledby="sf-heading" className="card">
      <h2 id="sf-heading">Salesforce</h2>
      {status.isPending && <Loading what="the Salesforce connection" />}
      {status.error && !notConnected && <ErrorState error={status.error} retry={() => void status.refetch()} />}
      {notConnected && <p>Not connected. Connect to import contacts and accounts and write plays back.</p>}
      {status.data && (
        <p>
          {status.data.status === 'connected' ? 'Connected' : `Broken: ${status.data.broken_reason ?? 'reconnect'}`} to {status.data.org ?? status.data.instance_url} as {status.data.username ?? 'an integration user'}; last sync{' '}
          {formatDateTime(status.data.last_sync_at)}
          {status.data.api_usage ? `; API calls today ${status.data.api_usage.used} of ${status.data.api_usage.limit}` : ''}.
        </p>
      )}
      <div className="row">
        {(notConnected || status.data?.status === 'broken') && (
          <button type="button" onClick={() => connect.mutate()} disabled={connect.isPending}>
            Connect Salesforce
          </button>
        )}
        {status.data && (
          <>
            <button type="button" onClick={() => void status.refetch()}>
              Test connection
            </button>
            <button type="button" className="danger" onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
              Disconnect
            </button>
          </>
        )}
      </div>
      {(connect.error ?? disconnect.error) && <p role="alert" className="error">{messageOf(connect.error ?? disconnect.error)}</p>}
    </section>
  );
}

function ChatAndHubSpot() {
  return (
    <section aria-labelledby="chat-heading" className="card">
      <h2 id="chat-heading">Slack and HubSpot</h2>
      <p>
        Slack alerts and HubSpot import and write-back are connected by an operator today (<code>tracker integrations slack set</code>, <code>tracker integrations hubspot set</code>); their
        connection is not yet offered through the API, so the app cannot show or test it.
      </p>
    </section>
  );
}

export function IntegrationsPage() {
  return (
    <>
      <h1>Integrations</h1>
      <Salesforce />
      <ChatAndHubSpot />
      <Webhooks />
    </>
  );
}
