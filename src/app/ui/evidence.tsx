import type { Change } from '../api/types';
import { formatDate, formatDateTime } from './route';

function position(p: { company: string | null; title: string | null; started_on: string | null } | null): string {
  if (!p) return 'none on record';
  return `${p.title ?? 'no title'} at ${p.company ?? 'no company'}${p.started_on ? ` since ${formatDate(p.started_on)}` : ''}`;
}

/** A detected change and the evidence the service recorded for it. */
export function EvidenceView({ change }: { change: Change }) {
  const evidence = change.evidence;
  return (
    <div className="evidence">
      <p>
        <strong>{change.type.replace(/_/g, ' ')}</strong> detected {formatDateTime(change.detected_at)}
      </p>
      {evidence ? (
        <dl>
          <dt>Before</dt>
          <dd>{position(evidence.previous)}</dd>
          <dt>Now</dt>
          <dd>{position(evidence.current)}</dd>
          <dt>Rule</dt>
          <dd>
            {evidence.rule} (confidence {Math.round(evidence.confidence * 100)} %)
          </dd>
          <dt>Found by</dt>
          <dd>
            {evidence.trigger ?? 'a check'}
            {evidence.surfaced_late ? ', surfaced late' : ''}
            {evidence.confirmed_at ? `, confirmed ${formatDateTime(evidence.confirmed_at)}` : ''}
          </dd>
        </dl>
      ) : (
        <p className="muted">No evidence was recorded for this change.</p>
      )}
    </div>
  );
}
