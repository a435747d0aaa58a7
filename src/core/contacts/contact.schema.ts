import { z } from 'zod';

import { contactTrackingMachine, type ContactTrackingStatus, statusesOf } from '../../../machines';
import { ContactInputSchema } from '../../domain/normalise';
import { AccountInputSchema } from '../../domain/normalise';
import { SegmentSchema } from '../../shared/enums';
import { DateTimeSchema, NullableDateTime, PageQuerySchema } from '../../shared/schemas';
import { ChangeSchema } from '../changes/change.schema';
import { ProfileCandidateSchema } from '../finder/candidate.schema';
import { FitSchema, PlaySchema } from '../plays/play.schema';
import { ProfileSchema, ProfileStatusSchema } from '../profiles/profile.schema';

/** The contact-tracking machine's states (one vocabulary: the API enum is derived from the machine). */
export const TRACKING_STATUSES = statusesOf<ContactTrackingStatus>(contactTrackingMachine);
export const TrackingStatusSchema = z.enum(TRACKING_STATUSES).meta({ id: 'TrackingStatus' });

export const ContactSchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    first_name: z.string(),
    last_name: z.string(),
    title: z.string(),
    company: z.string().meta({ description: 'company per the customer\'s CRM' }),
    email: z.string().nullable(),
    social_url: z.string().nullable(),
    segment: SegmentSchema,
    owner: z.string().nullable(),
    crm_id: z.string().nullable(),
    crm_provider: z.string().nullable(),
    account_id: z.string().meta({ format: 'uuid' }).nullable(),
    account_name: z.string().nullable(),
    deal_stage: z.string().nullable(),
    last_activity: z.string().nullable(),
    relationship_start: z.string().nullable(),
    relationship_end: z.string().nullable(),
    tracking_status: TrackingStatusSchema,
    tracking_reason: z.string().nullable().meta({ description: 'why a profile URL was rejected' }),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
    custom: z.record(z.string(), z.string()).nullable(),
    profile: ProfileSchema.nullable(),
    created_at: NullableDateTime,
    updated_at: NullableDateTime,
  })
  .meta({ id: 'Contact' });

export const PositionSchema = z
  .object({
    company: z.string(),
    company_social_id: z.string().nullable(),
    title: z.string().nullable(),
    started_on: z.string().nullable(),
    ended_on: z.string().nullable(),
    is_current: z.boolean(),
  })
  .meta({ id: 'Position' });

export const EmailSchema = z
  .object({
    email: z.string(),
    status: z.string().meta({ description: '`valid`, `risky` (catch-all domain), `invalid`, `unknown`; `unverified` for a CRM address never checked' }),
    source: z.string().meta({ description: '`crm` (the contact\'s imported address) or `finder` (found and verified at the new employer)' }),
    is_primary: z.boolean(),
    verified_at: NullableDateTime,
  })
  .meta({ id: 'ContactEmail' });

export const ContactDetailSchema = ContactSchema.extend({
  positions: z.array(PositionSchema),
  changes: z.array(ChangeSchema),
  fit: z.object({ account: FitSchema.nullable(), contact: FitSchema.nullable() }).nullable(),
  emails: z.array(EmailSchema),
  plays: z.array(PlaySchema),
  profile_candidates: z.array(ProfileCandidateSchema).meta({
    description: 'Extension (issue #16): profiles proposed for the contact by the profile finder, open ones first',
  }),
}).meta({ id: 'ContactDetail' });

export type Contact = z.infer<typeof ContactSchema>;
export type ContactDetail = z.infer<typeof ContactDetailSchema>;

