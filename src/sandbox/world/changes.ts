import { endCareerBreak } from './extra-positions';
import { randomFunction } from './person-gen';
import { CURRENT, currentSlot, F_COMPANY, F_END, F_START, F_TITLE, field, lastSlot, pushPosition, setField } from './positions';
import type { RandomSource } from './prng';
import { type JobFunction, MAX_LEVEL, minLevel } from './titles';
import type { PersonRecord } from './types';
import type { Role, WorldState } from './world-state';

/** The current position, or the most recent one when the person has none. */
export function latestRole(state: WorldState, rec: PersonRecord): Role | undefined {
  const cur = currentSlot(rec.pos);
  const slot = cur >= 0 ? cur : lastSlot(rec.pos);
  if (slot < 0) return undefined;
  const title = field(rec.pos, slot, F_TITLE);
  const info = state.titles.get(title);
  return { slot, company: field(rec.pos, slot, F_COMPANY), title, fn: info.fn, level: info.level, current: cur >= 0 };
}

export function currentRole(state: WorldState, rec: PersonRecord): Role | undefined {
  const role = latestRole(state, rec);
  return role?.current ? role : undefined;
}

/**
 * Starts a new current position. The start month never precedes the latest
 * entry; the previous current position ends `prevEndOffset` months before it.
 */
export function startPosition(rec: PersonRecord, company: number, title: number, startMonth: number, prevEndOffset = 0): void {
  const { pos } = rec;
  let start = startMonth;
  const last = lastSlot(pos);
  if (last >= 0) {
    start = Math.max(start, field(pos, last, F_START));
    const lastEnd = field(pos, last, F_END);
    if (lastEnd !== CURRENT) start = Math.max(start, lastEnd);
  }
  const cur = currentSlot(pos);
  if (cur >= 0) setField(pos, cur, F_END, Math.max(field(pos, cur, F_START), start - prevEndOffset));
  pushPosition(pos, company, title, start);
  if (rec.extra) endCareerBreak(rec, start);
}

/** Ends the current position (never before it started). */
export function endCurrent(rec: PersonRecord, endMonth: number): void {
  const cur = currentSlot(rec.pos);
  if (cur < 0) return;
  setField(rec.pos, cur, F_END, Math.max(field(rec.pos, cur, F_START), endMonth));
}

export function editCurrentTitle(rec: PersonRecord, title: number): void {
  const cur = currentSlot(rec.pos);
  if (cur >= 0) setField(rec.pos, cur, F_TITLE, title);
}

/** Clamps a level into the range of a function, switching away from `executive` below manager level. */
function fitFunction(rng: RandomSource, fn: JobFunction, level: number): { fn: JobFunction; level: number } {
  const clamped = Math.min(MAX_LEVEL, Math.max(0, level));
  return clamped >= minLevel(fn) ? { fn, level: clamped } : { fn: randomFunction(rng, 'executive'), level: clamped };
}

/** Random new company and title for a move: mostly same function, same level or one up. */
export function planMove(state: WorldState, rng: RandomSource, rec: PersonRecord): { company: number; title: number } {
  const role = latestRole(state, rec);
  const baseFn = role && rng.chance(0.85) ? role.fn : randomFunction(rng);
  const r = rng.next();
  const delta = r < 0.55 ? 0 : r < 0.85 ? 1 : -1;
  const { fn, level } = fitFunction(rng, baseFn, (role?.level ?? 1) + delta);
  return { company: state.companies.pick(rng, role?.company ?? -1), title: state.titles.pick(rng, fn, level) };
}

/** A title one level up in the same function, or -1 at the top. */
export function planPromotion(state: WorldState, rng: RandomSource, role: Role): number {
  if (role.level >= MAX_LEVEL) return -1;
  const { fn, level } = fitFunction(rng, role.fn, role.level + 1);
  return state.titles.pick(rng, fn, level);
}

/** A title one level down (executives fall back to operations), or -1 at the bottom. */
export function planDemotion(state: WorldState, rng: RandomSource, role: Role): number {
  if (role.level <= 0) return -1;
  const target = role.level - 1;
  const fn: JobFunction = target >= minLevel(role.fn) ? role.fn : 'operations';
  return state.titles.pick(rng, fn, target);
}

/** A different title at the same function and level. */
export function planTitleEdit(state: WorldState, rng: RandomSource, role: Role): number {
  const { fn, level } = fitFunction(rng, role.fn, role.level);
  return state.titles.pick(rng, fn, level, role.title);
}
