import { type CompanyAliases, NO_ALIASES } from '../company/aliases';
import { memoiseByString } from '../company/memoise';
import { stripAccents } from '../normalise/text';
import { isInstitution } from '../titles/education';
import { isNonJobEntry } from '../titles/non-job';
import { isCommunityOrganisation, isFounderTitle, isOwnConsultingEntry, isSideRole, isTeachingTitle } from '../titles/side-roles';
import { activityEntry } from './activity-entry';
import { hasCompanyPage, knownEmployer } from './employment-evidence';
import { seatOnABody } from './seat-entry';
import type { CompanyRef, Position, Snapshot } from './types';

/**
 * Normalise a start/end date to a sortable YYYY-MM-DD string. Missing parts
 * default to 01 ("2023-05" → "2023-05-01", "2023" → "2023-01-01"); anything
 * unparseable → null.
 */
export function normaliseDate(value: string | null | undefined): string | null {
  const d = parseDate(value);
  return d === null ? null : `${d.y}-${pad(d.m ?? 1)}-${pad(d.d ?? 1)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A date as precise as it was written: year, year-month or year-month-day. */
export interface PartialDate {
  y: string;
  m: number | null;
  d: number | null;
}

const DATE = /^\s*(\d{4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?/;

export function parseDate(value: string | null | undefined): PartialDate | null {
  if (value == null) return null;
  const m = DATE.exec(value);
  if (m === null || m[1] === undefined) return null;
  return { y: m[1], m: m[2] === undefined ? null : Number(m[2]), d: m[3] === undefined ? null : Number(m[3]) };
}

/**
 * Same start date at the precision both sides share: "2021-03" ≡ "2021-03-15", "2021" ≡
 * "2021-07". Two missing dates are equal; a missing one never equals a present one.
 */
export function sameDate(a: string | null | undefined, b: string | null | undefined): boolean {
  const da = parseDate(a);
  const db = parseDate(b);
  if (da === null || db === null) return da === db;
  if (da.y !== db.y) return false;
  if (da.m === null || db.m === null) return true;
  if (da.m !== db.m) return false;
  return da.d === null || db.d === null || da.d === db.d;
}

/** Both dates present and equal to the month at least (for entries whose company changed). */
export function sameMonth(a: string | null | undefined, b: string | null | undefined): boolean {
  const da = parseDate(a);
  const db = parseDate(b);
  return da !== null && db !== null && da.m !== null && db.m !== null && sameDate(a, b);
}

/** The last day a written date can stand for ("2024-02" → 2024-02-29), as epoch ms; null if none. */
export function latestInstant(value: string | null | undefined): number | null {
  const d = parseDate(value);
  if (d === null) return null;
  const y = Number(d.y);
  if (d.m === null) return Date.UTC(y, 11, 31);
  if (d.d === null) return Date.UTC(y, d.m, 0);
  return Date.UTC(y, d.m - 1, d.d);
}

/**
 * Same employer? By company network id when BOTH sides have one (so two different companies
 * sharing a name stay distinct), otherwise by normalised name (`companyKey`); in both cases
 * also through the workspace's remembered aliases (page merges, renames).
 */
export function sameCompany(a: CompanyRef, b: CompanyRef, aliases: CompanyAliases = NO_ALIASES): boolean {
  return aliases.same(a, b);
}

/**
 * Same position entry? Same employer and same start date at the precision both share. A
 * title edited in place keeps both, a new role at the same employer gets a new start date.
 */
export function samePositionEntry(a: Position, b: Position, aliases: CompanyAliases = NO_ALIASES): boolean {
  return sameDate(a.started_on, b.started_on) && sameCompany(a, b, aliases);
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
 * The latest-started current position: among `is_current` positions the one with the
 * latest started_on (ties, including all-missing dates: first listed); null if there is
 * none or the profile was not found.
 */
export function currentPosition(snapshot: Snapshot): Position | null {
  if (!snapshot.found) return null;
  return latestStarted(snapshot.positions.filter((p) => p.is_current));
}

/** Current positions that are jobs (not a career break, open-to-work or similar entry). */
export function currentJobs(snapshot: Snapshot): Position[] {
  return snapshot.found ? snapshot.positions.filter((p) => p.is_current && !isNonJobEntry(p)) : [];
}

/**
 * Side-role-aware primary position used by change detection: the latest-started current job
 * that is an employer's (not the person's own consulting practice or side project: a consultant
 * or founder title with no company page, nor teaching at a place of study beside another job, nor a
 * seat at an association, foundation, chamber or club, nor an activity: an elected seat, a club, a gig,
 * spare time — `activity-entry.ts`);
 * among those, a known employer (a company page or an organisation's name) comes before an entry with
 * neither (a treasurer of a "Comité des fêtes", a 副会长 of an association beside a job: round 10,
 * `employment-evidence.ts`);
 * else the latest other job that is no activity or seat (a teacher at a school foundation beside a council
 * committee seat: the foundation reads as a community organisation); else the latest other job; a board seat / advisory /
 * investor role (see `isSideRole`) or a seat on a body (`seat-entry.ts`) only when there is no other current job; never a non-job
 * entry (see `isNonJobEntry`).
 */
export function primaryPosition(snapshot: Snapshot, current: readonly Position[] = currentJobs(snapshot)): Position | null {
  // `current`: the snapshot's `currentJobs`, when the caller has read them already (round 31, for cost).
  // One current job (most profiles): it is the primary whatever the tests below say of it (round 28: engine cost).
  if (current.length <= 1) return current[0] ?? null;
  const jobs = current.filter((p) => !isSideRole(p.title));
  const employed = jobs.filter(
    (p) =>
      !isOwnConsultingEntry(p) &&
      !ownProject(p) &&
      !teachingBeside(p, jobs) &&
      !isCommunityOrganisation(p.company ?? '') &&
      !seatOnABody(p) &&
      !activityEntry(p),
  );
  const notActivities = jobs.filter((p) => !seatOnABody(p) && !activityEntry(p));
  return (
    latestStarted(employed.filter(knownEmployer)) ??
    latestStarted(employed) ??
    latestStarted(notActivities) ??
    latestStarted(jobs) ??
    latestStarted(current)
  );
}

/** Teaching at a place of study beside another current job (the job is the main one). */
function teachingBeside(p: Position, jobs: readonly Position[]): boolean {
  return jobs.length > 1 && isTeachingTitle(p.title ?? '') && isInstitution(p.company) && jobs.some((j) => !isTeachingTitle(j.title ?? ''));
}

function ownProject(p: Position): boolean {
  return !hasCompanyPage(p) && isFounderTitle(p.title ?? '');
}

/** Titles compared case- and whitespace-insensitively; null ≡ empty. */
export function normaliseTitleText(title: string | null | undefined): string {
  return (title ?? '').normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Without a prototype, so a word such as "constructor" or "toString" looks up nothing (round 25: it made `detectChange` throw). */
export const TITLE_ABBREVIATIONS: Readonly<Record<string, string>> = Object.assign(Object.create(null) as Record<string, string>, {
  sr: 'senior',
  snr: 'senior',
  jr: 'junior',
  mgr: 'manager',
  dir: 'director',
  vp: 'vice president',
  svp: 'senior vice president',
  evp: 'executive vice president',
  avp: 'assistant vice president',
  acct: 'account',
  exec: 'executive',
  mktg: 'marketing',
  mkt: 'marketing',
  dev: 'development',
  bizdev: 'business development',
  intl: 'international',
  '&': 'and',
});

/**
 * The words of a title for "did it really change?": accents, case, punctuation and common
 * abbreviations ignored ("Sr. Account Exec" ≡ "Senior Account Executive", "VP, Sales" ≡
 * "VP Sales").
 */
export function titleWords(title: string | null | undefined): string {
  return wordsOf(title ?? '');
}

const wordsOf = memoiseByString((title: string): string =>
  stripAccents(title)
    .toLowerCase()
    .replace(/&|(?<=\s)\+(?=\s)/g, ' & ')
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((w) => w !== '')
    .map((w) => TITLE_ABBREVIATIONS[w] ?? w)
    .join(' '),
);
