/** The people-data view of the world that search and email finding work on. */

export const OVERLAY_KINDS = ['namesake_same_company', 'namesake_other_company', 'nickname', 'accent', 'showcase'] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

export interface FinderPosition {
  company_id: string;
  company: string;
  domain: string;
  title: string;
  started_on: string;
  ended_on: string | null;
  is_current: boolean;
}

export interface FinderPerson {
  id: string;
  social_url: string;
  first_name: string;
  last_name: string;
  headline: string;
  city: string;
  country: string;
  /** Newest first. */
  positions: FinderPosition[];
  /** Generation order: the world's people first, then the overlay. Breaks ties everywhere. */
  ordinal: number;
  /** Set for overlay people: why they exist. */
  overlay: OverlayKind | null;
  /** For overlay people derived from a world person: that person's id. */
  namesake_of: string | null;
}
