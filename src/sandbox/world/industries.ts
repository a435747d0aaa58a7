/** Fixed B2B industry list, with specialities and words used to build company names. */

export interface Industry {
  name: string;
  specialities: readonly string[];
  nameWords: readonly string[];
}

const ind = (name: string, specialities: string[], nameWords: string[]): Industry => ({ name, specialities, nameWords });

export const INDUSTRIES: readonly Industry[] = [
  ind('Software', ['SaaS', 'Cloud Computing', 'Analytics', 'APIs', 'Workflow Automation', 'B2B Software'], ['Software', 'Cloud', 'Labs', 'Systems', 'AI']),
  ind('Financial Services', ['Payments', 'Lending', 'Wealth Management', 'Risk Management', 'Banking'], ['Financial', 'Capital', 'Pay', 'Finance']),
  ind('Healthcare', ['Digital Health', 'Telemedicine', 'Patient Engagement', 'Care Coordination', 'Health IT'], ['Health', 'Care', 'Medical']),
  ind('Information Technology & Services', ['Managed Services', 'IT Consulting', 'Systems Integration', 'DevOps', 'Cloud Migration'], ['Technologies', 'IT', 'Solutions', 'Systems']),
  ind('Computer & Network Security', ['Cybersecurity', 'Identity Management', 'Threat Detection', 'Zero Trust', 'Compliance'], ['Security', 'Shield', 'Defense', 'Cyber']),
  ind('Marketing & Advertising', ['Digital Marketing', 'Brand Strategy', 'Performance Marketing', 'Content Marketing', 'SEO'], ['Media', 'Digital', 'Creative', 'Marketing']),
  ind('Staffing & Recruiting', ['Executive Search', 'Technical Recruiting', 'Contract Staffing', 'RPO'], ['Talent', 'Staffing', 'Search', 'Partners']),
  ind('Management Consulting', ['Strategy', 'Operations Consulting', 'Change Management', 'Due Diligence'], ['Consulting', 'Advisors', 'Partners', 'Group']),
  ind('Telecommunications', ['5G', 'Networking', 'VoIP', 'Unified Communications', 'Fiber'], ['Telecom', 'Networks', 'Connect', 'Wireless']),
  ind('Logistics & Supply Chain', ['Freight', 'Warehousing', 'Last-Mile Delivery', 'Supply Chain Visibility'], ['Logistics', 'Freight', 'Supply', 'Transport']),
  ind('Manufacturing', ['Industrial Automation', 'Precision Engineering', 'Lean Manufacturing', 'IoT'], ['Industries', 'Manufacturing', 'Works', 'Dynamics']),
  ind('Retail', ['Omnichannel', 'Merchandising', 'Point of Sale', 'Customer Loyalty'], ['Retail', 'Goods', 'Market', 'Brands']),
  ind('E-Commerce', ['Marketplaces', 'D2C', 'Checkout Optimization', 'Fulfillment'], ['Commerce', 'Shop', 'Cart', 'Market']),
  ind('Insurance', ['Insurtech', 'Underwriting', 'Claims Automation', 'Commercial Insurance'], ['Insurance', 'Assurance', 'Mutual', 'Cover']),
  ind('Real Estate', ['Property Management', 'Commercial Real Estate', 'PropTech', 'Brokerage'], ['Properties', 'Realty', 'Estates', 'Spaces']),
  ind('Education', ['EdTech', 'Online Learning', 'Corporate Training', 'Learning Management'], ['Learning', 'Academy', 'Education', 'Edu']),
  ind('Biotechnology', ['Genomics', 'Drug Discovery', 'Bioinformatics', 'Cell Therapy'], ['Bio', 'Therapeutics', 'Genomics', 'Sciences']),
  ind('Pharmaceuticals', ['Clinical Trials', 'Regulatory Affairs', 'Drug Development', 'Medical Affairs'], ['Pharma', 'Therapeutics', 'Labs']),
  ind('Automotive', ['Electric Vehicles', 'Fleet Management', 'Telematics', 'Mobility'], ['Motors', 'Mobility', 'Automotive', 'Drive']),
  ind('Energy', ['Renewable Energy', 'Solar', 'Energy Storage', 'Grid Software'], ['Energy', 'Power', 'Solar', 'Grid']),
  ind('Media & Entertainment', ['Streaming', 'Publishing', 'Audience Development', 'Video Production'], ['Media', 'Studios', 'Entertainment']),
  ind('Hospitality', ['Hotel Management', 'Travel Tech', 'Guest Experience', 'Revenue Management'], ['Hospitality', 'Hotels', 'Travel', 'Stays']),
  ind('Construction', ['Construction Management', 'BIM', 'Project Controls', 'Contech'], ['Construction', 'Builders', 'Build']),
  ind('Legal Services', ['Legal Tech', 'Contract Management', 'eDiscovery', 'Compliance'], ['Legal', 'Law', 'Counsel']),
  ind('Venture Capital & Private Equity', ['Venture Capital', 'Growth Equity', 'Portfolio Operations'], ['Ventures', 'Capital', 'Partners', 'Equity']),
  ind('Human Resources', ['HR Tech', 'Payroll', 'Employee Engagement', 'Benefits Administration'], ['People', 'HR', 'Workforce', 'Talent']),
  ind('Internet', ['Developer Tools', 'Platforms', 'Online Communities', 'Search'], ['Online', 'Web', 'Net', 'Hub']),
];

