/**
 * GetCompany's use case: a cached company lookup. Hits are served from an LRU map with
 * a TTL (default 24 h, 10,000 entries); concurrent misses for the same id share one
 * upstream call. "No such company" is not cached (the provider may learn of it later).
 */
import type { Company } from '../grpc/tracker-v1';
import { callUpstream, type UpstreamDeps } from './check-profile';
import { TtlLruCache } from './company-cache';
import type { ProfileSource } from './ports/profile-source';

export interface CompanyCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
}

export const DEFAULT_COMPANY_TTL_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_COMPANY_CACHE_ENTRIES = 10_000;

export type CompanyLookup = (socialId: string) => Promise<Company | null>;

/** `stopping`: the checker's stop, which ends the upstream calls in flight (and their retries) at once. */
export function createCompanyLookup(source: ProfileSource, deps: UpstreamDeps, options: CompanyCacheOptions = {}, stopping?: AbortSignal): CompanyLookup {
  const cache = new TtlLruCache<string, Company>(
    options.maxEntries ?? DEFAULT_COMPANY_CACHE_ENTRIES,
    options.ttlMs ?? DEFAULT_COMPANY_TTL_MS,
    deps.now,
  );
  const inFlight = new Map<string, Promise<Company | null>>();
  return async (socialId) => {
    const hit = cache.get(socialId);
    if (hit) return hit;
    let pending = inFlight.get(socialId);
    if (!pending) {
      pending = callUpstream((signal) => source.company(socialId, signal), deps, stopping)
        .then((company) => {
          if (company) cache.set(socialId, company);
          return company;
        })
        .finally(() => inFlight.delete(socialId));
      inFlight.set(socialId, pending);
    }
    return pending;
  };
}
