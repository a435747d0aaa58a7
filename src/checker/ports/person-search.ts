/**
 * The person-search port: find the profiles that may belong to a contact known by name
 * and company (plus optional email, title, location). Adapters: the sandbox's
 * `/v1/people/search` and People Data Labs' Person Identify API. Every failure is a
 * `ProviderError` (./provider-error.ts) classified like the checker's.
 */
import type { PersonCandidate, PersonSearchQuery } from '../../domain/finder/person-candidate';

export interface PersonSearch {
  /** Candidates best first; [] when the provider has none. Throws `ProviderError`. */
  search(query: PersonSearchQuery, signal?: AbortSignal): Promise<PersonCandidate[]>;
  close(): Promise<void>;
}
