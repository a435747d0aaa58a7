/**
 * People search, scored. A candidate's last name must match (accents and
 * transliterations folded) and its first name must match exactly, by transliteration or
 * as a nickname. Each signal scores 0-1 and the score is the weighted mean over the
 * signals the query gave (docs/sandbox-finding.md has the table):
 *
 *   name      0.5   exact or transliterated first name 1.0, nickname 0.85
 *   company   0.3   current company 1.0, a past company 0.5 (the CRM is out of date), else 0
 *   email     0.6   (only when given) the person's own address at any of their companies 1.0,
 *                   else the domain of their current company 0.3, of a past company 0.15
 *                   (an address identifies one person; a domain only says where they work)
 *   title     0.1   (only when given) same title 1.0, half the words shared 0.5
 *   location  0.1   (only when given) city 1.0, country only 0.5
 *
 * Candidates scoring below MIN_SCORE are dropped; ties go to generation order.
 */
import type { PersonSearchQuery } from '../../../domain/finder/person-candidate';
import { companyKey, type FirstNameMatch, isTransliteration, matchFirstName, plainFold } from '../../../domain/names/name-match';
import type { EmailWorld } from './email-world';
import type { FinderWorld } from './finder-world';
import type { FinderPerson, FinderPosition } from './types';

export const SEARCH_WEIGHTS = { name: 0.5, company: 0.3, email: 0.6, title: 0.1, location: 0.1 } as const;
export const NAME_SCORES: Record<FirstNameMatch, number> = { exact: 1, transliteration: 1, nickname: 0.85 };
export const PAST_COMPANY_SCORE = 0.5;
export const MIN_SCORE = 0.3;
export const MAX_RESULTS = 25;

/** The sandbox answers the same person search the product asks. */
export type SearchQuery = PersonSearchQuery;

export type MatchReason =
  | 'name'
  | 'nickname'
  | 'transliteration'
  | 'company_current'
  | 'company_past'
  | 'email'
  | 'email_domain'
  | 'title'
  | 'location';

export interface SearchCandidate {
  person: FinderPerson;
  score: number;
  matched_on: MatchReason[];
}

const words = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 1);

function companyScore(query: string | undefined, positions: FinderPosition[]): [number, MatchReason?] {
  if (!query) return [0];
  const key = companyKey(query);
  const hit = (p: FinderPosition): boolean => key !== '' && (companyKey(p.company) === key || p.domain.toLowerCase() === query.trim().toLowerCase());
  if (positions.some((p) => p.is_current && hit(p))) return [1, 'company_current'];
  if (positions.some((p) => !p.is_current && hit(p))) return [PAST_COMPANY_SCORE, 'company_past'];
  return [0];
}

function titleScore(query: string, title: string | undefined): number {
  if (!title) return 0;
  if (query.trim().toLowerCase() === title.toLowerCase()) return 1;
  const q = words(query);
  const shared = q.filter((w) => words(title).includes(w)).length;
  return q.length > 0 && shared * 2 >= q.length ? 0.5 : 0;
}

function locationScore(query: string, person: FinderPerson): number {
  const q = plainFold(query);
  if (plainFold(person.city) !== '' && q.includes(plainFold(person.city))) return 1;
  return plainFold(person.country) !== '' && q.includes(plainFold(person.country)) ? 0.5 : 0;
}

function emailScore(query: string, person: FinderPerson, emails: EmailWorld, finder: FinderWorld): [number, MatchReason?] {
  const email = query.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf('@') + 1);
  for (const p of person.positions) {
    const company = finder.world.getCompany(p.company_id);
    if (company && emails.addressAt(person, company) === email) return [1, 'email'];
  }
  const current = person.positions.find((p) => p.is_current);
  if (current && current.domain.toLowerCase() === domain) return [0.3, 'email_domain'];
  if (person.positions.some((p) => p.domain.toLowerCase() === domain)) return [0.15, 'email_domain'];
  return [0];
}

function scoreOne(query: SearchQuery, person: FinderPerson, emails: EmailWorld, finder: FinderWorld): SearchCandidate | undefined {
  const how = matchFirstName(query.first_name, person.first_name);
  if (!how) return undefined;
  const reasons: MatchReason[] = ['name'];
  if (how === 'nickname') reasons.push('nickname');
  if (how === 'transliteration' || isTransliteration(query.last_name, person.last_name)) reasons.push('transliteration');
  let total = SEARCH_WEIGHTS.name * NAME_SCORES[how];
  let weights = SEARCH_WEIGHTS.name;
  const add = (weight: number, [score, reason]: [number, MatchReason?]): void => {
    total += weight * score;
    weights += weight;
    if (reason && score > 0) reasons.push(reason);
  };
  if (query.company !== undefined) add(SEARCH_WEIGHTS.company, companyScore(query.company, person.positions));
  if (query.email !== undefined) add(SEARCH_WEIGHTS.email, emailScore(query.email, person, emails, finder));
  const current = person.positions.find((p) => p.is_current);
  if (query.title !== undefined) add(SEARCH_WEIGHTS.title, [titleScore(query.title, current?.title), 'title']);
  if (query.location !== undefined) add(SEARCH_WEIGHTS.location, [locationScore(query.location, person), 'location']);
  return { person, score: Math.round((total / weights) * 1000) / 1000, matched_on: reasons };
}

/** Scored candidates for `query`, best first. */
export function searchPeople(finder: FinderWorld, emails: EmailWorld, query: SearchQuery): SearchCandidate[] {
  const limit = Math.min(MAX_RESULTS, Math.max(1, query.limit ?? 10));
  const named = finder.ordinalsByLast(query.last_name).filter((o) => matchFirstName(query.first_name, finder.nameOf(o).first) !== undefined);
  return finder
    .people(named)
    .map((p) => scoreOne(query, p, emails, finder))
    .filter((c): c is SearchCandidate => c !== undefined && c.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.person.ordinal - b.person.ordinal)
    .slice(0, limit);
}
