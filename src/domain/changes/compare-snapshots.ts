import { aliasPairsBetween, type CompanyAliasPair, NO_ALIASES } from '../company/aliases';
import { companyKey } from '../company/company-key';
import { sameCompanyFamily, sameFamilyAtHandoff } from '../company/families';
import { groupOf, groupVerdict, sameSchoolGroup } from '../company/groups';
import { namesHospital } from '../company/hospital-groups';
import { isForeignTitle, titleReading as classifyTitle } from '../titles/classify';
import { isInstitution } from '../titles/education';
import { nonJobKind } from '../titles/non-job';
import {
  isCommunityOrganisation,
  isFounderTitle,
  isOwnConsultingEntry,
  isOwnMediaChannel,
  isSideRole,
  isTeachingTitle,
  sideRoleKind,
} from '../titles/side-roles';
import { seniorityRank } from '../titles/types';
import { sideRoleTitle } from './academic-post';
import { activityEntry, serviceClub } from './activity-entry';
import { employedCoach } from './coach-job';
import { withCountryLead } from './country-lead';
import { deputyStep } from './deputy-post';
import { hasCompanyPage, knownEmployer, ownVoice } from './employment-evidence';
import { type EntryMatching, matchEntries } from './entry-matching';
import { entryRankStep } from './entry-rank';
import { changeBy, type RuleId } from './evidence';
import { heldBesideMain, ownProjectSurfacedLate, presentedMainEnded } from './main-job-ended';
import { phraseInPlaceOfEmployer } from './phrase-entry';
import { placementOf } from './placement';
import { currentJobs, latestStarted, normaliseDate, parseDate, primaryPosition, sameCompany, titleWords } from './positions';
import { headlineKeepsJob, selfNamed } from './presented-job';
import { projectStep } from './project-ladder';
import { stepsDownWithinBand } from './rank-within-band';
import { schoolPost, schoolStep } from './school-ladder';
import { sameGroupAcrossScripts } from './script-family';
import { representationSeat, seatOnABody } from './seat-entry';
import { secondedFrom } from './secondment';
import { sideBusiness } from './side-business';
import { employedTeacher } from './teaching-post';
import { sameRole } from './title-equivalence';
import { ladderStep } from './trade-ladder';
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
  /** Company identity pairs learned from a company family read in this comparison. */
  families: CompanyAliasPair[];
  /** The new snapshot's current jobs and those of them that are new, read once per comparison (round 31, for cost: `jobsNow`). */
  current?: Position[];
  jobs?: Position[];
  fresh?: Position[];
}

/**
 * Current jobs on the new snapshot. A new entry that is a phrase written in place of an employer
 * (`phrase-entry.ts`) is none: it is read as a non-job entry (`newNonJob`).
 */
function jobsNow(s: Scene): Position[] {
  s.jobs ??= currentNow(s).filter((p) => !newPhraseEntry(s, p));
  return s.jobs;
}

/** `currentJobs` of the new snapshot, once per comparison (each is a memo lookup of `nonJobKind` per entry). */
function currentNow(s: Scene): Position[] {
  s.current ??= currentJobs(s.next);
  return s.current;
}

function newPhraseEntry(s: Scene, p: Position): boolean {
  return !s.matching.byNext.has(p) && phraseInPlaceOfEmployer(p);
}

/** A current non-job entry of the new snapshot: by its words (`nonJobKind`) or, when new, by its shape. */
function newNonJob(s: Scene): Position | null {
  return s.next.positions.find((p) => p.is_current && (nonJobKind(p) !== null || newPhraseEntry(s, p))) ?? null;
}

/** Jobs on the new snapshot that continue no entry of the old one. */
function newJobs(s: Scene): Position[] {
  s.fresh ??= jobsNow(s).filter((p) => !s.matching.byNext.has(p));
  return s.fresh;
}

