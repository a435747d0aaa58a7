export interface Position {
  company: string;
  company_social_id: string | null;
  title: string | null;
  /** YYYY-MM or YYYY-MM-DD (YYYY tolerated) */
  started_on: string | null;
  ended_on: string | null;
  is_current: boolean;
}

export interface Snapshot {
  found: boolean;
  first_name: string | null;
  last_name: string | null;
  headline: string | null;
  positions: Position[];
}

export type ChangeType = 'moved' | 'promoted' | 'title_changed' | 'left' | 'profile_not_found';

export const CHANGE_TYPES: readonly ChangeType[] = [
  'moved',
  'promoted',
  'title_changed',
  'left',
  'profile_not_found',
];

export interface DetectedChange {
  type: ChangeType;
  from_company: string | null;
  from_title: string | null;
  to_company: string | null;
  to_title: string | null;
  to_started_on: string | null;
}

export type ProfileStatus =
  | 'pending_baseline'
  | 'same_role'
  | 'promoted'
  | 'moved'
  | 'left'
  | 'unknown'
  | 'not_found';

/** The identity part of a position / CRM record used for employer comparison. */
export interface CompanyRef {
  company: string;
  company_social_id: string | null;
}
