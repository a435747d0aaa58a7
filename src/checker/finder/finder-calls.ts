/**
 * The finder's upstream calls (person search, email find + verify), made like profile checks:
 * through the provider limiter (bottleneck: the configured rate and concurrency, a pause
 * after a 429 with Retry-After) with the same retries (`callUpstream`). A failure that
 * outlasts the retry budget is thrown as a `ProviderError` with its kind.
 */
import type { FinderCalls } from '../../grpc/finder-v1';
import { callUpstream, type UpstreamDeps } from '../check-profile';
import type { EmailFinder } from '../ports/email-finder';
import type { PersonSearch } from '../ports/person-search';

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
