import type { FinderCalls } from '../checker/finder/finder-calls';

/**
 * The scheduler's view of the finder: person search and work-email find + verify, made by the
 * checker under the provider's limits (in process, or over gRPC: `tracker.v1.Finder`). Every
 * failure is a `ProviderError` (src/integrations/provider-errors.ts).
 */
export type FinderPort = FinderCalls;
