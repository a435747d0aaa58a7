export { companyKey, companyNamesMatch, companyTokens } from '../company/company-key';
export { applyCheck, type CheckEffect, type ProfileBefore } from './apply-check';
export { baselineMismatch } from './baseline';
export { detectChange } from './detect';
export { type RuleId,RULES } from './evidence';
export { NO_CHANGE_RULES, noChangeEvidence, type NoChangeRuleId } from './no-change';
export {
  currentJobs,
  currentPosition,
  latestStarted,
  normaliseDate,
  normaliseTitleText,
  primaryPosition,
  sameCompany,
  sameDate,
  samePositionEntry,
  titleWords,
} from './positions';
export { profileStatusAfter } from './status';
export type {
  ChangeEnds,
  ChangeEvidence,
  ChangeType,
  CheckTrigger,
  CompanyRef,
  DetectContext,
  DetectedChange,
  EvidencePosition,
  Position,
  ProfileStatus,
  Snapshot,
} from './types';
export { CHANGE_TYPES, CHECK_TRIGGERS, MIN_ALERT_CONFIDENCE } from './types';
