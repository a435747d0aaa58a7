import { useEffect, useState } from 'react';

/** The app's place: the hash after `#/` (so the gateway serves one index.html for every page), split into path and query. */
export interface Route {
  path: string;
  params: URLSearchParams;
}

function current(): Route {
  const hash = window.location.hash.replace(/^#\/?/, '');
  const [path = '', query = ''] = hash.split('?');
  return { path: path.replace(/\/$/, ''), params: new URLSearchParams(query) };
}

export function useRoute(): Route {
  const [route, setRoute] = useState(current);
  useEffect(() => {
    const onChange = () => setRoute(current());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

export function navigate(path: string, params?: Record<string, string | undefined>): void {
  const query = new URLSearchParams(Object.entries(params ?? {}).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')).toString();
  window.location.hash = `#/${path}${query ? `?${query}` : ''}`;
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function personName(person: { first_name?: string | null; last_name?: string | null } | null | undefined): string {
  const name = [person?.first_name, person?.last_name].filter(Boolean).join(' ');
  return name || 'Unnamed person';
}