/**
 * Added beside a main job that continues, an entry is not a new main job when it is named after
 * the person (their own business), at a place of study (a degree or teaching beside the job), a side
 * role, community work, the person's own project (a founder or owner title: newsletter, podcast,
 * shop, stealth start-up), their own consulting practice (a consultant title with no company
 * page), their own channel or shop on a platform (YouTube, Etsy, a newsletter), or teaching at a
 * place of study, or an activity rather than an employer (an elected seat, refereeing, a gig on a
 * platform, a club, anything written as done at weekends or as a volunteer: `activity-entry.ts`), or a seat
 * on a body (`seat-entry.ts`), or (round 36) a seat of employee representation: a works council, a union's workplace post
 * (`representationSeat`), or (round 40) a small business of the person's own: a head's or keeper's title or a shop on a
 * marketplace at an entry with no page (`side-business.ts`).
 * Education and non-job entries are not jobs at all.
 */
function besideJob(s: Scene, p: Position): boolean {
  const title = p.title ?? '';
  return (
    selfNamed(s.next, p) ||
    isInstitution(p.company) ||
    isSideRole(p.title) ||
    isCommunityOrganisation(p.company) ||
    isFounderTitle(title) ||
    isOwnConsultingEntry(p) ||
    isOwnMediaChannel(p) ||
    teachingAtInstitution(p) ||
    activityEntry(p) ||
    seatOnABody(p) ||
    representationSeat(p) ||
    ownVoice(p) ||
    sideBusiness(p)
  );
}

function ownSchoolPost(s: Scene, before: Position, p: Position): boolean {
  return schoolPost(p.title) && isInstitution(p.company) && sameCompany(before, p, s.ctx.aliases);
}

function teachingAtInstitution(p: Position): boolean {
  return isTeachingTitle(p.title ?? '') && isInstitution(p.company);
}

/**
 * An entry that was already there beside the main job and is no employer's job: teaching at a place of
 * study, or (round 10) an entry with no company page and no organisation's name held beside a main job
 * with a company page — an office at an association, a committee, a parish, a club, guest lecturing, a volunteer
 * unit, in any language (`employment-evidence.ts`). It stays a side entry when the job ends: `left`.
 */
function heldBeside(s: Scene, p: Position, before: Position): boolean {
  if (!s.matching.byNext.has(p)) return false;
  return teachingAtInstitution(p) || (hasCompanyPage(before) && !knownEmployer(p));
}

/**
 * An entry that stays beside an ended main job without being one: a side role, the person's own
 * consulting practice, or a seat at an association, foundation, chamber or club held beside it (by its
 * name, or by a member-of-a-body title with no company page: `seat-entry.ts`), or an activity
 * (`activity-entry.ts`).
 */
function sideEntry(p: Position): boolean {
  return sideRoleEntry(p) || isOwnConsultingEntry(p) || isCommunityOrganisation(p.company) || serviceClub(p.company ?? '') || seatOnABody(p) || activityEntry(p);
}

/** A side role's title — except (round 36) a job built on a coach's, mentor's or ambassador's word at an employer that employs them (`coach-job.ts`). */
function sideRoleEntry(p: Position): boolean {
  return sideRoleTitle(p.title) && !employedCoach(p) && !employedTeacher(p);
}

/**
 * Same employer: the same company (network id, normalised name, remembered alias) or the same
 * company family (a subsidiary, regional entity or division: `company/families.ts`); a family
 * read here is reported as an alias pair for the workspace's memory.
 */
function sameEmployer(s: Scene, a: Position, b: Position): boolean {
  if (sameCompany(a, b, s.ctx.aliases)) return true;
  const placed = placedEmployers(s, a, b);
  if (placed !== null) return placed;
  const known = knownGroups(a, b);
  if (known === 'different' || (known === null && !sameCompanyFamily(a.company, b.company))) return secondedWithin(s, a, b);
  s.families.push(...aliasPairsBetween(a, b));
  return true;
}

/**
 * Round 36: one entry's title names where the person is seconded from (`secondment.ts`) and that origin is the other
 * entry's employer — a posting inside one employer ("担当部長（日本電信電話株式会社より出向）" at NTTドコモ after 日本電信電話),
 * either way (out on the posting, or back home from it). The origin is matched as a company name; its title is left out.
 */
function secondedWithin(s: Scene, a: Position, b: Position): boolean {
  return originIs(s, b, a) || originIs(s, a, b);
}

function originIs(s: Scene, posted: Position, home: Position): boolean {
  for (const origin of secondedFrom(posted.title)) {
    const named: Position = { ...posted, company: origin, company_social_id: null, title: null };
    if (sameEmployer(s, home, named)) return true;
  }
  return false;
}

