/**
 * The Finder gRPC handlers: validate → make the provider calls under the finder limiter
 * (`FinderCalls`) → map. A provider failure that outlasts the retries becomes the status
 * CheckProfiles would end with (src/checker/profile-checker-handlers.ts), plus `provider-failure` metadata
 * on UNAVAILABLE; bad input is INVALID_ARGUMENT naming the field.
 */
import * as grpc from '@grpc/grpc-js';

import type { PersonCandidate } from '../../domain/finder/person-candidate';
import { type FinderCalls, type FinderHandlers, PROVIDER_FAILURE_KEY, type WirePersonCandidate } from '../../grpc/finder-v1';
import { RETRY_AFTER_MS_KEY } from '../../grpc/tracker-v1';
import type { Logger } from '../../shared/logger';
import { DEFAULT_LIMITER_RETRY_AFTER_MS } from '../check-batch';
import { isLimiterUnavailable } from '../limits';
import { isProviderError } from '../ports/provider-error';
import { providerErrorStatus, stoppingStatus } from '../profile-checker-handlers';
import type { Validated } from '../validate-request';
import { validateFindEmail, validateFindPeople } from './validate-finder';

export interface FinderHandlerDeps {
  calls: FinderCalls;
  /** Minimum retry-after-ms sent with UNAVAILABLE. */
  upstreamRetryAfterMs: number;
  log: Logger;
  /** The checker's stop: it ends the calls in flight at once, UNAVAILABLE with the `checker-stopping` trailer. */
  stopping?: AbortSignal;
}

function toWire(c: PersonCandidate): WirePersonCandidate {
  return {
    social_url: c.social_url,
    name: c.name,
    headline: c.headline ?? '',
    company: c.company ?? '',
    title: c.title ?? '',
    location: c.location ?? '',
    score: c.score,
    matched_on: c.matched_on,
  };
}

/** The status for a failed finder call. */
export function finderFailureStatus(err: unknown, upstreamRetryAfterMs: number): Partial<grpc.StatusObject> | null {
  if (isProviderError(err)) {
    const status = providerErrorStatus(err, upstreamRetryAfterMs);
    if (err.kind === 'rate_limited' || err.kind === 'outage') status.metadata?.set(PROVIDER_FAILURE_KEY, err.kind);
    return status;
  }
  if (isLimiterUnavailable(err)) {
    const metadata = new grpc.Metadata();
    metadata.set(RETRY_AFTER_MS_KEY, String(DEFAULT_LIMITER_RETRY_AFTER_MS));
    metadata.set(PROVIDER_FAILURE_KEY, 'outage');
    return { code: grpc.status.UNAVAILABLE, details: err.message, metadata };
  }
  return null;
}

function serve<In, Res>(
  method: string,
  deps: FinderHandlerDeps,
  call: grpc.ServerUnaryCall<unknown, Res>,
  valid: Validated<In>,
  answer: (input: In, signal: AbortSignal) => Promise<Res>,
  callback: grpc.sendUnaryData<Res>,
): void {
  if (!valid.ok) return callback({ code: grpc.status.INVALID_ARGUMENT, details: valid.message });
  const cancel = new AbortController();
  call.on('cancelled', () => cancel.abort(new Error('client cancelled the call')));
  const signal = deps.stopping ? AbortSignal.any([cancel.signal, deps.stopping]) : cancel.signal;
  answer(valid.value, signal).then(
    (result) => callback(null, result),
    (err: unknown) => {
      if (deps.stopping?.aborted) return callback(stoppingStatus());
      const status = finderFailureStatus(err, deps.upstreamRetryAfterMs);
      if (status) return callback(status);
      if (!cancel.signal.aborted) deps.log.error({ err, method }, 'finder call failed');
      callback({ code: grpc.status.INTERNAL, details: 'internal error' });
    },
  );
}

export function createFinderHandlers(deps: FinderHandlerDeps): FinderHandlers {
  return {
    FindPeople(call, callback) {
      serve('FindPeople', deps, call, validateFindPeople(call.request), async (query, signal) => ({
        candidates: (await deps.calls.searchPeople(query, signal)).map(toWire),
      }), callback);
    },

    FindEmail(call, callback) {
      serve('FindEmail', deps, call, validateFindEmail(call.request), async (person, signal) => {
        const found = await deps.calls.findWorkEmail(person, signal);
        return found ? { found: true, email: found.email, status: found.status } : { found: false, email: '', status: '' };
      }, callback);
    },
  };
}
