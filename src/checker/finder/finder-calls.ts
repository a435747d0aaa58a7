/**
 * The finder's upstream calls (person search, email find + verify), made like profile checks:
 * through the provider limiter (bottleneck: the configured rate and concurrency, a pause
 * after a 429 with Retry-After) with the same retries (`callUpstream`). A failure that
 * outlasts the retry budget is thrown as a `ProviderError` (SourceError) with its kind.
 */
import type { EmailFinder, EmailStatus } from '../../integrations/email-finder/port';
import type { PersonCandidate, PersonSearch, PersonSearchQuery } from '../../integrations/person-search/port';
import { callUpstream, type UpstreamDeps } from '../check-profile';

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

export interface FinderCallsDeps {
  search: PersonSearch;
  emails: EmailFinder;
  upstream: UpstreamDeps;
}

export function createFinderCalls(deps: FinderCallsDeps): FinderCalls {
  return {
    searchPeople: (query, signal) => callUpstream((s) => deps.search.search(query, s), deps.upstream, signal),
    async findWorkEmail(person, signal) {
      const found = await callUpstream((s) => deps.emails.find(person.first_name, person.last_name, person.domain, s), deps.upstream, signal);
      if (!found) return null;
      const status = await callUpstream((s) => deps.emails.verify(found.email, s), deps.upstream, signal);
      return { email: found.email, status };
    },
  };
}
