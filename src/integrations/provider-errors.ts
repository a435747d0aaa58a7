/**
 * Failures of the people-data providers (person search, email finding), classified
 * exactly like the checker's profile sources: `SourceError` with kind rate_limited,
 * auth, out_of_credits, outage or invalid, and the Retry-After delay when sent.
 */
export { isSourceError as isProviderError, SourceError as ProviderError, type SourceErrorKind as ProviderErrorKind } from '../checker/source';
export { errorForStatus, getJson, type HttpResponse } from '../checker/sources/http-json';
