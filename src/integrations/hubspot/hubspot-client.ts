import { Client, DEFAULT_LIMITER_OPTIONS } from '@hubspot/api-client';

import { CrmCallError } from '../../core/ports/crm';
import {
  COMPANY_PROPERTIES,
  CONTACT_PROPERTIES,
  DEAL_PROPERTIES,
  type HubSpotOwner,
  type HubSpotRecord,
} from './hubspot-records';

/** HubSpot's public API host; the EU data centre or a stand-in are given as `basePath`. */
export const HUBSPOT_BASE_URL = 'https://api.hubapi.com';

/** Records per page: the CRM v3 list endpoints' maximum. */
export const HUBSPOT_PAGE_SIZE = 100;

export interface HubSpotClientOptions {
  accessToken: string;
  /** Base URL override (no trailing path): `https://api-eu1.hubapi.com`, a stand-in ... */
  basePath?: string;
  /**
   * Attempts per request made by the official client (its `numberOfApiCallRetries`, 1-6):
   * it retries 5xx answers and 429s with HubSpot's per-second limit message, waiting
   * 200 ms × n and 1 s × n respectively. Default 3.
   */
  attempts?: number;
  /**
   * A 429 the official client gives up on (its ten-second rolling limit, or after its
   * attempts) is tried again after `Retry-After` seconds when sent, else this many ms,
   * at most `rateLimitRetries` times. Defaults 10,000 ms and 2.
   */
  rateLimitWaitMs?: number;
  rateLimitRetries?: number;
}

/** A HubSpot call that failed for good, with a message a person can act on. */
export class HubSpotApiError extends CrmCallError {
  constructor(
    message: string,
    /** HTTP status, or null when HubSpot could not be reached. */
    status: number | null,
    readonly category: string | null = null,
    readonly correlationId: string | null = null,
  ) {
    super(message, status);
    this.name = 'HubSpotApiError';
  }
}

interface ApiExceptionLike {
  code: number;
  body?: { message?: string; category?: string; correlationId?: string } | string | null;
  headers?: Record<string, string>;
}

function isApiException(err: unknown): err is ApiExceptionLike {
  return typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'number' && 'body' in err;
}

