/**
 * Hand-written TypeScript shapes of `protos/tracker/v1/finder.proto` as seen through
 * `loadTrackerProto()` (keepCase, defaults: absent strings are '', absent numbers 0).
 * proto-loader gives no static types; keep these in step with the .proto.
 */
import type { PersonCandidate, PersonSearchQuery } from '../domain/finder/person-candidate';
import type { EmailStatus } from '../domain/vocabulary';
import type { GrpcServiceConstructor, UnaryClient, UnaryHandlers } from './unary-call';

export const FINDER_SERVICE = 'tracker.v1.Finder';

/** Metadata key on UNAVAILABLE from the Finder service: `rate_limited` or `outage`. */
export const PROVIDER_FAILURE_KEY = 'provider-failure';

/** The Finder service as promises: what the checker serves and the scheduler's finder calls (in process or through `createFinderClient`). */
export interface FoundWorkEmail {
  email: string;
  /** The verifier's verdict on the address the finder returned. */
  status: EmailStatus;
}

export interface FinderCalls {
  searchPeople(query: PersonSearchQuery, signal?: AbortSignal): Promise<PersonCandidate[]>;
  /** Finds the person's address at `domain` and verifies it: two upstream requests (one when not found). */
  findWorkEmail(person: { first_name: string; last_name: string; domain: string }, signal?: AbortSignal): Promise<FoundWorkEmail | null>;
}

export interface FindPeopleRequest {
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  title: string;
  location: string;
  limit: number;
}

export interface WirePersonCandidate {
  social_url: string;
  name: string;
  /** '' = unknown (also company, title, location) */
  headline: string;
  company: string;
  title: string;
  location: string;
  score: number;
  matched_on: string[];
}

export interface FindPeopleResponse {
  candidates: WirePersonCandidate[];
}

export interface FindEmailRequest {
  first_name: string;
  last_name: string;
  domain: string;
}

export interface FindEmailResponse {
  found: boolean;
  email: string;
  /** valid | risky | invalid | unknown; '' when not found */
  status: string;
}

/** Finder's methods (names as in the .proto). */
interface FinderMethods {
  FindPeople: [FindPeopleRequest, FindPeopleResponse];
  FindEmail: [FindEmailRequest, FindEmailResponse];
}
export type FinderGrpcClient = UnaryClient<FinderMethods>;
export type FinderConstructor = GrpcServiceConstructor<FinderGrpcClient>;
export type FinderHandlers = UnaryHandlers<FinderMethods>;
