import type { Connection } from 'jsforce';

import { type CrmWriter, type WritebackInput, type WritebackResult, WritebackSkipped } from '../../core/ports/crm';
import { createSalesforceClient, type SalesforceClient, type SalesforceClientOptions } from './salesforce-client';

/**
 * CRM write-back of a play to Salesforce through jsforce (docs/crm.md):
 *
 * - `create_new`: the Account of the new company is found by its domain (Website), then by
 *   name, or created; the person is looked for first — by the play's external id, by the new-job
 *   email, then by first and last name at that Account — and only when none is found created,
 *   through an upsert on the external-id field keyed by the play, so a retried job finds or
 *   updates what the first attempt made and never creates a second Contact. The old Contact is
 *   flagged: the "no longer at company" checkbox and date fields.
 * - `update_existing`: the old Contact gets the new Account and Title in place.
 * A found record keeps what it has: only empty fields are filled, besides the fields the service
 * owns (the flags, the external id, and in `update_existing` the Account and Title the change is
 * about). A Task for the record's owner (once per play and record) carries the change and the
 * opener. The flag and the Task go in one composite request; a field the integration user may
 * not edit (field-level security) fails that record alone and is reported in `warnings`.
 */
export interface SalesforceWriterOptions extends SalesforceClientOptions {
  /** Contact fields: the profile URL, the external id, the "no longer at company" date and checkbox. */
  fields: { profileUrl: string; externalId: string; leftDate: string | null; leftCheckbox: string | null };
}

type Row = { Id: string } & Record<string, unknown>;

