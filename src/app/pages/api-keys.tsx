import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import { api, type Schemas, unwrap } from '../api/client';
import { formatDateTime } from '../ui/route';
import { ShownOnce } from '../ui/shown-once';
import { Empty, ErrorState, messageOf, QueryView } from '../ui/states';

type ApiKey = Schemas['ApiKey'];

function CreateKey() {
  const queries = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: Schemas['ApiKeyCreate']) => unwrap(api.POST('/api-keys', { body })),
    onSuccess: (created) => {
      setSecret(created.key);
      return queries.invalidateQueries({ queryKey: ['api-keys'] });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({ name: String(form.get('name') ?? ''), scope: form.get('scope') === 'write' ? 'write' : 'read' });
  };
  if (secret) return <ShownOnce label="Your new API key" value={secret} onDone={() => setSecret(null)} />;
  return (
    <form onSubmit={submit} className="card row" aria-labelledby="new-key">
      <h2 id="new-key">New key</h2>
      <label>
        Name
        <input name="name" required maxLength={100} placeholder="What uses it, e.g. Zapier" />
      </label>
      <label>
        Scope
        <select name="scope" defaultValue="read">
          <option value="read">read (every GET)</option>
          <option value="write">write (read, and POST, PATCH, PUT, DELETE)</option>
        </select>
      </label>
      <button type="submit" disabled={create.isPending}>
        Create key
      </button>
      {create.error && <ErrorState error={create.error} />}
    </form>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const queries = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => unwrap(api.DELETE('/api-keys/{id}', { params: { path: { id: apiKey.id } } })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['api-keys'] }),
  });
  return (
    <tr>
      <td>{apiKey.name ?? '—'}</td>
      <td>
        <code>{apiKey.prefix}…</code>
      </td>
      <td>{apiKey.scope}</td>
      <td>{formatDateTime(apiKey.created_at)}</td>
      <td>{apiKey.last_used_at ? formatDateTime(apiKey.last_used_at) : 'never'}</td>
      <td>
        {apiKey.revoked_at ? (
          `revoked ${formatDateTime(apiKey.revoked_at)}`
        ) : (
          <button type="button" className="danger" onClick={() => revoke.mutate()} disabled={revoke.isPending} aria-label={`Revoke ${apiKey.name ?? apiKey.prefix}`}>
            Revoke
          </button>
        )}
        {revoke.error && <span role="alert" className="error"> {messageOf(revoke.error)}</span>}
      </td>
    </tr>
  );
}

export function ApiKeysPage() {
  const keys = useQuery({ queryKey: ['api-keys'], queryFn: () => unwrap(api.GET('/api-keys')) });
  return (
    <>
      <h1>API keys</h1>
      <p className="muted">Keys let your own tools call the API: send one as <code>Authorization: Bearer &lt;key&gt;</code>. Only admins see this page.</p>
      <CreateKey />
      <QueryView query={keys} what="API keys">
        {(list) =>
          list.data.length === 0 ? (
            <Empty>No API keys yet.</Empty>
          ) : (
            <div className="table-wrap" role="region" aria-label="API keys (scrolls sideways on a narrow screen)" tabIndex={0}>
              <table aria-label="API keys">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Key</th>
                    <th scope="col">Scope</th>
                    <th scope="col">Created</th>
                    <th scope="col">Last used</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((k) => (
                    <KeyRow key={k.id} apiKey={k} />
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </>
  );
}
