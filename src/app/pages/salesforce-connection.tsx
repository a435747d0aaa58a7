import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import { api, ApiError, type Schemas, unwrap } from '../api/client';
import { ConfirmAction } from '../ui/confirm-action';
import { pairLines, pairs, text } from '../ui/form-values';
import { formatDateTime } from '../ui/route';
import { ErrorState, Loading, messageOf } from '../ui/states';

type Status = Schemas['SalesforceStatus'];
type Mapping = Schemas['SalesforceMapping'];

/** The field mapping as PUT /integrations/salesforce/mapping takes it; a blank "left company" field is null (none). */
function mappingBody(form: FormData): Partial<Mapping> {
  const threshold = Number(text(form, 'bulk_threshold'));
  return {
    profile_url_field: text(form, 'profile_url_field') ?? '',
    external_id_field: text(form, 'external_id_field') ?? '',
    left_company_date_field: text(form, 'left_company_date_field') ?? null,
    left_company_checkbox_field: text(form, 'left_company_checkbox_field') ?? null,
    custom_fields: pairs(text(form, 'custom_fields')) ?? {},
    ...(Number.isFinite(threshold) && text(form, 'bulk_threshold') ? { bulk_threshold: threshold } : {}),
  };
}

function MappingForm({ mapping }: { mapping: Mapping }) {
  const queries = useQueryClient();
  const save = useMutation({
    mutationFn: (form: FormData) => unwrap(api.PUT('/integrations/salesforce/mapping', { body: mappingBody(form) })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['salesforce'] }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(new FormData(event.currentTarget));
  };
  const field = (name: keyof Mapping, label: string) => (
    <label>
      {label}
      <input name={name} defaultValue={String(mapping[name] ?? '')} />
    </label>
  );
  return (
    <form className="stack" onSubmit={submit} aria-labelledby="sf-mapping">
      <h3 id="sf-mapping">Field mapping</h3>
      {field('profile_url_field', 'Contact field with the profile URL')}
      {field('external_id_field', 'External id field the write-back upserts through')}
      {field('left_company_date_field', 'Date field set when a person left (blank: none)')}
      {field('left_company_checkbox_field', 'Checkbox set when a person left (blank: none)')}
      <label>
        Custom fields (one “Salesforce field = key” a line)
        <textarea name="custom_fields" rows={2} defaultValue={pairLines(mapping.custom_fields)} />
      </label>
      <label>
        Read by Bulk API past this many records
        <input name="bulk_threshold" type="number" min={1} defaultValue={mapping.bulk_threshold} />
      </label>
      <div className="row">
        <button type="submit" disabled={save.isPending}>
          Save mapping
        </button>
        <span role="status">{save.isSuccess ? 'Mapping saved; preview the import again before the first one.' : ''}</span>
      </div>
      {save.error && <ErrorState error={save.error} />}
    </form>
  );
}

function describe(status: Status): string {
  const state = status.status === 'connected' ? 'Connected' : `Broken: ${status.broken_reason ?? 'reconnect'}`;
  const usage = status.api_usage ? `; API calls today ${status.api_usage.used} of ${status.api_usage.limit}` : '';
  return `${state} to ${status.org ?? status.instance_url} as ${status.username ?? 'an integration user'}; last sync ${formatDateTime(status.last_sync_at)}${usage}.`;
}

/** Salesforce: connect through the org's consent page (the OAuth redirect), the mapping, disconnect (revokes the token). */
export function SalesforceConnection() {
  const queries = useQueryClient();
  const [mapping, setMapping] = useState(false);
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
      {notConnected && <p>Not connected. Connect to import contacts and accounts and write plays back; you log in to your org on Salesforce&apos;s page.</p>}
      {status.data && <p data-testid="salesforce-connection">{describe(status.data)}</p>}
      <div className="row">
        {(notConnected || status.data?.status === 'broken') && (
          <button type="button" onClick={() => connect.mutate()} disabled={connect.isPending}>
            Connect Salesforce
          </button>
        )}
        {status.data && (
          <>
            <button type="button" onClick={() => void status.refetch()}>
              Test Salesforce
            </button>
            <button type="button" className="secondary" aria-expanded={mapping} onClick={() => setMapping(!mapping)}>
              {mapping ? 'Hide the field mapping' : 'Field mapping'}
            </button>
            <ConfirmAction
              label="Disconnect Salesforce"
              question="Disconnect Salesforce? Its token is revoked at the org."
              confirmLabel="Yes, disconnect Salesforce"
              pending={disconnect.isPending}
              onConfirm={() => disconnect.mutate()}
            />
          </>
        )}
      </div>
      {status.data && mapping && <MappingForm mapping={status.data.mapping} />}
      {(connect.error ?? disconnect.error) && <p role="alert" className="error">{messageOf(connect.error ?? disconnect.error)}</p>}
    </section>
  );
}
