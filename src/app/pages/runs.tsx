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
    <li className="card run" data-status={run.status} data-kind={run.kind}>
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

type Estimate = Schemas['RunEstimate'];

/** What a refresh checks and costs: the due profiles, or every profile with `force` (one credit each either way). */
function planOf(e: Estimate, force: boolean): { profiles: number; credits: number } {
  return force ? { profiles: e.profiles_total, credits: e.credits_needed + e.profiles_recently_checked } : { profiles: e.profiles_due, credits: e.credits_needed };
}

function Confirm({ plan, busy, yes, no }: { plan: { profiles: number; credits: number }; busy: boolean; yes: () => void; no: () => void }) {
  return (
    <div role="group" aria-label="Confirm the refresh" className="row">
      <span>
        Spend up to {plan.credits} credits on checking {plan.profiles} profiles?
      </span>
      <button type="button" onClick={yes} disabled={busy}>
        Yes, spend {plan.credits} credits
      </button>
      <button type="button" className="secondary" onClick={no}>
        No, keep my credits
      </button>
    </div>
  );
}

function EstimateView({ e, start }: { e: Estimate; start: { mutate: (force: boolean, then: { onSuccess: () => void }) => void; isPending: boolean } }) {
  const [confirming, setConfirming] = useState(false);
  const [force, setForce] = useState(false);
  const plan = planOf(e, force);
  return (
    <>
      <p>
        {e.profiles_due} of {e.profiles_total} profiles are due ({e.profiles_recently_checked} were checked in the last 24 hours and are skipped). A refresh costs{' '}
        <strong>{e.credits_needed} credits</strong>; your balance is {e.credit_balance}.
      </p>
      {e.profiles_recently_checked > 0 && (
        <label className="check">
          <input type="checkbox" checked={force} disabled={confirming} onChange={(event) => setForce(event.target.checked)} /> Also re-check the {e.profiles_recently_checked} profiles checked in the last 24
          hours ({e.profiles_recently_checked} credits more)
        </label>
      )}
      {e.credit_balance < plan.credits && <p className="error">Your balance does not cover this refresh: the run will pause when the credits run out.</p>}
      {!confirming ? (
        <button type="button" onClick={() => setConfirming(true)} disabled={plan.profiles === 0}>
          {plan.profiles === 0 ? 'Nothing is due' : 'Start a refresh…'}
        </button>
      ) : (
        <Confirm plan={plan} busy={start.isPending} yes={() => start.mutate(force, { onSuccess: () => setConfirming(false) })} no={() => setConfirming(false)} />
      )}
    </>
  );
}

/** The estimate first; the refresh starts only after a confirmation that names the credits it will cost. */
function StartRefresh({ active }: { active: Run | undefined }) {
  const queries = useQueryClient();
  // Read again when a run starts or ends: what is due changes with it.
  const estimate = useQuery({ queryKey: ['runs', 'estimate', active?.id ?? null], queryFn: () => unwrap(api.GET('/runs/estimate')) });
  const start = useMutation({
    mutationFn: (force: boolean) => unwrap(api.POST('/runs', { body: force ? { force } : {} })),
    onSuccess: () => queries.invalidateQueries({ queryKey: ['runs'] }),
  });
  return (
    <section aria-labelledby="refresh-heading" className="card">
      <h2 id="refresh-heading">Refresh now</h2>
      <QueryView query={estimate} what="the estimate">
        {(e) =>
          active ? (
            <p>
              A {active.kind} run is checking profiles now ({active.totals.processed} of {active.totals.items}; progress below). You can start another refresh when it has finished.
            </p>
          ) : (
            <EstimateView e={e} start={start} />
          )
        }
      </QueryView>
      {start.error && <ErrorState error={start.error} />}
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
      <StartRefresh active={runs.data?.data.find((run) => ACTIVE.has(run.status))} />
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
