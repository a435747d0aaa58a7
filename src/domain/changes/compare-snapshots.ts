import { type CompanyAliasPair, NO_ALIASES } from '../company/aliases';
import { companyKey } from '../company/company-key';
import { classifyTitle } from '../titles/classify';
import { nonJobKind } from '../titles/non-job';
import { isCommunityOrganisation, isSideRole, sideRoleKind } from '../titles/side-roles';
import { seniorityRank } from '../titles/types';
import { type EntryMatching, matchEntries } from './entry-matching';
import { changeBy, type RuleId } from './evidence';
import { currentJobs, latestStarted, normaliseDate, parseDate, primaryPosition, sameCompany, titleWords } from './positions';
import type { DetectContext, DetectedChange, Position, Snapshot } from './types';

/** The outcome of comparing two found snapshots of one profile. */
export interface Comparison {
  change: DetectedChange | null;
  /** The person's main job on the new snapshot, as detection reads it. */
  primary: Position | null;
  /** Company identity pairs learned from page merges. */
  aliases: CompanyAliasPair[];
}

interface Scene {
  prev: Snapshot;
  next: Snapshot;
  ctx: DetectContext;
  matching: EntryMatching;
  before: Position | null;
  /** The new-snapshot entry the change points at (set by `change`). */
  after?: Position | null;
}

/** Jobs on the new snapshot that continue no entry of the old one. */
function newJobs(s: Scene): Position[] {
  return currentJobs(s.next).filter((p) => !s.matching.byNext.has(p));
}

function startedBefore(a: Position, b: Position): boolean {
  const da = normaliseDate(a.started_on);
  const db = normaliseDate(b.started_on);
  return da !== null && db !== null && da.slice(0, 7) < db.slice(0, 7);
}

function change(s: Scene, rule: RuleId, to: Position | null, opts: { shownAs?: Position | null; newEntry?: boolean } = {}): DetectedChange {
  s.after = to;
  return changeBy(rule, s.before, to, { ...opts, previousCheckedAt: s.ctx.previousCheckedAt ?? null });
}

/** A new entry at the same employer: promoted (same or higher seniority) or title_changed. */
function sameEmployerNewEntry(s: Scene, before: Position, after: Position): DetectedChange | null {
  if (titleWords(before.title) === titleWords(after.title)) return null;
  const from = seniorityRank(classifyTitle(before.title).seniority);
  const to = seniorityRank(classifyTitle(after.title).seniority);
  const rule: RuleId =
    from >= 0 && to >= 0 && to < from
      ? 'new_entry_same_employer_seniority_down'
      : from >= 0 && to > from
        ? 'new_entry_same_employer_seniority_up'
        : 'new_entry_same_employer';
  return change(s, rule, after, { newEntry: true });
}

/**
 * The old main job is still current: a concurrent new job (not a side role, not a role at a club,
 * association or foundation, not an older job added late), or an in-place title edit.
 */
function keptPrimary(s: Scene, before: Position, kept: Position): Comparison['change'] {
  const added = newJobs(s).filter((p) => !isSideRole(p.title) && !isCommunityOrganisation(p.company) && !startedBefore(p, before));
  const after = latestStarted(added);
  if (after !== null) {
    if (sameCompany(before, after, s.ctx.aliases)) return sameEmployerNewEntry(s, before, after);
    return change(s, parseDate(after.started_on) === null ? 'concurrent_new_job_undated' : 'concurrent_new_job', after, { newEntry: true });
  }
  if (titleWords(before.title) === titleWords(kept.title)) return null;
  return change(s, 'title_edited_in_place', kept);
}

