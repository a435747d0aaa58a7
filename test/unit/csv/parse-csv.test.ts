import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { parseCsv } from '../../../src/core/imports/csv-import';
import { mapColumns, rowToContactInput } from '../../../src/domain/csv';
import { normaliseContactInput } from '../../../src/domain/normalise';

const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/csv', name);

async function load(name: string) {
  const parsed = await parseCsv({ path: fixture(name) });
  const mapping = mapColumns(parsed.headers, parsed.rows.map((r) => r.values));
  return { parsed, mapping, inputs: parsed.rows.map((r) => rowToContactInput(mapping, r.values)) };
}

describe('CSV fixtures', () => {
  it('when a HubSpot export is read, then rows become ContactInput with fallbacks and custom fields', async () => {
    const { parsed, mapping, inputs } = await load('hubspot-contacts.csv');
    expect(parsed.delimiter).toBe(',');
    expect(mapping.format).toBe('hubspot');
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(mapping.warnings.find((w) => w.code === 'empty_columns_ignored')?.columns).toEqual(['Fax Number']);
    expect(inputs[0]).toEqual({
      crm_id: '51', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@engines.io', segment: 'Customer',
      owner: 'Maria Lopez', last_activity: '2026-01-14 10:22', title: 'VP Sales', company: 'Analytical Engines',
      social_url: 'https://www.linkedin.com/in/ada-lovelace-1815', city: 'London', state: 'England',
      country: 'United Kingdom', account_domain: 'engines.io', company_size: '1,001-5,000', revenue: '$12.5M',
      industry: 'Computer Software', custom: { 'Phone Number': '+44 20 7946 0000', 'Lead Status': 'Connected' },
    });
    expect(inputs[1]!.company).toBe('US Navy');
    const ada = normaliseContactInput(inputs[0]);
    expect(ada.ok && ada.value).toMatchObject({ segment: 'customer', last_activity: '2026-01-14', company_employees: 1001, revenue: 12_500_000 });
    expect(inputs.every((i) => normaliseContactInput(i).ok)).toBe(true);
  });

  it('when a Salesforce report with CRLF line ends is read, then the stage feeds segment and deal_stage', async () => {
    const { parsed, mapping, inputs } = await load('salesforce-report.csv');
    expect(mapping.format).toBe('salesforce');
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 3]);
    expect(inputs[0]).toMatchObject({
      company: 'Linux Foundation', crm_id: '0035g00000ABCDe', social_url: 'linkedin.com/in/linustorvalds',
      segment: 'Closed Won', deal_stage: 'Closed Won', account_domain: 'https://www.linuxfoundation.org',
      city: 'Portland', state: 'OR', country: 'USA', custom: { Phone: '555-0100' },
    });
    const margaret = normaliseContactInput(inputs[1]);
    expect(margaret.ok && margaret.value).toMatchObject({ segment: 'closed_lost', account_domain: 'hamilton-tech.com' });
  });

  it('when a plain sheet has a BOM and semicolons, then the first header is clean and long headers are truncated', async () => {
    const { parsed, mapping, inputs } = await load('plain-semicolon-bom.csv');
    expect(parsed.delimiter).toBe(';');
    expect(parsed.headers[0]).toBe('name');
    expect(mapping.format).toBe('plain');
    expect(mapping.warnings.map((w) => w.code)).toEqual(['custom_key_truncated', 'unmapped_columns', 'empty_columns_ignored']);
    expect(inputs[0]).toEqual({
      full_name: 'Katherine Johnson', company: 'NASA', title: 'Mathematician', email: 'kj@nasa.gov',
      social_url: 'katherine-johnson', location: 'Hampton, Virginia, United States', segment: 'customer',
      owner: 'Dorothy V', custom: { 'A very long column header that somebody typed into the sprea': 'x', Notes: 'first' },
    });
    const results = inputs.map(normaliseContactInput);
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(!results[2]!.ok && results[2]!.errors).toEqual({ company: 'required' });
  });

  it('when fields are quoted with commas, quotes and line breaks, then rows keep the line they start on', async () => {
    const { parsed, inputs } = await load('quoted-multiline.csv');
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 4, 6, 9]);
    expect(inputs[0]).toEqual({
      full_name: 'Smith, Jane', company: 'Acme, Inc.', title: 'Head of RevOps', social_url: 'https://www.linkedin.com/in/jane-smith',
      custom: { Notes: 'Met at SaaStr,\nfollow up in Q3' },
    });
    expect(inputs[1]!.custom).toEqual({ Notes: 'Said "call me later"' });
    expect(inputs[2]!.company).toBe('Initech\nHoldings');
    const jane = normaliseContactInput(inputs[0]);
    expect(jane.ok && jane.value).toMatchObject({ first_name: 'Jane', last_name: 'Smith' });
  });

  it('when text is given with CRLF and blank lines, then line numbers still count physical lines', async () => {
    const parsed = await parseCsv({ text: 'a,b\r\n\r\n1,"x\r\ny"\r\n2,3' });
    expect(parsed.rows).toEqual([
      { line: 3, values: ['1', 'x\ny'] },
      { line: 5, values: ['2', '3'] },
    ]);
  });

  it('when a quote is never closed, then a validation error names the problem', async () => {
    await expect(parseCsv({ text: 'a,b\n1,"2\n3,4\n' })).rejects.toMatchObject({
      code: 'validation_error',
      details: [{ path: expect.stringMatching(/^line \d+$/), message: expect.stringMatching(/Quote Not Closed/) }],
    });
    await expect(parseCsv({ text: '' })).rejects.toMatchObject({ message: 'The CSV file is empty' });
  });
});
