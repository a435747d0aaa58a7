import type { FinderCalls } from '../grpc/finder-v1';

/**
 * The scheduler's view of the finder: person search and work-email find + verify, made by the
 * checker under the provider's limits (in process, or over gRPC: `tracker.v1.Finder`). Every
 * failure is a `ProviderError` (src/checker/ports/provider-error.ts).
 */
export type FinderPort = FinderCalls;
