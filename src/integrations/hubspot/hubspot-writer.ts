import type { Client } from '@hubspot/api-client';
import type { FilterOperatorEnum } from '@hubspot/api-client/lib/codegen/crm/contacts';
import type { AssociationSpecAssociationCategoryEnum } from '@hubspot/api-client/lib/codegen/crm/objects/notes';

import { CrmCallError, type CrmWriter, type WritebackInput, WritebackSkipped } from '../../core/ports/crm';
import { createHubSpotClient } from './hubspot-client';

/**
 * CRM write-back of a play to HubSpot through the official client:
 *
 * - `create_new`: the person is looked for at the new company first (by a new-job email when
 *   one is known, then by first name + last name + company with the CRM search API), so a
 *   retried or repeated write-back never creates a duplicate; otherwise a contact is created
 *   (firstname, lastname, jobtitle, company, email when known, hs_linkedin_url, the old
 *   record's hubspot_owner_id), its company is found by domain, then name, or created, and
 *   the two are associated (v4 default association). The old contact is flagged.
 * - `update_existing`: the old contact gets the new company and job title in place, and the flag.
 *
 * Flagging the old contact sets `job_change_detected = true` (a single-checkbox contact
 * property the portal must define) and adds a note describing the change.
 */
export const JOB_CHANGE_PROPERTY = 'job_change_detected';
/** HubSpot-defined association type: note → contact. */
const NOTE_TO_CONTACT = 202;

type Eq = FilterOperatorEnum;
const EQ = 'EQ' as Eq;

interface Found {
  id: string;
}

/** The write-back through the official client; every failure but `WritebackSkipped` becomes a `CrmCallError`. */
export function hubSpotWriter(options: { accessToken: string; basePath?: string; attempts?: number }): CrmWriter {
  const writer = sdkWriter(options);
  return {
    writeBack: (input) => writer.writeBack(input).catch(crmCallError),
    ownerEmail: (ownerId) => writer.ownerEmail(ownerId).catch(crmCallError),
  };
}

function crmCallError(err: unknown): never {
  if (err instanceof WritebackSkipped || err instanceof CrmCallError) throw err;
  const retryAfter = Number((err as { headers?: Record<string, string> } | null)?.headers?.['retry-after']);
  throw new CrmCallError(hubSpotReason(err), hubSpotStatus(err), Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null);
}

