import { z } from 'zod';

import { query } from '../../db/query';
import type { Services } from '../context';
import { em } from '../context';
import { creditBalance } from '../credits/credits.service';
import { getSettingsRow } from '../settings/settings.service';

export const FinderEstimateSchema = z
  .object({
    find_profiles: z.boolean(),
    find_emails: z.boolean(),
    profiles_to_search: z.number().int().meta({ description: 'contacts in needs_social with a name and no profile, never searched' }),
    search_credits: z.number().int().meta({ description: 'at most one credit per profile search that finds a match (attached or proposed for review); no match is free' }),
    first_check_credits_max: z.number().int().meta({
      description: 'at most one check credit per contact the finder attaches or a person confirms (its first check)',
    }),
    emails_to_find: z.number().int().meta({ description: 'plays with a new employer whose work email was never looked up' }),
    email_credits_max: z.number().int().meta({
      description: 'at most one credit per address found and verified (valid or risky); not found and invalid are free',
    }),
    credit_balance: z.number().int(),
  })
  .meta({ id: 'FinderEstimate', description: 'Extension (issue #16): what the profile and email finders would do and cost now.' });

export type FinderEstimate = z.infer<typeof FinderEstimateSchema>;

/** The figures for the finders, whether or not they are on, so nobody is charged by surprise. */
export async function estimateFinder(services: Services, workspaceId: string): Promise<FinderEstimate> {
  const settings = await getSettingsRow(services, workspaceId);
  const [row] = await query<{ profiles: number; emails: number }>(
    em(services),
    `select (select count(*)::int from contacts c
              where c.workspace_id = ?::uuid and c.tracking_status = 'needs_social' and c.profile_id is null
                and c.first_name <> '' and c.last_name <> ''
                and not exists (select 1 from finder_jobs j where j.job_key = 'profile:' || c.id)) as profiles,
            (select count(*)::int from plays pl
              where pl.workspace_id = ?::uuid and pl.new_company is not null and pl.type <> 'archive'
                and not exists (select 1 from finder_jobs j where j.job_key = 'email:' || pl.id)) as emails`,
    [workspaceId, workspaceId],
  );
  const profiles = row?.profiles ?? 0;
  const emails = row?.emails ?? 0;
  return {
    find_profiles: settings.find_profiles,
    find_emails: settings.find_emails,
    profiles_to_search: profiles,
    search_credits: profiles,
    first_check_credits_max: profiles,
    emails_to_find: emails,
    email_credits_max: emails,
    credit_balance: await creditBalance(services, workspaceId),
  };
}
