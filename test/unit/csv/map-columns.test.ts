import { describe, expect, it } from 'vitest';

import { detectDelimiter, headerKey, mapColumns, rowToContactInput } from '../../../src/domain/csv';
import { normaliseContactInput } from '../../../src/domain/normalise';

const HUBSPOT = [
  'Record ID', 'First Name', 'Last Name', 'Email', 'Phone Number', 'Lifecycle Stage', 'Contact owner',
  'Last Activity Date', 'Job Title', 'Company Name', 'Associated Company', 'LinkedIn URL', 'City', 'State/Region',
  'Country/Region', 'Company Domain Name', 'Number of Employees', 'Annual Revenue', 'Industry',
];
const SALESFORCE = [
  'First Name', 'Last Name', 'Title', 'Account Name', 'Email', 'Contact Owner', 'Contact ID', 'LinkedIn Profile URL',
  'Mailing City', 'Mailing State/Province', 'Mailing Country', 'Account: Website', 'Account: Employees',
  'Account: Annual Revenue', 'Account: Industry', 'Opportunity Stage',
];

const fieldsOf = (headers: string[]) =>
  Object.fromEntries(mapColumns(headers).columns.map((c) => [c.header, c.custom === null ? c.fields : `custom:${c.custom}`]));

describe('headerKey', () => {
  it('when headers differ in case, spaces and punctuation, then they compare equal', () => {
    expect(headerKey('State/Region')).toBe('stateregion');
    expect(headerKey('  first_name ')).toBe(headerKey('First Name'));
    expect(headerKey('Account: Website')).toBe('accountwebsite');
    expect(headerKey('Société')).toBe('societe');
  });
});

