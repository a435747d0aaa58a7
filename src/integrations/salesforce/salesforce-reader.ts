import type { Connection, QueryResult } from 'jsforce';

import type { CrmReader, CrmReadStep, CrmSyncCursor } from '../../core/ports/crm';
import { createSalesforceClient, type SalesforceClient, type SalesforceClientOptions } from './salesforce-client';
import {
  ACCOUNT_FIELDS,
  contactFields,
  mapSalesforce,
  OPPORTUNITY_FIELDS,
  type SalesforceFieldMapping,
  type SfRecord,
  USER_FIELDS,
} from './salesforce-mapping';

/**
 * The CRM import's reader over Salesforce: Users (owners), Opportunities (deals), Accounts
 * (companies) and Contacts, each by the REST query API (pages of up to 2,000 through
 * `nextRecordsUrl`) or, past `bulkThreshold` records, by a Bulk API 2.0 query job (CSV).
 *
 * With a cursor it reads a delta: records whose `SystemModstamp` is at or after the cursor,
 * plus, for every Account touched (itself, an Opportunity or a Contact of it changed), the
 * Account with all its Opportunities and Contacts, so segments and deal stages are derived
 * from the whole account; and the Contacts and Accounts deleted since (getDeleted).
 * The next cursor is the latest SystemModstamp read (reading `>=` it again re-reads at most
 * that millisecond's records, which an upsert absorbs, and never skips one written in it).
 */
export interface SalesforceReaderOptions extends SalesforceClientOptions {
  mapping: SalesforceFieldMapping;
  /** Past this many records an object is read by Bulk API 2.0 (default 10,000). */
  bulkThreshold?: number;
  cursor?: CrmSyncCursor | null;
}

const ID_CHUNK = 200;
const REST_PAGE = 2000;

