import type { Snapshot } from '../../domain/changes';

/** One item's result from the checker (the proto's CheckResult, with empty strings as null). */
export interface CheckOutcome {
  item_id: string;
  profile_id: string;
  outcome: 'snapshot' | 'not_found' | 'failure';
  snapshot?: Snapshot & { fetched_at: string | null };
  failure?: { kind: string; message: string };
}

/** Items are retried this many times across batches before they count as `unknown`. */
export const MAX_ITEM_ATTEMPTS = 3;
