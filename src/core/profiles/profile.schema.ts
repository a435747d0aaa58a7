import { z } from 'zod';

import { PROFILE_STATUSES } from '../../domain/vocabulary';
import { NullableDateTime } from '../../shared/schemas';

export const ProfileStatusSchema = z.enum(PROFILE_STATUSES).meta({ id: 'ProfileStatus' });

export const ProfileSchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    status: ProfileStatusSchema,
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    headline: z.string().nullable(),
    social_url: z.string().nullable(),
    current_company: z.string().nullable(),
    current_title: z.string().nullable(),
    current_since: z.string().nullable().meta({ description: 'YYYY-MM' }),
    last_checked_at: NullableDateTime,
    last_change_at: NullableDateTime,
    baseline_crm_mismatch: z.boolean(),
  })
  .meta({ id: 'Profile' });

export type Profile = z.infer<typeof ProfileSchema>;
