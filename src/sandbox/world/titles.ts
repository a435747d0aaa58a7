/**
 * Title catalog: realistic B2B titles per job function and seniority level.
 * Levels: 0 junior IC, 1 senior IC, 2 manager, 3 director, 4 VP, 5 C-level.
 * Every (function, level) slot that exists has at least two titles so an
 * in-place title edit can always pick a different one.
 */
import type { JobFunction as DomainJobFunction, Seniority } from '../../domain/vocabulary';

export { SENIORITIES, type Seniority } from '../../domain/vocabulary';

/**
 * Relative share of people per function the world's title catalog covers (a subset of the domain's
 * functions, in catalog order): the one place the sandbox names them, so the list and its weights
 * cannot drift apart.
 */
const FUNCTION_SHARES = {
  sales: 22, marketing: 12, revops: 6, customer_success: 10, product: 8, engineering: 18, finance: 7, people: 6, operations: 7, executive: 4,
} as const satisfies Partial<Record<DomainJobFunction, number>>;

export type JobFunction = keyof typeof FUNCTION_SHARES;

/** The functions the world's title catalog covers, in catalog order. */
export const JOB_FUNCTIONS = Object.keys(FUNCTION_SHARES) as readonly JobFunction[];

/** Relative share of people per function (index-aligned with JOB_FUNCTIONS). */
export const FUNCTION_WEIGHTS: readonly number[] = Object.values(FUNCTION_SHARES);

export const MAX_LEVEL = 5;

export function levelToSeniority(level: number): Seniority {
  if (level <= 1) return 'ic';
  if (level === 2) return 'manager';
  if (level === 3) return 'director';
  if (level === 4) return 'vp';
  return 'c_level';
}

/** Relative share of people per current level. */
export const LEVEL_WEIGHTS: readonly number[] = [20, 30, 22, 13, 9, 6];

type Ladder = readonly (readonly string[])[];

export const TITLE_CATALOG: Record<JobFunction, Ladder> = {
  sales: [
    ['Sales Development Representative', 'Business Development Representative', 'Inside Sales Representative'],
    ['Account Executive', 'Senior Account Executive', 'Enterprise Account Executive', 'Strategic Account Executive'],
    ['Sales Manager', 'Regional Sales Manager', 'SDR Manager', 'Manager, Enterprise Sales'],
    ['Director of Sales', 'Sales Director', 'Head of Sales', 'Director, Enterprise Sales'],
    ['VP of Sales', 'VP Sales', 'Vice President of Sales', 'SVP, Global Sales'],
    ['Chief Revenue Officer', 'Chief Sales Officer'],
  ],
  marketing: [
    ['Marketing Coordinator', 'Marketing Specialist', 'Marketing Associate'],
    ['Demand Generation Manager', 'Product Marketing Manager', 'Senior Content Marketing Manager', 'Growth Marketer'],
    ['Marketing Manager', 'Senior Manager, Demand Generation', 'Field Marketing Manager'],
    ['Director of Marketing', 'Director of Demand Generation', 'Head of Marketing', 'Director of Product Marketing'],
    ['VP of Marketing', 'VP Marketing', 'Vice President, Growth Marketing'],
    ['Chief Marketing Officer', 'CMO'],
  ],
  revops: [
    ['Revenue Operations Analyst', 'Sales Operations Analyst', 'GTM Operations Associate'],
    ['Senior Revenue Operations Analyst', 'Salesforce Administrator', 'Senior Sales Operations Analyst'],
    ['Revenue Operations Manager', 'Sales Operations Manager', 'Marketing Operations Manager'],
    ['Director of Revenue Operations', 'Head of RevOps', 'Director, Sales Operations'],
    ['VP of Revenue Operations', 'VP, GTM Operations'],
    ['Chief Business Officer', 'Chief Go-To-Market Officer'],
  ],
  customer_success: [
    ['Customer Success Associate', 'Customer Support Specialist', 'Onboarding Specialist'],
    ['Customer Success Manager', 'Senior Customer Success Manager', 'Account Manager', 'Technical Account Manager'],
    ['Manager, Customer Success', 'Customer Success Team Lead', 'Support Manager'],
    ['Director of Customer Success', 'Head of Customer Success', 'Director, Account Management'],
    ['VP of Customer Success', 'VP Customer Experience'],
    ['Chief Customer Officer', 'Chief Experience Officer'],
  ],
  product: [
    ['Associate Product Manager', 'Product Analyst', 'Junior Product Manager'],
    ['Product Manager', 'Senior Product Manager', 'Product Owner'],
    ['Group Product Manager', 'Principal Product Manager', 'Product Lead'],
    ['Director of Product', 'Director of Product Management', 'Head of Product'],
    ['VP of Product', 'VP Product Management'],
    ['Chief Product Officer', 'CPO'],
  ],
  engineering: [
    ['Software Engineer', 'Frontend Engineer', 'Backend Engineer', 'Data Engineer'],
    ['Senior Software Engineer', 'Staff Engineer', 'Senior Data Engineer', 'Site Reliability Engineer'],
    ['Engineering Manager', 'Senior Engineering Manager', 'Tech Lead Manager'],
    ['Director of Engineering', 'Head of Engineering', 'Director, Platform Engineering'],
    ['VP of Engineering', 'VP Engineering', 'Vice President of Engineering'],
    ['Chief Technology Officer', 'CTO'],
  ],
  finance: [
    ['Financial Analyst', 'Staff Accountant', 'Accounts Payable Specialist'],
    ['Senior Financial Analyst', 'Senior Accountant', 'FP&A Analyst'],
    ['Finance Manager', 'Controller', 'Manager, FP&A'],
    ['Director of Finance', 'Director of FP&A', 'Head of Finance'],
    ['VP of Finance', 'VP Finance & Administration'],
    ['Chief Financial Officer', 'CFO'],
  ],
  people: [
    ['Recruiter', 'HR Coordinator', 'Talent Acquisition Coordinator'],
    ['Senior Recruiter', 'HR Business Partner', 'Senior Talent Partner'],
    ['Talent Acquisition Manager', 'HR Manager', 'People Operations Manager'],
    ['Director of People', 'Director of Talent Acquisition', 'Head of People'],
    ['VP of People', 'VP Human Resources'],
    ['Chief People Officer', 'Chief Human Resources Officer'],
  ],
  operations: [
    ['Operations Analyst', 'Operations Associate', 'Business Analyst'],
    ['Senior Operations Analyst', 'Operations Specialist', 'Senior Business Analyst'],
    ['Operations Manager', 'Business Operations Manager', 'Program Manager'],
    ['Director of Operations', 'Head of Business Operations', 'Director, Strategy & Operations'],
    ['VP of Operations', 'VP Business Operations'],
    ['Chief Operating Officer', 'COO'],
  ],
  executive: [
    [],
    [],
    ['Chief of Staff', 'Founder'],
    ['General Manager', 'Managing Director'],
    ['President', 'Co-Founder & President'],
    ['Chief Executive Officer', 'Co-Founder & CEO', 'Founder & CEO'],
  ],
};

