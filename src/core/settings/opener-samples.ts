import type { OpenerInput } from '../../domain/plays';
import type { PlayType } from '../../domain/vocabulary';

type Sample = Omit<OpenerInput, 'settings'>;

const PERSON = { first_name: 'Dana', last_name: 'Scully', old_company: 'Initech', old_title: 'Head of RevOps' };

/**
 * Built-in sample plays for the opener preview, one per play type (a workspace with no plays
 * yet still sees every kind of line): a made-up person, never one of the workspace's.
 */
export const OPENER_SAMPLES: Record<PlayType, Sample> = {
  direct: {
    ...PERSON, seed: 'sample:direct', type: 'direct', segment: 'customer', new_company: 'Globex', new_title: 'VP Revenue Operations',
    relationship: { relationship_start: '2024-04-01' }, fit: { account: true, contact: true },
  },
  referral: {
    ...PERSON, seed: 'sample:referral', type: 'referral', segment: 'open_pipeline', new_company: 'Globex', new_title: 'Marketing Manager',
    relationship: { deal_stage: 'Proposal' }, fit: { account: true, contact: false },
  },
  watch: {
    ...PERSON, seed: 'sample:watch', type: 'watch', segment: 'unknown', new_company: 'Hooli', new_title: 'VP Sales', surfaced_late: true,
    fit: { account: false, contact: true },
  },
  archive: { ...PERSON, seed: 'sample:archive', type: 'archive', segment: 'unknown', new_company: 'Hooli', new_title: 'Engineer' },
  promotion: {
    ...PERSON, seed: 'sample:promotion', type: 'promotion', segment: 'churned', old_company: 'Initech', new_company: 'Initech',
    new_title: 'VP Revenue Operations', relationship: { relationship_end: '2025-03-31' },
  },
  churn_risk: {
    ...PERSON, seed: 'sample:churn_risk', type: 'churn_risk', segment: 'customer', new_company: 'Globex', new_title: 'VP Revenue Operations',
  },
};
