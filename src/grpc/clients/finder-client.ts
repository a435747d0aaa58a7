/**
 * Promise client for `tracker.v1.Finder` (served by the checker process): the scheduler's
 * finder port. A failed call rejects with a `ProviderError` classified from the status, so
 * the finder loop treats a failure behind the checker like one from the provider itself:
 * UNAUTHENTICATED → auth, RESOURCE_EXHAUSTED → out_of_credits, INVALID_ARGUMENT → invalid,
 * UNAVAILABLE → rate_limited or outage (`provider-failure`) with `retry-after-ms`; any
 * other status (the checker down, a deadline) → outage without a delay.
 */
import * as grpc from '@grpc/grpc-js';

import { ProviderError, type ProviderErrorKind } from '../../checker/ports/provider-error';
import { EMAIL_STATUSES, type EmailStatus } from '../../domain/finder/email-status';
import type { PersonCandidate, PersonSearchQuery } from '../../domain/finder/person-candidate';
import { bearerMetadata, CLIENT_CHANNEL_OPTIONS } from '../channel-options';
import { type FinderCalls, type FinderGrpcClient, type FoundWorkEmail, PROVIDER_FAILURE_KEY, type WirePersonCandidate } from '../finder-v1';
import { loadTrackerProto } from '../load-proto';
import { RETRY_AFTER_MS_KEY } from '../tracker-v1';

export interface FinderClientOptions {
  /** Shared checker token, sent as `authorization: Bearer <token>`. */
  token?: string;
  channelOptions?: Partial<grpc.ChannelOptions>;
  /** Deadline of one call (the checker's retries included). Default 120 s. */
  callTimeoutMs?: number;
}

export interface FinderClient extends FinderCalls {
  close(): void;
}

function metadataValue(err: grpc.ServiceError, key: string): string | undefined {
  const raw = err.metadata?.get(key)[0];
  return raw === undefined ? undefined : String(raw);
}

/** The ProviderError a failed Finder call stands for. */
export function toProviderError(err: grpc.ServiceError): ProviderError {
  const raw = metadataValue(err, RETRY_AFTER_MS_KEY);
  const retryAfterMs = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
  const message = err.details || err.message;
  const kind: ProviderErrorKind =
    err.code === grpc.status.UNAUTHENTICATED
      ? 'auth'
      : err.code === grpc.status.RESOURCE_EXHAUSTED
        ? 'out_of_credits'
        : err.code === grpc.status.INVALID_ARGUMENT
          ? 'invalid'
          : err.code === grpc.status.UNAVAILABLE && metadataValue(err, PROVIDER_FAILURE_KEY) === 'rate_limited'
            ? 'rate_limited'
            : 'outage';
  return new ProviderError(kind, `checker finder: ${message}`, 0, retryAfterMs);
}

function fromWire(c: WirePersonCandidate): PersonCandidate {
  return {
    social_url: c.social_url,
    name: c.name,
    headline: c.headline || null,
    company: c.company || null,
    title: c.title || null,
    location: c.location || null,
    score: c.score,
    matched_on: c.matched_on,
  };
}

function emailStatus(value: string): EmailStatus {
  return (EMAIL_STATUSES as readonly string[]).includes(value) ? (value as EmailStatus) : 'unknown';
}

export function createFinderClient(address: string, options: FinderClientOptions = {}): FinderClient {
  const { Finder } = loadTrackerProto();
  const client: FinderGrpcClient = new Finder(address, grpc.credentials.createInsecure(), { ...CLIENT_CHANNEL_OPTIONS, ...options.channelOptions });
  const timeoutMs = options.callTimeoutMs ?? 120_000;
  const call = <Res>(start: (md: grpc.Metadata, opts: Partial<grpc.CallOptions>, cb: (err: grpc.ServiceError | null, res?: Res) => void) => grpc.ClientUnaryCall, signal?: AbortSignal): Promise<Res> =>
    new Promise<Res>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = (): void => {
        pending.cancel();
        reject(signal?.reason);
      };
      const pending = start(bearerMetadata(options.token), { deadline: new Date(Date.now() + timeoutMs) }, (err, res) => {
        signal?.removeEventListener('abort', onAbort);
        if (err) reject(toProviderError(err));
        else if (res === undefined) reject(new ProviderError('outage', 'checker finder: empty response'));
        else resolve(res);
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  return {
    async searchPeople(query: PersonSearchQuery, signal?: AbortSignal): Promise<PersonCandidate[]> {
      const res = await call<{ candidates: WirePersonCandidate[] }>((md, opts, cb) => client.FindPeople(query, md, opts, cb), signal);
      return res.candidates.map(fromWire);
    },
    async findWorkEmail(person, signal): Promise<FoundWorkEmail | null> {
      const res = await call<{ found: boolean; email: string; status: string }>((md, opts, cb) => client.FindEmail(person, md, opts, cb), signal);
      return res.found ? { email: res.email, status: emailStatus(res.status) } : null;
    },
    close: () => client.close(),
  };
}
