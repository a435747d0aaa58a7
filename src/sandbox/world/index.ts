export type { CreateWorldOptions } from './create-world';
export { createWorld, MAX_COMPANIES, MAX_PEOPLE } from './create-world';
export { CHANGE_RATE_PER_30_DAYS, CHANGE_SPLIT, MOVE_MAX_LAG_DAYS } from './evolution';
export { FUNDING_STAGES, type FundingStage, INDUSTRIES } from './industries';
export { parseProfileRef, profileUrl } from './people-store';
export { JOB_FUNCTIONS, type JobFunction, SENIORITIES, type Seniority } from './titles';
export type {
  AdvanceResult,
  ChangeCounts,
  ChangeRequest,
  ChangeType,
  Company,
  CompanyHq,
  PersonFields,
  PersonSummary,
  PersonView,
  PositionView,
} from './types';
export { CHANGE_TYPES, COMPANY_URL_PREFIX, PROFILE_URL_PREFIX, WorldError } from './types';
export { MAX_ADVANCE_DAYS, SandboxWorld } from './world';
