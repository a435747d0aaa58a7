import { z } from 'zod';

import { type PlayStatus, playStatusMachine, statusesOf } from '../../../machines';
import { PLAY_TYPES } from '../../domain/vocabulary';
import { SegmentSchema } from '../../shared/enums';
import { NullableDateTime } from '../../shared/schemas';

export const PlayTypeSchema = z.enum(PLAY_TYPES).meta({ id: 'PlayType' });
export const PlayStatusSchema = z.enum(statusesOf<PlayStatus>(playStatusMachine)).meta({ id: 'PlayStatus' });

export const PlaySchema = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    type: PlayTypeSchema,
    status: PlayStatusSchema,
    allowed_statuses: z.array(PlayStatusSchema).meta({
      description:
        'extension: the statuses the play machine accepts next from `status` (GET /machines/play); a PATCH to any other is 400',
    }),
    contact_id: z.string().meta({ format: 'uuid' }).nullable(),
    account_id: z.string().meta({ format: 'uuid' }).nullable(),
    profile_id: z.string().meta({ format: 'uuid' }),
    person: z.object({
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      social_url: z.string().nullable(),
    }),
    old_company: z.string().nullable(),
    old_title: z.string().nullable(),
    new_company: z.string().nullable(),
    new_title: z.string().nullable(),
    account_fit: z.boolean().nullable(),
    contact_fit: z.boolean().nullable(),
    segment: SegmentSchema,
    owner: z.string().nullable(),
    account_name: z.string().nullable(),
    email: z.string().nullable().meta({ description: 'best known email for the person' }),
    email_status: z.string().nullable(),
    opener: z.string().meta({ description: 'suggested first line; an internal note for churn_risk' }),
    notes: z.string().nullable(),
    owner_id: z.string().nullable().meta({ description: 'CRM owner id of the contact' }),
    crm_record_id: z.string().nullable().meta({ description: 'CRM contact id once the play was pushed to the CRM' }),
    detected_at: NullableDateTime,
    status_changed_at: NullableDateTime,
  })
  .meta({ id: 'Play' });

export type Play = z.infer<typeof PlaySchema>;

export const FitSchema = z
  .object({
    fit: z.boolean(),
    summary: z.string(),
    criteria: z.array(
      z.object({
        criterion: z.string(),
        expected: z.string(),
        actual: z.string(),
        result: z.enum(['match', 'miss', 'unknown']),
      }),
    ),
    evaluated_at: NullableDateTime,
  })
  .meta({ id: 'Fit' });

export type Fit = z.infer<typeof FitSchema>;
