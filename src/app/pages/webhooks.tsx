import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

import { api, type Schemas, unwrap } from '../api/client';
import { formatDateTime } from '../ui/route';
import { ShownOnce } from '../ui/shown-once';
import { Empty, ErrorState, messageOf, QueryView } from '../ui/states';

type Webhook = Schemas['Webhook'];
type WebhookEvent = Schemas['WebhookEvent'];
const EVENTS: WebhookEvent[] = ['play.created', 'contact.changed', 'run.completed', 'run.paused'];

function CreateWebhook() {
  const queries = useQueryClient();
  const [secret, setSecret] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: Schemas['WebhookCreate']) => unwrap(api.POST('/webhooks', { body })),
    onSuccess: (created) => {
      setSecret(created.secret);
      return queries.invalidateQueries({ queryKey: ['webhooks'] });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const description = String(form.get('description') ?? '').trim();
    create.mutate({ url: String(form.get('url') ?? ''), events: form.getAll('events') as WebhookEvent[], description: description || null });
    event.currentTarget.reset();
  };
  if (secret) return <ShownOnce label="The webhook's signing secret" value={secret} onDone={() => setSecret(null)} />;
  return (
    <form onSubmit={submit} className="card stack" aria-labelledby="new-webhook">
      <h3 id="new-webhook">New webhook</h3>
      <label>
        HTTPS URL
        <input name="url" type="url" required placeholder="https://example.com/hooks/tracker" />
      </label>
      <fieldset>
        <legend>Events</legend>
        {EVENTS.map((e) => (
          <label key={e} className="check">
            <input type="checkbox" name="events" value={e} defaultChecked={e === 'play.created'} /> {e}
          </label>
        ))}
      </fieldset>
      <label>
        Description
        <input name="description" maxLength={200} />
      </label>
      <button type="submit" disabled={create.isPending}>
        Create webhook
      </button>
      {create.error && <ErrorState error={create.error} />}
    </form>
  );
}

function Deliveries({ id }: { id: string }) {
  const deliveries = useQuery({ queryKey: ['webhooks', id, 'deliveries'], queryFn: () => unwrap(api.GET('/webhooks/{id}/deliveries', { params: { path: { id }, query: { page_size: 20 } } })) });
  return (
    <QueryView query={deliveries} what="deliveries">
      {(list) =>
        list.data.length === 0 ? (
          <Empty>No deliveries yet. Send a test ping to try the endpoint.</Empty>
        ) : (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last answer</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((d) => (
                  <tr key={d.id}>
                    <td>{d.event}</td>
                    <td>{d.status}</td>
                    <td>{d.attempts}</td>
                    <td>{d.last_status ?? d.last_error ?? '—'}</td>
                    <td>{formatDateTime(d.delivered_at ?? d.next_attempt_at ?? d.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryView>
  );
}

function WebhookItem({ hook }: { hook: Webhook }) {
  const queries = useQueryClient();
  const [open, setOpen] = useState(false);
  const refresh = () => queries.invalidateQueries({ queryKey: ['webhooks'] });
  const ping = useMutation({ mutationFn: () => unwrap(api.POST('/webhooks/{id}/test', { params: { path: { id: hook.id } } })), onSuccess: refresh });
  const enable = useMutation({ mutationFn: () => unwrap(api.PATCH('/webhooks/{id}', { params: { path: { id: hook.id } }, body: { status: 'active' } })), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => unwrap(api.DELETE('/webhooks/{id}', { params: { path: { id: hook.id } } })), onSuccess: refresh });
  const error = ping.error ?? enable.error ?? remove.error;
  return (
    <li className="card">
      <h3>{hook.url}</h3>
      <p>
        {hook.status}
        {hook.failure_count ? `, ${hook.failure_count} failures in a row` : ''} · {hook.events.join(', ')}
        {hook.description ? ` · ${hook.description}` : ''}
      </p>
      <div className="row">
        <button type="button" onClick={() => ping.mutate()} disabled={ping.isPending}>
          Send test ping
        </button>
        {hook.status === 'disabled' && (
          <button type="button" onClick={() => enable.mutate()} disabled={enable.isPending}>
            Re-enable
          </button>
        )}
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide deliveries' : 'Show deliveries'}
        </button>
        <button type="button" className="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
          Delete
        </button>
        <span role="status">{ping.isSuccess ? 'Ping queued.' : ''}</span>
      </div>
      {error && <p role="alert" className="error">{messageOf(error)}</p>}
      {open && <Deliveries id={hook.id} />}
    </li>
  );
}

export function Webhooks() {
  const hooks = useQuery({ queryKey: ['webhooks'], queryFn: () => unwrap(api.GET('/webhooks')) });
  return (
    <section aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">Webhooks</h2>
      <CreateWebhook />
      <QueryView query={hooks} what="webhooks">
        {(list) =>
          list.data.length === 0 ? (
            <Empty>No webhooks yet. Create one to receive plays and run events, signed with its secret.</Empty>
          ) : (
            <ul className="cards" aria-label="Webhooks">
              {list.data.map((hook) => (
                <WebhookItem key={hook.id} hook={hook} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
