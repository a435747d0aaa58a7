import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';

import { api, unwrap } from '../api/client';
import type { Play, PlayStatus } from '../api/types';
import { EvidenceView } from './evidence';
import { formatDate, personName } from './route';
import { ErrorState, Loading, messageOf } from './states';
import { Fit } from './widgets';

function CopyOpener({ text }: { text: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" onClick={() => void copy()} data-copied={state === 'copied'}>
        {state === 'copied' ? 'Copied' : 'Copy opener'}
      </button>
      <span role="status" className="muted">
        {state === 'failed' ? 'The browser refused the clipboard: select the text and copy it.' : state === 'copied' ? 'Opener copied to the clipboard.' : ''}
      </span>
    </>
  );
}

function usePatchPlay(play: Play) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: { status?: PlayStatus; notes?: string | null }) => unwrap(api.PATCH('/plays/{id}', { params: { path: { id: play.id } }, body })),
    // The answer replaces the play where it is: the card keeps its place (a contacted play does not jump behind the
    // open ones while it is being worked on) and offers the new status's moves; the lists are read again on the next visit.
    onSuccess: (updated) => {
      queries.setQueriesData<{ data: Play[] }>({ queryKey: ['plays'] }, (list) => list && { ...list, data: list.data.map((p) => (p.id === updated.id ? updated : p)) });
      return queries.invalidateQueries({ queryKey: ['plays'], refetchType: 'none' });
    },
  });
}

/** The status picker offers only the moves the play machine allows from here (`allowed_statuses`). */
function StatusControl({ play }: { play: Play }) {
  const patch = usePatchPlay(play);
  const id = useId();
  const allowed = play.allowed_statuses;
  return (
    <div className="row">
      <label htmlFor={id}>Status</label>
      <select
        id={id}
        value={play.status}
        disabled={patch.isPending || allowed.length === 0}
        onChange={(event) => patch.mutate({ status: event.target.value as PlayStatus })}
      >
        <option value={play.status}>{play.status.replace(/_/g, ' ')}</option>
        {allowed
          .filter((status) => status !== play.status)
          .map((status) => (
            <option key={status} value={status}>
              {status.replace(/_/g, ' ')}
            </option>
          ))}
      </select>
      {patch.error && <span role="alert" className="error">{messageOf(patch.error)}</span>}
    </div>
  );
}

function Notes({ play }: { play: Play }) {
  const patch = usePatchPlay(play);
  const id = useId();
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const notes = String(new FormData(event.currentTarget).get('notes') ?? '').trim();
    patch.mutate({ notes: notes || null });
  };
  return (
    <form onSubmit={save} className="notes">
      <label htmlFor={id}>Notes</label>
      <textarea id={id} name="notes" rows={2} defaultValue={play.notes ?? ''} maxLength={5000} />
      <button type="submit" disabled={patch.isPending}>
        Save notes
      </button>
      <span role="status" className="muted">
        {patch.isSuccess ? 'Saved.' : ''}
      </span>
      {patch.error && <span role="alert" className="error">{messageOf(patch.error)}</span>}
    </form>
  );
}

/** The change behind the play with its evidence, read from the contact on demand. */
function PlayEvidence({ play }: { play: Play }) {
  const contactId = play.contact_id;
  const detail = useQuery({
    queryKey: ['contact', contactId],
    queryFn: () => unwrap(api.GET('/contacts/{id}', { params: { path: { id: contactId! } } })),
    enabled: contactId !== null,
  });
  if (!contactId) return <p className="muted">This play has no contact in your list, so no evidence is shown.</p>;
  if (detail.isPending) return <Loading what="the evidence" />;
  if (detail.error) return <ErrorState error={detail.error} />;
  const change = detail.data.changes.find((c) => c.play_id === play.id || c.churn_play_id === play.id);
  return change ? <EvidenceView change={change} /> : <p className="muted">No recorded change carries this play.</p>;
}

export function PlayCard({ play }: { play: Play }) {
  const [showEvidence, setShowEvidence] = useState(false);
  const name = personName(play.person);
  return (
    <article className="card play" data-play-id={play.id} aria-label={`${name}, ${play.type.replace(/_/g, ' ')} play`}>
      <header>
        <h2>{name}</h2>
        <span className={`badge type-${play.type}`}>{play.type.replace(/_/g, ' ')}</span>
        <span className={`badge status-${play.status}`}>{play.status.replace(/_/g, ' ')}</span>
      </header>
      <p className="change">
        {play.old_title ?? '—'} at {play.old_company ?? '—'} → <strong>{play.new_title ?? '—'}</strong> at <strong>{play.new_company ?? '—'}</strong>
      </p>
      <p className="meta">
        <Fit label="Account" value={play.account_fit} /> <Fit label="Contact" value={play.contact_fit} /> <span className="badge">{play.segment.replace(/_/g, ' ')}</span>{' '}
        <span>Detected {formatDate(play.detected_at)}</span>
        {play.owner && <span> · owner {play.owner}</span>}
      </p>
      <p>
        Email: {play.email ? <a href={`mailto:${play.email}`}>{play.email}</a> : 'not found yet'} {play.email_status && <span className="muted">({play.email_status})</span>}
      </p>
      <blockquote className="opener">{play.opener}</blockquote>
      <div className="row">
        <CopyOpener text={play.opener} />
        <button type="button" aria-expanded={showEvidence} onClick={() => setShowEvidence(!showEvidence)}>
          {showEvidence ? 'Hide evidence' : 'Show evidence'}
        </button>
      </div>
      {showEvidence && <PlayEvidence play={play} />}
      <StatusControl play={play} />
      <Notes play={play} />
    </article>
  );
}
