import { isFounderTitle } from '../titles/side-roles';
import { hasCompanyPage } from './employment-evidence';
import { currentJobs, parseDate } from './positions';
import { headlineKeepsJob, headlineNamesLead, headlineNamesTitle, headlineNamesWhole } from './presented-job';
import type { Position, Snapshot } from './types';

/**
 * Round 28 (issue #21): the main job ends while an entry that was already there stays — read by the profile's
 * structure, not by the words of the entry that stays (`bench/side-entry-tally.ts` counts the labelled shapes).
 *
 * - `presentedMainEnded`: the earlier snapshot held two or more current jobs and its headline presented one of
 *   them (its employer or its title: `headlineKeepsJob`; or its name's first two words, or its bracketed short name:
 *   `headlineNamesLead`) and not the other (where it presents both, the one it
 *   names whole: `headlineNamesWhole`); the later snapshot ends the presented one and adds no current entry. The
 *   presented entry was the main job, whichever started last: its end is the change (before, the later-started
 *   entry was read as the main job, it continued, and no rule answered).
 * - `heldBesideMain`: the entry that stays was current beside that main job in the earlier snapshot and started
 *   more than six months before its end → held beside it, `left` (513 labelled pairs of this shape, every one
 *   `left`; the six read `moved` have no headline). Started within six months of the end: the new job the person
 *   added before leaving → `moved` (round 28's own rows; no labelled set holds one).
 * - `ownProjectSurfacedLate`: a NEW entry with no company page and an owner's or founder's title, started a year
 *   or more before the main job's end and after its start: the person's own business run beside the job, shown
 *   late — no new employer.
 */
export function presentedMainEnded(prev: Snapshot, ended: (p: Position) => Position | null, kept: Position): Position | null {
  const headline = prev.headline ?? '';
  if (headline.trim() === '') return null;
  for (const p of currentJobs(prev)) {
    if (p !== kept && ended(p) !== null && presentedOver(prev, p, kept)) return p;
  }
  return null;
}

/** The headline presents `main` and not `other`; where it presents both ("Karolinska" names the hospital and the institute), the one it names whole. */
function presentedOver(prev: Snapshot, main: Position, other: Position): boolean {
  const presents = (p: Position, q: Position) => headlineKeepsJob(prev, p, q) || headlineNamesLead(prev, p);
  if (!presents(main, other)) return false;
  if (!presents(other, main)) return true;
  // Round 29 (w3h's Natura manager and her reseller entry): two entries at one employer — the name tells nothing; the title
  // the headline names whole does.
  if (sameName(main, other)) return headlineNamesTitle(prev, main) && !headlineNamesTitle(prev, other);
  return headlineNamesWhole(prev, main) && !headlineNamesWhole(prev, other);
}

function sameName(a: Position, b: Position): boolean {
  return (a.company ?? '').trim().toLowerCase() === (b.company ?? '').trim().toLowerCase();
}

/** `beside` was current beside `main` in `prev`, whose headline presents `main` and not `beside`, and started well before `end`. */
export function heldBesideMain(prev: Snapshot, main: Position, beside: Position, end: string | null): boolean {
  if (!beside.is_current || !main.is_current) return false;
  return startedWellBefore(beside.started_on, end) && presentedOver(prev, main, beside);
}

/** More than six months before `end` (a missing start date: held so long nobody wrote it). */
function startedWellBefore(start: string | null, end: string | null): boolean {
  const gap = monthsBetween(start, end);
  return gap === null ? parseDate(start) === null && parseDate(end) !== null : gap > 6;
}

function monthsBetween(from: string | null, to: string | null): number | null {
  const a = parseDate(from);
  const b = parseDate(to);
  if (a === null || b === null) return null;
  return (Number(b.y) - Number(a.y)) * 12 + ((b.m ?? 1) - (a.m ?? 1));
}

export function ownProjectSurfacedLate(p: Position, main: Position, end: string | null): boolean {
  if (hasCompanyPage(p) || !isFounderTitle(p.title ?? '')) return false;
  const gap = monthsBetween(p.started_on, end);
  const since = monthsBetween(main.started_on, p.started_on);
  return gap !== null && gap >= 12 && since !== null && since > 0;
}