export const ContactListQuerySchema = PageQuerySchema.extend({
  tracking_status: TrackingStatusSchema.optional(),
  status: ProfileStatusSchema.optional().meta({ description: 'profile status' }),
  segment: SegmentSchema.optional(),
  owner: z.string().min(1).max(200).optional().meta({ description: 'CRM owner name' }),
  account_id: z.uuid().optional().meta({ description: 'only contacts at this account' }),
  q: z.string().min(1).max(200).optional().meta({ description: 'free-text search across name, company, title, email' }),
  updated_since: DateTimeSchema.optional().meta({ description: 'only contacts/profiles updated after it' }),
});
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;

export const ContactPatchSchema = z
  .strictObject({
    social_url: z.string().min(1).max(500).optional().meta({ description: 'profile URL, slug, or ACo id' }),
    tracking: z.enum(['excluded']).optional(),
  })
  .refine((v) => v.social_url !== undefined || v.tracking !== undefined, { message: 'send social_url or tracking' })
  .refine((v) => !(v.social_url !== undefined && v.tracking !== undefined), {
    message: 'send either social_url or tracking, not both',
  })
  .meta({ id: 'ContactPatch' });

const rowsOf = (schema: z.ZodType, max: number, what: string) =>
  z
    .array(z.record(z.string(), z.unknown()).meta({ description: schema.description }))
    .max(max, `at most ${max} ${what} per call`)
    .meta({ description: `array of ${what}` });

/** The raw request: rows are checked one by one so a bad row is rejected without failing the call. */
export const UpsertContactsBodySchema = z
  .union([
    z.object({
      contacts: rowsOf(ContactInputSchema, 1000, 'contacts'),
      accounts: rowsOf(AccountInputSchema, 1000, 'accounts').optional(),
    }),
    rowsOf(ContactInputSchema, 1000, 'contacts'),
  ])
  .meta({
    id: 'UpsertContactsRequest',
    description: '`{ contacts: ContactInput[], accounts?: AccountInput[] }` or a bare array of ContactInput',
  });

export const UpsertAccountsBodySchema = z
  .union([z.object({ accounts: rowsOf(AccountInputSchema, 1000, 'accounts') }), rowsOf(AccountInputSchema, 1000, 'accounts')])
  .meta({ id: 'UpsertAccountsRequest', description: '`{ accounts: AccountInput[] }` or a bare array' });

const RejectedRowSchema = z.object({ index: z.number().int(), errors: z.record(z.string(), z.string()) });

/** Extension: an optional field whose value could not be parsed was stored as null; the row was kept. */
const RowWarningSchema = z
  .object({ index: z.number().int(), field: z.string(), message: z.string() })
  .meta({
    id: 'RowWarning',
    description:
      'Extension (not in the contract). An optional enrichment field of an accepted row (company_size, employees, revenue, total_funding, deal_value) could not be parsed: its value is stored as null and the row is kept.',
  });

export const UpsertResultSchema = z
  .object({
    import_id: z.string().meta({ format: 'uuid' }),
    status: z.enum(['committed', 'queued']),
    poll: z.string().nullable(),
    accepted: z.number().int(),
    rejected: z.array(RejectedRowSchema),
    accounts_accepted: z.number().int(),
    accounts_rejected: z.array(RejectedRowSchema),
    warnings: z.array(RowWarningSchema).meta({
      description: 'Extension: accepted contact rows with an unparseable optional field, by index in the request array.',
    }),
    accounts_warnings: z.array(RowWarningSchema).meta({
      description: 'Extension: accepted account rows with an unparseable optional field, by index in the request array.',
    }),
    summary: z
      .object({
        contacts_upserted: z.number().int(),
        accounts_upserted: z.number().int(),
        with_social: z.number().int(),
        needs_social: z.number().int(),
        duplicates: z.number().int(),
        profiles_created: z.number().int(),
        profiles_linked: z.number().int(),
      })
      .nullable(),
    baseline_run: z.object({ id: z.string().meta({ format: 'uuid' }), status: z.string() }).nullable(),
  })
  .meta({ id: 'UpsertResult' });

export type UpsertResult = z.infer<typeof UpsertResultSchema>;
