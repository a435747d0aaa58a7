// mulberry32, the fuzz tests' seeded PRNG: two runs generate the same data.
import { seeded as rng } from '../../test/support/hostile-http';

/**
 * Deterministic, realistic-looking contact rows for benches: names, companies from a
 * pool of ~2,000 with domains, emails, 80 % with a profile URL, free-text CRM segments,
 * owners, CRM ids, deal data, locations and custom fields. Every row is unique by
 * crm_id, email and profile URL (all carry the generator's tag and a counter), so
 * nothing collapses as a duplicate and row counts are exact.
 */


const FIRST = (
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph Jessica ' +
  'Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Sandra Mark Margaret Donald Ashley ' +
  'Steven Kimberly Andrew Emily Paul Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Melissa George Deborah ' +
  'Timothy Stephanie Ronald Rebecca Jason Sharon Edward Laura Jeffrey Cynthia Ryan Dorothy Jacob Amy Gary Kathleen ' +
  'Nicholas Angela Eric Shirley Jonathan Emma Stephen Brenda Larry Pamela Justin Nicole Scott Anna Brandon Samantha ' +
  'Benjamin Katherine Samuel Christine Gregory Debra Alexander Rachel Patrick Carolyn Frank Janet Raymond Maria ' +
  'Jack Olivia Dennis Heather Jerry Helen Tyler Catherine Aaron Diane Jose Julie Adam Victoria Nathan Joyce Henry ' +
  'Lauren Zachary Kelly Douglas Christina Peter Ruth Kyle Joan Noah Virginia Ethan Judith Jeremy Evelyn Walter ' +
  'Hannah Christian Andrea Keith Megan Roger Cheryl Terry Jacqueline Austin Madison Sean Teresa Gerald Abigail ' +
  'Carl Sophia Harold Martha Dylan Sara Arthur Gloria Lawrence Janice Jordan Kathryn Jesse Ann Bryan Isabella ' +
  'Priya Arjun Wei Mei Hiroshi Yuki Lukas Sofia Mateo Camila Ahmed Fatima Olga Ivan Chloé Renée Björn Zoë'
).split(' ');

const LAST = (
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson ' +
  'Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson ' +
  'Walker Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell ' +
  'Mitchell Carter Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales ' +
  'Murphy Cook Rogers Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson ' +
  'Watson Brooks Chavez Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long ' +
  'Ross Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher ' +
  'Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes ' +
  'Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez ' +
  'McDonald Woods Washington Kennedy Wells Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson ' +
  'Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black ' +
  'Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice Schmidt Garza Daniels Ferguson Nichols Stephens ' +
  'Smithson Goldsmith Arrowsmith Müller Schröder Dubois Rossi Kowalski Novak Yamamoto Tanaka Singh Kumar Zhang ' +
  "O'Brien McAllister van der Berg de la Cruz"
).split(' ');

const TITLES = [
  'VP of Sales', 'Head of Revenue Operations', 'Account Executive', 'Senior Account Executive', 'Sales Director',
  'Chief Revenue Officer', 'Marketing Manager', 'Director of Marketing', 'Head of Growth', 'Software Engineer',
  'Senior Software Engineer', 'Engineering Manager', 'VP Engineering', 'CTO', 'CEO', 'Co-Founder & CEO', 'COO',
  'Product Manager', 'Senior Product Manager', 'Head of Product', 'Customer Success Manager', 'Director, Customer Success',
  'Data Analyst', 'Head of Data', 'Procurement Manager', 'IT Director', 'CFO', 'Finance Manager', 'HR Business Partner',
  'Talent Acquisition Lead', 'Operations Manager', 'Solutions Architect', 'Business Development Representative',
];

const SEGMENTS = [
  'Customer', 'customer', 'Closed Won', 'Active customer', 'Churned', 'former customer', 'Closed Lost', 'lost',
  'Open Opportunity', 'pipeline', 'negotiation', null, null, 'prospect',
];

const STAGES = ['Discovery', 'Qualification', 'Proposal', 'Negotiation', 'Closed Won', 'Closed Lost', null];

const PLACES: Array<[string, string, string]> = [
  ['San Francisco', 'CA', 'United States'], ['New York', 'NY', 'United States'], ['Austin', 'TX', 'United States'],
  ['Chicago', 'IL', 'United States'], ['Seattle', 'WA', 'United States'], ['Boston', 'MA', 'United States'],
  ['Toronto', 'ON', 'Canada'], ['Vancouver', 'BC', 'Canada'], ['London', 'England', 'United Kingdom'],
  ['Berlin', 'Berlin', 'Germany'], ['Paris', 'Île-de-France', 'France'], ['Amsterdam', 'North Holland', 'Netherlands'],
  ['Sydney', 'NSW', 'Australia'], ['Singapore', 'Singapore', 'Singapore'], ['Bangalore', 'Karnataka', 'India'],
];

const INDUSTRIES = ['Software', 'Fintech', 'Healthcare', 'Manufacturing', 'Retail', 'Logistics', 'Media', 'Education', 'Energy'];