function sdkWriter(options: { accessToken: string; basePath?: string; attempts?: number }): CrmWriter {
  const client: Client = createHubSpotClient({ accessToken: options.accessToken, basePath: options.basePath, attempts: options.attempts ?? 2 });

  const searchContact = async (filters: Array<[string, string]>): Promise<Found | null> => {
    const res = await client.crm.contacts.searchApi.doSearch({
      filterGroups: [{ filters: filters.map(([propertyName, value]) => ({ propertyName, operator: EQ, value })) }],
      properties: ['firstname', 'lastname', 'email', 'company', 'jobtitle'],
      limit: 1,
      sorts: [],
    });
    const first = res.results[0];
    return first ? { id: first.id } : null;
  };

  const searchCompany = async (propertyName: string, value: string): Promise<Found | null> => {
    const res = await client.crm.companies.searchApi.doSearch({
      filterGroups: [{ filters: [{ propertyName, operator: EQ, value }] }],
      properties: ['name', 'domain'],
      limit: 1,
      sorts: [],
    });
    const first = res.results[0];
    return first ? { id: first.id } : null;
  };

  const findOrCreateCompany = async (name: string, domain: string | null): Promise<string> => {
    const found = (domain ? await searchCompany('domain', domain) : null) ?? (await searchCompany('name', name));
    if (found) return found.id;
    const created = await client.crm.companies.basicApi.create({ properties: { name, ...(domain ? { domain } : {}) } });
    return created.id;
  };

  const note = (input: WritebackInput): string => {
    const person = [input.first_name, input.last_name].filter(Boolean).join(' ') || 'This person';
    const from = [input.old_title, input.old_company].filter(Boolean).join(' at ') || 'their previous role';
    const to = [input.new_title, input.new_company].filter(Boolean).join(' at ') || 'an unknown role';
    const when = input.detected_at ? ` (detected ${input.detected_at.slice(0, 10)})` : '';
    return `Job change detected${when}: ${person} moved from ${from} to ${to}.`;
  };

  const flagOldContact = async (id: string, input: WritebackInput, extra: Record<string, string> = {}): Promise<void> => {
    await client.crm.contacts.basicApi.update(id, { properties: { [JOB_CHANGE_PROPERTY]: 'true', ...extra } });
    await client.crm.objects.notes.basicApi.create({
      properties: { hs_timestamp: new Date().toISOString(), hs_note_body: note(input) },
      associations: [
        {
          to: { id },
          types: [{ associationCategory: 'HUBSPOT_DEFINED' as AssociationSpecAssociationCategoryEnum, associationTypeId: NOTE_TO_CONTACT }],
        },
      ],
    });
  };

  const oldRecord = async (input: WritebackInput): Promise<string | null> =>
    input.old_record_id ?? (input.old_email ? ((await searchContact([['email', input.old_email]]))?.id ?? null) : null);

  return {
    async writeBack(input) {
      const old = await oldRecord(input);
      if (input.mode === 'update_existing') {
        if (!old) throw new WritebackSkipped('the contact has no HubSpot record to update (no HubSpot crm_id and no matching email)');
        const properties: Record<string, string> = {};
        if (input.new_company) properties.company = input.new_company;
        if (input.new_title) properties.jobtitle = input.new_title;
        await flagOldContact(old, input, properties);
        return { mode: input.mode, record_id: old, created: false, company_id: null, old_record_id: old, flagged_old_record: true };
      }

      if (!input.new_company) throw new WritebackSkipped('the play has no new company to create a contact at');
      const existing =
        (input.new_email ? await searchContact([['email', input.new_email]]) : null) ??
        (input.first_name && input.last_name
          ? await searchContact([
              ['firstname', input.first_name],
              ['lastname', input.last_name],
              ['company', input.new_company],
            ])
          : null);
      let recordId: string;
      let created = false;
      if (existing) {
        recordId = existing.id;
      } else {
        const properties: Record<string, string> = { company: input.new_company };
        if (input.first_name) properties.firstname = input.first_name;
        if (input.last_name) properties.lastname = input.last_name;
        if (input.new_title) properties.jobtitle = input.new_title;
        if (input.new_email) properties.email = input.new_email;
        if (input.social_url) properties.hs_linkedin_url = input.social_url;
        if (input.owner_id) properties.hubspot_owner_id = input.owner_id;
        recordId = (await client.crm.contacts.basicApi.create({ properties })).id;
        created = true;
      }
      const companyId = await findOrCreateCompany(input.new_company, input.new_company_domain);
      await client.crm.associations.v4.basicApi.createDefault('contact', recordId, 'company', companyId);
      if (old && old !== recordId) await flagOldContact(old, input);
      return { mode: input.mode, record_id: recordId, created, company_id: companyId, old_record_id: old, flagged_old_record: Boolean(old && old !== recordId) };
    },

    async ownerEmail(ownerId) {
      const owner = await client.crm.owners.ownersApi.getById(Number(ownerId), 'id', false);
      return owner.email ?? null;
    },
  };
}

/** HTTP status of a failed HubSpot call (the SDK's ApiException), or null when HubSpot was not reached. */
function hubSpotStatus(err: unknown): number | null {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'number' ? code : null;
}

/** A short, person-readable reason from a failed HubSpot call. */
function hubSpotReason(err: unknown): string {
  const status = hubSpotStatus(err);
  if (status === null) return `HubSpot could not be reached: ${err instanceof Error ? err.message : String(err)}`;
  const body = (err as { body?: unknown }).body;
  const message = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : typeof body === 'string' ? body.slice(0, 200) : 'no message';
  return `HubSpot answered HTTP ${status}: ${message}`;
}
