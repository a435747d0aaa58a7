import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { hasEmoji } from '../../../src/domain/normalise';
import { opener, type OpenerInput } from '../../../src/domain/plays';
import { isNonJobEntry } from '../../../src/domain/titles/non-job';
import { PLAY_TYPES, SEGMENTS } from '../../../src/domain/vocabulary';

const FIXTURE = JSON.parse(readFileSync(new URL('../../fixtures/openers.json', import.meta.url), 'utf8')) as Array<{
  input: OpenerInput;
  expected: string;
}>;

const FIRST_NAMES = ['JOHN', 'john', '🚀 Sarah', 'Dana ✨', 'Alex (he/him)', 'Dr. Emily', 'J. Robert', 'MARÍA JOSÉ', null, '', '👋', 'Priya | Hiring'];
const LAST_NAMES = ['SMITH', 'smith', 'Doe (she/her)', 'Chen, MD', 'Lee 🌈', null, 'van Beethoven', 'Patel, PhD, MBA'];
const COMPANIES = [
  'ACME CORP', 'globex inc.', 'Acme Ltda.', 'Grupo Bimbo, S.A.B. de C.V.', 'SIEMENS AG', 'Müller GmbH & Co. KG', '株式会社メルカリ',
  'Sony K.K.', 'CAPGEMINI SE', 'Doctolib SAS', 'ADYEN N.V.', 'Booking Holdings B.V.', 'ATLASSIAN PTY LTD', 'Luxottica S.p.A.',
  'Bending Spoons S.r.l.', 'Allegro Sp. z o.o.', 'Spotify AB', 'NOKIA OYJ', 'Novo Nordisk A/S', 'INFOSYS LIMITED', 'Acme Holdings plc',
  'HubSpot, Inc.', 'eBay Inc.', 'IBM', 'SAP SE', 'Notion.so', 'Salesforce.com, inc.', 'Globex Inc. 🚀 | We are hiring!',
  'STARK INDUSTRIES', 'BANK OF AMERICA CORPORATION', 'Telefónica, S.A.', 'Initech LLC', 'Hooli', null, 'N/A', '-',
  'Career Break', 'Self-employed', 'Freelance', 'Open to work',
];
const TITLES = [
  'VP SALES | Hiring! 🚀', '🔥 Head of Growth 🔥 | Helping SaaS companies scale', 'VP Marketing @ Hooli | ex-Google', 'CRO (she/her)',
  'Hiring!', 'We are hiring! DM me', 'Account Executive', 'HEAD OF REVENUE OPERATIONS', 'senior account executive', null, 'Career break',
  'Director of Sales EMEA', '✨ Chief Revenue Officer ✨',
];

/** Legal forms that must never be shown ("Company" stays in "The Coca-Cola Company", a name not a form). */
const LEGAL_FORM = new RegExp(
  String.raw`(?<![\p{L}])(?:inc|corp|corporation|llc|l\.l\.c|ltd|ltda|limited|gmbh|ag|kg|s\.a|s\.a\.b|c\.v|sas|b\.v|n\.v|pty|plc|s\.p\.a|s\.r\.l|sp\. z o\.o|k\.k|a/s|ab|oyj|se)\.?(?![\p{L}])|株式会社`,
  'iu',
);

/** Capital-letter words an opener may contain: acronyms of titles and brands written in capitals ("LINE Yahoo" is a mixed-case name kept as written). */
const ALLOWED_CAPITALS = new Set(['LINE', 'EMEA', 'APAC', 'LATAM', 'BBVA', 'IKEA', 'KPMG', 'HSBC', 'ASML', 'NASA', 'DACH', 'AMER']);

