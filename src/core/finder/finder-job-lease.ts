import { defineLease,DUE_AT_LEASE_COLUMNS } from '../lease';

/**
 * Finder jobs are leased per kind until an expiry, under an owner token: a scheduler killed
 * mid-job leaves its rows leased until then, and a commit under a lost token changes nothing
 * (the commit holds the row by its token first). `release` gives a job back due again later
 * with the reason in `outcome`; finishing a job (`finishJob`) writes its outcome under that
 * same hold, so this spec has no settle.
 */
export const finderJobLease = defineLease<{ id: string }>({
  name: 'finder_job',
  table: 'finder_jobs',
  ...DUE_AT_LEASE_COLUMNS,
  filter: "t.kind = ? and t.state = 'queued'",
  held: "t.state = 'queued'",
  onRelease: 'outcome = ?',
  returning: 'c.id::text as id',
});
