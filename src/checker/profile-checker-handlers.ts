/** The ProfileChecker gRPC handlers: parse, call the use case, turn its outcome into a status. */
import * as grpc from '@grpc/grpc-js';

import { CHECKER_STOPPING_KEY, type CheckResult, type FailureKind, type ProfileCheckerHandlers, type ProfileRef, RETRY_AFTER_MS_KEY } from '../grpc/tracker-v1';
import type { Logger } from '../shared/logger';
import { type BatchDeps, type BatchOptions, type BatchOutcome, checkBatch, DEFAULT_LIMITER_RETRY_AFTER_MS } from './check-batch';
import type { ItemFailureKind, ItemOutcome } from './check-profile';
import type { CompanyLookup } from './company-lookup';
import { isLimiterUnavailable } from './limits';
import { isProviderError, type ProviderError } from './ports/provider-error';
import { validateCheckRequest, validateCompanyRequest } from './validate-request';

export interface HandlerDeps {
  batch: BatchDeps;
  batchOptions: BatchOptions;
  maxBatchItems: number;
  company: CompanyLookup;
  /** Minimum retry-after-ms for UNAVAILABLE. */
  upstreamRetryAfterMs: number;
  log: Logger;
  /** Aborted when the checker starts to close: batches and GetCompany calls in flight end at once with `stoppingStatus`. */
  stopping?: AbortSignal;
}

const FAILURE_KIND: Record<ItemFailureKind, FailureKind> = {
  rate_limited: 'FAILURE_KIND_RATE_LIMITED',
  outage: 'FAILURE_KIND_OUTAGE',
  invalid: 'FAILURE_KIND_INVALID',
};

export function toCheckResult(item: ProfileRef, outcome: ItemOutcome): CheckResult {
  const ids = { item_id: item.item_id, profile_id: item.profile_id };
  switch (outcome.kind) {
    case 'found':
      return { ...ids, outcome: 'snapshot', snapshot: outcome.snapshot };
    case 'not_found':
      return { ...ids, outcome: 'not_found', not_found: {} };
    case 'failed':
      return { ...ids, outcome: 'failure', failure: { kind: FAILURE_KIND[outcome.failure], message: outcome.message } };
  }
}

function statusError(code: grpc.status, details: string, retryAfterMs?: number | null): Partial<grpc.StatusObject> {
  const metadata = new grpc.Metadata();
  if (retryAfterMs != null) metadata.set(RETRY_AFTER_MS_KEY, String(Math.ceil(retryAfterMs)));
  return { code, details, metadata };
}

/** The provider refused the account: the same status whether a batch stopped on it or a single call met it. */
const ACCOUNT_REFUSALS = {
  auth: (message: string) => statusError(grpc.status.UNAUTHENTICATED, `provider rejected the credentials: ${message}`),
  out_of_credits: (message: string) => statusError(grpc.status.RESOURCE_EXHAUSTED, `provider account out of credits: ${message}`),
};

/** The status that ends a stopped batch. */
export function stopStatus(outcome: Extract<BatchOutcome, { kind: 'stopped' }>): Partial<grpc.StatusObject> {
  switch (outcome.reason) {
    case 'auth':
    case 'out_of_credits':
      return ACCOUNT_REFUSALS[outcome.reason](outcome.message);
    case 'upstream':
      return statusError(grpc.status.UNAVAILABLE, outcome.message, outcome.retryAfterMs);
  }
}

/**
 * A call the checker's own shutdown cut short: for a batch, the results already sent stand and the
 * items not answered are the caller's to check again (on another replica, or after the restart); a
 * unary call (GetCompany, the Finder's) is the caller's to make again.
 */
export function stoppingStatus(): Partial<grpc.StatusObject> {
  const metadata = new grpc.Metadata();
  metadata.set(CHECKER_STOPPING_KEY, '1');
  return { code: grpc.status.UNAVAILABLE, details: 'checker shutting down', metadata };
}

/** The status for a ProviderError from a single upstream call (GetCompany). */
export function providerErrorStatus(err: ProviderError, upstreamRetryAfterMs: number): Partial<grpc.StatusObject> {
  switch (err.kind) {
    case 'auth':
    case 'out_of_credits':
      return ACCOUNT_REFUSALS[err.kind](err.message);
    case 'invalid':
      return statusError(grpc.status.INVALID_ARGUMENT, err.message);
    case 'rate_limited':
    case 'outage':
      return statusError(grpc.status.UNAVAILABLE, err.message, Math.max(upstreamRetryAfterMs, err.retryAfterMs ?? 0));
  }
}

const INTERNAL: Partial<grpc.StatusObject> = { code: grpc.status.INTERNAL, details: 'internal error' };

export function createCheckerHandlers(deps: HandlerDeps): ProfileCheckerHandlers {
  const { log } = deps;
  return {
    CheckProfiles(call) {
      const valid = validateCheckRequest(call.request, deps.maxBatchItems);
      if (!valid.ok) {
        call.emit('error', statusError(grpc.status.INVALID_ARGUMENT, valid.message));
        return;
      }
      const { runId, items } = valid.value;
      const cancel = new AbortController();
      call.on('cancelled', () => cancel.abort(new Error('client cancelled the call')));
      const signal = deps.stopping ? AbortSignal.any([cancel.signal, deps.stopping]) : cancel.signal;
      const started = Date.now();
      const write = (item: ProfileRef, outcome: ItemOutcome): void => {
        if (!call.cancelled) call.write(toCheckResult(item, outcome));
      };
      checkBatch(items, deps.batch, deps.batchOptions, write, signal).then(
        (outcome) => {
          // A batch ended by this checker's own stop (not by its caller) is logged as such.
          const kind = outcome.kind === 'cancelled' && !call.cancelled ? 'checker_stopping' : outcome.kind;
          log.info({ run_id: runId, items: items.length, outcome: kind, ...outcome.counts, ms: Date.now() - started, ...(outcome.kind === 'stopped' ? { reason: outcome.reason } : {}) }, 'batch checked');
          if (outcome.kind === 'completed') call.end();
          else if (outcome.kind === 'stopped') call.emit('error', stopStatus(outcome));
          else if (!call.cancelled) call.emit('error', stoppingStatus());
        },
        (err: unknown) => {
          log.error({ err, run_id: runId }, 'batch failed');
          if (!call.cancelled) call.emit('error', INTERNAL);
        },
      );
    },

    GetCompany(call, callback) {
      const valid = validateCompanyRequest(call.request);
      if (!valid.ok) return callback(statusError(grpc.status.INVALID_ARGUMENT, valid.message));
      deps.company(valid.value).then(
        (company) => {
          if (company) callback(null, company);
          else callback(statusError(grpc.status.NOT_FOUND, `no company ${valid.value}`));
        },
        (err: unknown) => {
          if (isProviderError(err)) return callback(providerErrorStatus(err, deps.upstreamRetryAfterMs));
          if (isLimiterUnavailable(err)) return callback(statusError(grpc.status.UNAVAILABLE, err.message, DEFAULT_LIMITER_RETRY_AFTER_MS));
          if (deps.stopping?.aborted) return callback(stoppingStatus());
          log.error({ err, social_id: valid.value }, 'company lookup failed');
          callback(INTERNAL);
        },
      );
    },
  };
}
