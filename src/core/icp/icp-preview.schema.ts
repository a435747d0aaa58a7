import { z } from 'zod';

const count = z.number().int().min(0);

export const FitCountsSchema = z
  .object({
    fit: count.meta({ description: 'every criterion passes' }),
    no_fit: count.meta({ description: 'a criterion missed (or an exclusion hit) on evidence' }),
    unknown: count.meta({ description: 'only missing facts kept it from fitting (or its employer is not known)' }),
  })
  .meta({ id: 'IcpFitCounts' });

export const FitComparisonSchema = z
  .object({
    candidate: FitCountsSchema.meta({ description: 'under the rules sent' }),
    current: FitCountsSchema.meta({ description: 'under the saved rules (no rules saved: everything fits)' }),
    newly_fit: count.meta({ description: 'fit under the rules sent, not under the saved ones' }),
    no_longer_fit: count.meta({ description: 'fit under the saved rules, not under the rules sent' }),
  })
  .meta({ id: 'IcpFitComparison' });

export const IcpPreviewSchema = z
  .object({
    current_versions: z
      .object({ account: count, contact: count })
      .meta({ description: 'the saved versions compared against (0: never saved)' }),
    accounts: z
      .object({ total: count.meta({ description: 'imported accounts' }), account_fit: FitComparisonSchema })
      .meta({ description: 'every imported account, scored by the account rules' }),
    contacts: z
      .object({
        total: count.meta({ description: 'contacts not excluded' }),
        account_fit: FitComparisonSchema.meta({ description: 'their current employer, by the account rules' }),
        contact_fit: FitComparisonSchema.meta({ description: 'their current role, by the contact rules, as if they moved today' }),
        both: FitComparisonSchema.meta({ description: 'account fit and contact fit together' }),
      })
      .meta({ description: 'every contact not excluded, in the role it holds now (the checked profile, else the CRM)' }),
  })
  .meta({ id: 'IcpPreview' });

export type FitCounts = z.infer<typeof FitCountsSchema>;
export type FitComparison = z.infer<typeof FitComparisonSchema>;
export type IcpPreview = z.infer<typeof IcpPreviewSchema>;
