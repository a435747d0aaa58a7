import { endCurrent, startPosition } from './changes';
import { CURRENT } from './positions';
import type { RandomSource } from './prng';
import { type PersonRecord, WorldError } from './types';
import type { Role, WorldState } from './world-state';

/**
 * The hard cases of detection (issue #21) as things that happen to people in the world: a side
 * project beside the job, going back to school, a move to a subsidiary or regional entity, and
 * the employer being acquired (its page renamed to the acquirer). What detection should make of
 * each is written in test/fixtures/detection-w3/README.md: no change, left, promoted (or
 * title_changed) and no change.
 */

export const SIDE_PROJECT_TITLES = ['Founder', 'Co-Founder', 'Owner', 'Founder & Host'] as const;
const SIDE_PROJECT_KINDS = ['Newsletter', 'Podcast', 'Coffee Roasters', 'Bakery', 'Studio'] as const;
export const STUDY_TITLES = ['MBA Candidate', 'Student', 'PhD Candidate', "Master's Student"] as const;
export const SCHOOLS = [
  'ETH Zürich', 'INSEAD', 'HEC Paris', 'London Business School', 'Universidad de Buenos Aires', 'Technische Universität München',
  'Politecnico di Milano', 'University of Toronto', 'Seoul National University', 'Universitas Indonesia',
] as const;
/** Legal-form and country suffixes of a regional entity of the same employer. */
export const ENTITY_SUFFIXES = ['UK Ltd', 'Deutschland GmbH', 'France SAS', 'Japan K.K.', 'Australia Pty Ltd', 'Canada Inc.', 'Nederland B.V.'] as const;
/** Trailing legal forms stripped to find the stem of a company name ("Hahn LLC" → "Hahn"). */
const LEGAL_TAIL = /[\s,]+(inc\.?|llc|ltd\.?|gmbh|corp\.?|corporation|co\.?|group|ag|sa|s\.a\.|plc|se|bv|b\.v\.|ab|and sons)$/i;

const pick = <T>(rng: RandomSource, list: readonly T[]): T => list[rng.int(list.length)]!;

function openNonJob(rec: PersonRecord): boolean {
  return Boolean(rec.extra?.some((e) => e.kind === 'non_job' && e.end === CURRENT));
}

/** A current side project beside the main job: a founder or owner entry at the person's own page-less project. */
export function startSideProject(rng: RandomSource, rec: PersonRecord, name: string | undefined, title: string | undefined, month: number): void {
  const project = name ?? (rng.chance(0.2) ? 'Stealth Startup' : `${rec.last}'s ${pick(rng, SIDE_PROJECT_KINDS)}`);
  (rec.extra ??= []).push({ kind: 'side_role', company: null, company_name: project, title: title ?? pick(rng, SIDE_PROJECT_TITLES), start: month, end: CURRENT });
}

/** Back to school: the job ends at `month` and a current study entry at an institution starts. */
export function startStudies(rng: RandomSource, rec: PersonRecord, school: string | undefined, title: string | undefined, month: number): void {
  if (openNonJob(rec)) throw new WorldError(409, 'already_on_break', 'The person is already on a break or at school');
  endCurrent(rec, month);
  (rec.extra ??= []).push({ kind: 'non_job', company: null, company_name: school ?? pick(rng, SCHOOLS), title: title ?? pick(rng, STUDY_TITLES), start: month, end: CURRENT });
}

/** The name of a regional entity of `parent`: its stem and a country / legal-form suffix ("Hahn LLC" → "Hahn UK Ltd"). */
export function entityName(rng: RandomSource, parent: string): string {
  const stem = parent.replace(LEGAL_TAIL, '').trim() || parent;
  return `${stem} ${pick(rng, ENTITY_SUFFIXES)}`;
}

/** A new entry, with the same title, at a subsidiary or regional entity (`company`, its own page) of the current employer. */
export function moveToSubsidiary(rec: PersonRecord, role: Role, company: number, month: number): void {
  if (company === role.company) throw new WorldError(409, 'same_company', 'A subsidiary move needs the entity, not the employer itself');
  startPosition(rec, company, role.title, month);
}

/**
 * The current employer is acquired: its page keeps its network id and takes the acquirer's name
 * (every person there sees it renamed at once, as on the network).
 */
export function acquireEmployer(state: WorldState, rng: RandomSource, company: number, acquirer: string | undefined): void {
  const name = acquirer ?? state.companies.at(state.companies.pick(rng, company)).name;
  if (name.toLowerCase() === state.companies.at(company).name.toLowerCase()) {
    throw new WorldError(409, 'same_company', 'The acquirer needs another name than the employer');
  }
  state.companies.rename(company, name);
}
