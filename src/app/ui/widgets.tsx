export function Select({ name, label, options, value, anyLabel = 'Any' }: { name: string; label: string; options: readonly string[]; value: string; anyLabel?: string }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Pager({ page, pageSize, total, go }: { page: number; pageSize: number; total: number; go: (page: number) => void }) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last === 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <button type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </button>
      <span>
        Page {page} of {last}
      </span>
      <button type="button" disabled={page >= last} onClick={() => go(page + 1)}>
        Next
      </button>
    </nav>
  );
}

export function Fit({ label, value }: { label: string; value: boolean | null | undefined }) {
  const text = value === true ? 'fits' : value === false ? 'does not fit' : 'unknown';
  return (
    <span className={`badge fit-${String(value)}`}>
      {label}: {text}
    </span>
  );
}
