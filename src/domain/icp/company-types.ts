import type { CompanyType } from './rules';
import { containsPhrase, wordsOf } from './text-match';

/**
 * Company-type detection for `exclude.company_types`. A type is detected when the
 * company's industry contains one of its industry phrases, or its name or tagline
 * contains one of its self-description words (whole words, case-insensitive). The
 * description is not read: it usually names the company's customers ("software for
 * government agencies"), not what the company is.
 */
const SIGNALS: Record<CompanyType, { industries: string[]; words: string[] }> = {
  agency: {
    industries: ['marketing and advertising', 'advertising services', 'public relations and communications', 'design services'],
    words: ['agency', 'agentur'],
  },
  nonprofit: {
    industries: ['non profit organization management', 'nonprofit organization management', 'non profit organizations',
      'nonprofit', 'philanthropy', 'civic and social organization', 'fundraising'],
    words: ['nonprofit', 'non profit', 'not for profit', 'charity', 'charitable'],
  },
  government: {
    industries: ['government administration', 'government relations', 'public policy', 'military', 'armed forces',
      'law enforcement', 'public safety', 'executive office', 'legislative office', 'judiciary'],
    words: ['government', 'ministry of', 'municipality', 'city of', 'county of', 'department of', 'state of'],
  },
  education: {
    industries: ['education', 'higher education', 'education management', 'primary and secondary education', 'e learning',
      'education administration programs'],
    words: ['university', 'college', 'school'],
  },
  consulting: {
    industries: ['management consulting', 'business consulting and services', 'consulting'],
    words: ['consulting', 'consultancy', 'consultants'],
  },
  staffing: {
    industries: ['staffing and recruiting', 'staffing', 'recruiting'],
    words: ['staffing', 'recruiting', 'recruitment'],
  },
  investor: {
    industries: ['venture capital and private equity', 'venture capital', 'private equity', 'investment management',
      'investment banking'],
    words: ['ventures', 'venture capital', 'private equity'],
  },
};

export interface CompanyTypeFacts {
  industry: string | null;
  name: string | null;
  tagline: string | null;
}

/** The company types detected, or null when there is nothing to read (no industry, name or tagline). */
export function detectCompanyTypes(facts: CompanyTypeFacts): CompanyType[] | null {
  if (!facts.industry && !facts.name && !facts.tagline) return null;
  const industry = wordsOf(facts.industry);
  const self = [wordsOf(facts.name), wordsOf(facts.tagline)];
  return (Object.keys(SIGNALS) as CompanyType[]).filter((type) => {
    const s = SIGNALS[type];
    return s.industries.some((p) => containsPhrase(industry, p)) || self.some((w) => s.words.some((p) => containsPhrase(w, p)));
  });
}
