import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '../api/client';
import { PROFILE_STATUSES, SEGMENTS, TRACKING_STATUSES } from '../api/vocabulary';
import { FilterForm } from '../ui/filter-form';
import { navigate, type Route } from '../ui/route';
import { Empty, QueryView } from '../ui/states';
import { Pager, Select } from '../ui/widgets';
import { ContactDetailView } from './contact-detail';
import { CsvImport } from './csv-import';

const FILTERS = ['q', 'tracking_status', 'status', 'segment', 'owner'] as const;
const PAGE_SIZE = 50;

type ContactQuery = { page: number; page_size: number } & Partial<Record<(typeof FILTERS)[number], string>>;

function ContactList({ route }: { route: Route }) {
  const query: ContactQuery = { page: Number(route.params.get('page') ?? 1) || 1, page_size: PAGE_SIZE };
  for (const name of FILTERS) if (route.params.get(name)) query[name] = route.params.get(name)!;
  const contacts = useQuery({
    queryKey: ['contacts', query],
    queryFn: () => unwrap(api.GET('/contacts', { params: { query: query as never } })),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <h1>Contacts</h1>
      <CsvImport />
      <FilterForm path="contacts" names={FILTERS} route={route} label="Filter contacts" search="Name, company, title or email">
        {(value) => (
          <>
            <Select name="tracking_status" label="Tracking" options={TRACKING_STATUSES} value={value('tracking_status')} />
            <Select name="status" label="Profile status" options={PROFILE_STATUSES} value={value('status')} />
            <Select name="segment" label="Relationship" options={SEGMENTS} value={value('segment')} />
            <label>
              Owner
              <input name="owner" defaultValue={value('owner')} />
            </label>
          </>
        )}
      </FilterForm>
      <QueryView query={contacts} what="contacts">
        {(list) =>
          list.data.length === 0 ? (
            <Empty>No contacts match. Import contacts from a CSV file or your CRM to start tracking them.</Empty>
          ) : (
            <>
              <p className="muted">{list.total} contacts</p>
              <div className="table-wrap" role="region" aria-label="Contacts (scrolls sideways on a narrow screen)" tabIndex={0}>
                <table aria-label="Contacts">
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Title and company</th>
                      <th scope="col">Tracking</th>
                      <th scope="col">Profile</th>
                      <th scope="col">Relationship</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.map((c) => (
                      <tr key={c.id}>
                        <td>
                          <a href={`#/contacts/${c.id}`}>
                            {c.first_name} {c.last_name}
                          </a>
                        </td>
                        <td>
                          {c.title || '—'} at {c.company || '—'}
                        </td>
                        <td>{c.tracking_status.replace(/_/g, ' ')}</td>
                        <td>{c.profile?.status.replace(/_/g, ' ') ?? '—'}</td>
                        <td>{c.segment.replace(/_/g, ' ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={list.page} pageSize={list.page_size} total={list.total} go={(page) => navigate('contacts', { ...Object.fromEntries(route.params), page: String(page) })} />
            </>
          )
        }
      </QueryView>
    </>
  );
}

export function ContactsPage({ route }: { route: Route }) {
  const id = route.path.split('/')[1];
  return id ? <ContactDetailView id={id} /> : <ContactList route={route} />;
}