/** The old main job ended or was removed: what replaced it. */
function primaryGone(s: Scene, before: Position, removed: boolean): DetectedChange | null {
  const fresh = newJobs(s);
  const real = fresh.filter((p) => !isSideRole(p.title));
  const dated = real.filter((p) => !startedBefore(p, before));
  const after = latestStarted(dated) ?? latestStarted(real);
  if (after !== null) {
    if (sameCompany(before, after, s.ctx.aliases)) return sameEmployerNewEntry(s, before, after);
    return change(s, movedRule(before, after, removed, dated.length === 0), after, { newEntry: true });
  }
  const nonJob = s.next.positions.find((p) => p.is_current && nonJobKind(p) !== null) ?? null;
  const remaining = currentJobs(s.next);
  const otherJob = latestStarted(remaining.filter((p) => !isSideRole(p.title)));
  if (otherJob !== null) return change(s, 'other_job_remains', otherJob);
  if (nonJob !== null) {
    if (nonJobKind(nonJob) === 'leave' && sameCompany(before, nonJob, s.ctx.aliases)) {
      s.after = nonJob;
      return null;
    }
    return change(s, 'non_job_entry', null, { shownAs: nonJob });
  }
  const side = latestStarted(fresh);
  const sameEmployer = latestStarted(fresh.filter((p) => sameCompany(before, p, s.ctx.aliases)));
  if (sameEmployer !== null) return sameEmployerNewEntry(s, before, sameEmployer);
  if (side !== null && (isSideRole(before.title) || sideRoleKind(side.title) === 'part_time')) {
    return change(s, 'side_role_only_new_entry', side, { newEntry: true });
  }
  if (remaining.length > 0) return isSideRole(before.title) ? null : change(s, 'only_side_roles', null, { shownAs: latestStarted(remaining) });
  return change(s, removed ? 'no_current_position_entry_removed' : 'no_current_position', null);
}

function movedRule(before: Position, after: Position, removed: boolean, backdated: boolean): RuleId {
  const key = companyKey(before.company);
  if (key !== '' && key === companyKey(after.company)) return 'employer_changed_same_name';
  if (parseDate(after.started_on) === null) return 'employer_changed_undated';
  if (backdated) return 'employer_changed_backdated';
  return removed ? 'employer_changed_old_entry_removed' : 'employer_changed';
}

/** No main job before (none current, or only a career break): a job now is a move. */
function fromNoJob(s: Scene): DetectedChange | null {
  const fresh = newJobs(s);
  const real = latestStarted(fresh.filter((p) => !isSideRole(p.title)));
  if (real !== null) return change(s, parseDate(real.started_on) === null ? 'job_after_gap_undated' : 'job_after_gap', real, { newEntry: true });
  const side = latestStarted(fresh);
  if (side !== null && sideRoleKind(side.title) === 'part_time') return change(s, 'side_role_only_new_entry', side, { newEntry: true });
  const reopened = latestStarted(currentJobs(s.next).filter((p) => s.matching.byNext.get(p)?.prev.is_current === false));
  return reopened === null ? null : change(s, 'entry_reopened', reopened);
}

function primaryAfter(s: Scene, found: DetectedChange | null, kept: Position | null): Position | null {
  if (found === null) return s.after ?? kept ?? primaryPosition(s.next);
  if (found.type === 'left') return null;
  return s.after ?? kept ?? primaryPosition(s.next);
}

/**
 * Compares two FOUND snapshots of one profile. See `detectChange` for the rules.
 */
export function compareSnapshots(prev: Snapshot, next: Snapshot, ctx: DetectContext = {}): Comparison {
  const aliases = ctx.aliases ?? NO_ALIASES;
  const matching = matchEntries(prev.positions, next.positions, aliases);
  // A page merge seen on this profile also identifies the companies for the rest of the comparison.
  const s: Scene = { prev, next, ctx: { ...ctx, aliases: aliases.with(matching.aliases) }, matching, before: primaryPosition(prev) };
  if (s.before === null) {
    const found = fromNoJob(s);
    return { change: found, primary: primaryAfter(s, found, null), aliases: matching.aliases };
  }
  const before = s.before;
  const kept = [...matching.byNext].find(([n, m]) => m.prev === before && n.is_current)?.[0] ?? null;
  const removed = !matching.matchedPrev.has(before);
  const found = kept !== null ? keptPrimary(s, before, kept) : primaryGone(s, before, removed);
  return { change: found, primary: primaryAfter(s, found, kept), aliases: matching.aliases };
}
