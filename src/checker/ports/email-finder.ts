/**
 * The email finder/verifier port: a person's work address at a company domain, and the
 * deliverability of an address. Adapters: the sandbox's `/v1/emails/*` and Hunter's
 * Email Finder / Email Verifier. Every failure is a `ProviderError`
 * (./provider-error.ts) classified like the checker's.
 */
import type { EmailStatus } from '../../domain/finder/email-status';

export interface FoundEmail {
  email: string;
  /** The provider's confidence, 0-100. */
  score: number;
  status: EmailStatus;
}

export interface EmailFinder {
  /** The work address, or null when the provider found none. Throws `ProviderError`. */
  find(firstName: string, lastName: string, domain: string, signal?: AbortSignal): Promise<FoundEmail | null>;
  /** Deliverability of `email`. Throws `ProviderError`. */
  verify(email: string, signal?: AbortSignal): Promise<EmailStatus>;
  close(): Promise<void>;
}
