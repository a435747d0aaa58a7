import { z } from 'zod';

export const SegmentSchema = z
  .enum(['customer', 'churned', 'closed_lost', 'open_pipeline', 'unknown'])
  .meta({ id: 'Segment' });
export const AlertPlayTypeSchema = z.enum(['direct', 'referral', 'watch', 'promotion', 'churn_risk']).meta({ id: 'AlertPlayType' });
export const ScopeSchema = z.enum(['read', 'write']);
