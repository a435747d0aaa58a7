export { applyCheck, type CheckEffect, type ProfileBefore } from './apply-check';
export { baselineMismatch } from './baseline';
export { companyKey, companyNamesMatch, companyTokens } from './company-key';
export { detectChange } from './detect';
export {
  currentPosition,
  latestStarted,
  normaliseDate,
  normaliseTitleText,
  primaryPosition,
  sameCompany,
  samePositionEntry,
} from './positions';
export { profileStatusAfter } from './status';
export type {
  ChangeType,
  CompanyRef,
  DetectedChange,
  Position,
  ProfileStatus,
  Snapshot,
} from './types';
export { CHANGE_TYPES } from './types';
