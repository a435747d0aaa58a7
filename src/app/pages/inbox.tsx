import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '../api/client';
import type { PlayQuery } from '../api/types';
import { PLAY_SORTS, PLAY_STATUSES, PLAY_TYPES, SEGMENTS } from '../api/vocabulary';
import { FilterForm } from '../ui/filter-form';
import { PlayCard } from '../ui/play-card';
import { navigate, type Route } from '../ui/route';
import { Empty, QueryView } from '../ui/states';
import { Pager, Select } from '../ui/widgets';

const PAGE_SIZE = 25;
const FILTERS = ['type', 'status', 'segment', 'account_fit', 'contact_fit', 'owner', 'q', 'since', 'sort', 'dir'] as const;

function queryOf(route: Route): PlayQuery {
  const query: Record<string, string | number> = { page: Number(route.params.get('page') ?? 1) || 1, page_size: PAGE_SIZE };
  for (const name of FILTERS) {
    const value = route.params.get(name);
    if (value) query[name] = value;
  }
  return query as PlayQuery;
}

function Filters({ route }: { route: Route }) {
  return (
    <FilterForm path="plays" names={FILTERS} route={route} label="Filter and sort plays" search="Person, company or title">
      {(value) => (
        <>
          <Select name="type" label="Play" options={PLAY_TYPES} value={value('type')} />
          <Select name="status" label="Status" options={PLAY_STATUSES} value={value('status')} />
          <Select name="segment" label="Relationship" options={SEGMENTS} value={value('segment')} />
          <Select name="account_fit" label="Account fit" options={['yes', 'no']} value={value('account_fit')} />
          <Select name="contact_fit" label="Contact fit" options={['yes', 'no']} value={value('contact_fit')} />
          <label>
            Owner
            <input name="owner" defaultValue={value('owner')} />
          </label>
          <label>
            Detected since
            <input name="since" type="date" defaultValue={value('since')} />
          </label>
          <Select name="sort" label="Sort by" options={PLAY_SORTS} value={value('sort')} anyLabel="Default (open first, newest)" />
          <Select name="dir" label="Direction" options={['asc', 'desc']} value={value('dir')} anyLabel="Default" />
        </>
      )}
    </FilterForm>
  );
}

/** The landing page: plays in the contract's default order (open first, then newest), filtered and sorted as GET /plays. */
export function InboxPage({ route }: { route: Route }) {
  const query = queryOf(route);
  const plays = useQuery({
    queryKey: ['plays', query],
    queryFn: () => unwrap(api.GET('/plays', { params: { query } })),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <h1>Plays</h1>
      <Filters route={route} />
      <QueryView query={plays} what="plays">
        {(list) =>
          list.data.length === 0 ? (
            <Empty>No plays match. Plays appear here after a refresh finds job changes among your tracked contacts.</Empty>
          ) : (
            <>
              <p className="muted" aria-live="polite">
                {list.total} plays
              </p>
              <ol className="cards" aria-label="Plays">
                {list.data.map((play) => (
                  <li key={play.id}>
                    <PlayCard play={play} />
                  </li>
                ))}
              </ol>
              <Pager page={list.page} pageSize={list.page_size} total={list.total} go={(page) => navigate('plays', { ...Object.fromEntries(route.params), page: String(page) })} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
