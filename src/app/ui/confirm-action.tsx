import { useState } from 'react';

/**
 * A destructive action behind a second press: the first shows what will happen and asks "Yes, …"
 * or "Keep it", so one stray click (or Enter) never disconnects anything.
 */
export function ConfirmAction({ label, question, confirmLabel, pending, onConfirm }: { label: string; question: string; confirmLabel: string; pending: boolean; onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="danger" onClick={() => setAsking(true)} disabled={pending}>
        {label}
      </button>
    );
  }
  return (
    <div role="group" aria-label={question} className="row confirm">
      <span>{question}</span>
      <button type="button" className="danger" autoFocus onClick={() => (setAsking(false), onConfirm())}>
        {confirmLabel}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        Keep it
      </button>
    </div>
  );
}
