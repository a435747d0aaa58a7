export { EMAIL_PATTERNS, EMAIL_STATUSES, type EmailPattern, type EmailStatus, EmailWorld, MAIL_POLICIES, type MailPolicy } from './email-world';
export { finderFor, FinderWorld } from './finder-world';
export { SEARCH_WEIGHTS, type SearchCandidate, searchPeople, type SearchQuery } from './search';
export type { FinderPerson, FinderPosition, OverlayKind } from './types';
