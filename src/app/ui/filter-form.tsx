import type { FormEvent, ReactNode } from 'react';

import { navigate, type Route } from './route';

/**
 * A list page's filters: the fields start from the route's query, and Apply puts them in the
 * route (so a filtered list is a link that can be shared and the back button works).
 */
export function FilterForm({ path, names, route, label, search, children }: { path: string; names: readonly string[]; route: Route; label: string; search: string; children: (value: (name: string) => string) => ReactNode }) {
  const value = (name: string) => route.params.get(name) ?? '';
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(path, Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')])));
  };
  return (
    <form className="filters" onSubmit={apply} aria-label={label}>
      <label>
        Search
        <input name="q" type="search" defaultValue={value('q')} placeholder={search} />
      </label>
      {children(value)}
      <button type="submit">Apply</button>
    </form>
  );
}
