/**
 * The company-name normaliser is the one company key (src/domain/company/company-key.ts);
 * kept under its old name for callers outside src/.
 */
export { companyKey as normaliseCompanyName } from '../company/company-key';