const OWNER_COUNT = 25;
/** The CRM owners (sales reps) rows are spread over, for owner filters. */
export const OWNERS = Array.from({ length: OWNER_COUNT }, (_, i) => `${FIRST[(i * 7) % 40]} ${LAST[(i * 11) % 60]}`);

export interface Company {
  name: string;
  domain: string;
  industry: string;
  size: string;
  revenue: string;
}

const WORDS = (
  'Acme Globex Initech Umbrella Stark Wayne Hooli Vandelay Soylent Cyberdyne Tyrell Wonka Gringotts Oscorp Aperture ' +
  'Black Mesa Massive Dynamic Nakatomi Prestige Sterling Blue Sun Monarch Dunder Pied Piper Bluth Virtucon Gekko ' +
  'Northwind Contoso Fabrikam Tailspin Adventure Litware Proseware Woodgrove Fourth Coffee Lucerne Margie Trey Wingtip'
).split(' ');
const NOUNS = ['Analytics', 'Systems', 'Labs', 'Cloud', 'Networks', 'Health', 'Logistics', 'Robotics', 'Capital', 'Software', 'Media', 'Energy', 'Foods', 'Security', 'Data', 'Bio', 'Works', 'Dynamics', 'Partners', 'Group'];
const SUFFIXES = ['Inc', 'Inc.', 'LLC', 'Ltd', 'GmbH', 'Corp', '', '', 'Co.', 'SA'];

/** ~2,000 distinct companies (distinct normalised names and domains). */
export function companyPool(size = 2000, seed = 7): Company[] {
  const r = rng(seed);
  const out: Company[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < size; i++) {
    const a = WORDS[i % WORDS.length]!;
    const b = NOUNS[Math.floor(i / WORDS.length) % NOUNS.length]!;
    const round = Math.floor(i / (WORDS.length * NOUNS.length));
    const base = round === 0 ? `${a} ${b}` : `${a} ${b} ${['North', 'Global', 'One', 'Prime', 'Next'][round % 5]}${round > 4 ? ` ${round}` : ''}`;
    const key = base.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    const suffix = SUFFIXES[Math.floor(r() * SUFFIXES.length)]!;
    const sizes = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10000+'];
    out.push({
      name: suffix ? `${base} ${suffix}` : base,
      domain: `${key.replace(/[^a-z0-9]+/g, '')}.com`,
      industry: INDUSTRIES[Math.floor(r() * INDUSTRIES.length)]!,
      size: sizes[Math.floor(r() * sizes.length)]!,
      revenue: `$${(1 + Math.floor(r() * 900)) / 10}M`,
    });
  }
  return out;
}

export type ContactRowInput = Record<string, unknown>;

export interface ContactGeneratorOptions {
  seed?: number;
  /** Makes ids, emails and profile slugs unique across generators (one per run phase). */
  tag?: string;
  socialShare?: number;
  companies?: Company[];
}

/** Endless unique contacts; `batch(n)` takes the next n. */
export function contactGenerator(options: ContactGeneratorOptions = {}) {
  const r = rng(options.seed ?? 42);
  const tag = options.tag ?? 'b';
  const social = options.socialShare ?? 0.8;
  const companies = options.companies ?? companyPool();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  let n = 0;

  const next = (): ContactRowInput => {
    const i = n++;
    const first = pick(FIRST);
    const last = pick(LAST);
    const company = pick(companies);
    const place = pick(PLACES);
    const slugBase = `${first}-${last}`
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '');
    const local = slugBase.replace(/-/g, '.');
    const row: ContactRowInput = {
      first_name: first,
      last_name: last,
      company: company.name,
      title: pick(TITLES),
      email: `${local}.${tag}${i}@${company.domain}`,
      segment: pick(SEGMENTS),
      owner: pick(OWNERS),
      crm_id: `003${tag}${String(i).padStart(9, '0')}`,
      deal_stage: pick(STAGES),
      last_activity: `2026-${String(1 + Math.floor(r() * 10)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`,
      city: place[0],
      state: place[1],
      country: place[2],
      custom: {
        region: place[2] === 'United States' || place[2] === 'Canada' ? 'NA' : 'INTL',
        tier: pick(['A', 'B', 'C']),
        arr: Math.floor(r() * 250) * 1000,
        is_partner: r() < 0.1,
      },
    };
    if (r() < 0.6) row.account_domain = company.domain;
    if (r() < 0.3) {
      row.industry = company.industry;
      row.company_size = company.size;
      row.revenue = company.revenue;
    }
    if (r() < social) {
      const slug = `${slugBase}-${tag}${i.toString(36)}`;
      const form = r();
      row.social_url =
        form < 0.7
          ? `https://www.linkedin.com/in/${slug}/`
          : form < 0.85
            ? `linkedin.com/in/${slug}`
            : form < 0.95
              ? `https://uk.linkedin.com/in/${slug}?trk=public_profile`
              : slug;
    }
    return row;
  };
  return {
    next,
    batch: (size: number) => Array.from({ length: size }, next),
    get count() {
      return n;
    },
  };
}