describe('mapColumns', () => {
  it('when a HubSpot contact export is mapped, then every standard column feeds its field', () => {
    const mapping = mapColumns(HUBSPOT);
    expect(mapping.format).toBe('hubspot');
    expect(fieldsOf(HUBSPOT)).toEqual({
      'Record ID': ['crm_id'],
      'First Name': ['first_name'],
      'Last Name': ['last_name'],
      Email: ['email'],
      'Phone Number': 'custom:Phone Number',
      'Lifecycle Stage': ['segment'],
      'Contact owner': ['owner'],
      'Last Activity Date': ['last_activity'],
      'Job Title': ['title'],
      'Company Name': ['company'],
      'Associated Company': ['company'],
      'LinkedIn URL': ['social_url'],
      City: ['city'],
      'State/Region': ['state'],
      'Country/Region': ['country'],
      'Company Domain Name': ['account_domain'],
      'Number of Employees': ['company_size'],
      'Annual Revenue': ['revenue'],
      Industry: ['industry'],
    });
    // "Company Name" first, "Associated Company" as the fallback.
    expect(mapping.fields.company).toEqual([HUBSPOT.indexOf('Company Name'), HUBSPOT.indexOf('Associated Company')]);
    expect(mapping.warnings.map((w) => w.code)).toEqual(['unmapped_columns']);
  });

  it('when a Salesforce report is mapped, then account columns feed the company fields and the stage feeds segment and deal_stage', () => {
    const mapping = mapColumns(SALESFORCE);
    expect(mapping.format).toBe('salesforce');
    expect(fieldsOf(SALESFORCE)).toMatchObject({
      Title: ['title'],
      'Account Name': ['company'],
      'Contact Owner': ['owner'],
      'Contact ID': ['crm_id'],
      'LinkedIn Profile URL': ['social_url'],
      'Mailing City': ['city'],
      'Mailing State/Province': ['state'],
      'Mailing Country': ['country'],
      'Account: Website': ['account_domain'],
      'Account: Employees': ['company_size'],
      'Account: Annual Revenue': ['revenue'],
      'Account: Industry': ['industry'],
      'Opportunity Stage': ['segment', 'deal_stage'],
    });
    expect(mapping.warnings).toEqual([]);
  });

  it('when a plain sheet is mapped, then name, company, url, location, segment and owner are recognised', () => {
    const headers = ['Name', 'company', 'TITLE', 'e-mail', 'url', 'Location', 'Segment', 'owner'];
    const mapping = mapColumns(headers);
    expect(mapping.format).toBe('plain');
    expect(fieldsOf(headers)).toEqual({
      Name: ['full_name'],
      company: ['company'],
      TITLE: ['title'],
      'e-mail': ['email'],
      url: ['social_url'],
      Location: ['location'],
      Segment: ['segment'],
      owner: ['owner'],
    });
    expect(fieldsOf(['full name', 'linkedin'])).toEqual({ 'full name': ['full_name'], linkedin: ['social_url'] });
  });

  it('when required columns are missing, then the warnings say so', () => {
    const codes = mapColumns(['Email', 'Phone']).warnings.map((w) => w.code);
    expect(codes).toEqual(['missing_company', 'missing_name', 'missing_social_url', 'unmapped_columns']);
    expect(mapColumns(['Email', 'Phone']).warnings[0]!.message).toMatch(/company is required/);
  });

  it('when unknown columns are long, duplicated, blank or empty, then custom keys are truncated, made unique or the column ignored', () => {
    const long = 'x'.repeat(70);
    const headers = ['Name', 'Company', 'LinkedIn', long, `${'x'.repeat(60)} more`, 'Notes', 'Notes', '', 'Fax'];
    const rows = [
      ['A B', 'C', 'a-b', '1', '2', 'n1', 'n2', 'blank-header', ''],
      ['D E', 'F', '', '', '', '', '', '', ''],
    ];
    const mapping = mapColumns(headers, rows);
    expect(mapping.columns.map((c) => c.custom)).toEqual([
      null, null, null, 'x'.repeat(60), `${'x'.repeat(58)} 2`, 'Notes', 'Notes 2', 'column_8', null,
    ]);
    expect(mapping.columns.at(-1)).toMatchObject({ header: 'Fax', ignored: true, custom: null });
    expect(mapping.warnings.filter((w) => w.code === 'custom_key_truncated')).toHaveLength(2);
    expect(mapping.warnings.find((w) => w.code === 'empty_columns_ignored')?.columns).toEqual(['Fax']);
    expect(rowToContactInput(mapping, rows[0]!)).toEqual({
      full_name: 'A B',
      company: 'C',
      social_url: 'a-b',
      custom: { ['x'.repeat(60)]: '1', [`${'x'.repeat(58)} 2`]: '2', Notes: 'n1', 'Notes 2': 'n2', column_8: 'blank-header' },
    });
  });
});

describe('rowToContactInput', () => {
  it('when the first company column is empty, then the fallback column is used, and blanks are left out', () => {
    const mapping = mapColumns(HUBSPOT);
    const values = HUBSPOT.map(() => '');
    values[HUBSPOT.indexOf('First Name')] = ' Grace ';
    values[HUBSPOT.indexOf('Last Name')] = 'Hopper';
    values[HUBSPOT.indexOf('Associated Company')] = 'US Navy';
    values[HUBSPOT.indexOf('Lifecycle Stage')] = 'Opportunity';
    values[HUBSPOT.indexOf('Number of Employees')] = '10,000';
    const input = rowToContactInput(mapping, values);
    expect(input).toEqual({ first_name: 'Grace', last_name: 'Hopper', company: 'US Navy', segment: 'Opportunity', company_size: '10,000' });
    const normalised = normaliseContactInput(input);
    expect(normalised.ok && normalised.value).toMatchObject({ segment: 'open_pipeline', company_employees: 10000 });
  });
});

describe('detectDelimiter', () => {
  it('when the header uses commas, semicolons or tabs, then that delimiter is chosen, ignoring quoted ones', () => {
    expect(detectDelimiter('a,b,c\n1;2;3;4;5')).toBe(',');
    expect(detectDelimiter('\uFEFFname;company;"Title, long"\n')).toBe(';');
    expect(detectDelimiter('name\tcompany\ttitle\r\n')).toBe('\t');
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('name\n')).toBe(',');
  });
});
