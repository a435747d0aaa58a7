import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { api, type Schemas, unwrap } from '../api/client';
import { formatDateTime } from '../ui/route';
import { Empty, ErrorState, messageOf, QueryView } from '../ui/states';

type Run = Schemas['Run'];
const ACTIVE = new Set<Run['status']>(['queued', 'running']);

const PAUSE_REASONS: Record<string, string> = {
  out_of_credits: 'The workspace ran out of credits. Buy credits; the run goes on by itself once the balance allows.',
  client_credits: 'Your credit balance ran low. Top up, then resume the run.',
  auth: 'The profile source refused our credentials. The run resumes by itself when they work again.',
  upstream: 'The profile source is failing or rate limiting. The run resumes by itself after a pause.',
  suspended: 'The workspace is suspended. The run resumes when it is active again.',
};

function useRunAction(action: 'resume' | 'cancel') {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(action === 'resume' ? api.POST('/runs/{id}/resume', { params: { path: { id } } }) : api.POST('/runs/{id}/cancel', { params: { path: { id } } })),
    onSettled: () => queries.invalidateQueries({ queryKey: ['runs'] }),
  });
}

/** Resume and cancel only where the run machine allows them: resume a run its client paused (low credits), cancel one not yet finished. */
function RunActions({ run }: { run: Run }) {
  const resume = useRunAction('resume');
  const cancel = useRunAction('cancel');
  const canResume = run.status === 'paused' && run.paused_reason === 'client_credits';
  const canCancel = run.status === 'paused' || ACTIVE.has(run.status);
  if (!canResume && !canCancel) return null;
  return (
    <div className="row">
      {canResume && (
        <button type="button" onClick={() => resume.mutate(run.id)} disabled={resume.isPending}>
          Resume run
        </button>
      )}
      {canCancel && (
        <button type="button" className="danger" onClick={() => cancel.mutate(run.id)} disabled={cancel.isPending}>
          Cancel run
        </button>
      )}
      {(resume.error ?? cancel.error) && <span role="alert" className="error">{messageOf(resume.error ?? cancel.error)}</span>}
    </div>
  );
}

function RunRow({ run }: { run: Run }) {
  const { totals } = run;
  const share = totals.items ? Math.round((totals.processed / totals.items) * 100) : 0;
  return (
    <li className="card run" data-status={run.status}>
      <header>
        <h2>
          {run.kind} run, {run.status}
        </h2>
        <span className="muted">started {formatDateTime(run.started_at ?? run.created_at)}</span>
      </header>
      <label>
        Progress: {totals.processed} of {totals.items} profiles checked
        <progress max={Math.max(1, totals.items)} value={totals.processed} aria-label={`Run progress ${share} %`} />
      </label>
      <p>
        {totals.moved} moved, {totals.promoted} promoted, {totals.left} left, {totals.not_found} not found; {totals.plays_created} plays; {totals.credits_charged} credits charged.
        {run.second_looks_pending > 0 && ` ${run.second_looks_pending} second looks pending.`}
      </p>
      {run.status === 'paused' && (
        <p className="error">Paused: {PAUSE_REASONS[run.paused_reason ?? ''] ?? run.paused_reason ?? 'no reason given'}{run.resume_after ? ` (resumes after ${formatDateTime(run.resume_after)})` : ''}</p>
      )}
      {run.error && <p className="error">Failed: {run.error}</p>}
      {run.warnings.length > 0 && <p className="muted">{run.warnings.join(' ')}</p>}
      <RunActions run={run} />
    </li>
  );
}

/** The estimate first; the refresh starts only after a confirmation that names the credits it will cost. */
function StartRefresh() {
  const queries = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const estimate = useQuery({ queryKey: ['runs', 'estimate'], queryFn: () => unwrap(api.GET('/runs/estimate')) });
  const start = useMutation({
    mutationFn: () => unwrap(api.POST('/runs', { body: {} })),
    onSuccess: () => {
      setConfirming(false);
      return queries.invalidateQueries({ queryKey: ['runs'] });
    },
  });
  return (
    <section aria-labelledby="refresh-heading" className="card">
      <h2 id="refresh-heading">Refresh now</h2>
      <QueryView query={estimate} what="the estimate">
        {(e) => (
          <>
            <p>
              {e.profiles_due} of {e.profiles_total} profiles are due ({e.profiles_recently_checked} were checked in the last 24 hours and are skipped). A refresh costs{' '}
              <strong>{e.credits_needed} credits</strong>; your balance is {e.credit_balance}.
            </p>
            {!e.sufficient_credits && <p className="error">Your balance does not cover this refresh: the run will pause when the credits run out.</p>}
            {!confirming ? (
              <button type="button" onClick={() => setConfirming(true)} disabled={e.profiles_due === 0}>
                {e.profiles_due === 0 ? 'Nothing is due' : 'Start a refresh…'}
              </button>
            ) : (
              <div role="group" aria-label="Confirm the refresh" className="row">
                <span>
                  Spend up to {e.credits_needed} credits on checking {e.profiles_due} profiles?
                </span>
                <button type="button" onClick={() => start.mutate()} disabled={start.isPending}>
                  Yes, spend {e.credits_needed} credits
                </button>
                <button type="button" className="secondary" onClick={() => setConfirming(false)}>
                  No, keep my credits
                </button>
              </div>
            )}
            {start.error && <ErrorState error={start.error} />}
          </>
        )}
      </QueryView>
    </section>
  );
}

export function RunsPage() {
  const runs = useQuery({
    queryKey: ['runs', 'list'],
    queryFn: () => unwrap(api.GET('/runs', { params: { query: { page_size: 20 } } })),
    // Live progress: poll while a run is queued or running.
    refetchInterval: (query) => (query.state.data?.data.some((run) => ACTIVE.has(run.status)) ? 1_000 : false),
  });
  return (
    <>
      <h1>Runs</h1>
      <StartRefresh />
      <h2>Recent runs</h2>
      <QueryView query={runs} what="runs">
        {(list) =>
          list.data.length === 0 ? (
            <Empty>No runs yet. A baseline run starts when contacts with a profile URL are added.</Empty>
          ) : (
            <ol className="cards" aria-label="Runs">
              {list.data.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
            </ol>
          )
        }
      </QueryView>
    </>
  );
}
