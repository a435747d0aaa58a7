import { z } from 'zod';

import { CHANGE_TYPES, CHECK_TRIGGERS } from '../../domain/vocabulary';
import { NullableDateTime } from '../../shared/schemas';

export const ChangeTypeSchema = z.enum(CHANGE_TYPES).meta({ id: 'ChangeType' });

export const EvidencePositionSchema = z
  .object({
    company: z.string().nullable(),
    company_social_id: z.string().nullable().meta({ description: "the company's network id" }),
    title: z.string().nullable(),
    started_on: z.string().nullable(),
  })
  .meta({ id: 'EvidencePosition', description: 'A position entry compared by change detection (extension).' });

export const ChangeEvidenceSchema = z
  .object({
    rule: z.string().meta({
      description: 'stable snake_case id of the detection rule that fired, e.g. employer_changed, non_job_entry, title_edited_in_place',
    }),
    confidence: z.number().min(0).max(1).meta({
      description: 'how sure detection is (0..1); below 0.7 the change makes only an archive play and no alert',
    }),
    previous: EvidencePositionSchema.nullable().meta({ description: 'the position entry compared on the previous snapshot' }),
    current: EvidencePositionSchema.nullable().meta({ description: 'the position entry compared on the new snapshot' }),
    surfaced_late: z.boolean().meta({ description: 'the new entry started more than 60 days before the previous check that did not show it' }),
    confirmed_at: NullableDateTime.meta({ description: 'when a second check confirmed a left / profile_not_found; null otherwise' }),
    trigger: z.enum(CHECK_TRIGGERS).nullable().meta({
      description:
        'what led to the check that found the change: sweep (the cadence, a manual or baseline run, or the adaptive ' +
        'fairness floor), hazard (the adaptive ranking), feed (the provider\'s change feed) or signal (POST /signals); ' +
        'null for changes found before triggers were recorded',
    }),
  })
  .meta({ id: 'ChangeEvidence', description: 'Why the change was detected (extension).' });

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
    evidence: ChangeEvidenceSchema.nullable().meta({
      description: 'Extension: the position entries compared, the rule that fired and its confidence; null only for changes stored before evidence existed.',
    }),
  })
  .meta({ id: 'Change' });

export type Change = z.infer<typeof ChangeSchema>;
export type ChangeEvidenceWire = z.infer<typeof ChangeEvidenceSchema>;
