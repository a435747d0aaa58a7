export { classifyTitle } from './classify';
export { cleanTitle } from './clean';
export type { FunctionRule } from './function-rules';
export { FUNCTION_RULES } from './function-rules';
export type { SeniorityRule } from './seniority-rules';
export { SENIORITY_RULES } from './seniority-rules';
export { isSideRole } from './side-roles';
export type { JobFunction, Seniority, TitleClassification } from './types';
export { JOB_FUNCTIONS, SENIORITIES,seniorityRank } from './types';
