import { z } from 'zod';

import { NullableDateTime } from '../shared/schemas';

export const CHANGE_TYPES = ['moved', 'promoted', 'title_changed', 'left', 'profile_not_found'] as const;
export const ChangeTypeSchema = z.enum(CHANGE_TYPES).meta({ id: 'ChangeType' });

export const ChangeSchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    type: ChangeTypeSchema,
    profile_id: z.string().meta({ format: 'uuid' }),
    contact_id: z.string().meta({ format: 'uuid' }).nullable(),
    person: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable() }),
    from_company: z.string().nullable(),
    from_title: z.string().nullable(),
    to_company: z.string().nullable(),
    to_title: z.string().nullable(),
    to_started_on: z.string().nullable(),
    play_id: z.string().meta({ format: 'uuid' }).nullable().meta({ description: 'the sales play for this change' }),
    churn_play_id: z.string().meta({ format: 'uuid' }).nullable().meta({ description: 'the churn_risk play when the person left a customer account' }),
    detected_at: NullableDateTime,
  })
  .meta({ id: 'Change' });

export type Change = z.infer<typeof ChangeSchema>;
