import { estimateFinder, FinderEstimateSchema } from '../../core/finder/finder-estimate';
import { route } from '../route-table';

const finderEstimateExample = {
  find_profiles: true,
  find_emails: true,
  profiles_to_search: 42,
  search_credits: 0,
  first_check_credits_max: 42,
  emails_to_find: 7,
  email_credits_max: 7,
  credit_balance: 4200,
};

/** Extension routes of the profile and email finders (issue #16): what they would search and cost. */
export const finderRoutes = [
  route({
    method: 'get',
    path: '/finder/estimate',
    operationId: 'estimateFinder',
    summary: 'What the profile and email finders would search and cost (extension)',
    description:
      'Extension (issue #16), the sibling of GET /runs/estimate for Settings `find_profiles` / `find_emails`. A profile ' +
      'search is free; an attached or confirmed profile costs its first check; an email costs one credit when found and ' +
      'verified (valid or risky), nothing when not found or invalid.',
    tag: 'Finder',
    responses: { 200: { description: 'The estimate', schema: FinderEstimateSchema, example: finderEstimateExample } },
    handler: async ({ services, caller }) => ({ status: 200, body: await estimateFinder(services, caller.workspaceId) }),
  }),
];