/** Epoch ms of a Salesforce date-time (`2026-11-26T10:00:00.000+0000`, which Date.parse does not read as is). */
function instant(v: unknown): number | null {
  if (typeof v !== 'string') return null;
  const ms = Date.parse(v.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(ms) ? ms : null;
}

/** A SOQL date-time literal to the millisecond (`2026-11-26T10:00:00.123Z`). */
function soqlTime(iso: string): string {
  return new Date(iso).toISOString();
}

function quote(ids: readonly string[]): string {
  return ids.map((id) => `'${id.replace(/[^A-Za-z0-9]/g, '')}'`).join(', ');
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function bulkRecords(conn: Connection, soql: string): Promise<SfRecord[]> {
  const stream = await conn.bulk2.query(soql);
  return new Promise((resolve, reject) => {
    const out: SfRecord[] = [];
    stream.on('record', (r: SfRecord) => out.push(r));
    stream.on('error', reject);
    stream.on('end', () => resolve(out));
  });
}

class ObjectReader {
  latest: string | null = null;
  constructor(
    private readonly client: SalesforceClient,
    private readonly bulkThreshold: number,
  ) {}

  async select(object: string, fields: readonly string[], where: string, onPage: (done: number, more: boolean) => Promise<void>): Promise<SfRecord[]> {
    const tail = where ? ` WHERE ${where}` : '';
    const count = await this.client.call(`count ${object}`, async (c): Promise<QueryResult<SfRecord>> => await c.query<SfRecord>(`SELECT COUNT() FROM ${object}${tail}`));
    const soql = `SELECT ${fields.join(', ')} FROM ${object}${tail}`;
    let records: SfRecord[];
    if (count.totalSize > this.bulkThreshold) {
      records = await this.client.call(`bulk query ${object}`, (c) => bulkRecords(c, soql));
      await onPage(records.length, false);
    } else {
      records = [];
      let page = await this.client.call(`query ${object}`, async (c): Promise<QueryResult<SfRecord>> => await c.query<SfRecord>(soql));
      for (;;) {
        records.push(...page.records);
        await onPage(records.length, !page.done);
        if (page.done || !page.nextRecordsUrl) break;
        const next = page.nextRecordsUrl;
        page = await this.client.call(`query ${object}`, async (c): Promise<QueryResult<SfRecord>> => await c.queryMore<SfRecord>(next));
      }
    }
    for (const r of records) {
      const stamp = instant(r.SystemModstamp);
      if (stamp !== null && (this.latest === null || stamp > Date.parse(this.latest))) this.latest = new Date(stamp).toISOString();
    }
    return records;
  }

  /** Records whose `field` is one of `ids`, 200 ids per query. */
  async byIds(object: string, fields: readonly string[], field: string, ids: readonly string[], extra = ''): Promise<SfRecord[]> {
    const out: SfRecord[] = [];
    for (const part of chunks([...new Set(ids)], ID_CHUNK)) {
      out.push(...(await this.select(object, fields, `${field} IN (${quote(part)})${extra}`, async () => {})));
    }
    return out;
  }
}

function byId(...lists: SfRecord[][]): SfRecord[] {
  return [...new Map(lists.flat().map((r) => [r.Id, r])).values()];
}

const ids = (records: SfRecord[], field: string) => records.flatMap((r) => (typeof r[field] === 'string' && r[field] ? [r[field] as string] : []));

export function salesforceCrmReader(options: SalesforceReaderOptions): CrmReader {
  return {
    pageSize: REST_PAGE,
    async read(onProgress) {
      const client = createSalesforceClient(options);
      const reader = new ObjectReader(client, options.bulkThreshold ?? 10_000);
      const progress = (step: CrmReadStep) => (done: number, more: boolean) => Promise.resolve(onProgress(step, done, more));
      const cFields = contactFields(options.mapping);
      const users = await reader.select('User', USER_FIELDS, '', async () => {});
      await onProgress('owners', users.length, false);
      const since = options.cursor?.modstamp ? `SystemModstamp >= ${soqlTime(options.cursor.modstamp)}` : '';
      let opportunities = await reader.select('Opportunity', OPPORTUNITY_FIELDS, since, progress('deals'));
      let accounts = await reader.select('Account', ACCOUNT_FIELDS, since, progress('companies'));
      let contacts = await reader.select('Contact', cFields, since, progress('contacts'));
      let deleted: { accounts: string[]; contacts: string[] } | undefined;
      let deletedUntil: string | null = null;
      if (options.cursor?.modstamp) {
        // A changed Opportunity or Account may change the account's segment: its contacts are re-read too.
        const resegmented = [...new Set([...ids(opportunities, 'AccountId'), ...accounts.map((a) => a.Id)])];
        const touched = [...new Set([...resegmented, ...ids(contacts, 'AccountId')])];
        accounts = byId(accounts, await reader.byIds('Account', ACCOUNT_FIELDS, 'Id', touched));
        opportunities = byId(opportunities, await reader.byIds('Opportunity', OPPORTUNITY_FIELDS, 'AccountId', touched));
        contacts = byId(contacts, await reader.byIds('Contact', cFields, 'AccountId', resegmented));
        const start = options.cursor.deleted ?? options.cursor.modstamp;
        const end = new Date().toISOString();
        const [c, a] = await Promise.all(
          ['Contact', 'Account'].map((type) => client.call(`getDeleted ${type}`, (conn) => conn.deleted(type, start, end))),
        );
        deleted = { contacts: c!.deletedRecords.map((d) => d.id), accounts: a!.deletedRecords.map((d) => d.id) };
        deletedUntil = new Date(instant(c!.latestDateCovered) ?? Date.parse(end)).toISOString();
      }
      const mapped = mapSalesforce({ users, opportunities, accounts, contacts }, options.mapping);
      return {
        read: { owners: users.length, deals: opportunities.length, companies: accounts.length, contacts: contacts.length },
        accounts: mapped.accounts,
        contacts: mapped.contacts,
        deleted,
        cursor: { modstamp: reader.latest ?? options.cursor?.modstamp ?? null, deleted: deletedUntil ?? options.cursor?.deleted ?? null },
        apiUsage: client.usage(),
      };
    },
  };
}
