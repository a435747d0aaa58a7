import { type JobFunction, SENIORITIES,type Seniority } from '../vocabulary';

export { JOB_FUNCTIONS, type JobFunction, SENIORITIES, type Seniority } from '../vocabulary';

export interface TitleClassification {
  seniority: Seniority | null;
  function: JobFunction | null;
}

/** 0 (ic) … 4 (c_level); -1 for an unknown (null) seniority. */
export function seniorityRank(s: Seniority | null): number {
  return s === null ? -1 : SENIORITIES.indexOf(s);
}
