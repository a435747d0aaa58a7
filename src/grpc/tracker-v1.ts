/**
 * Hand-written TypeScript shapes of `protos/tracker/v1/checker.proto` as seen through
 * `loadTrackerProto()` (keepCase, enums as strings, defaults, oneofs). proto-loader gives
 * no static types; keep these in step with the .proto.
 */
import type * as grpc from '@grpc/grpc-js';

import type { GrpcServiceConstructor } from './unary-call';


/**
 * Metadata key the checker sets on UNAVAILABLE (stream trailer or unary error): how many
 * milliseconds the caller should wait before trying again.
 */
export const RETRY_AFTER_MS_KEY = 'retry-after-ms';
/** Trailer (value '1') of the UNAVAILABLE that ends a batch the checker's own shutdown cut short. */
export const CHECKER_STOPPING_KEY = 'checker-stopping';

export interface ProfileRef {
  item_id: string;
  profile_id: string;
  /** canonical https://www.linkedin.com/in/<key> */
  social_url: string;
}

export interface CheckProfilesRequest {
  run_id: string;
  items: ProfileRef[];
}

export interface Position {
  company: string;
  /** empty when unknown */
  company_social_id: string;
  title: string;
  /** YYYY-MM or YYYY-MM-DD; empty when unknown */
  started_on: string;
  /** empty when current */
  ended_on: string;
  is_current: boolean;
}

export interface Snapshot {
  first_name: string;
  last_name: string;
  headline: string;
  positions: Position[];
  /** ISO 8601 */
  fetched_at: string;
}

export type NotFound = Record<string, never>;

export const FAILURE_KINDS = [
  'FAILURE_KIND_UNSPECIFIED',
  'FAILURE_KIND_RATE_LIMITED',
  'FAILURE_KIND_OUTAGE',
  'FAILURE_KIND_INVALID',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

export interface ItemFailure {
  kind: FailureKind;
  message: string;
}

interface CheckResultBase {
  item_id: string;
  profile_id: string;
}

/** `outcome` names the member of the oneof that is set (proto-loader's `oneofs: true`). */
export type CheckResult = CheckResultBase &
  (
    | { outcome: 'snapshot'; snapshot: Snapshot }
    | { outcome: 'not_found'; not_found: NotFound }
    | { outcome: 'failure'; failure: ItemFailure }
  );

export interface GetCompanyRequest {
  social_id: string;
}

export interface Company {
  social_id: string;
  name: string;
  domain: string;
  industry: string;
  /** 0 when unknown */
  employees: number;
  hq_city: string;
  hq_state: string;
  hq_country: string;
  specialities: string[];
  description: string;
  tagline: string;
  funding_stage: string;
  company_url: string;
}

/** The generated ProfileChecker client (method names as in the .proto). */
export interface ProfileCheckerClient extends grpc.Client {
  CheckProfiles(
    request: CheckProfilesRequest,
    metadata?: grpc.Metadata,
    options?: Partial<grpc.CallOptions>,
  ): grpc.ClientReadableStream<CheckResult>;
  GetCompany(
    request: GetCompanyRequest,
    metadata: grpc.Metadata,
    options: Partial<grpc.CallOptions>,
    callback: (err: grpc.ServiceError | null, response?: Company) => void,
  ): grpc.ClientUnaryCall;
}

export type ProfileCheckerConstructor = GrpcServiceConstructor<ProfileCheckerClient>;

/** The server-side implementation of ProfileChecker. */
export interface ProfileCheckerHandlers extends grpc.UntypedServiceImplementation {
  CheckProfiles: grpc.handleServerStreamingCall<CheckProfilesRequest, CheckResult>;
  GetCompany: grpc.handleUnaryCall<GetCompanyRequest, Company>;
}
