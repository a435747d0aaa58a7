/**
 * The wire shape of `CompanyFacts` (src/domain/icp) for EvaluateFit's `company_json`:
 * every member may be left out (unknown: null, an empty list, not a customer).
 */
import { z } from 'zod';

import type { CompanyFacts } from '../../domain/icp';

const text = (max: number) => z.string().max(max).nullable().default(null);
const amount = z.number().min(0).nullable().default(null);

export const CompanyFactsSchema = z.strictObject({
  company_id: text(200),
  name: text(500),
  domain: text(500),
  industry: text(500),
  employees: z.number().int().min(0).nullable().default(null),
  hq: z
    .strictObject({ city: text(200), state: text(200), country: text(200) })
    .default({ city: null, state: null, country: null }),
  specialities: z.array(z.string().max(500)).max(200).default([]),
  description: text(20_000),
  tagline: text(2_000),
  funding_stage: text(100),
  revenue: amount,
  total_funding: amount,
  is_current_customer: z.boolean().default(false),
});

// The wire schema and the domain's type must stay interchangeable.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const factsTypesAgree: Same<z.output<typeof CompanyFactsSchema>, CompanyFacts> = true;
void factsTypesAgree;
