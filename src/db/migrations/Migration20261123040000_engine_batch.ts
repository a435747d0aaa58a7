import { Migration } from '@mikro-orm/migrations';

/**
 * The run engine's batch commit, set-based (bench/plays-overhead.ts, bench/engine-throughput.ts):
 *
 * - `workspaces.balance`: the credit balance, kept equal to the sum of the workspace's
 *   ledger by a statement-level trigger on `credit_ledger` (one `balance = balance + x`
 *   per inserting statement, in its transaction, whoever inserts: check charges, grants,
 *   adjustments, email look-ups, the CLI), so nothing sums the ledger any more. Backfilled
 *   here from the ledger.
 * - `credit_ledger_balance_idx` (workspace_id) include (amount) only served that sum; it
 *   goes, so a batch's 500 ledger rows maintain one index fewer.
 * - positions are looked up by profile and company (the play hook's previous role and the
 *   new employer's network id, and the notifications' new employer's domain), so
 *   `(profile_id, company)` replaces `(profile_id)`.
 * - A position belongs to its snapshot: its workspace and profile are the snapshot's, and
 *   deleting a profile or a workspace removes it through `snapshot_id`'s cascade. Its own
 *   foreign keys to workspaces and profiles only added two key-share lookups per row to the
 *   largest insert of every batch (about three positions per check), so they go.
 */
export class Migration20261123040000_engine_batch extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
alter table workspaces add column balance bigint not null default 0;

create function credit_ledger_balance_ins() returns trigger language plpgsql as $$
begin
  update workspaces w set balance = w.balance + d.amount
    from (select workspace_id, sum(amount) as amount from new_rows group by workspace_id) d
   where w.id = d.workspace_id and d.amount <> 0;
  return null;
end $$;

create function credit_ledger_balance_del() returns trigger language plpgsql as $$
begin
  update workspaces w set balance = w.balance - d.amount
    from (select workspace_id, sum(amount) as amount from old_rows group by workspace_id) d
   where w.id = d.workspace_id and d.amount <> 0;
  return null;
end $$;

create function credit_ledger_balance_upd() returns trigger language plpgsql as $$
begin
  update workspaces w set balance = w.balance + d.amount
    from (select workspace_id, sum(amount) as amount
            from (select workspace_id, amount from new_rows union all select workspace_id, -amount from old_rows) x
           group by workspace_id) d
   where w.id = d.workspace_id and d.amount <> 0;
  return null;
end $$;

create trigger credit_ledger_balance_ins after insert on credit_ledger
  referencing new table as new_rows for each statement execute function credit_ledger_balance_ins();
create trigger credit_ledger_balance_del after delete on credit_ledger
  referencing old table as old_rows for each statement execute function credit_ledger_balance_del();
create trigger credit_ledger_balance_upd after update on credit_ledger
  referencing old table as old_rows new table as new_rows for each statement execute function credit_ledger_balance_upd();

update workspaces w set balance = l.amount
  from (select workspace_id, sum(amount) as amount from credit_ledger group by workspace_id) l
 where w.id = l.workspace_id;

drop index credit_ledger_balance_idx;

create index positions_profile_company_idx on positions (profile_id, company);
drop index positions_profile_idx;
alter table positions drop constraint positions_workspace_id_fkey, drop constraint positions_profile_id_fkey;
`);
  }
}
