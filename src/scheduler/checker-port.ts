import type { CheckOutcome } from '../core/runs/check-outcome';

export interface CheckItem {
  item_id: string;
  profile_id: string;
  social_url: string;
}

/** Why a whole batch could not be checked; maps to a run pause reason. */
export class CheckerFailure extends Error {
  constructor(
    readonly code: 'auth' | 'out_of_credits' | 'upstream' | 'stopping' | 'invalid' | 'unavailable',
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** The scheduler's view of the checker: stream a batch, one outcome per item. */
export interface CheckerPort {
  checkProfiles(runId: string, items: CheckItem[], onResult: (r: CheckOutcome) => void): Promise<void>;
}
