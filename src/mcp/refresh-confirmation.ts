import type { Services } from '../core/context';
import { signPayload, verifyPayload } from '../core/oauth/signed-payload';
import type { RunEstimate } from '../core/runs/run.schema';
import { DomainError } from '../shared/errors';

/** How long the user's go-ahead for a refresh stays valid. */
export const CONFIRMATION_TTL_MS = 10 * 60 * 1000;
const PURPOSE = 'mcp-refresh-confirmation';

interface Figures {
  ws: string;
  force: boolean;
  profiles_due: number;
  credits_needed: number;
  credit_balance: number;
  /** Bound only with force, where every tracked profile is checked. */
  profiles_total?: number;
}

function figures(workspaceId: string, estimate: RunEstimate, force: boolean): Figures {
  return {
    ws: workspaceId,
    force,
    profiles_due: estimate.profiles_due,
    credits_needed: estimate.credits_needed,
    credit_balance: estimate.credit_balance,
    ...(force ? { profiles_total: estimate.profiles_total } : {}),
  };
}

export class ConfirmationError extends DomainError {
  constructor(code: 'invalid_confirmation' | 'confirmation_expired' | 'stale_confirmation', message: string, details?: unknown) {
    super(409, code, message, details);
  }
}

/** A token that says "this estimate was shown": HMAC-signed, bound to the workspace and its figures. */
export function issueConfirmation(services: Services, workspaceId: string, estimate: RunEstimate, force: boolean) {
  return signPayload(services, PURPOSE, figures(workspaceId, estimate, force), CONFIRMATION_TTL_MS);
}

const AGAIN = 'Call estimate_refresh again, show the cost to the user and ask before starting.';

/** Refuses a token that is forged, expired, for another workspace or mode, or whose figures moved since. */
export function checkConfirmation(
  services: Services,
  input: { token: string; workspaceId: string; force: boolean; current: RunEstimate },
): void {
  const v = verifyPayload<Figures & { exp: number }>(services, PURPOSE, input.token);
  if (!v.ok && v.reason === 'expired') throw new ConfirmationError('confirmation_expired', `The confirmation token has expired. ${AGAIN}`);
  if (!v.ok) throw new ConfirmationError('invalid_confirmation', `The confirmation token is not valid. ${AGAIN}`);
  const signed = v.payload;
  if (signed.ws !== input.workspaceId) throw new ConfirmationError('invalid_confirmation', `The confirmation token belongs to another workspace. ${AGAIN}`);
  if (signed.force !== input.force) {
    throw new ConfirmationError('invalid_confirmation', `The confirmation token was issued for force=${signed.force}. ${AGAIN}`);
  }
  const now = figures(input.workspaceId, input.current, input.force);
  const changed = (Object.keys(now) as Array<keyof Figures>).filter((k) => now[k] !== signed[k]);
  if (changed.length) {
    throw new ConfirmationError('stale_confirmation', `The estimate changed since it was confirmed (${changed.join(', ')}). ${AGAIN}`, {
      confirmed: Object.fromEntries(changed.map((k) => [k, signed[k]])),
      current: Object.fromEntries(changed.map((k) => [k, now[k]])),
    });
  }
}
