import { z } from 'zod';

import { CHANGE_VERDICTS } from '../../domain/vocabulary';
import { DateTimeSchema } from '../../shared/schemas';
import { ChangeTypeSchema } from './change.schema';

export const QualityQuerySchema = z
  .object({
    since: DateTimeSchema.optional().meta({ description: 'alerts detected at or after it; default 30 days before until' }),
    until: DateTimeSchema.optional().meta({ description: 'alerts detected before it; default now' }),
  })
  .refine((q) => !q.since || !q.until || Date.parse(q.since) < Date.parse(q.until), { message: 'since must be before until', path: ['since'] });
export type QualityQuery = z.infer<typeof QualityQuerySchema>;

const figures = {
  alerts: z.number().int().meta({ description: 'alerts made: changes detected in the window that made a play other than archive' }),
  verdicts: z.number().int().meta({ description: 'alerts with a (current) verdict' }),
  correct: z.number().int().meta({ description: 'alerts whose verdict is correct' }),
  precision: z.number().min(0).max(1).nullable().meta({ description: 'correct / verdicts; null without verdicts' }),
  ci_low: z.number().min(0).max(1).nullable().meta({ description: 'lower end of the Wilson 95 % interval of precision' }),
  ci_high: z.number().min(0).max(1).nullable().meta({ description: 'upper end of the Wilson 95 % interval of precision' }),
};

export const ChangeQualitySchema = z
  .object({
    since: DateTimeSchema,
    until: DateTimeSchema,
    confidence_level: z.number().meta({ description: 'of every interval (0.95)' }),
    ...figures,
    verdict_share: z.number().min(0).max(1).nullable().meta({ description: 'verdicts / alerts; null without alerts' }),
    verdict_counts: z.object(Object.fromEntries(CHANGE_VERDICTS.map((v) => [v, z.number().int()])) as Record<(typeof CHANGE_VERDICTS)[number], z.ZodNumber>),
    by_type: z.array(z.object({ type: ChangeTypeSchema, ...figures })).meta({ description: 'per change type, by type' }),
    by_rule: z
      .array(z.object({ rule: z.string().meta({ description: "the rule id of the change's evidence (unknown when it has none)" }), ...figures }))
      .meta({ description: 'per detection rule, by rule id' }),
  })
  .meta({ id: 'ChangeQuality', description: 'Precision of the alerts as the customer judged them (extension).' });
export type ChangeQuality = z.infer<typeof ChangeQualitySchema>;
