/**
 * What a person search asks and answers: the query (a contact known by name and company, plus
 * optional email, title, location) and the candidate profiles, whoever searches (the sandbox,
 * People Data Labs, the finder over gRPC).
 */
export interface PersonSearchQuery {
  first_name: string;
  last_name: string;
  company?: string;
  email?: string;
  title?: string;
  location?: string;
  /** Most candidates wanted (the provider may return fewer). Default 10. */
  limit?: number;
}

export interface PersonCandidate {
  /** https://www.linkedin.com/in/<slug> */
  social_url: string;
  name: string;
  headline: string | null;
  company: string | null;
  title: string | null;
  location: string | null;
  /** The provider's confidence that this is the person, normalised to 0-1. */
  score: number;
  /** The provider's reasons (e.g. name, company, nickname, email), as sent. */
  matched_on: string[];
}

/** `linkedin.com/in/x`, `http://LinkedIn.com/in/x/` → `https://www.linkedin.com/in/x`; other URLs unchanged. */
export function canonicalProfileUrl(value: string): string {
  const match = /^(?:https?:\/\/)?(?:[a-z]{2,3}\.|www\.)?linkedin\.com\/in\/([^/?#\s]+)/i.exec(value.trim());
  return match ? `https://www.linkedin.com/in/${match[1]}` : value.trim();
}