/** Lowest level with titles for a function (executive starts at manager level). */
export function minLevel(fn: JobFunction): number {
  return fn === 'executive' ? 2 : 0;
}

const LEVEL_PATTERNS: readonly [RegExp, number][] = [
  [/\b(chief|ceo|cto|cfo|coo|cro|cmo|cpo|founder)\b/i, 5],
  [/\b(president|vp|svp|evp)\b/i, 4],
  [/\b(director|head of|managing director|general manager)\b/i, 3],
  [/\b(manager|lead|principal|chief of staff)\b/i, 2],
  [/\b(senior|sr\.?|staff)\b/i, 1],
  [/\b(junior|jr\.?|associate|intern|assistant|coordinator|representative)\b/i, 0],
];

const FUNCTION_PATTERNS: readonly [RegExp, JobFunction][] = [
  [/\b(revenue operations|revops|sales operations|gtm operations|salesforce)\b/i, 'revops'],
  [/\b(ceo|chief executive|founder|president|general manager|managing director)\b/i, 'executive'],
  [/\b(customer|account manager|support|onboarding)\b/i, 'customer_success'],
  [/\b(sales|account executive|business development|sdr|bdr|revenue|cro)\b/i, 'sales'],
  [/\b(marketing|brand|demand|content|growth|cmo)\b/i, 'marketing'],
  [/\b(product|cpo)\b/i, 'product'],
  [/\b(engineer\w*|developer|technology|cto|software|data|devops)\b/i, 'engineering'],
  [/\b(finance|financial|accountant|controller|cfo|fp&a)\b/i, 'finance'],
  [/\b(people|hr|human resources|talent|recruit\w*|cpo)\b/i, 'people'],
  [/\b(operations|coo|business analyst|program)\b/i, 'operations'],
];

/** Best-effort classification of a free-text title (used for titles given through applyChange). */
export function inferTitle(title: string, fallbackFn: JobFunction, fallbackLevel: number): { fn: JobFunction; level: number } {
  const level = LEVEL_PATTERNS.find(([re]) => re.test(title))?.[1] ?? fallbackLevel;
  const fn = FUNCTION_PATTERNS.find(([re]) => re.test(title))?.[1] ?? fallbackFn;
  return { fn, level };
}
