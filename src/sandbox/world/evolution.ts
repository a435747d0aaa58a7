import { currentRole, editCurrentTitle, endCurrent, planDemotion, planMove, planPromotion, planTitleEdit, startPosition } from './changes';
import { dayToMonth } from './dates';
import type { RandomSource } from './prng';
import type { ChangeCounts, ChangeType, PersonRecord } from './types';
import type { Role, WorldState } from './world-state';

/** About 2.5 % of people change something on their profile every 30 days. */
export const CHANGE_RATE_PER_30_DAYS = 0.025;
export const DAILY_CHANGE_PROBABILITY = CHANGE_RATE_PER_30_DAYS / 30;

/** Relative frequency of each change type. */
export const CHANGE_SPLIT: Readonly<Record<ChangeType, number>> = {
  move: 50,
  promote: 20,
  title_edit: 10,
  demote: 5,
  leave: 10,
  delete: 5,
};

const SPLIT_TYPES = Object.keys(CHANGE_SPLIT) as ChangeType[];
const SPLIT_WEIGHTS = SPLIT_TYPES.map((t) => CHANGE_SPLIT[t]);

/** People update their profile late: a move may have started up to ~8 weeks before it surfaces. */
export const MOVE_MAX_LAG_DAYS = 56;
export const PROMOTION_MAX_LAG_DAYS = 28;

function monthDaysAgo(rng: RandomSource, day: number, maxLag: number): number {
  return dayToMonth(day - rng.int(maxLag + 1));
}

function tryInPlaceChange(state: WorldState, rng: RandomSource, rec: PersonRecord, type: ChangeType, role: Role, day: number): boolean {
  if (type === 'leave') {
    endCurrent(rec, monthDaysAgo(rng, day, PROMOTION_MAX_LAG_DAYS));
    return true;
  }
  if (type === 'title_edit') {
    editCurrentTitle(rec, planTitleEdit(state, rng, role));
    return true;
  }
  if (type === 'promote' || type === 'demote') {
    const title = type === 'promote' ? planPromotion(state, rng, role) : planDemotion(state, rng, role);
    if (title < 0) return false;
    startPosition(rec, role.company, title, monthDaysAgo(rng, day, PROMOTION_MAX_LAG_DAYS));
    return true;
  }
  return false;
}

/**
 * Applies a random change of `type` surfacing on `day`, if it fits the person
 * (a leave needs a current job, a CEO cannot be promoted...). Returns whether it applied.
 */
export function tryRandomChange(state: WorldState, rng: RandomSource, rec: PersonRecord, type: ChangeType, day: number): boolean {
  if (type === 'delete') {
    state.people.markDeleted(rec);
    return true;
  }
  if (type !== 'move') {
    const role = currentRole(state, rec);
    return role !== undefined && tryInPlaceChange(state, rng, rec, type, role, day);
  }
  const { company, title } = planMove(state, rng, rec);
  startPosition(rec, company, title, monthDaysAgo(rng, day, MOVE_MAX_LAG_DAYS), rng.chance(0.3) ? 1 : 0);
  return true;
}

/** Attempts per event to find a person the drawn change type fits before falling back to a move. */
const PICK_ATTEMPTS = 8;

function pickActivePerson(state: WorldState, rng: RandomSource): PersonRecord | undefined {
  const { people } = state;
  if (people.activeCount === 0) return undefined;
  for (let attempt = 0; attempt < 1000; attempt++) {
    const rec = people.at(rng.int(people.size));
    if (!rec.deleted) return rec;
  }
  return people.list.find((p) => !p.deleted);
}

/** Simulates the profile changes that surface on `day`, adding them to `counts`. */
export function simulateDay(state: WorldState, rng: RandomSource, day: number, counts: ChangeCounts): void {
  const events = rng.poisson(state.people.activeCount * DAILY_CHANGE_PROBABILITY);
  for (let i = 0; i < events; i++) {
    const type = SPLIT_TYPES[rng.weightedIndex(SPLIT_WEIGHTS)] ?? 'move';
    let applied: ChangeType | undefined;
    for (let attempt = 0; attempt < PICK_ATTEMPTS && !applied; attempt++) {
      const rec = pickActivePerson(state, rng);
      if (!rec) return;
      if (tryRandomChange(state, rng, rec, type, day)) applied = type;
    }
    if (!applied) {
      const rec = pickActivePerson(state, rng);
      if (!rec) return;
      tryRandomChange(state, rng, rec, 'move', day);
      applied = 'move';
    }
    counts[applied]++;
  }
}
