/**
 * Hand-written TypeScript shapes of `protos/tracker/v1/scoring.proto` as seen through
 * `loadTrackerProto()` (keepCase, defaults: absent strings are '', absent messages null).
 * proto-loader gives no static types; keep these in step with the .proto.
 */
import type { Snapshot } from './tracker-v1';
import type { GrpcServiceConstructor, UnaryClient, UnaryHandlers } from './unary-call';

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
  /** null: the profile was not found before (no change; rule not_found_before when found now) */
  previous: Snapshot | null;
  /** null: the profile is gone */
  current: Snapshot | null;
  /** ISO 8601 / RFC 3339 (a date alone is its midnight UTC); '' when unknown */
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

/** Scoring's methods (names as in the .proto). */
interface ScoringMethods {
  ClassifyTitle: [ClassifyTitleRequest, ClassifyTitleResponse];
  EvaluateFit: [EvaluateFitRequest, EvaluateFitResponse];
  DetectChange: [DetectChangeRequest, DetectChangeResponse];
}
export type ScoringGrpcClient = UnaryClient<ScoringMethods>;
export type ScoringConstructor = GrpcServiceConstructor<ScoringGrpcClient>;
export type ScoringHandlers = UnaryHandlers<ScoringMethods>;
