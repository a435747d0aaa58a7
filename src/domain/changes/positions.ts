import { isSideRole } from '../titles';
import { companyKey } from './company-key';
import type { CompanyRef, Position, Snapshot } from './types';

/**
 * Normalise a start/end date to a sortable YYYY-MM-DD string. Missing parts
 * default to 01 ("2023-05" → "2023-05-01", "2023" → "2023-01-01"); anything
 * unparseable → null.
 */
export function normaliseDate(value: string | null | undefined): string | null {
  if (value == null) return null;
  const m = /^\s*(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/.exec(value);
  if (m === null) return null;
  const pad = (s: string | undefined): string => (s ?? '1').padStart(2, '0');
  return `${m[1]}-${pad(m[2])}-${pad(m[3])}`;
}

function hasId(id: string | null): id is string {
  return id !== null && id.trim() !== '';
}

/**
 * Same employer? By company network id when BOTH sides have one (so a renamed
 * company keeps its identity and two different companies sharing a name stay
 * distinct), otherwise by normalised name (`companyKey`).
 */
export function sameCompany(a: CompanyRef, b: CompanyRef): boolean {
  if (hasId(a.company_social_id) && hasId(b.company_social_id)) {
    return a.company_social_id.trim() === b.company_social_id.trim();
  }
  return companyKey(a.company) === companyKey(b.company);
}

/**
 * Same position entry? Same employer and same start date. A title edited in
 * place keeps both, a new role at the same employer gets a new start date.
 * Two missing start dates are equal; a missing one never equals a present one.
 */
export function samePositionEntry(a: Position, b: Position): boolean {
  return sameCompany(a, b) && normaliseDate(a.started_on) === normaliseDate(b.started_on);
}

/** Latest-started position of a list (missing start date = oldest; ties: first listed). */
export function latestStarted(positions: readonly Position[]): Position | null {
  let best: Position | null = null;
  let bestDate = '';
  for (const p of positions) {
    const d = normaliseDate(p.started_on) ?? '';
    if (best === null || d > bestDate) {
      best = p;
      bestDate = d;
    }
  }
  return best;
}

/**
 * The primary current position: among `is_current` positions the one with the
 * latest started_on (ties, including all-missing dates: first listed); null if
 * there is none or the profile was not found.
 */
export function currentPosition(snapshot: Snapshot): Position | null {
  if (!snapshot.found) return null;
  return latestStarted(snapshot.positions.filter((p) => p.is_current));
}

/**
 * Side-role-aware primary position used by change detection: like
 * `currentPosition` but a board seat / advisory / investor role (see
 * `isSideRole`) only wins when there is no other current position.
 */
export function primaryPosition(snapshot: Snapshot): Position | null {
  if (!snapshot.found) return null;
  const current = snapshot.positions.filter((p) => p.is_current);
  return latestStarted(current.filter((p) => !isSideRole(p.title))) ?? latestStarted(current);
}

/** Titles compared case- and whitespace-insensitively; null ≡ empty. */
export function normaliseTitleText(title: string | null | undefined): string {
  return (title ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}
