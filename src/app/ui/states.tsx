import type { ReactNode } from 'react';

import { ApiError } from '../api/client';

export function Loading({ what }: { what: string }) {
  return (
    <p className="state" role="status" aria-live="polite">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="state empty">{children}</p>;
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong in the app. Reload the page and try again.';
}

/** The envelope's per-field details (`[{ path, message }]`), when a 400 names them. */
function fieldDetails(error: unknown): string[] {
  const details = error instanceof ApiError ? error.details : undefined;
  if (!Array.isArray(details)) return [];
  return details.map((d: { path?: unknown; message?: unknown }) => [d.path, d.message].filter(Boolean).map(String).join(': '));
}

export function ErrorState({ error, retry }: { error: unknown; retry?: () => void }) {
  const details = fieldDetails(error);
  return (
    <div className="state error" role="alert">
      <p>{messageOf(error)}</p>
      {details.length > 0 && (
        <ul>
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {retry && (
        <button type="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** Loading, error or the content of one query, in plain words. */
export function QueryView<T>({ query, what, children }: { query: { data?: T; error: unknown; isPending: boolean; refetch: () => unknown }; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Loading what={what} />;
  if (query.error) return <ErrorState error={query.error} retry={() => void query.refetch()} />;
  return <>{children(query.data as T)}</>;
}
