/**
 * Hand-written TypeScript shapes of `protos/tracker/v1/scoring.proto` as seen through
 * `loadTrackerProto()` (keepCase, defaults: absent strings are '', absent messages null).
 * proto-loader gives no static types; keep these in step with the .proto.
 */
import type * as grpc from '@grpc/grpc-js';

import type { Snapshot } from './tracker-v1';
import type { Unary } from './unary-call';

export const SCORING_SERVICE = 'tracker.v1.Scoring';

export interface ClassifyTitleRequest {
  title: string;
}

export interface ClassifyTitleResponse {
  /** c_level | vp | director | manager | ic; '' for an empty or placeholder title */
  seniority: string;
  /** a JobFunction; '' for an empty or placeholder title */
  function: string;
}

export interface EvaluateFitRequest {
  /** CompanyFacts JSON; '' = nothing known (account fit not evaluated) */
  company_json: string;
  /** AccountIcpRules JSON; '' = not evaluated */
  account_rules_json: string;
  /** ContactIcpRules JSON; '' = not evaluated */
  contact_rules_json: string;
  title: string;
  previous_started_on: string;
  changed_on: string;
  /** ISO 8601; '' = now */
  evaluated_at: string;
}

export interface EvaluateFitResponse {
  /** The contract's Fit as JSON; '' when not evaluated */
  account_fit_json: string;
  contact_fit_json: string;
}

export interface CompanyAlias {
  a: string;
  b: string;
}

export interface DetectChangeRequest {
  previous: Snapshot | null;
  /** null: the profile is gone */
  current: Snapshot | null;
  /** ISO 8601; '' when unknown */
  previous_checked_at: string;
  aliases: CompanyAlias[];
}

export interface EvidencePosition {
  company: string;
  company_social_id: string;
  title: string;
  started_on: string;
}

export interface Evidence {
  rule: string;
  confidence: number;
  previous: EvidencePosition | null;
  current: EvidencePosition | null;
  surfaced_late: boolean;
  /** always '' from the Scoring service */
  confirmed_at: string;
}

export interface DetectChangeResponse {
  /** a ChangeType; '' when nothing changed */
  type: string;
  confidence: number;
  evidence: Evidence | null;
}

/** The generated Scoring client (method names as in the .proto). */
export interface ScoringGrpcClient extends grpc.Client {
  ClassifyTitle: Unary<ClassifyTitleRequest, ClassifyTitleResponse>;
  EvaluateFit: Unary<EvaluateFitRequest, EvaluateFitResponse>;
  DetectChange: Unary<DetectChangeRequest, DetectChangeResponse>;
}

export interface ScoringConstructor {
  new (address: string, credentials: grpc.ChannelCredentials, options?: Partial<grpc.ChannelOptions>): ScoringGrpcClient;
  service: grpc.ServiceDefinition;
}

/** The server-side implementation of Scoring. */
export interface ScoringHandlers extends grpc.UntypedServiceImplementation {
  ClassifyTitle: grpc.handleUnaryCall<ClassifyTitleRequest, ClassifyTitleResponse>;
  EvaluateFit: grpc.handleUnaryCall<EvaluateFitRequest, EvaluateFitResponse>;
  DetectChange: grpc.handleUnaryCall<DetectChangeRequest, DetectChangeResponse>;
}
