import { z } from 'zod';

import { OPENER_TONES } from '../../domain/vocabulary';
import { SegmentSchema } from '../../shared/enums';
import { PlayTypeSchema } from '../plays/play.schema';

/** How many phrases a workspace may avoid, and how long each may be. */
export const MAX_AVOID_PHRASES = 50;
const phrase = z.string().trim().min(2).max(100);
const avoid = z
  .array(phrase)
  .max(MAX_AVOID_PHRASES)
  .refine((a) => new Set(a.map((p) => p.toLowerCase())).size === a.length, 'must not repeat a phrase')
  .meta({ description: 'Phrases no opener may contain (case-insensitive); a wording holding one is replaced or the sentence dropped' });
const tone = z.enum(OPENER_TONES).meta({ description: '`warm` (default) or `formal` (no contractions, no exclamation marks)' });
const signOff = z.string().trim().min(1).max(200).nullable().meta({ description: 'Appended to every opener as its own paragraph; null for none' });

export const OpenerSettingsSchema = z
  .object({ tone, sign_off: signOff, avoid_phrases: z.array(z.string()).meta({ description: 'Phrases no opener may contain (case-insensitive)' }) })
  .meta({ id: 'OpenerSettings', description: 'Extension: how this workspace\'s openers read; applies to plays created after a change' });

const candidate = { tone: tone.optional(), sign_off: signOff.optional(), avoid_phrases: avoid.optional() };

export const OpenerSettingsPatchSchema = z
  .strictObject(candidate)
  .refine((v) => Object.keys(v).length > 0, { message: 'send at least one of tone, sign_off, avoid_phrases' })
  .meta({ id: 'OpenerSettingsPatch' });

export const OpenerPreviewRequestSchema = z
  .strictObject(candidate)
  .meta({ id: 'OpenerPreviewRequest', description: 'Candidate settings; a field left out keeps the stored value. Nothing is saved.' });

export const OpenerSampleSchema = z
  .object({
    play_id: z.string().meta({ format: 'uuid' }).nullable().meta({ description: 'The play re-written; null for a built-in sample' }),
    type: PlayTypeSchema,
    segment: SegmentSchema,
    person: z.string(),
    opener: z.string(),
    notes: z.string().nullable().meta({ description: 'The internal note (churn_risk), never part of the opener' }),
  })
  .meta({ id: 'OpenerSample' });

export const OpenerPreviewSchema = z
  .object({ settings: OpenerSettingsSchema, samples: z.array(OpenerSampleSchema) })
  .meta({ id: 'OpenerPreview' });

export type OpenerSettingsPatch = z.infer<typeof OpenerSettingsPatchSchema>;
export type OpenerPreview = z.infer<typeof OpenerPreviewSchema>;
