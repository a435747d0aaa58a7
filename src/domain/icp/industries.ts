import { foldForMatching } from '../normalise/text';
import { containsPhrase, wordsOf } from './text-match';

/**
 * Industry names that mean the same thing across sources (the network's old and new
 * industry lists, CRM picklists, common shorthand). Folded forms.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['software', 'computer software', 'software development', 'saas', 'enterprise software'],
  ['information technology and services', 'it services and it consulting', 'it services', 'information technology', 'it consulting'],
  ['financial services', 'fintech', 'finance'],
  ['computer and network security', 'cybersecurity', 'cyber security', 'information security', 'network security'],
  ['marketing and advertising', 'advertising services', 'marketing services', 'marketing', 'advertising'],
  ['staffing and recruiting', 'staffing', 'recruiting', 'recruitment'],
  ['healthcare', 'health care', 'hospital and health care', 'hospitals and health care'],
  ['internet', 'internet publishing', 'technology information and internet'],
  ['e commerce', 'ecommerce', 'online retail'],
  ['pharmaceuticals', 'pharmaceutical manufacturing', 'pharma'],
  ['biotechnology', 'biotechnology research', 'biotech'],
  ['human resources', 'human resources services', 'hr'],
  ['logistics and supply chain', 'transportation logistics supply chain and storage', 'logistics', 'supply chain'],
  ['education', 'education management', 'higher education', 'e learning', 'elearning', 'edtech'],
  ['telecommunications', 'telecom'],
  ['management consulting', 'business consulting and services', 'consulting'],
  ['venture capital and private equity', 'venture capital and private equity principals', 'venture capital', 'private equity'],
  ['media and entertainment', 'entertainment', 'media production'],
  ['legal services', 'law practice', 'legal'],
  ['real estate', 'commercial real estate', 'proptech'],
  ['insurance', 'insurtech'],
  ['energy', 'oil and energy', 'renewable energy', 'renewables and environment', 'utilities'],
];

const GROUP_OF = new Map<string, number>();
SYNONYM_GROUPS.forEach((group, i) => group.forEach((name) => GROUP_OF.set(name, i)));

/**
 * Whether a company's industry matches a rule's industry. Rule: equal after folding
 * (case, accents, "&" = "and", punctuation); or the rule's words appear as whole
 * consecutive words in the company's industry ("Software" matches "Computer Software",
 * "Security" matches "Computer & Network Security"); or both are in the same synonym
 * group ("SaaS" matches "Software", "Fintech" matches "Financial Services").
 */
export function industryMatches(companyIndustry: string, ruleIndustry: string): boolean {
  const company = foldForMatching(companyIndustry);
  const rule = foldForMatching(ruleIndustry);
  if (company === '' || rule === '') return false;
  if (company === rule) return true;
  if (containsPhrase(wordsOf(companyIndustry), ruleIndustry)) return true;
  const group = GROUP_OF.get(rule);
  return group !== undefined && GROUP_OF.get(company) === group;
}