/** Relative weight per industry (software and services dominate a B2B prospect list). */
export const INDUSTRY_WEIGHTS: readonly number[] = INDUSTRIES.map((i) =>
  i.name === 'Software' ? 8 : i.name === 'Information Technology & Services' ? 5 : i.name === 'Financial Services' ? 4 : 2,
);

export const GENERAL_SPECIALITIES: readonly string[] = ['B2B', 'Enterprise', 'Customer Experience', 'Data', 'Partnerships', 'Innovation'];

/** The provider's funding stages are the product's vocabulary (`domain/icp/rules.ts`). */
export { FUNDING_STAGES, type FundingStage } from '../../domain/icp/rules';

/** Funding-stage weights (in FUNDING_STAGES order) by company size. */
export function fundingWeights(employees: number): number[] {
  //       pre  seed  A   B   C+  PE  pub boot unk
  if (employees < 20) return [25, 35, 5, 0, 0, 0, 0, 25, 10];
  if (employees < 100) return [3, 25, 32, 5, 0, 0, 0, 22, 13];
  if (employees < 500) return [0, 3, 20, 32, 15, 3, 0, 14, 13];
  if (employees < 5000) return [0, 0, 2, 10, 33, 25, 15, 5, 10];
  return [0, 0, 0, 0, 5, 25, 55, 2, 13];
}

/** Prefixes and suffixes for brand-style company names ("Northwave", "Brightpath Analytics"). */
export const BRAND_PREFIXES: readonly string[] = [
  'North', 'Blue', 'Bright', 'Clear', 'Cloud', 'Data', 'Deep', 'Signal', 'Vertex', 'Nova', 'Iron', 'Silver',
  'Summit', 'Pulse', 'Quant', 'True', 'Open', 'Peak', 'Swift', 'Lumen', 'Core', 'Atlas', 'Harbor', 'Ever',
  'Red', 'Green', 'Stone', 'Sky', 'Orbit', 'Arc', 'Beacon', 'Zen', 'Flux', 'Kite', 'Maple', 'Echo',
];

export const BRAND_SUFFIXES: readonly string[] = [
  'wave', 'stack', 'path', 'loop', 'beam', 'works', 'grid', 'ly', 'forge', 'bridge', 'field', 'point',
  'line', 'scale', 'hub', 'flow', 'mark', 'light', 'base', 'wise', 'sight', 'gate', 'bit', 'craft',
];

export const FIRM_SUFFIXES: readonly string[] = [
  'Group', 'Partners', '& Co.', 'Consulting', 'Holdings', 'Industries', 'Labs', 'Systems', 'Technologies', 'Inc.', 'LLC',
];

export const NAME_ADJECTIVES: readonly string[] = [
  'Bright', 'Bold', 'Clear', 'Smart', 'Agile', 'Rapid', 'Prime', 'Noble', 'Vivid', 'Modern', 'Unified', 'Global',
  'Pioneer', 'Keystone', 'Evergreen', 'Radiant', 'Steady', 'Future', 'Apex', 'Granite', 'Cobalt', 'Crimson',
];
