/** A secret the service shows once (a webhook's signing secret, an API key): copy it now, it is not shown again. */
export function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone: () => void }) {
  return (
    <div className="card" role="region" aria-label={label}>
      <p>
        <strong>{label}</strong> — copy it now: it is shown only this once.
      </p>
      <p className="secret" data-testid="shown-once">
        {value}
      </p>
      <div className="row">
        <button type="button" onClick={() => void navigator.clipboard.writeText(value).catch(() => undefined)}>
          Copy
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          I have copied it
        </button>
      </div>
    </div>
  );
}
