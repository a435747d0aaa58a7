/**
 * The CRM ports: reading a CRM's records for an import (src/core/imports/crm-import.ts) and
 * writing a job change back (src/core/notifications). Adapters: src/integrations/hubspot and
 * src/integrations/salesforce; the wiring in src/core/adapters.ts picks one. Every failure of a CRM call is a `CrmCallError`.
 */
import type { AccountInput, ContactInput } from '../../domain/normalise';
import type { PersonMove } from '../../domain/plays';
import type { WritebackMode } from '../../domain/vocabulary';

/** A CRM call that failed for good, with a message a person can act on. */
export class CrmCallError extends Error {
  constructor(
    message: string,
    /** HTTP status, or null when the CRM could not be reached. */
    readonly status: number | null,
    /** From the CRM's Retry-After, when it sent one. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'CrmCallError';
  }
}

export interface WritebackInput extends PersonMove {
  mode: WritebackMode;
  social_url: string | null;
  /** An email for the new job (never the old CRM address), when one is known. */
  new_email: string | null;
  /** Domain of the new company, when known. */
  new_company_domain: string | null;
  /** The existing CRM record id (the contact's crm_id when its crm_provider is this CRM). */
  old_record_id: string | null;
  /** The old contact's CRM email, to find its record when the id is not known. */
  old_email: string | null;
  owner_id: string | null;
  /** For the note: when the change was detected. */
  detected_at: string | null;
  /** A key stable across retries of one play's write-back (the play id): CRMs with external ids upsert through it. */
  external_key?: string | null;
  /** The play's opener, for the owner's task. */
  opener?: string | null;
}

export interface WritebackResult {
  mode: WritebackMode;
  /** The HubSpot contact the play now points at (the play's crm_record_id). */
  record_id: string;
  created: boolean;
  company_id: string | null;
  old_record_id: string | null;
  flagged_old_record: boolean;
  /** Per-record refusals that did not fail the write-back (a field the CRM user may not edit). */
  warnings?: string[];
}

/** A write-back that cannot succeed as configured (nothing to update); not retried. */
export class WritebackSkipped extends Error {}

export interface CrmWriter {
  writeBack(input: WritebackInput): Promise<WritebackResult>;
  ownerEmail(ownerId: string): Promise<string | null>;
}

/** The read steps of an import, in order; `owners` is one call, the others are paged. */
export type CrmReadStep = 'owners' | 'deals' | 'companies' | 'contacts';

/** Called after each call or page: records of the step read so far, and whether another page follows. */
export type CrmReadProgress = (step: CrmReadStep, done: number, more: boolean) => void | Promise<void>;

/** Where an incremental sync resumes: the latest modification stamp read, and how far deletions were polled. */
export interface CrmSyncCursor {
  modstamp: string | null;
  deleted: string | null;
}

/** A CRM's records, read and mapped to the service's inputs. */
export interface CrmRecords {
  read: Record<CrmReadStep, number>;
  accounts: AccountInput[];
  contacts: ContactInput[];
  /** A delta's records deleted in the CRM since the cursor, by CRM id (readers that sync incrementally). */
  deleted?: { accounts: string[]; contacts: string[] };
  /** Where the next delta starts (readers that sync incrementally). */
  cursor?: CrmSyncCursor;
  /** The CRM's API usage after the read, when it reports one. */
  apiUsage?: { used: number; limit: number } | null;
}

export interface CrmReader {
  /** Records per page of the paged steps. */
  readonly pageSize: number;
  /** Reads every step, reporting progress, and maps the records. Throws `CrmCallError`. */
  read(onProgress: CrmReadProgress): Promise<CrmRecords>;
}
