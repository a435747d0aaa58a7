/**
 * Typed client for the checker (used by the scheduler). gRPC statuses become a
 * `CheckerError` whose `code` says how the run should pause:
 *   UNAUTHENTICATED → 'auth', RESOURCE_EXHAUSTED → 'out_of_credits',
 *   UNAVAILABLE with a `retry-after-ms` trailer (the provider is failing) → 'upstream',
 *   UNAVAILABLE with a `checker-stopping` trailer (the checker closed mid-batch) → 'stopping',
 *   INVALID_ARGUMENT → 'invalid', anything else (checker unreachable, deadline,
 *   internal) → 'unavailable'.
 *
 * Several checker replicas: the address may name several (`ipv4:10.0.0.1:50051,10.0.0.2:50051`,
 * or a DNS name with one record per replica, e.g. a headless Service); calls go round robin
 * over the replicas that are connected.
 */
import * as grpc from '@grpc/grpc-js';

import { bearerMetadata, CLIENT_CHANNEL_OPTIONS, ROUND_ROBIN } from '../channel-options';
import { loadTrackerProto } from '../load-proto';
import { CHECKER_STOPPING_KEY, type CheckResult, type Company, type ProfileCheckerClient, type ProfileRef, RETRY_AFTER_MS_KEY } from '../tracker-v1';

export type CheckerErrorCode = 'auth' | 'out_of_credits' | 'upstream' | 'stopping' | 'invalid' | 'unavailable';

export class CheckerError extends Error {
  override readonly name = 'CheckerError';
  constructor(
    readonly code: CheckerErrorCode,
    message: string,
    /** From the `retry-after-ms` trailer, when the checker sent one. */
    readonly retryAfterMs: number | null = null,
    /** The gRPC status code. */
    readonly grpcCode: grpc.status = grpc.status.UNKNOWN,
  ) {
    super(message);
  }
}

export function toCheckerError(err: grpc.ServiceError): CheckerError {
  const raw = err.metadata?.get(RETRY_AFTER_MS_KEY)[0];
  const retryAfterMs = raw !== undefined && /^\d+$/.test(String(raw)) ? Number(raw) : null;
  return new CheckerError(errorCode(err, retryAfterMs), err.details || err.message, retryAfterMs, err.code);
}

function errorCode(err: grpc.ServiceError, retryAfterMs: number | null): CheckerErrorCode {
  switch (err.code) {
    case grpc.status.UNAUTHENTICATED:
      return 'auth';
    case grpc.status.RESOURCE_EXHAUSTED:
      return 'out_of_credits';
    case grpc.status.INVALID_ARGUMENT:
      return 'invalid';
    case grpc.status.UNAVAILABLE:
      if (err.metadata?.get(CHECKER_STOPPING_KEY)[0] === '1') return 'stopping';
      return retryAfterMs !== null ? 'upstream' : 'unavailable';
    default:
      return 'unavailable';
  }
}

export interface CheckerClientOptions {
  /** Shared token, sent as `authorization: Bearer <token>`. */
  token?: string;
  /** Extra channel options. */
  channelOptions?: Partial<grpc.ChannelOptions>;
}

export interface CheckProfilesOptions {
  /** Cancels the call (the checker stops its upstream calls); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Absolute deadline for the whole stream. */
  deadline?: Date;
}

export interface CheckerClient {
  /** Streams one result per item to `onResult`; resolves when the batch is done. Rejects with `CheckerError`. */
  checkProfiles(runId: string, items: ProfileRef[], onResult: (result: CheckResult) => void, options?: CheckProfilesOptions): Promise<void>;
  /** The company, or null when the provider has none. Rejects with `CheckerError`. */
  getCompany(socialId: string, options?: { deadline?: Date }): Promise<Company | null>;
  close(): void;
}

export { CLIENT_CHANNEL_OPTIONS };

export function createCheckerClient(address: string, options: CheckerClientOptions = {}): CheckerClient {
  const { ProfileChecker } = loadTrackerProto();
  const client: ProfileCheckerClient = new ProfileChecker(address, grpc.credentials.createInsecure(), {
    ...CLIENT_CHANNEL_OPTIONS,
    ...ROUND_ROBIN,
    ...options.channelOptions,
  });
  const metadata = (): grpc.Metadata => bearerMetadata(options.token);

  return {
    checkProfiles(runId, items, onResult, callOptions = {}) {
      const { signal } = callOptions;
      return new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason);
        const call = client.CheckProfiles({ run_id: runId, items }, metadata(), callOptions.deadline ? { deadline: callOptions.deadline } : {});
        let settled = false;
        const onAbort = (): void => {
          settled = true;
          call.cancel();
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        const finish = (err?: unknown): void => {
          signal?.removeEventListener('abort', onAbort);
          if (settled) return;
          settled = true;
          if (err === undefined) resolve();
          else reject(err);
        };
        call.on('data', (result: CheckResult) => {
          if (settled) return;
          try {
            onResult(result);
          } catch (err) {
            call.cancel();
            finish(err);
          }
        });
        call.on('error', (err: grpc.ServiceError) => finish(toCheckerError(err)));
        call.on('end', () => finish());
      });
    },

    getCompany(socialId, callOptions = {}) {
      return new Promise<Company | null>((resolve, reject) => {
        client.GetCompany({ social_id: socialId }, metadata(), callOptions.deadline ? { deadline: callOptions.deadline } : {}, (err, company) => {
          if (err?.code === grpc.status.NOT_FOUND) resolve(null);
          else if (err) reject(toCheckerError(err));
          else resolve(company ?? null);
        });
      });
    },

    close() {
      client.close();
    },
  };
}
