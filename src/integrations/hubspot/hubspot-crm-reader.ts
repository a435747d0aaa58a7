/** The CRM import's reader over HubSpot: owners, then deals, companies and contacts page by page, mapped by hubspot-mapping.ts. */
import type { CrmReader } from '../../core/ports/crm';
import { HUBSPOT_PAGE_SIZE, type HubSpotClientOptions, hubSpotReader } from './hubspot-client';
import { mapHubSpot } from './hubspot-mapping';

export function hubSpotCrmReader(options: HubSpotClientOptions): CrmReader {
  return {
    pageSize: HUBSPOT_PAGE_SIZE,
    async read(onProgress) {
      const reader = hubSpotReader(options);
      const owners = await reader.owners();
      await onProgress('owners', owners.length, false);
      const deals = await reader.deals((done, more) => onProgress('deals', done, more));
      const companies = await reader.companies((done, more) => onProgress('companies', done, more));
      const contacts = await reader.contacts((done, more) => onProgress('contacts', done, more));
      const mapped = mapHubSpot({ owners, deals, companies, contacts });
      return {
        read: { owners: owners.length, deals: deals.length, companies: companies.length, contacts: contacts.length },
        accounts: mapped.accounts,
        contacts: mapped.contacts,
      };
    },
  };
}
