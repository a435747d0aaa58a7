import { currentRole, editCurrentTitle, endCurrent, latestRole, planDemotion, planMove, planPromotion, planTitleEdit, startPosition } from './changes';
import { generateCompany } from './company-gen';
import { addSideRole, returnPerson, startCareerBreak } from './extra-positions';
import type { FakerRandom } from './faker-random';
import type { RandomSource } from './prng';
import type { ChangeRequest, PersonRecord } from './types';
import { CHANGE_TYPES, WorldError } from './types';
import type { Role, WorldState } from './world-state';

export const MAX_TITLE_LENGTH = 200;
export const MAX_COMPANY_NAME_LENGTH = 200;

function requireCurrent(state: WorldState, rec: PersonRecord, type: string): Role {
  const role = currentRole(state, rec);
  if (!role) throw new WorldError(409, 'no_current_position', `Cannot ${type}: the person has no current position`);
  return role;
}

function cleanText(value: string | undefined, what: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text.length === 0 || text.length > max) throw new WorldError(400, 'validation_error', `${what} must be 1-${max} characters`);
  return text;
}

/** Resolves a company by name (case-insensitive), creating it when unknown. */
function resolveCompany(state: WorldState, companyRand: FakerRandom, name: string): number {
  return state.companies.indexByName(name) ?? generateCompany(companyRand, state.companies, name);
}

/**
 * Applies an explicit change dated `month` (no reporting lag, so tests can
 * predict `started_on`). Random parts (title, company) come from `rng`.
 */
export function applyExplicitChange(
  state: WorldState,
  rng: RandomSource,
  companyRand: FakerRandom,
  rec: PersonRecord,
  change: ChangeRequest,
  month: number,
): void {
  const { type } = change;
  if (!CHANGE_TYPES.includes(type)) throw new WorldError(400, 'validation_error', `Unknown change type "${String(type)}"`);
  if (type === 'return') return returnPerson(state, rec);
  if (rec.deleted) throw new WorldError(409, 'person_deleted', 'The profile is deleted');
  const title = cleanText(change.title, 'title', MAX_TITLE_LENGTH);
  const companyName = cleanText(change.company, 'company', MAX_COMPANY_NAME_LENGTH);
  if (companyName !== undefined && type !== 'move' && type !== 'add_side_role') {
    throw new WorldError(400, 'validation_error', '"company" is only allowed for moves and side roles');
  }
  if (title !== undefined && (type === 'leave' || type === 'delete')) {
    throw new WorldError(400, 'validation_error', `"title" is not allowed for ${type}`);
  }

  switch (type) {
    case 'delete':
      state.people.markDeleted(rec);
      return;
    case 'leave':
      requireCurrent(state, rec, type);
      endCurrent(rec, month);
      return;
    case 'career_break':
      requireCurrent(state, rec, type);
      endCurrent(rec, month);
      startCareerBreak(rec, title, month);
      return;
    case 'add_side_role': {
      const role = requireCurrent(state, rec, type);
      const company = companyName !== undefined ? resolveCompany(state, companyRand, companyName) : undefined;
      addSideRole(state, rng, rec, role, company, title, month);
      return;
    }
    case 'title_edit': {
      const role = requireCurrent(state, rec, type);
      editCurrentTitle(rec, title !== undefined ? state.titles.intern(title, role.fn, role.level) : planTitleEdit(state, rng, role));
      return;
    }
    case 'promote':
    case 'demote': {
      const role = requireCurrent(state, rec, type);
      const step = type === 'promote' ? 1 : -1;
      let next = title !== undefined ? state.titles.intern(title, role.fn, role.level + step) : -1;
      if (next < 0) next = type === 'promote' ? planPromotion(state, rng, role) : planDemotion(state, rng, role);
      if (next < 0) {
        const where = type === 'promote' ? 'top' : 'bottom';
        throw new WorldError(409, `cannot_${type}`, `The current title is already at the ${where} of its ladder; pass an explicit "title"`);
      }
      startPosition(rec, role.company, next, month);
      return;
    }
    case 'move': {
      const role = latestRole(state, rec);
      const planned = planMove(state, rng, rec);
      const company = companyName !== undefined ? resolveCompany(state, companyRand, companyName) : planned.company;
      if (role?.current && company === role.company) {
        throw new WorldError(409, 'same_company', 'A move needs a different company than the current one');
      }
      const next = title !== undefined ? state.titles.intern(title, role?.fn ?? 'operations', role?.level ?? 1) : planned.title;
      startPosition(rec, company, next, month);
      return;
    }
    default: {
      // Every sandbox change kind has its case: a new entry in CHANGE_TYPES does not compile without one.
      const unhandled: never = type;
      throw new WorldError(400, 'validation_error', `Unknown change type "${String(unhandled)}"`);
    }
  }
}
