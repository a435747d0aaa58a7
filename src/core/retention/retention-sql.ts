/**
 * The statements of the retention pass. Each selects at most `limit` rows older than a cutoff;
 * the callers repeat them until a batch comes back short.
 */

/**
 * Snapshots older than the cutoff that are not their profile's latest, not the snapshot a
 * change was detected from (same run and profile) and not the one it was compared against
 * (the profile's snapshot just before that one).
 */
export const DOOMED_SNAPSHOTS = `
select s.id from snapshots s
 where s.fetched_at < ?::timestamptz
   and exists (select 1 from snapshots n where n.profile_id = s.profile_id and n.fetched_at > s.fetched_at)
   and not exists (select 1 from changes c where c.profile_id = s.profile_id and c.run_id = s.run_id)
   and not exists (
     select 1 from changes c
       join snapshots a on a.run_id = c.run_id and a.profile_id = c.profile_id
      where c.profile_id = s.profile_id
        and s.id = (select p.id from snapshots p
                     where p.profile_id = a.profile_id and p.fetched_at < a.fetched_at
                     order by p.fetched_at desc limit 1))
 limit ?`;

export const DELETE_POSITIONS = `delete from positions where snapshot_id = any(?::uuid[])`;
export const DELETE_SNAPSHOTS = `delete from snapshots where id = any(?::uuid[])`;

export const DELETE_DELIVERIES = `
delete from deliveries where id in (
  select id from deliveries
   where status in ('delivered','failed') and created_at < ?::timestamptz
   limit ?)`;

export const DELETE_TRANSITIONS = `
delete from transitions where id in (
  select id from transitions where at < ?::timestamptz order by id limit ?)`;

export const DELETE_IMPORT_CHUNKS = `
delete from import_chunks where (import_id, seq) in (
  select c.import_id, c.seq from import_chunks c join imports i on i.id = c.import_id
   where i.status in ('committed','failed') and coalesce(i.committed_at, i.created_at) < ?::timestamptz
   limit ?)`;

export const TABLE_EXISTS = `select to_regclass(?) is not null as present`;
