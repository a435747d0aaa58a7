import type { FundingStage } from './industries';
import type { JobFunction, Seniority } from './titles';

export interface CompanyHq {
  city: string;
  state: string | null;
  country: string;
}

/** A company in the world (also the admin view). */
export interface Company {
  id: string;
  social_id: string;
  /** URL slug: https://www.linkedin.com/company/<slug> */
  slug: string;
  name: string;
  domain: string;
  industry: string;
  employees: number;
  hq: CompanyHq;
  specialities: string[];
  description: string;
  tagline: string;
  funding_stage: FundingStage;
}

/**
 * Compact person storage. `pos` is a flat array of positions in chronological
 * order, POSITION_STRIDE numbers each: [companyIndex, titleIndex, startMonth, endMonth]
 * where endMonth = -1 means current. Names/locations point into shared pools.
 */
export interface PersonRecord {
  id: string;
  slug: string;
  aco: string;
  first: string;
  last: string;
  /** Index into LOCATIONS. */
  loc: number;
  /** Headline template index. */
  style: number;
  deleted: boolean;
  pos: number[];
  /** Entries beside the job history (explicit changes only): career breaks and side roles. */
  extra?: ExtraPosition[];
}

/**
 * A position outside the job chronology: a `non_job` entry (career break, open to work) with
 * no company, or a `side_role` (advisor, board member, investor) at another company held
 * beside the main job. Months as in `pos`; `end` -1 means current.
 */
export interface ExtraPosition {
  kind: 'non_job' | 'side_role';
  company: number | null;
  /** The name shown for an entry without a company page (a side project, a school); else the title is shown. */
  company_name?: string;
  title: string;
  start: number;
  end: number;
}

export interface PositionView {
  company_id: string;
  company: string;
  company_social_id: string;
  title: string;
  started_on: string;
  ended_on: string | null;
  is_current: boolean;
  function: JobFunction;
  seniority: Seniority;
}

/** A person's own fields, as the world keeps them and the provider shows them. */
export interface PersonFields {
  id: string;
  social_url: string;
  slug: string;
  aco_id: string;
  first_name: string;
  last_name: string;
  headline: string;
  city: string;
  country: string;
}

/** Full person as the world (and the admin API) sees it; positions newest first. */
export interface PersonView extends PersonFields {
  positions: PositionView[];
  deleted: boolean;
}

export interface PersonSummary {
  id: string;
  social_url: string;
  first_name: string;
  last_name: string;
  company: string | null;
  title: string | null;
}

/** Changes the random evolution makes (and counts). */
export const EVOLUTION_CHANGE_TYPES = ['move', 'promote', 'title_edit', 'demote', 'leave', 'delete'] as const;
export type ChangeType = (typeof EVOLUTION_CHANGE_TYPES)[number];

/**
 * Every explicit change of a person: the evolution's, plus `career_break` (the job ends, a
 * current non-job entry starts), `add_side_role` (an advisor / board / investor role at
 * another company beside the job) and `return` (undo a leave, a career break or a deletion:
 * the person is back unchanged), and the hard cases of detection (issue #21): `side_project` (a
 * founder entry at a page-less project beside the job), `back_to_school` (the job ends, a study
 * entry at an institution starts), `subsidiary_move` (a new entry with the same title at a regional
 * entity of the employer) and `acquired` (the employer's page is renamed to its acquirer).
 */
export const CHANGE_TYPES = [
  ...EVOLUTION_CHANGE_TYPES,
  'career_break',
  'add_side_role',
  'return',
  'side_project',
  'back_to_school',
  'subsidiary_move',
  'acquired',
] as const;
export type PersonChangeType = (typeof CHANGE_TYPES)[number];

export interface ChangeRequest {
  type: PersonChangeType;
  /**
   * For moves, side roles and subsidiary moves: name of an existing company (case-insensitive) or a
   * new one to create; for a side project its name, for back_to_school the institution, for
   * acquired the acquirer's name.
   */
  company?: string;
  /** Explicit new title (move, promote, title_edit, demote, add_side_role) or label (career_break). */
  title?: string;
}

export type ChangeCounts = Record<ChangeType, number>;

export interface AdvanceResult {
  now: string;
  changes: ChangeCounts;
}

export function emptyChangeCounts(): ChangeCounts {
  return { move: 0, promote: 0, title_edit: 0, demote: 0, leave: 0, delete: 0 };
}

export const PROFILE_URL_PREFIX = 'https://www.linkedin.com/in/';
export const COMPANY_URL_PREFIX = 'https://www.linkedin.com/company/';

/** Error raised by world operations; the HTTP layer maps `status`/`code` to the envelope. */
export class WorldError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WorldError';
  }
}
