/**
 * Which CSV headers feed which ContactInput field, for the exports seen in practice:
 * HubSpot contact exports, Salesforce contact/opportunity reports and plain sheets.
 *
 * Headers are compared by {@link headerKey} (lowercase letters and digits only), so
 * "First Name", "first_name" and "FIRST-NAME" are the same key. Each field lists its
 * keys in priority order: when several columns feed one field, a row takes the first
 * non-empty value in that order (HubSpot's "Company Name" before "Associated Company").
 * A column may feed more than one field ("Opportunity Stage" → segment and deal_stage).
 */

/** The ContactInput fields a CSV column can feed (everything but `custom`). */
export const CSV_FIELDS = [
  'first_name',
  'last_name',
  'full_name',
  'company',
  'title',
  'email',
  'social_url',
  'segment',
  'owner',
  'crm_id',
  'account_domain',
  'deal_stage',
  'last_activity',
  'relationship_start',
  'relationship_end',
  'location',
  'city',
  'state',
  'country',
  'company_social_url',
  'company_size',
  'industry',
  'revenue',
  'total_funding',
  'company_location',
  'company_city',
  'company_state',
  'company_country',
] as const;

export type CsvField = (typeof CSV_FIELDS)[number];

/** Lowercase letters and digits of a header: "State/Region" → "stateregion", "Account: Website" → "accountwebsite". */
export function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** Header keys per field, best first. The field's own name (`first_name` → `firstname`) always comes first. */
export const HEADER_ALIASES: Record<CsvField, readonly string[]> = {
  first_name: ['firstname', 'first', 'givenname', 'forename', 'fname', 'contactfirstname'],
  last_name: ['lastname', 'last', 'surname', 'familyname', 'lname', 'contactlastname'],
  full_name: ['fullname', 'name', 'contactname', 'contactfullname', 'personname', 'person', 'contact'],
  company: [
    'company',
    'companyname',
    'accountname',
    'account',
    'accountaccountname',
    'organization',
    'organisation',
    'organizationname',
    'employer',
    'currentcompany',
    'associatedcompany',
    'associatedcompanyprimary',
  ],
  title: ['title', 'jobtitle', 'position', 'role', 'jobrole', 'currenttitle', 'designation'],
  email: ['email', 'emailaddress', 'workemail', 'businessemail', 'primaryemail', 'contactemail'],
  social_url: [
    'socialurl',
    'linkedinurl',
    'linkedinprofile',
    'linkedinprofileurl',
    'linkedin',
    'hslinkedinurl',
    'linkedinprofilelink',
    'personlinkedinurl',
    'profileurl',
    'profile',
    'url',
  ],
  segment: [
    'segment',
    'relationshipsegment',
    'relationship',
    'lifecyclestage',
    'opportunitystage',
    'stage',
    'dealstage',
    'accounttype',
    'accountaccounttype',
    'customerstatus',
  ],
  owner: [
    'owner',
    'contactowner',
    'hubspotowner',
    'recordowner',
    'ownername',
    'salesrep',
    'rep',
    'accountowner',
    'accountaccountowner',
  ],
  crm_id: ['crmid', 'recordid', 'contactid', 'hubspotid', 'salesforceid', 'hsobjectid', 'contactrecordid'],
  account_domain: [
    'accountdomain',
    'companydomainname',
    'companydomain',
    'domain',
    'website',
    'accountwebsite',
    'companywebsite',
    'websiteurl',
    'companyurl',
  ],
  deal_stage: ['dealstage', 'opportunitystage', 'stage'],
  last_activity: ['lastactivity', 'lastactivitydate', 'lastcontacted', 'lastactivitytime', 'lastengagementdate'],
  relationship_start: ['relationshipstart', 'customersince', 'becameacustomerdate'],
  relationship_end: ['relationshipend', 'churndate', 'churnedon'],
  location: ['location', 'personlocation', 'contactlocation'],
  city: ['city', 'mailingcity', 'town'],
  state: ['state', 'stateregion', 'mailingstateprovince', 'mailingstate', 'stateprovince', 'province', 'region'],
  country: ['country', 'countryregion', 'mailingcountry'],
  company_social_url: [
    'companysocialurl',
    'companylinkedinurl',
    'companylinkedin',
    'linkedincompanypage',
    'companylinkedinpage',
    'accountlinkedin',
  ],
  company_size: [
    'companysize',
    'numberofemployees',
    'employees',
    'accountemployees',
    'employeecount',
    'headcount',
    'companyheadcount',
  ],
  industry: ['industry', 'accountindustry', 'companyindustry'],
  revenue: ['revenue', 'annualrevenue', 'accountannualrevenue', 'companyrevenue'],
  total_funding: ['totalfunding', 'totalmoneyraised', 'funding', 'accounttotalfunding'],
  company_location: ['companylocation', 'hqlocation', 'headquarters'],
  company_city: ['companycity', 'hqcity', 'billingcity', 'accountbillingcity'],
  company_state: ['companystate', 'hqstate', 'billingstateprovince', 'accountbillingstateprovince'],
  company_country: ['companycountry', 'hqcountry', 'billingcountry', 'accountbillingcountry'],
};

/** Header keys that only one export style produces, for {@link detectCsvFormat}. */
export const FORMAT_SIGNATURES = {
  hubspot: ['recordid', 'lifecyclestage', 'associatedcompany', 'associatedcompanyprimary', 'companydomainname', 'stateregion', 'countryregion'],
  salesforce: ['contactid', 'accountname', 'mailingcity', 'mailingstateprovince', 'mailingcountry', 'accountwebsite', 'accountemployees', 'accountannualrevenue', 'accountindustry', 'opportunitystage'],
} as const;
