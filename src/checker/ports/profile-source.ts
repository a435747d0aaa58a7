/**
 * The profile-source port: the one thing the checker needs from an upstream provider.
 * Adapters (src/integrations/sandbox, src/integrations/pdl) return proto-shaped data (empty
 * strings for unknown fields) and throw `ProviderError` (./provider-error.ts) for every failure.
 */
import type { Company, Snapshot } from '../../grpc/tracker-v1';

export type SourceSnapshot = Snapshot;
export type SourceCompany = Company;

export type SourceResult = { kind: 'found'; snapshot: SourceSnapshot } | { kind: 'not_found' };

export interface ProfileSource {
  /** Looks a person up by profile URL. Throws `ProviderError`; an aborted `signal` rejects with its reason. */
  lookup(socialUrl: string, signal?: AbortSignal): Promise<SourceResult>;
  /** Company by network id, `null` when the provider has none. Throws `ProviderError`. */
  company(socialId: string, signal?: AbortSignal): Promise<SourceCompany | null>;
  /** Releases connections. */
  close?(): Promise<void>;
}
