import { z } from 'zod';

import { SegmentSchema } from '../../shared/enums';
import { NullableDateTime, PageQuerySchema } from '../../shared/schemas';
import { ContactSchema } from '../contacts/contact.schema';

export const AccountSchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    name: z.string(),
    domain: z.string().nullable(),
    segment: SegmentSchema,
    lifecycle_stage: z.string().nullable(),
    deal_value: z.number().nullable(),
    owner: z.string().nullable(),
    crm_id: z.string().nullable(),
    crm_provider: z.string().nullable(),
    social_company_url: z.string().nullable(),
    relationship_start: z.string().nullable(),
    relationship_end: z.string().nullable(),
    industry: z.string().nullable(),
    employees: z.number().int().nullable(),
    revenue: z.number().nullable(),
    total_funding: z.number().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    country: z.string().nullable(),
    custom: z.record(z.string(), z.unknown()).nullable(),
    contacts_total: z.number().int(),
    contacts_tracked: z.number().int(),
    contacts_moved: z.number().int(),
    created_at: NullableDateTime,
    updated_at: NullableDateTime,
  })
  .meta({ id: 'Account' });

export const AccountDetailSchema = AccountSchema.extend({ contacts: z.array(ContactSchema) }).meta({ id: 'AccountDetail' });

export type Account = z.infer<typeof AccountSchema>;
export type AccountDetail = z.infer<typeof AccountDetailSchema>;

export const AccountListQuerySchema = PageQuerySchema.extend({
  segment: SegmentSchema.optional(),
  q: z.string().min(1).max(200).optional().meta({ description: 'search name or domain' }),
});
export type AccountListQuery = z.infer<typeof AccountListQuerySchema>;
