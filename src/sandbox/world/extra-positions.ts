import { CURRENT, currentSlot, F_END, lastSlot, setField } from './positions';
import type { RandomSource } from './prng';
import { type ExtraPosition, type PersonRecord, WorldError } from './types';
import type { Role, WorldState } from './world-state';

/** Labels of side roles added without an explicit title. */
export const SIDE_ROLE_TITLES = ['Advisor', 'Board Member', 'Investor', 'Strategic Advisor'] as const;
export const CAREER_BREAK_LABEL = 'Career Break';

function openNonJob(rec: PersonRecord): ExtraPosition | undefined {
  return rec.extra?.find((e) => e.kind === 'non_job' && e.end === CURRENT);
}

/** The current job ends at `month` and a current non-job entry ("Career Break", "Open to work") starts. */
export function startCareerBreak(rec: PersonRecord, label: string | undefined, month: number): void {
  if (openNonJob(rec)) throw new WorldError(409, 'already_on_break', 'The person is already on a career break');
  (rec.extra ??= []).push({ kind: 'non_job', company: null, title: label ?? CAREER_BREAK_LABEL, start: month, end: CURRENT });
}

/** A current side role (advisor, board seat, investor) at `company`, beside the main job. */
export function addSideRole(state: WorldState, rng: RandomSource, rec: PersonRecord, role: Role, company: number | undefined, title: string | undefined, month: number): void {
  const at = company ?? state.companies.pick(rng, role.company);
  if (at === role.company) throw new WorldError(409, 'same_company', 'A side role needs a different company than the main job');
  const label = title ?? SIDE_ROLE_TITLES[rng.int(SIDE_ROLE_TITLES.length)]!;
  (rec.extra ??= []).push({ kind: 'side_role', company: at, title: label, start: month, end: CURRENT });
}

/** A new job ends an open career break (the evolution's moves included). */
export function endCareerBreak(rec: PersonRecord, month: number): void {
  const open = openNonJob(rec);
  if (open) open.end = Math.max(open.start, month);
}

/**
 * The person comes back unchanged: a deleted profile is restored; a career break is removed
 * and the job it ended is current again; a left job is current again.
 */
export function returnPerson(state: WorldState, rec: PersonRecord): void {
  if (rec.deleted) {
    state.people.restore(rec);
    return;
  }
  const open = openNonJob(rec);
  if (open) rec.extra = rec.extra!.filter((e) => e !== open);
  const last = lastSlot(rec.pos);
  if (currentSlot(rec.pos) < 0 && last >= 0) {
    setField(rec.pos, last, F_END, CURRENT);
    return;
  }
  if (!open) throw new WorldError(409, 'nothing_to_return', 'The person has not left, taken a break or been deleted');
}