/**
 * Round 32: an entry at a client through an agency ("UBS (via Hays Schweiz)", `placement.ts`) is the agency's job: two
 * entries of which one or both are placements are one employer when their employers — the agency for a placement, the
 * company for any other — are (an agency not named is no employer anyone else is); null when neither is a placement.
 */
function placedEmployers(s: Scene, a: Position, b: Position): boolean | null {
  const pa = placementOf(a.company);
  const pb = placementOf(b.company);
  if (pa === null && pb === null) return null;
  const ea = pa === null ? a.company : pa.agency;
  const eb = pb === null ? b.company : pb.agency;
  if (!ea || !eb) return false;
  return sameEmployer(s, { ...a, company: ea, company_social_id: pa === null ? a.company_social_id : null }, { ...b, company: eb, company_social_id: pb === null ? b.company_social_id : null });
}

/** A placement added beside the agency's own entry (round 32): the same job, described by its client. */
function placedByEmployer(s: Scene, p: Position, employer: Position): boolean {
  const placed = placementOf(p.company);
  return placed !== null && placed.agency !== '' && placedEmployers(s, p, employer) === true;
}

/**
 * Round 35: the one family question of a main job that ended, for every entry that could replace it (a job, a part-time
 * post): the same employer or family by the names and the group data (`sameEmployer`), or by a hand-off (`familyAtHandoff`).
 */
function sameFamily(s: Scene, before: Position, after: Position): boolean {
  return sameEmployer(s, before, after) || familyAtHandoff(s, before, after);
}

/**
 * The same family read with a hand-off: the old entry ended the month the new one started or the
 * month before (the same year, at year precision), and the names are of one group
 * (`sameFamilyAtHandoff`), or one is the other's brand written in another script (`script-family.ts`). Only for a main job that ended: an entry added beside a continuing
 * job has no hand-off.
 */
function familyAtHandoff(s: Scene, before: Position, after: Position): boolean {
  if (!handedOver(s, before, after)) return false;
  if (placementOf(before.company) !== null || placementOf(after.company) !== null) return false;
  const known = knownGroups(before, after);
  if (known === 'different') return false;
  if (known === null && !sameFamilyAtHandoff(before.company, after.company) && !sameGroupAcrossScripts(before.company, after.company)) return false;
  s.families.push(...aliasPairsBetween(before, after));
  return true;
}

/**
 * What the group knowledge says (`company/groups.ts`): one group ("Renault Group" ↔ "Automobile Dacia S.A.",
 * "Marriott International" ↔ "万豪国际集团（中国）"), two groups that share a word ("Volvo Cars" ↔ "Volvo Group",
 * "Indian Oil Corporation" ↔ "Oil India Limited": the stem rules are overruled), or nothing. Never between
 * a place of study and a company.
 */
function knownGroups(a: Position, b: Position): 'same' | 'different' | null {
  // Round 26: an education group's or research society's line is read across that line (`sameSchoolGroup`).
  // Round 28: a university hospital is a hospital ("Cork University Hospital"), not a place of study (`hospital-groups.ts`).
  if (isInstitution(a.company) !== isInstitution(b.company) && !namesHospital(a.company) && !namesHospital(b.company)) {
    return sameSchoolGroup(a.company, b.company) ? 'same' : null;
  }
  const verdict = groupVerdict(a.company, b.company);
  return verdict === 'same' && integratedIntoGroup(a, b) ? 'different' : verdict;
}

/**
 * Round 15: one of a group's companies, then the same role under the group's own name on a page of its own — Slack's
 * Finance Manager now a Salesforce Finance Manager, LinkedIn's CMO now Microsoft's — is a company folded into its owner:
 * the employer on record changed, and every labelled set reads it as a move. A move the other way (the group to one of
 * its companies, Lufthansa → Austrian Airlines, Tencent → Riot Games) or into another role stays one family.
 *
 * Round 17 (w3q's Škoda Auto "Nákupčí – elektrika" → Volkswagen AG "Senior Buyer Electrics"): the same role *translated*
 * is a post in another country — the group's headquarters or another national company —, not the old company re-filed
 * under its owner, and stays one family. Every folded row of the labelled sets keeps its title in its own language.
 */
