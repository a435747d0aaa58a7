import { z } from 'zod';

import { CANDIDATE_SOURCES, CANDIDATE_STATUSES } from '../../domain/vocabulary';
import { NullableDateTime } from '../../shared/schemas';

export const ProfileCandidateSchema = z
  .object({
    id: z.uuid(),
    social_url: z.string(),
    name: z.string(),
    headline: z.string().nullable(),
    company: z.string().nullable(),
    title: z.string().nullable(),
    location: z.string().nullable(),
    score: z.number().meta({ description: "the provider's confidence that this is the contact, 0-1" }),
    reasons: z.array(z.string()).meta({
      description: 'what matched: name, nickname, transliteration, company_current, company_past, email, email_domain, title, location; `name_differs` for a baseline whose name is not the contact\'s',
    }),
    source: z.enum(CANDIDATE_SOURCES).meta({ description: '`search`: the profile finder; `baseline`: the first check of a URL whose name differs' }),
    status: z.enum(CANDIDATE_STATUSES).meta({
      description: 'proposed (waiting for review), confirmed / rejected (by a person), attached (matched with confidence by the finder), dismissed (another candidate was confirmed)',
    }),
    decided_at: NullableDateTime,
    created_at: NullableDateTime,
  })
  .meta({ id: 'ProfileCandidate', description: 'Extension (issue #16): a profile the finder proposes for a contact.' });

export type ProfileCandidate = z.infer<typeof ProfileCandidateSchema>;

export const CandidateParamsSchema = z.object({ id: z.uuid(), candidate_id: z.uuid() });
