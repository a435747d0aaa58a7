import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';

import { api, type Schemas, unwrap } from '../api/client';
import type { ContactDetail } from '../api/types';
import { EvidenceView } from '../ui/evidence';
import { formatDate, formatDateTime } from '../ui/route';
import { Empty, ErrorState, QueryView } from '../ui/states';

function Positions({ positions }: { positions: Schemas['Position'][] }) {
  if (positions.length === 0) return <Empty>No positions on record yet: the first check reads them.</Empty>;
  return (
    <ol className="timeline">
      {positions.map((p, i) => (
        <li key={`${p.company}-${p.started_on ?? i}`}>
          <strong>{p.title ?? 'No title'}</strong> at {p.company} — {formatDate(p.started_on)} to {p.is_current ? 'now' : formatDate(p.ended_on)}
        </li>
      ))}
    </ol>
  );
}

function FitView({ label, fit }: { label: string; fit: Schemas['Fit'] | null | undefined }) {
  if (!fit) return <p>{label}: not evaluated yet.</p>;
  return (
    <div>
      <h3>
        {label}: {fit.fit ? 'fits' : 'does not fit'}
      </h3>
      <p className="muted">{fit.summary}</p>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Criterion</th>
              <th scope="col">Expected</th>
              <th scope="col">Actual</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {fit.criteria.map((c) => (
              <tr key={c.criterion}>
                <td>{c.criterion}</td>
                <td>{c.expected}</td>
                <td>{c.actual}</td>
                <td>{c.result}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function History({ id }: { id: string }) {
  const history = useQuery({ queryKey: ['contact', id, 'history'], queryFn: () => unwrap(api.GET('/contacts/{id}/history', { params: { path: { id } } })) });
  return (
    <QueryView query={history} what="the history">
      {(list) =>
        list.data.length === 0 ? (
          <Empty>No recorded steps yet.</Empty>
        ) : (
          <ol>
            {list.data.map((t) => (
              <li key={t.id}>
                {formatDateTime(t.at)}: {t.from ?? '(new)'} → {t.to} ({t.event}
                {t.refused ? ', refused' : ''}, by {t.cause})
              </li>
            ))}
          </ol>
        )
      }
    </QueryView>
  );
}

function Actions({ contact }: { contact: ContactDetail }) {
  const queries = useQueryClient();
  const patch = useMutation({
    mutationFn: (body: Schemas['ContactPatch']) => unwrap(api.PATCH('/contacts/{id}', { params: { path: { id: contact.id } }, body })),
    onSuccess: (data) => {
      queries.setQueryData(['contact', contact.id], data);
      return queries.invalidateQueries({ queryKey: ['contacts'] });
    },
  });
  const setUrl = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    patch.mutate({ social_url: String(new FormData(event.currentTarget).get('social_url') ?? '') });
  };
  return (
    <section aria-labelledby="actions-heading">
      <h2 id="actions-heading">Tracking</h2>
      <form onSubmit={setUrl} className="row">
        <label>
          Profile URL
          <input name="social_url" defaultValue={contact.social_url ?? ''} placeholder="https://www.linkedin.com/in/…" required />
        </label>
        <button type="submit" disabled={patch.isPending}>
          Set profile URL
        </button>
      </form>
      {contact.tracking_status !== 'excluded' && (
        <button type="button" className="danger" disabled={patch.isPending} onClick={() => patch.mutate({ tracking: 'excluded' })}>
          Exclude from tracking
        </button>
      )}
      {patch.error && <ErrorState error={patch.error} />}
    </section>
  );
}

function Detail({ c }: { c: ContactDetail }) {
  return (
    <>
      <p>
        <a href="#/contacts">← All contacts</a>
      </p>
      <h1>
        {c.first_name} {c.last_name}
      </h1>
      <p>
        {c.title || '—'} at {c.company || '—'} · {c.segment.replace(/_/g, ' ')} · tracking: {c.tracking_status.replace(/_/g, ' ')}
        {c.tracking_reason ? ` (${c.tracking_reason})` : ''}
      </p>
      <Actions contact={c} />
      <h2>Positions</h2>
      <Positions positions={c.positions} />
      <h2>Changes</h2>
      {c.changes.length === 0 ? <Empty>No job changes detected.</Empty> : c.changes.map((change) => <EvidenceView key={change.id} change={change} />)}
      <h2>Fit</h2>
      <FitView label="Account" fit={c.fit?.account} />
      <FitView label="Contact" fit={c.fit?.contact} />
      <h2>Emails</h2>
      {c.emails.length === 0 ? (
        <Empty>No email found yet.</Empty>
      ) : (
        <ul>
          {c.emails.map((e) => (
            <li key={e.email}>
              {e.email} ({e.status}, from {e.source}
              {e.is_primary ? ', primary' : ''})
            </li>
          ))}
        </ul>
      )}
      <h2>Plays</h2>
      {c.plays.length === 0 ? (
        <Empty>No plays for this contact.</Empty>
      ) : (
        <ul>
          {c.plays.map((p) => (
            <li key={p.id}>
              {p.type.replace(/_/g, ' ')} play, {p.status.replace(/_/g, ' ')}: {p.opener}
            </li>
          ))}
        </ul>
      )}
      <h2>History</h2>
      <History id={c.id} />
    </>
  );
}

export function ContactDetailView({ id }: { id: string }) {
  const contact = useQuery({ queryKey: ['contact', id], queryFn: () => unwrap(api.GET('/contacts/{id}', { params: { path: { id } } })) });
  return (
    <QueryView query={contact} what="the contact">
      {(c) => <Detail c={c} />}
    </QueryView>
  );
}
