/** Validation of Finder requests: the domain values the calls need, or a message naming the field. */
import { z } from 'zod';

import type { PersonSearchQuery } from '../../domain/finder/person-candidate';
import type { FindEmailRequest, FindPeopleRequest } from '../../grpc/finder-v1';
import type { PartialRequest } from '../../grpc/unary-call';
import type { Validated } from '../validate-request';

const name = z.string().trim().min(1, 'is required').max(200);
/** '' (the proto default) is "unknown". */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? undefined : v));

const peopleSchema = z.object({
  first_name: name,
  last_name: name,
  company: optional(300),
  email: optional(320),
  title: optional(300),
  location: optional(300),
  limit: z.number().int().min(0).max(50),
});

const emailSchema = z.object({
  first_name: name,
  last_name: name,
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a host name such as acme.com'),
});

function validated<T>(result: z.ZodSafeParseResult<T>): Validated<T> {
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, message: `${issue?.path.join('.') || 'request'}: ${issue?.message ?? 'invalid'}` };
}

export function validateFindPeople(request: PartialRequest<FindPeopleRequest>): Validated<PersonSearchQuery> {
  const parsed = validated(peopleSchema.safeParse({
      first_name: request.first_name ?? '',
      last_name: request.last_name ?? '',
      company: request.company ?? '',
      email: request.email ?? '',
      title: request.title ?? '',
      location: request.location ?? '',
      limit: request.limit ?? 0,
    }),
  );
  if (!parsed.ok) return parsed;
  const { limit, ...rest } = parsed.value;
  const query: PersonSearchQuery = { first_name: rest.first_name, last_name: rest.last_name, limit: limit === 0 ? 10 : limit };
  for (const key of ['company', 'email', 'title', 'location'] as const) if (rest[key] !== undefined) query[key] = rest[key];
  return { ok: true, value: query };
}

export function validateFindEmail(request: PartialRequest<FindEmailRequest>): Validated<{ first_name: string; last_name: string; domain: string }> {
  return validated(emailSchema.safeParse({ first_name: request.first_name ?? '', last_name: request.last_name ?? '', domain: request.domain ?? '' }));
}
