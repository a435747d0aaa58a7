import { z } from 'zod';

/**
 * The world spec of issue #24: how the sandbox's people change jobs, and what a provider and a
 * customer's inbox tell about it. Every field is optional; `null` switches a source off.
 * The bench (bench/freshness.ts) reads the same spec, plus its own fields (days, burn_in_days,
 * credits_per_profile_month) that the world ignores.
 *
 * Extensions beyond the list (docs/freshness.md): `companies`, `start_date`,
 * `profile_update_lag_days`.
 */

const range = (min: number, max: number) =>
  z
    .tuple([z.number().min(min).max(max), z.number().min(min).max(max)])
    .refine(([a, b]) => a <= b, 'the range must be [low, high] with low ≤ high');

const multipliers = z.record(z.string(), z.number().positive().max(100));

export const companyEventsSpecSchema = z
  .object({
    /** Layoffs per company per year (a Poisson process per company). */
    layoffs_per_company_year: z.number().min(0).max(12).default(0.05),
    /** Share of the company's people who lose their job in a layoff. */
    layoff_share: z.number().min(0).max(1).default(0.15),
    /** The layoff is announced this many days after it happens (uniform, whole days). */
    announce_lag_days: range(0, 365).default([0, 14]),
  });

export const feedSpecSchema = z
  .object({
    /** Share of profile changes the provider's change feed lists. */
    coverage: z.number().min(0).max(1).default(0.8),
    /** Days from the change showing on the profile to its feed entry (uniform, whole days). */
    lag_days: range(0, 365).default([1, 14]),
    /** Share of the feed's entries that are not job changes (edited skills, a new summary...). */
    false_positive_rate: z.number().min(0).max(0.95).default(0.02),
  });

export const signalsSpecSchema = z
  .object({
    /** Share of the people who leave an employer whose old work email then bounces for the customer. */
    bounce_share: z.number().min(0).max(1).default(0.3),
    /** Days from the real leave to the bounce (uniform, whole days). */
    bounce_lag_days: range(0, 365).default([3, 30]),
  });

/** The hard cases of detection (issue #21) in the evolution: yearly rates per person (per company for acquisitions). */
export const hardCasesSpecSchema = z
  .object({
    /** A founder entry at a page-less side project beside the job. */
    side_project_per_person_year: z.number().min(0).max(1).default(0.01),
    /** The job ends and a study entry (MBA, PhD, master's) starts. */
    back_to_school_per_person_year: z.number().min(0).max(1).default(0.004),
    /** A new entry with the same title at a regional entity of the employer. */
    subsidiary_move_per_person_year: z.number().min(0).max(1).default(0.005),
    /** The company's page is renamed to its acquirer. */
    acquisitions_per_company_year: z.number().min(0).max(1).default(0.01),
  });

export const worldSpecSchema = z
  .object({
    seed: z.number().int().min(0).max(2 ** 31 - 1).default(1),
    people: z.number().int().min(1).max(300_000).default(20_000),
    /** Extension: number of companies (the sandbox's default). */
    companies: z.number().int().min(1).max(100_000).default(400),
    /** Extension: the world clock's first day. */
    start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).default('2026-01-01'),
    days: z.number().int().min(1).max(3650).default(365),
    burn_in_days: z.number().int().min(0).max(3000).default(90),
    /** Average share of people whose profile changes in a month (moves, promotions, edits, leaves, deletions). */
    monthly_change_rate: z.number().min(0).max(0.5).default(0.025),
    /** Weibull shape of the hazard over tenure in the current job (1 = memoryless; < 1: falls with tenure). */
    tenure_shape: z.number().min(0.2).max(5).default(0.8),
    trait_multipliers: z
      .object({
        seniority: multipliers.default({ c_level: 0.7, vp: 0.9, director: 1, manager: 1, ic: 1.3 }),
        function: multipliers.default({ sales: 1.4, engineering: 1.1 }),
      })
      .default({ seniority: { c_level: 0.7, vp: 0.9, director: 1, manager: 1, ic: 1.3 }, function: { sales: 1.4, engineering: 1.1 } }),
    /** σ of the log-normal per-person factor (mean 1) that no trait explains. */
    unexplained_sigma: z.number().min(0).max(3).default(0.5),
    company_events: companyEventsSpecSchema.nullable().default(companyEventsSpecSchema.parse({})),
    feed: feedSpecSchema.nullable().default(feedSpecSchema.parse({})),
    signals: signalsSpecSchema.nullable().default(signalsSpecSchema.parse({})),
    /**
     * Extension (issue #21): side projects, back to school, subsidiary moves and acquisitions at small yearly
     * rates. Off unless asked for (`{}` takes the default rates): an acquisition renames a page for everyone
     * there, which would shift every seeded world, bench figure and finder fixture measured so far.
     */
    hard_cases: hardCasesSpecSchema.nullable().default(null),
    /** Extension: days from a change to it showing on the profile: low + (high − low + 1)·U³ (half for in-company changes). */
    profile_update_lag_days: range(0, 365).default([0, 56]),
    /** Bench only: the uniform policy's checks per profile per month (the adaptive policy's budget). */
    credits_per_profile_month: z.number().positive().max(31).default(1),
  });

export type WorldSpec = z.output<typeof worldSpecSchema>;
export type WorldSpecInput = z.input<typeof worldSpecSchema>;
export type CompanyEventsSpec = z.output<typeof companyEventsSpecSchema>;
export type FeedSpec = z.output<typeof feedSpecSchema>;
export type SignalsSpec = z.output<typeof signalsSpecSchema>;

/** Top-level fields of `input` the spec does not know (they are ignored; the bench prints them). */
export function unknownSpecFields(input: unknown): string[] {
  if (!input || typeof input !== 'object') return [];
  const known = new Set(Object.keys(worldSpecSchema.shape));
  return Object.keys(input).filter((k) => !known.has(k));
}

/** Parses a world spec (defaults filled in); throws a ZodError on a bad one. */
export function parseWorldSpec(input: unknown): WorldSpec {
  return worldSpecSchema.parse(input ?? {});
}

/** The sandbox's own world when none is given: the example (2-3 % moves a month). */
export const DEFAULT_WORLD_SPEC: WorldSpec = parseWorldSpec({});
