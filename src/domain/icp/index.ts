export { type CompanyFacts, evaluateAccountFit } from './account-fit';
export { type CompanyTypeFacts, detectCompanyTypes } from './company-types';
export { evaluateContactFit, type PersonFacts, tenureMonths } from './contact-fit';
export { normaliseFundingStage } from './funding-stage';
export { industryMatches } from './industries';
export { type Hq, hqCountryCode, MACRO_REGIONS, placeResult } from './places';
export type {
  AccountIcpRules,
  CompanyType,
  ContactIcpRules,
  Criterion,
  CriterionResult,
  FitResult,
  FundingStage,
  KeywordField,
  Range,
  UnknownPolicy,
} from './rules';
export { COMPANY_TYPES, FUNDING_STAGES, KEYWORD_FIELDS } from './rules';
export { containsPhrase, globMatches, wordsOf } from './text-match';