/** Everything an opener must never contain; returns the problems found (empty when clean). */
function problems(text: string, input: OpenerInput): string[] {
  const found: string[] = [];
  if (hasEmoji(text)) found.push('emoji');
  if (text.includes('|')) found.push('tagline separator');
  if (LEGAL_FORM.test(text)) found.push(`legal form: ${LEGAL_FORM.exec(text)?.[0]}`);
  for (const word of text.match(/\p{Lu}{4,}/gu) ?? []) if (!ALLOWED_CAPITALS.has(word)) found.push(`capitals: ${word}`);
  if (/their previous company/iu.test(text)) found.push('their previous company');
  if (/\bhiring\b/iu.test(text)) found.push('hiring');
  if (/\b(?:she|he|they)\/(?:her|him|them)\b/iu.test(text)) found.push('pronouns');
  if (/\bnull\b|\bundefined\b|\bN\/A\b|^,|\s,/u.test(text)) found.push('placeholder or empty slot');
  if (input.new_company && isNonJobEntry({ company: input.new_company, title: input.new_title })) {
    for (const raw of [input.new_company, input.new_title]) if (raw && text.toLowerCase().includes(raw.toLowerCase())) found.push(`non-job entry: ${raw}`);
  }
  return found;
}

/** A deterministic sweep over the messy values, every type and segment. */
function sweep(): OpenerInput[] {
  const out: OpenerInput[] = [];
  for (let i = 0; i < 4000; i++) {
    out.push({
      seed: `sweep-${i}`,
      type: PLAY_TYPES[i % PLAY_TYPES.length]!,
      segment: SEGMENTS[Math.floor(i / PLAY_TYPES.length) % SEGMENTS.length]!,
      first_name: FIRST_NAMES[i % FIRST_NAMES.length]!,
      last_name: LAST_NAMES[(i * 7) % LAST_NAMES.length]!,
      old_company: COMPANIES[(i * 3) % COMPANIES.length]!,
      old_title: TITLES[(i * 5) % TITLES.length]!,
      new_company: COMPANIES[(i * 11 + 1) % COMPANIES.length]!,
      new_title: TITLES[(i * 13 + 2) % TITLES.length]!,
    });
  }
  return out;
}

describe('openers read as if a careful person wrote them', () => {
  it('when the fixture is read, then it holds at least 40 messy cases besides the clean ones', () => {
    const messy = FIXTURE.filter(({ input }) =>
      [input.first_name, input.last_name, input.old_company, input.new_company, input.new_title].some(
        (v) => v === null || hasEmoji(v) || v.includes('|') || LEGAL_FORM.test(v) || /\p{Lu}{4,}/u.test(v) || /[(]/u.test(v),
      ),
    );
    expect(messy.length).toBeGreaterThanOrEqual(40);
  });

  it('when every fixture opener is checked, then none has an emoji, a "|", a legal form, a company in capitals, "their previous company" or a non-job entry', () => {
    const bad = FIXTURE.map(({ input, expected }) => ({ expected, found: problems(expected, input) })).filter((x) => x.found.length);
    expect(bad).toEqual([]);
  });

  it('when a sweep of 4,000 messy inputs is written, then no opener has any of those faults', () => {
    const bad = sweep()
      .map((input) => ({ input, text: opener(input) }))
      .map(({ input, text }) => ({ text, found: problems(text, input) }))
      .filter((x) => x.found.length);
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('when the new entry is a career break or self-employment, then a sales play congratulates on nothing and pitches nothing', () => {
    for (const new_company of ['Career Break', 'Self-employed']) {
      const text = opener({ ...FIXTURE[0]!.input, new_company, new_title: null });
      expect(text).toBe("Dana, I saw you've moved on from Initech — wishing you all the best with what comes next. Let's stay in touch.");
    }
  });

  it('when the old company and title are unknown, then no opener falls back to a placeholder phrase', () => {
    for (const type of PLAY_TYPES) {
      for (const segment of SEGMENTS) {
        const text = opener({ ...FIXTURE[0]!.input, type, segment, old_company: null, old_title: null });
        expect(text, `${type}/${segment}`).not.toMatch(/their previous company|previous employer| at [—;,.]| at $/u);
      }
    }
  });
});
