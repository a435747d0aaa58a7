import { z } from 'zod';

/**
 * A workspace's Salesforce connection as stored (sealed) in `integrations` (kind `salesforce`):
 * how it authenticates, its tokens, the field mapping, the sync cursor and whether it broke.
 */

/** An API field name: letters, digits and underscores (custom fields end in `__c`); never SOQL. */
export const SalesforceFieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,79}$/, 'a Salesforce field API name such as LinkedIn_URL__c');

export const SalesforceMappingSchema = z
  .object({
    profile_url_field: SalesforceFieldName.default('LinkedIn_URL__c').meta({ description: 'Contact field holding the profile URL.' }),
    custom_fields: z
      .record(SalesforceFieldName, z.string().min(1).max(60))
      .default({})
      .meta({ description: 'Contact field → key in the contact\'s `custom`.' }),
    external_id_field: SalesforceFieldName.default('Job_Change_Tracker_Id__c').meta({
      description: 'Contact external-id field the write-back upserts through (text, unique, external id).',
    }),
    left_company_date_field: SalesforceFieldName.nullable()
      .default('No_Longer_At_Company_Date__c')
      .meta({ description: 'Contact date field set on the old record when the person left; null: none.' }),
    left_company_checkbox_field: SalesforceFieldName.nullable()
      .default('No_Longer_At_Company__c')
      .meta({ description: 'Contact checkbox set on the old record when the person left; null: none.' }),
    bulk_threshold: z.number().int().min(0).default(10_000).meta({ description: 'Past this many records an object is read by Bulk API 2.0.' }),
  })
  .meta({ id: 'SalesforceMapping', description: 'Extension: how a workspace\'s Salesforce fields map to the service.' });
export type SalesforceMapping = z.infer<typeof SalesforceMappingSchema>;

export const SalesforceConfigSchema = z.object({
  auth: z.enum(['web_server', 'jwt_bearer']),
  login_url: z.url(),
  instance_url: z.url(),
  client_id: z.string().min(1),
  client_secret: z.string().nullable().default(null),
  access_token: z.string().nullable().default(null),
  refresh_token: z.string().nullable().default(null),
  /** JWT bearer: the user the service acts as, and the connected app certificate's private key (PEM). */
  username: z.string().nullable().default(null),
  private_key: z.string().nullable().default(null),
  org_id: z.string().nullable().default(null),
  user_id: z.string().nullable().default(null),
  mapping: SalesforceMappingSchema.default(SalesforceMappingSchema.parse({})),
  /** When the current mapping was last previewed; the first import needs one. */
  previewed_at: z.string().nullable().default(null),
  cursor: z.object({ modstamp: z.string().nullable(), deleted: z.string().nullable() }).nullable().default(null),
  /** Why the connection stopped working (a refused refresh); null while it works. */
  broken: z.string().nullable().default(null),
  last_sync_at: z.string().nullable().default(null),
  api_usage: z.object({ used: z.number(), limit: z.number() }).nullable().default(null),
});
export type SalesforceConfig = z.infer<typeof SalesforceConfigSchema>;