function integratedIntoGroup(before: Position, after: Position): boolean {
  const from = groupOf(before.company ?? '');
  const to = groupOf(after.company ?? '');
  return from !== null && to !== null && !from.own && to.own && sameRole(before.title, after.title) && !translated(before.title, after.title);
}

/** One title in the Latin script and the other not, or one holding a lexicon term of another language than English and the other none. */
function translated(a: string | null, b: string | null): boolean {
  const latin = (t: string | null) => /\p{Script=Latin}/u.test(t ?? '');
  return latin(a) !== latin(b) || isForeignTitle(a) !== isForeignTitle(b);
}

function handedOver(s: Scene, before: Position, after: Position): boolean {
  const end = parseDate(endedOn(s, before));
  const start = parseDate(after.started_on);
  if (end === null || start === null) return false;
  if (end.m === null || start.m === null) return start.y === end.y;
  const months = (Number(start.y) - Number(end.y)) * 12 + (start.m - end.m);
  return months === 0 || months === 1;
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

/**
 * A new entry at the same employer: promoted (same or higher seniority) or title_changed (lower, or a step down inside
 * the band: a site head to a head within it, or to a deputy — round 20; the post to its own deputy whatever the bands —
 * round 22, `deputy-post.ts`). The same
 * title at the very same company is a re-dated entry (nothing); at another entity of the family it
 * is a new position (promoted).
 */
function sameEmployerNewEntry(s: Scene, before: Position, after: Position): DetectedChange | null {
  if (titleWords(before.title) === titleWords(after.title)) {
    return sameCompany(before, after, s.ctx.aliases) ? null : change(s, 'new_entry_company_family', after, { newEntry: true });
  }
  // Round 31: a country's lead of a function is read no lower than a manager (`country-lead.ts`).
  const from = withCountryLead(before.title, seniorityRank(classifyTitle(before.title).seniority));
  const to = withCountryLead(after.title, seniorityRank(classifyTitle(after.title).seniority));
  // Round 22: the post to its own deputy is a step down, the deputy to the post a step up, whatever the bands (`deputy-post.ts`).
  // Only where the bands are at most one apart: a deputy read two bands above the post is a post of its own.
  // Round 26: a school's ladder decides where both titles are on it (`school-ladder.ts`), before a post's deputy.
  // Round 35: a trade's ladder decides where both titles are on it at different rungs, a deputy half a rung below the post
  // (`trade-ladder.ts`, `titles/rank-ladders.ts`): a store director made a section's head is a step down inside one band.
  const step =
    schoolStep(before.title, after.title) ??
    ladderStep(before.title, after.title) ??
    (from < 0 || to < 0 || Math.abs(to - from) <= 1 ? (deputyStep(before.title, after.title) ?? entryRankStep(before.title ?? '', after.title ?? '', from < 0 || to < 0 ? null : to - from)) : null);
  // Round 40: within a band or one apart, a numbered grade, a grade word on one title, a role noun's rank and a remit's reach
  // (a shift < a unit < an area < a country) set the direction after the deputy's step (`entry-rank.ts`).
  // Round 25: a project's ladder decides where both titles are on it; a project's or a team's lead who takes a specialist's
  // title is not higher, whatever the bands read (`project-ladder.ts`).
  const project = step === null ? projectStep(before.title, after.title) : null;
  // Round 20: inside one band, a site head to a head within the site, or to a deputy, is a step down (`rank-within-band.ts`).
  const down =
    step === 'down' ||
    project === 'down' ||
    (project === 'aside' && !(from >= 0 && to > from)) ||
    (step === null && project === null && from >= 0 && to >= 0 && (to < from || (to === from && stepsDownWithinBand(before.title, after.title))));
  const rule: RuleId =
    down
      ? 'new_entry_same_employer_seniority_down'
      : step === 'up' || project === 'up' || (from >= 0 && to > from)
        ? 'new_entry_same_employer_seniority_up'
        : 'new_entry_same_employer';
  return change(s, rule, after, { newEntry: true });
}

/**
 * The old main job is still current: a concurrent new job (not a side role, not a role at a club,
 * association or foundation, not an older job added late, not beside a main job the headline still
 * presents), or an in-place title edit.
 */
function keptPrimary(s: Scene, before: Position, kept: Position): Comparison['change'] {
  const added = newJobs(s).filter((p) => !besideJob(s, p) && !startedBefore(p, before) && !placedByEmployer(s, p, kept));
  const after = latestStarted(added);
  if (after !== null) {
    if (sameEmployer(s, before, after)) return sameEmployerNewEntry(s, before, after);
    // The headline still presents the main job: the new entry is beside it (a side project).
    if (headlineKeepsJob(s.next, kept, after)) return sameRole(before.title, kept.title, kept.company) ? null : change(s, 'title_edited_in_place', kept);
    return change(s, parseDate(after.started_on) === null ? 'concurrent_new_job_undated' : 'concurrent_new_job', after, { newEntry: true });
  }
  if (sameRole(before.title, kept.title, kept.company)) return null;
  return change(s, 'title_edited_in_place', kept);
}

/**
 * The old main job ended or was removed: what replaced it. `presented`: the earlier headline presented it and it started no
 * later than the entry that stays — the main job (round 29: its title's side-role words, "Investor Center" in a financial
 * consultant's title, do not make it a side role; a board seat the headline names, added after the job, still does).
 */
function primaryGone(s: Scene, before: Position, removed: boolean, presented = false): DetectedChange | null {
  const end = endedOn(s, before);
  // Round 28: the person's own business, run beside the job for a year or more and shown late, is no new employer (`main-job-ended.ts`).
  const fresh = newJobs(s).filter((p) => !ownProjectSurfacedLate(p, before, end));
  // Round 18: an office at a local service club (Rotary, Lions …) is no new employer when the job has ended.
  // Round 26: a classroom post at the school whose job just ended is that school's job, whatever side-role word it holds.
  // Round 36: "Work Coach" at the Department for Work and Pensions is a job, not a coach's side role (`sideRoleEntry`).
  const real = fresh.filter((p) => (!sideRoleEntry(p) || ownSchoolPost(s, before, p)) && !serviceClub(p.company ?? ''));
  const dated = real.filter((p) => !startedBefore(p, before));
  const after = latestStarted(dated) ?? latestStarted(real);
  if (after !== null) {
    if (sameFamily(s, before, after)) return sameEmployerNewEntry(s, before, after);
    return change(s, movedRule(before, after, removed, dated.length === 0), after, { newEntry: true });
  }
  // Round 35: a part-time post in the family is a post of the same employer, asked before any path that reads a move — the
  // remaining job, a non-job entry, the side-role path ("Head of Travel, Robert Bosch GmbH" ended → "Travel Coordinator
  // (Teilzeit), Bosch Rexroth AG": a step down inside the group, not `side_role_only_new_entry`).
  const partTimeInFamily = latestStarted(fresh.filter((p) => sideRoleKind(p.title) === 'part_time' && sameFamily(s, before, p)));
  if (partTimeInFamily !== null) return sameEmployerNewEntry(s, before, partTimeInFamily);
  const nonJob = newNonJob(s);
  const remaining = jobsNow(s);
  const otherJob = latestStarted(remaining.filter((p) => !sideEntry(p) && !heldBeside(s, p, before) && !besideThePresentedJob(s, p, before, end) && !ownProjectSurfacedLate(p, before, end)));
  if (otherJob !== null) return change(s, isFounderTitle(otherJob.title ?? '') ? 'side_project_remains' : 'other_job_remains', otherJob);
  if (nonJob !== null) return nonJobAfter(s, before, nonJob);
  const side = latestStarted(fresh);
  if (side !== null && (isSideRole(before.title) || sideRoleKind(side.title) === 'part_time')) {
    return change(s, 'side_role_only_new_entry', side, { newEntry: true });
  }
  if (remaining.length > 0) return isSideRole(before.title) && !presented ? null : change(s, 'only_side_roles', null, { shownAs: latestStarted(remaining) });
  return change(s, removed ? 'no_current_position_entry_removed' : 'no_current_position', null);
}

/** When the main job's entry ended (its entry on the new snapshot), if it did. */
function endedOn(s: Scene, before: Position): string | null {
  return continuation(s.matching, before)?.ended_on ?? null;
}

/** The new entry that continues an old one, if any (a loop over the matches: no array spread per call). */
function continuation(matching: EntryMatching, prev: Position): Position | null {
  for (const [n, m] of matching.byNext) if (m.prev === prev) return n;
  return null;
}

/** Round 28: an entry current beside the main job the earlier headline presented, since well before its end (`main-job-ended.ts`). */
function besideThePresentedJob(s: Scene, p: Position, before: Position, end: string | null): boolean {
  const was = s.matching.byNext.get(p)?.prev;
  return was !== undefined && was !== before && heldBesideMain(s.prev, before, was, end);
}

/**
 * Round 28: the entry read as the main job continues, but the job the earlier headline presented beside it ended and
 * nothing was added: that job was the main one (`presentedMainEnded`).
 */
function presentedJobEnded(s: Scene, kept: Position): Position | null {
  if (!twoCurrent(s.prev) || s.next.positions.some((p) => p.is_current && !s.matching.byNext.has(p))) return null;
  const endedEntry = (p: Position): Position | null => {
    const n = continuation(s.matching, p);
    return n !== null && !n.is_current ? n : null;
  };
  const keptBefore = s.matching.byNext.get(kept)?.prev;
  return keptBefore === undefined ? null : presentedMainEnded(s.prev, endedEntry, keptBefore);
}

function twoCurrent(snapshot: Snapshot): boolean {
  let n = 0;
  for (const p of snapshot.positions) if (p.is_current && ++n === 2) return true;
  return false;
}

/** The main job ended and a non-job entry is current: left (studying, a break, a leave …). */
function nonJobAfter(s: Scene, before: Position, nonJob: Position): DetectedChange | null {
  const kind = nonJobKind(nonJob);
  if (kind === 'leave' && sameCompany(before, nonJob, s.ctx.aliases)) {
    s.after = nonJob;
    return null;
  }
  return change(s, kind === 'studying' ? 'education_entry' : 'non_job_entry', null, { shownAs: nonJob });
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
  const real = latestStarted(fresh.filter((p) => !sideRoleTitle(p.title)));
  if (real !== null) return change(s, parseDate(real.started_on) === null ? 'job_after_gap_undated' : 'job_after_gap', real, { newEntry: true });
  const side = latestStarted(fresh);
  if (side !== null && sideRoleKind(side.title) === 'part_time') return change(s, 'side_role_only_new_entry', side, { newEntry: true });
  const reopened = latestStarted(currentNow(s).filter((p) => s.matching.byNext.get(p)?.prev.is_current === false));
  return reopened === null ? null : change(s, 'entry_reopened', reopened);
}

function primaryAfter(s: Scene, found: DetectedChange | null, kept: Position | null): Position | null {
  if (found !== null && found.type === 'left') return null;
  return s.after ?? kept ?? primaryPosition(s.next, currentNow(s));
}

/**
 * Compares two FOUND snapshots of one profile. See `detectChange` for the rules.
 */
export function compareSnapshots(prev: Snapshot, next: Snapshot, ctx: DetectContext = {}): Comparison {
  const aliases = ctx.aliases ?? NO_ALIASES;
  const matching = matchEntries(prev.positions, next.positions, aliases);
  // A page merge seen on this profile also identifies the companies for the rest of the comparison.
  const s: Scene = {
    prev,
    next,
    ctx: { ...ctx, aliases: aliases.with(matching.aliases) },
    matching,
    before: primaryPosition(prev),
    families: [],
  };
  if (s.before === null) {
    const found = fromNoJob(s);
    return { change: found, primary: primaryAfter(s, found, null), aliases: matching.aliases };
  }
  const before = s.before;
  const continued = continuation(matching, before);
  const kept = continued?.is_current === true ? continued : null;
  const removed = !matching.matchedPrev.has(before);
  const presented = kept !== null ? presentedJobEnded(s, kept) : null;
  if (presented !== null) s.before = presented;
  const found = presented !== null ? primaryGone(s, presented, false, kept !== null && !startedBefore(kept, presented)) : kept !== null ? keptPrimary(s, before, kept) : primaryGone(s, before, removed);
  return { change: found, primary: primaryAfter(s, found, kept), aliases: [...matching.aliases, ...s.families] };
}
