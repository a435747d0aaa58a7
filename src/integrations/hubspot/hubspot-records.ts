/** The parts of HubSpot CRM v3 records this service reads, independent of the SDK's classes. */

export interface HubSpotOwner {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export interface HubSpotRecord {
  id: string;
  properties: Record<string, string | null | undefined>;
  /** Associated record ids by object type (`companies`, `contacts`), deduplicated. */
  associations: Partial<Record<'companies' | 'contacts', string[]>>;
}

export interface HubSpotData {
  owners: HubSpotOwner[];
  deals: HubSpotRecord[];
  companies: HubSpotRecord[];
  contacts: HubSpotRecord[];
}

/** Properties read per object type. Properties a portal lacks are simply not returned. */
export const DEAL_PROPERTIES = [
  'dealname',
  'dealstage',
  'amount',
  'closedate',
  'pipeline',
  'hubspot_owner_id',
  'hs_is_closed_won',
  'hs_is_closed',
  'hs_deal_stage_probability',
] as const;

export const COMPANY_PROPERTIES = [
  'name',
  'domain',
  'industry',
  'numberofemployees',
  'annualrevenue',
  'total_money_raised',
  'city',
  'state',
  'country',
  'lifecyclestage',
  'linkedin_company_page',
  'hubspot_owner_id',
  // Churn flags are portal-defined; these are the names we honour (see map.ts).
  'churned',
  'churn_date',
] as const;

/** Contact properties that may hold the person's profile URL, best first. */
export const CONTACT_SOCIAL_PROPERTIES = ['hs_linkedin_url', 'linkedin_url', 'linkedin_profile', 'linkedin_profile_url'] as const;

export const CONTACT_PROPERTIES = [
  'firstname',
  'lastname',
  'email',
  'jobtitle',
  'company',
  ...CONTACT_SOCIAL_PROPERTIES,
  'city',
  'state',
  'country',
  'hubspot_owner_id',
  'notes_last_contacted',
  // Read for incremental imports later; not mapped yet.
  'lastmodifieddate',
  'lifecyclestage',
  'associatedcompanyid',
] as const;
