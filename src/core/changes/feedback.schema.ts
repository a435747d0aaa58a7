import { z } from 'zod';

import { CHANGE_VERDICTS } from '../../domain/vocabulary';
import { DateTimeSchema, NullableDateTime } from '../../shared/schemas';

export const ChangeVerdictSchema = z.enum(CHANGE_VERDICTS).meta({
  id: 'ChangeVerdict',
  description:
    'correct: the change is right; not_a_job_change: nothing changed (the plays it made are archived); wrong_person: ' +
    'the profile is not this contact (the contact goes back to review); wrong_company: the two employers of the change ' +
    'are one company (the workspace learns the alias); wrong_type: a job change, but of another type',
});

export const ChangeFeedbackInputSchema = z
  .strictObject({
    verdict: ChangeVerdictSchema,
    note: z.string().max(2000).nullable().optional().meta({ description: 'free text kept with the verdict' }),
  })
  .meta({ id: 'ChangeFeedbackInput', description: 'A verdict on a detected change (extension).' });
export type ChangeFeedbackInput = z.infer<typeof ChangeFeedbackInputSchema>;

export const FeedbackEffectsSchema = z
  .object({
    aliases_learned: z.number().int().meta({ description: 'company identity pairs the workspace learned (wrong_company)' }),
    aliases_forgotten: z.number().int().meta({ description: 'pairs a replaced wrong_company verdict had taught and this one removed' }),
    contacts_to_review: z.array(z.uuid()).meta({ description: 'contacts sent to pending_review (wrong_person)' }),
    plays_archived: z.array(z.uuid()).meta({ description: 'plays moved to not_relevant (not_a_job_change)' }),
    plays_restored: z.array(z.uuid()).meta({ description: 'plays a replaced not_a_job_change verdict had archived, reopened' }),
  })
  .meta({ id: 'ChangeFeedbackEffects', description: 'What the verdict changed (extension).' });
export type FeedbackEffects = z.infer<typeof FeedbackEffectsSchema>;

export const ChangeFeedbackSchema = z
  .object({
    id: z.uuid(),
    change_id: z.uuid(),
    verdict: ChangeVerdictSchema,
    note: z.string().nullable(),
    given_by: z.string().meta({ description: 'who gave it: api_key:<id>, oauth:<user id>, user:<user id> (signed in to the app) or slack:<team id>:<user id>' }),
    given_at: DateTimeSchema,
    replaced_at: NullableDateTime.meta({ description: 'when a later verdict on the same change replaced this one; null for the current one' }),
    effects: FeedbackEffectsSchema,
  })
  .meta({ id: 'ChangeFeedback', description: 'A verdict on a detected change, with what it did (extension).' });
export type ChangeFeedback = z.infer<typeof ChangeFeedbackSchema>;

export const ChangeFeedbackHistorySchema = z
  .object({ data: z.array(ChangeFeedbackSchema).meta({ description: 'every verdict on the change, newest (the current one) first' }) })
  .meta({ id: 'ChangeFeedbackHistory' });
