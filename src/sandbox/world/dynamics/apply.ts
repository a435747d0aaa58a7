import { currentRole, editCurrentTitle, endCurrent, planDemotion, planMove, planPromotion, planTitleEdit, startPosition } from '../changes';
import type { RandomSource } from '../prng';
import type { ChangeType, PersonRecord } from '../types';
import type { WorldState } from '../world-state';

/** A change decided on its real day, applied to the profile on the day it surfaces. */
export interface PlannedChange {
  type: ChangeType;
  /** Real world day (fractional). */
  occurred: number;
  /** Day the provider's feed lists it, or null when the feed misses it. */
  feedDay: number | null;
  layoff: boolean;
  /** Stream label for the change's details (new title, company). */
  detailSeed: string;
}

function inPlace(state: WorldState, rng: RandomSource, rec: PersonRecord, type: ChangeType, month: number): boolean {
  const role = currentRole(state, rec);
  if (!role) return false;
  if (type === 'leave') {
    endCurrent(rec, month);
    return true;
  }
  if (type === 'title_edit') {
    editCurrentTitle(rec, planTitleEdit(state, rng, role));
    return true;
  }
  const title = type === 'promote' ? planPromotion(state, rng, role) : planDemotion(state, rng, role);
  if (title < 0) return false;
  startPosition(rec, role.company, title, month);
  return true;
}

/**
 * Applies a change of `type` dated `month` (the month it really happened: people update their
 * profile late, so it can be earlier than today). A change that does not fit the person any more
 * (a promotion at the top of the ladder, a leave without a job) becomes a move. Returns the type applied.
 */
export function applyRandomChange(state: WorldState, rng: RandomSource, rec: PersonRecord, type: ChangeType, month: number): ChangeType {
  if (type === 'delete') {
    state.people.markDeleted(rec);
    return 'delete';
  }
  if (type !== 'move' && inPlace(state, rng, rec, type, month)) return type;
  const { company, title } = planMove(state, rng, rec);
  startPosition(rec, company, title, month, rng.chance(0.3) ? 1 : 0);
  return 'move';
}
