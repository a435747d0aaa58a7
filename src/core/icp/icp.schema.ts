import { z } from 'zod';

import type { AccountIcpRules, ContactIcpRules } from '../../domain/icp/rules';
import { COMPANY_TYPES, FUNDING_STAGES, KEYWORD_FIELDS } from '../../domain/icp/rules';
import { JOB_FUNCTIONS, SENIORITIES } from '../../domain/titles/types';
import { ICP_KINDS } from '../../domain/vocabulary';
import { NullableDateTime } from '../../shared/schemas';

const MAX_ITEMS = 200;
const text = z.string().trim().min(1, 'must not be empty').max(200);
const list = (item: z.ZodType<string> = text) => z.array(item).max(MAX_ITEMS, `at most ${MAX_ITEMS} entries`);

/** An inclusive range; either end may be left open, not both; min ≤ max. */
function range(bound: z.ZodNumber, what: string) {
  return z
    .strictObject({ min: bound.optional(), max: bound.optional() })
    .refine((r) => r.min !== undefined || r.max !== undefined, { message: 'give min, max or both' })
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: 'min must not be greater than max',
      path: ['min'],
    })
    .meta({ description: `${what}: inclusive; either end may be omitted` });
}

export const AccountIcpRulesSchema = z
  .strictObject({
    version: z.literal(1).optional().meta({ description: 'rule schema version, constant 1' }),
    unknown_policy: z.enum(['fail', 'pass']).optional().meta({ description: 'what an unknown company field counts as; default fail' }),
    industries: z.strictObject({ any: list() }).optional(),
    employees: range(z.number().int().min(0), 'employees').optional(),
    hq: z
      .strictObject({
        countries: list().optional().meta({ description: 'country names or codes; macro-regions (EMEA, DACH...) accepted' }),
        regions: list().optional().meta({ description: 'US states / Canadian provinces (code or name) or macro-regions' }),
      })
      .optional(),
    keywords: z
      .strictObject({
        any: list(),
        fields: z.array(z.enum(KEYWORD_FIELDS)).max(KEYWORD_FIELDS.length).optional().meta({ description: 'default: all fields' }),
      })
      .optional(),
    funding_stages: z.array(z.enum(FUNDING_STAGES)).max(FUNDING_STAGES.length).optional(),
    revenue: range(z.number().min(0), 'annual revenue in major units, from imported accounts').optional(),
    total_funding: range(z.number().min(0), 'total funding in major units, from imported accounts').optional(),
    exclude: z
      .strictObject({
        company_ids: list().optional().meta({ description: 'network company ids' }),
        domains: list().optional().meta({ description: 'a domain also excludes its subdomains' }),
        name_patterns: list()
          .optional()
          .meta({ description: 'whole-name patterns, case-insensitive; * = any characters, ? = one character' }),
        company_types: z.array(z.enum(COMPANY_TYPES)).max(COMPANY_TYPES.length).optional(),
        current_customers: z.boolean().optional().meta({ description: 'exclude companies whose imported account is a customer' }),
      })
      .optional(),
  })
  .meta({ id: 'AccountIcpRules' });

export const ContactIcpRulesSchema = z
  .strictObject({
    version: z.literal(1).optional().meta({ description: 'rule schema version, constant 1' }),
    title: z
      .strictObject({
        include: list().optional().meta({ description: 'whole-word phrases; one must appear in the title' }),
        exclude: list().optional().meta({ description: 'whole-word phrases; none may appear in the title' }),
      })
      .optional(),
    seniority: z.array(z.enum(SENIORITIES)).max(SENIORITIES.length).optional(),
    functions: z.array(z.enum(JOB_FUNCTIONS)).max(JOB_FUNCTIONS.length).optional(),
    min_tenure_months: z.number().int().min(0).max(1200).optional().meta({ description: 'months in the previous role' }),
  })
  .meta({ id: 'ContactIcpRules' });

// The wire schemas and the domain's rule types must stay interchangeable.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const accountTypesAgree: Same<z.output<typeof AccountIcpRulesSchema>, AccountIcpRules> = true;
const contactTypesAgree: Same<z.output<typeof ContactIcpRulesSchema>, ContactIcpRules> = true;
void accountTypesAgree;
void contactTypesAgree;

const versioned = <T extends z.ZodType>(rules: T) =>
  z.object({
    version: z.number().int().meta({ description: 'stored version; 0 until the set is first saved' }),
    rules,
    updated_at: NullableDateTime,
  });

export const IcpSchema = z
  .object({ account: versioned(AccountIcpRulesSchema), contact: versioned(ContactIcpRulesSchema) })
  .meta({ id: 'Icp' });

export const IcpUpdateSchema = z
  .strictObject({ account: AccountIcpRulesSchema.optional(), contact: ContactIcpRulesSchema.optional() })
  .meta({ id: 'IcpUpdate', description: 'Replace semantics: a set sent is stored whole; a set left out is unchanged' });

export type Icp = z.infer<typeof IcpSchema>;
export type IcpUpdate = z.infer<typeof IcpUpdateSchema>;
export type { AccountIcpRules, ContactIcpRules };

/** Extension (issue #23): the version history of the rule sets. */
export const IcpVersionsQuerySchema = z.strictObject({ kind: z.enum(ICP_KINDS).optional().meta({ description: 'Only this rule set' }) });

export const IcpVersionListSchema = z
  .object({
    data: z.array(
      z.object({
        kind: z.enum(ICP_KINDS),
        version: z.number().int(),
        rules: z.record(z.string(), z.unknown()),
        created_at: NullableDateTime,
      }),
    ),
  })
  .meta({ id: 'IcpVersionList' });