function describeFailure(err: unknown, what: string, basePath: string, attempts: number): HubSpotApiError {
  if (!isApiException(err)) {
    const reason = err instanceof Error ? err.message : String(err);
    return new HubSpotApiError(`Could not reach HubSpot at ${basePath} while reading ${what}: ${reason}`, null);
  }
  const body = typeof err.body === 'object' && err.body !== null ? err.body : {};
  const detail = body.message ?? (typeof err.body === 'string' ? err.body : 'no message');
  const category = body.category ?? null;
  const tag = `${err.code}${category ? ` ${category}` : ''}`;
  const message =
    err.code === 401
      ? `HubSpot rejected the access token (${tag}): ${detail}`
      : err.code === 403
        ? `HubSpot refused access to ${what} (${tag}): ${detail}. The private app needs the crm.objects.contacts.read, crm.objects.companies.read, crm.objects.deals.read and crm.objects.owners.read scopes`
        : err.code === 429
          ? `HubSpot's rate limit was still exceeded after ${attempts} attempts reading ${what}: ${detail}`
          : err.code >= 500
            ? `HubSpot failed with HTTP ${err.code} after ${attempts} attempts reading ${what}: ${detail}`
            : `HubSpot answered HTTP ${tag} reading ${what}: ${detail}`;
  return new HubSpotApiError(message, err.code, category, body.correlationId ?? null);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The official client, pointed at `basePath`, with HubSpot's default request rate and retries.
 * Note: the SDK keeps its limiter/retry decorators in a process-wide singleton set by the
 * last `new Client()`, so clients built with different `attempts` in one process share them.
 */
export function createHubSpotClient(options: HubSpotClientOptions): Client {
  return new Client({
    accessToken: options.accessToken,
    basePath: (options.basePath ?? HUBSPOT_BASE_URL).replace(/\/+$/, ''),
    numberOfApiCallRetries: options.attempts ?? 3,
    limiterOptions: DEFAULT_LIMITER_OPTIONS,
  });
}

interface Page<T> {
  results: T[];
  paging?: { next?: { after: string } };
}

interface SdkRecord {
  id: string;
  properties: Record<string, string | null>;
  associations?: Record<string, { results: Array<{ id: string }> }>;
}

function toRecord(r: SdkRecord): HubSpotRecord {
  const associations: HubSpotRecord['associations'] = {};
  for (const type of ['companies', 'contacts'] as const) {
    const ids = r.associations?.[type]?.results.map((a) => a.id);
    if (ids && ids.length > 0) associations[type] = [...new Set(ids)];
  }
  return { id: r.id, properties: { ...r.properties }, associations };
}

/** Called after each page: records read so far, and whether another page follows. */
export type PageProgress = (done: number, more: boolean) => void | Promise<void>;

export interface HubSpotReader {
  owners(): Promise<HubSpotOwner[]>;
  deals(onPage?: PageProgress): Promise<HubSpotRecord[]>;
  companies(onPage?: PageProgress): Promise<HubSpotRecord[]>;
  contacts(onPage?: PageProgress): Promise<HubSpotRecord[]>;
}

/**
 * Reads owners, deals, companies and contacts with the official client, 100 per page,
 * following `paging.next.after` until it is absent. Deals come with their company and
 * contact associations, contacts with their company associations. Failures become
 * {@link HubSpotApiError}s.
 */
export function hubSpotReader(options: HubSpotClientOptions): HubSpotReader {
  const client = createHubSpotClient(options);
  const basePath = options.basePath ?? HUBSPOT_BASE_URL;
  const attempts = options.attempts ?? 3;

  async function call<T>(what: string, fn: () => Promise<T>): Promise<T> {
    for (let retry = 0; ; retry++) {
      try {
        return await fn();
      } catch (err) {
        if (isApiException(err) && err.code === 429 && retry < (options.rateLimitRetries ?? 2)) {
          const after = Number(err.headers?.['retry-after']);
          await sleep(Number.isFinite(after) && after > 0 ? after * 1000 : (options.rateLimitWaitMs ?? 10_000));
          continue;
        }
        throw describeFailure(err, what, basePath, attempts);
      }
    }
  }

  async function readAll<T, R>(
    what: string,
    fetchPage: (after: string | undefined) => Promise<Page<T>>,
    convert: (item: T) => R,
    onPage?: PageProgress,
  ): Promise<R[]> {
    const out: R[] = [];
    let after: string | undefined;
    do {
      const page = await call(what, () => fetchPage(after));
      out.push(...page.results.map(convert));
      after = page.paging?.next?.after;
      await onPage?.(out.length, after !== undefined);
    } while (after !== undefined);
    return out;
  }

  const owners = async (archived: boolean) =>
    readAll(
      'owners',
      (after) => client.crm.owners.ownersApi.getPage(undefined, after, HUBSPOT_PAGE_SIZE, archived),
      (o): HubSpotOwner => ({ id: o.id, firstName: o.firstName ?? null, lastName: o.lastName ?? null, email: o.email ?? null }),
    );

  return {
    // Deals and records may point at deactivated owners, so archived owners are read too.
    owners: async () => [...(await owners(false)), ...(await owners(true))],
    deals: (onPage) =>
      readAll(
        'deals',
        (after) =>
          client.crm.deals.basicApi.getPage(HUBSPOT_PAGE_SIZE, after, [...DEAL_PROPERTIES], undefined, ['companies', 'contacts'], false),
        toRecord,
        onPage,
      ),
    companies: (onPage) =>
      readAll(
        'companies',
        (after) => client.crm.companies.basicApi.getPage(HUBSPOT_PAGE_SIZE, after, [...COMPANY_PROPERTIES], undefined, undefined, false),
        toRecord,
        onPage,
      ),
    contacts: (onPage) =>
      readAll(
        'contacts',
        (after) => client.crm.contacts.basicApi.getPage(HUBSPOT_PAGE_SIZE, after, [...CONTACT_PROPERTIES], undefined, ['companies'], false),
        toRecord,
        onPage,
      ),
  };
}
