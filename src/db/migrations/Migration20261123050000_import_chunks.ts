import { Migration } from '@mikro-orm/migrations';

/**
 * Queued imports keep their validated rows in `import_chunks`, one row per worker chunk
 * (found by bench/contacts-throughput.ts): the worker reads only the chunk it commits and
 * deletes it in the same transaction, instead of re-reading (and rewriting) the whole
 * payload in `imports.rows` for every chunk. The rows are JSON text, not jsonb: nothing
 * queries inside them, and text costs PostgreSQL half as much to store.
 *
 * `worker_account_ids` (accounts already counted by earlier chunks) and `worker_profile_ids`
 * (profiles of earlier chunks, for the baseline run queued with the last chunk) replace the
 * state the worker used to keep inside the payload.
 *
 * Imports queued before this migration are moved over: what is left of their payload
 * (from `rows_done` on, accounts first, 500 rows per chunk, as the worker used to slice
 * it) becomes chunk rows, and their earlier chunks' profiles are looked up by social key.
 */
export class Migration20261123050000_import_chunks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create table import_chunks (
  import_id uuid not null references imports(id) on delete cascade,
  seq integer not null,
  rows text not null,
  primary key (import_id, seq)
);
alter table imports add column worker_account_ids uuid[], add column worker_profile_ids uuid[];

insert into import_chunks (import_id, seq, rows)
select i.id, (it.n - i.rows_done - 1) / 500,
       jsonb_build_object(
         'crm_provider', i.rows->'crm_provider',
         'accounts', coalesce(jsonb_agg(it.e order by it.n) filter (where it.kind = 'a'), '[]'::jsonb),
         'contacts', coalesce(jsonb_agg(it.e order by it.n) filter (where it.kind = 'c'), '[]'::jsonb))::text
  from imports i
  cross join lateral (
    select 'a' as kind, a.e, a.n from jsonb_array_elements(i.rows->'accounts') with ordinality as a(e, n)
    union all
    select 'c', c.e, c.n + jsonb_array_length(i.rows->'accounts') from jsonb_array_elements(i.rows->'contacts') with ordinality as c(e, n)
  ) it
 where i.rows is not null and i.status in ('queued','running','committing') and it.n > i.rows_done
 group by i.id, i.rows_done, i.rows->'crm_provider', (it.n - i.rows_done - 1) / 500;

update imports i
   set summary = coalesce(i.summary, jsonb_build_object('contacts_upserted', 0, 'accounts_upserted', 0, 'with_social', 0,
         'needs_social', 0, 'duplicates', coalesce((i.rows->>'duplicates')::int, 0), 'invalid', coalesce((i.rows->>'invalid')::int, 0),
         'profiles_created', 0, 'profiles_linked', 0)),
       worker_account_ids = array(select value::uuid from jsonb_array_elements_text(coalesce(i.rows->'account_ids', '[]'::jsonb))),
       worker_profile_ids = array(select p.id from profiles p
                                   where p.workspace_id = i.workspace_id
                                     and p.social_key in (select c->'social'->>'key' from jsonb_array_elements(i.rows->'contacts') as c)),
       rows = null
 where i.rows is not null and i.status in ('queued','running','committing');
`);
  }
}
