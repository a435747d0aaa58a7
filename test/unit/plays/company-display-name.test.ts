import { describe, expect, it } from 'vitest';

import { companyDisplayName } from '../../../src/domain/company/display-name';

describe('companyDisplayName', () => {
  it.each([
    ['ACME CORP', 'Acme'],
    ['globex inc.', 'Globex'],
    ['Acme Ltda.', 'Acme'],
    ['Grupo Bimbo, S.A.B. de C.V.', 'Grupo Bimbo'],
    ['SIEMENS AG', 'Siemens'],
    ['ACME GMBH & CO. KG', 'Acme'],
    ['株式会社ソニー', 'ソニー'],
    ['Sony K.K.', 'Sony'],
    ['ATLASSIAN PTY LTD', 'Atlassian'],
    ['Allegro Sp. z o.o.', 'Allegro'],
    ['Bending Spoons S.r.l.', 'Bending Spoons'],
    ['Ørsted A/S', 'Ørsted'],
    ['NOKIA OYJ', 'Nokia'],
    ['TATA CONSULTANCY SERVICES LIMITED', 'Tata Consultancy Services'],
    ['BANK OF AMERICA CORPORATION', 'Bank of America'],
    ['STARK INDUSTRIES', 'Stark Industries'],
    ['mckinsey & company', 'Mckinsey'],
  ])('when the name is "%s", then it is shown as "%s" (legal form dropped, sensible casing)', (raw, shown) => {
    expect(companyDisplayName(raw)).toBe(shown);
  });

  it.each([
    ['HubSpot, Inc.', 'HubSpot'],
    ['eBay Inc.', 'eBay'],
    ['SAP SE', 'SAP'],
    ['IBM', 'IBM'],
    ['3M Company', '3M'],
    ['AT&T Inc.', 'AT&T'],
    ['KPMG LLP', 'KPMG'],
    ['BBVA S.A.', 'BBVA'],
    ['IKEA', 'IKEA'],
    ['H&M AB', 'H&M'],
    ['HR PATH SAS', 'HR Path'],
    ['LINE Yahoo Corporation', 'LINE Yahoo'],
  ])('when the brand "%s" is written with its own casing or as an acronym, then "%s" keeps it', (raw, shown) => {
    expect(companyDisplayName(raw)).toBe(shown);
  });

  it.each([
    ['Acme 🚀 | We are hiring!', 'Acme'],
    ['Globex (formerly Initech)', 'Globex'],
    ['Notion.so', 'Notion'],
    ['Salesforce.com, inc.', 'Salesforce'],
    ['The Coca-Cola Company', 'The Coca-Cola Company'],
  ])('when the name "%s" carries a tagline, an aside or a web suffix, then it is shown as "%s"', (raw, shown) => {
    expect(companyDisplayName(raw)).toBe(shown);
  });

  it.each([[null], [undefined], [''], ['   '], ['N/A'], ['-'], ['🚀']])('when the name is %j, then there is nothing to show', (raw) => {
    expect(companyDisplayName(raw)).toBeNull();
  });
});
