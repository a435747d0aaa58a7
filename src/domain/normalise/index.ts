/**
 * Pure normalisers for incoming contacts and accounts (no I/O, no DB).
 */
export { type AccountInput, AccountInputSchema, normaliseAccountInput,type NormalisedAccount } from './account-input';
export { normaliseCompanyName } from './company-name';
export {
  type ContactInput,
  ContactInputSchema,
  normaliseContactInput,
  type NormalisedContact,
  type TrackingReason,
} from './contact-input';
export { countryCode, normaliseCountry } from './countries';
export { type CustomResult, validateCustom } from './custom';
export { parseDate } from './date';
export { displayFirstName } from './display-first-name';
export { normaliseDomain } from './domain';
export { normaliseEmail } from './email';
export { parseEmployees } from './employees';
export { splitFullName } from './full-name';
export { cleanFirstName, cleanLastName, cleanNameText } from './full-name';
export { type Place, resolvePlace, splitLocation } from './location';
export { parseMoney } from './money';
export { normaliseAustralianState, normaliseCanadianProvince, normaliseUsState, regionCountry } from './regions';
export type { FieldWarning, NormaliseResult, Parsed } from './result';
export { normaliseSegment,type Segment, SEGMENTS } from './segment';
export {
  type CanonicalSocialUrl,
  canonicalSocialUrl,
  SOCIAL_URL_REJECTIONS,
  type SocialUrlRejection,
} from './social-url';
export { hasEmoji, isPlaceholder, stripEmoji } from './text';