/** A SOQL string literal. */
function lit(v: string): string {
  return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

const empty = (v: unknown) => v === null || v === undefined || v === '';

export function salesforceWriter(options: SalesforceWriterOptions): CrmWriter {
  const writer = new SalesforceWriteBack(options);
  return {
    async writeBack(input) {
      const old = await writer.oldContact(input);
      return input.mode === 'update_existing' ? writer.updateExisting(input, old) : writer.createNew(input, old);
    },
    async ownerEmail(ownerId) {
      if (!/^005[A-Za-z0-9]{12,15}$/.test(ownerId)) return null;
      return ((await writer.one('owner email', `SELECT Id, Email FROM User WHERE Id = ${lit(ownerId)}`))?.Email as string | undefined) ?? null;
    },
  };
}

class SalesforceWriteBack {
  readonly client: SalesforceClient;
  readonly f: SalesforceWriterOptions['fields'];
  readonly contactFields: string;

  constructor(options: SalesforceWriterOptions) {
    this.client = createSalesforceClient(options);
    this.f = options.fields;
    this.contactFields = ['Id', 'OwnerId', 'AccountId', 'Title', 'Email', 'FirstName', 'LastName', this.f.profileUrl, this.f.externalId].join(', ');
  }

  async one(what: string, soql: string): Promise<Row | null> {
    return (await this.client.call(what, async (c) => (await c.query<Row>(soql)).records))[0] ?? null;
  }

  async oldContact(input: WritebackInput): Promise<Row | null> {
    if (input.old_record_id) return this.one('old contact', `SELECT ${this.contactFields} FROM Contact WHERE Id = ${lit(input.old_record_id)}`);
    return input.old_email ? this.one('old contact', `SELECT ${this.contactFields} FROM Contact WHERE Email = ${lit(input.old_email)}`) : null;
  }

  async account(name: string, domain: string | null): Promise<string> {
    const found =
      (domain ? await this.one('account by domain', `SELECT Id FROM Account WHERE Website LIKE ${lit(`%${domain}%`)}`) : null) ??
      (await this.one('account by name', `SELECT Id FROM Account WHERE Name = ${lit(name)}`));
    if (found) return found.Id;
    const made = await this.client.call('create account', (c) => c.sobject('Account').create({ Name: name, ...(domain ? { Website: domain } : {}) }));
    if (!made.success) throw new Error(`Salesforce refused the Account: ${JSON.stringify(made.errors)}`);
    return made.id;
  }

  /** The person at the new company: by the play's external id, the new-job email, then name at the account. */
  async findPerson(input: WritebackInput, accountId: string): Promise<Row | null> {
    const key = input.external_key;
    const byKey = key ? await this.one('contact by external id', `SELECT ${this.contactFields} FROM Contact WHERE ${this.f.externalId} = ${lit(key)}`) : null;
    if (byKey) return byKey;
    if (input.new_email) {
      const byEmail = await this.one('contact by email', `SELECT ${this.contactFields} FROM Contact WHERE Email = ${lit(input.new_email)}`);
      if (byEmail) return byEmail;
    }
    if (!input.first_name || !input.last_name) return null;
    return this.one(
      'contact by name',
      `SELECT ${this.contactFields} FROM Contact WHERE FirstName = ${lit(input.first_name)} AND LastName = ${lit(input.last_name)} AND AccountId = ${lit(accountId)}`,
    );
  }

  async createNew(input: WritebackInput, old: Row | null): Promise<WritebackResult> {
    if (!input.new_company) throw new WritebackSkipped('the play has no new company to create a contact at');
    const accountId = await this.account(input.new_company, input.new_company_domain);
    const existing = await this.findPerson(input, accountId);
    const wanted: Record<string, unknown> = {
      FirstName: input.first_name,
      LastName: input.last_name ?? input.first_name ?? 'Unknown',
      AccountId: accountId,
      Title: input.new_title,
      Email: input.new_email,
      [this.f.profileUrl]: input.social_url,
      ...(old?.OwnerId ? { OwnerId: old.OwnerId } : {}),
    };
    let recordId: string;
    const warnings: string[] = [];
    if (existing) {
      recordId = existing.Id;
      const fill = fillEmpty(existing, wanted);
      if (input.external_key && empty(existing[this.f.externalId])) fill[this.f.externalId] = input.external_key;
      if (Object.keys(fill).length > 0) warnings.push(...(await this.update('Contact', recordId, fill)));
    } else {
      if (!input.external_key) throw new WritebackSkipped('the play has no key to write the new contact through');
      const key = input.external_key;
      const body = Object.fromEntries(Object.entries(wanted).filter(([, v]) => !empty(v)));
      const made = await this.client.call('upsert contact', (c) => upsertContact(c, this.f.externalId, key, body));
      recordId = made.id;
    }
    const flagged = old !== null && old.Id !== recordId;
    warnings.push(...(await this.flagAndTask(input, flagged ? old : null, recordId, (old?.OwnerId as string | undefined) ?? null)));
    return { mode: input.mode, record_id: recordId, created: !existing, company_id: accountId, old_record_id: old?.Id ?? null, flagged_old_record: flagged, warnings };
  }

  async updateExisting(input: WritebackInput, old: Row | null): Promise<WritebackResult> {
    if (!old) throw new WritebackSkipped('the contact has no Salesforce record to update (no Salesforce crm_id and no matching email)');
    const owned: Record<string, unknown> = {};
    let accountId: string | null = null;
    if (input.new_company) owned.AccountId = accountId = await this.account(input.new_company, input.new_company_domain);
    if (input.new_title) owned.Title = input.new_title;
    const fill = fillEmpty(old, { Email: input.new_email, [this.f.profileUrl]: input.social_url });
    const warnings = await this.update('Contact', old.Id, { ...fill, ...owned });
    warnings.push(...(await this.flagAndTask(input, null, old.Id, (old.OwnerId as string | undefined) ?? null)));
    return { mode: input.mode, record_id: old.Id, created: false, company_id: accountId, old_record_id: old.Id, flagged_old_record: false, warnings };
  }

  /** PATCH one record; a field-level security refusal comes back as a warning, not a failure. */
  async update(type: string, id: string, fields: Record<string, unknown>): Promise<string[]> {
    const res = await this.client.call(`update ${type}`, (c) => c.request<unknown>({ method: 'PATCH', url: `/sobjects/${type}/${id}`, body: JSON.stringify(fields), headers: { 'content-type': 'application/json' } }).then(
      () => [],
      (err: unknown) => (isFieldSecurity(err) ? [`${type} ${id}: ${(err as Error).message}`] : Promise.reject(err)),
    ));
    return res;
  }

  /** Flags the old contact and adds the owner's Task, in one composite request; returns per-record refusals. */
  async flagAndTask(input: WritebackInput, old: Row | null, recordId: string, ownerId: string | null): Promise<string[]> {
    const subject = taskSubject(input);
    const task = await this.one('task', `SELECT Id FROM Task WHERE WhoId = ${lit(recordId)} AND Subject = ${lit(subject)}`);
    const calls: Array<{ method: string; url: string; referenceId: string; body: Record<string, unknown> }> = [];
    const base = `/services/data/v${this.client.conn.version}/sobjects`;
    if (old) {
      const flag: Record<string, unknown> = {};
      if (this.f.leftCheckbox) flag[this.f.leftCheckbox] = true;
      if (this.f.leftDate) flag[this.f.leftDate] = (input.detected_at ?? new Date().toISOString()).slice(0, 10);
      if (Object.keys(flag).length > 0) calls.push({ method: 'PATCH', url: `${base}/Contact/${old.Id}`, referenceId: 'flagOld', body: flag });
    }
    if (!task) {
      calls.push({
        method: 'POST',
        url: `${base}/Task`,
        referenceId: 'ownerTask',
        body: {
          WhoId: recordId,
          Subject: subject,
          Description: taskBody(input),
          Status: 'Not Started',
          Priority: 'Normal',
          ActivityDate: new Date().toISOString().slice(0, 10),
          ...(ownerId ? { OwnerId: ownerId } : {}),
        },
      });
    }
    if (calls.length === 0) return [];
    const res = await this.client.call('flag and task', (c) => c.requestPost<{ compositeResponse: CompositeAnswer[] }>('/composite', { allOrNone: false, compositeRequest: calls }));
    return compositeWarnings(res.compositeResponse);
  }
}

interface CompositeAnswer {
  body: unknown;
  httpStatusCode: number;
  referenceId: string;
}

function compositeWarnings(answers: CompositeAnswer[]): string[] {
  const warnings: string[] = [];
  for (const a of answers) {
    if (a.httpStatusCode < 300) continue;
    const [e] = (Array.isArray(a.body) ? a.body : []) as Array<{ errorCode?: string; message?: string }>;
    if (e?.errorCode === 'INVALID_FIELD_FOR_INSERT_UPDATE' || e?.errorCode === 'INSUFFICIENT_ACCESS_ON_CROSS_REFERENCE_ENTITY') {
      warnings.push(`${a.referenceId}: ${e.errorCode}: ${e.message ?? ''}`);
      continue;
    }
    throw Object.assign(new Error(`${a.referenceId}: ${e?.message ?? `HTTP ${a.httpStatusCode}`}`), { errorCode: e?.errorCode ?? `ERROR_HTTP_${a.httpStatusCode}` });
  }
  return warnings;
}

function isFieldSecurity(err: unknown): boolean {
  return (err as { errorCode?: string } | null)?.errorCode === 'INVALID_FIELD_FOR_INSERT_UPDATE';
}

/** The fields of `wanted` the record has empty (a found record keeps what it has). */
function fillEmpty(record: Row, wanted: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(wanted).filter(([k, v]) => !empty(v) && empty(record[k])));
}

async function upsertContact(c: Connection, field: string, key: string, body: Record<string, unknown>): Promise<{ id: string; created: boolean }> {
  return c.request<{ id: string; created: boolean }>({
    method: 'PATCH',
    url: `/sobjects/Contact/${field}/${encodeURIComponent(key)}`,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
}

function taskSubject(input: WritebackInput): string {
  const person = [input.first_name, input.last_name].filter(Boolean).join(' ') || 'A contact';
  return `Job change: ${person} is now ${[input.new_title, input.new_company].filter(Boolean).join(' at ') || 'in a new role'}`.slice(0, 255);
}

function taskBody(input: WritebackInput): string {
  const from = [input.old_title, input.old_company].filter(Boolean).join(' at ') || 'their previous role';
  const to = [input.new_title, input.new_company].filter(Boolean).join(' at ') || 'an unknown role';
  const when = input.detected_at ? ` (detected ${input.detected_at.slice(0, 10)})` : '';
  return [`Moved from ${from} to ${to}${when}.`, input.opener ? `Suggested opener: ${input.opener}` : null, input.social_url].filter(Boolean).join('\n\n');
}

