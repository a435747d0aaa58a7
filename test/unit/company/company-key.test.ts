import { describe, expect, it } from 'vitest';

import { companyKey, companyNamesMatch, companyTokens } from '../../../src/domain/company/company-key';

describe('companyKey', () => {
  it.each([
    ['Acme, Inc.', 'acme'],
    ['ACME Corp', 'acme'],
    ['The Acme Company', 'acme'],
    ['Salesforce.com, Inc.', 'salesforce'],
    ['Notion.so', 'notion'],
    ['monday.com Ltd.', 'monday'],
    ['Gong.io', 'gong'],
    ['Cleo.ai', 'cleo'],
    ['Johnson & Johnson', 'johnsonandjohnson'],
    ['AT&T Inc.', 'atandt'],
    ["McDonald's Corporation", 'mcdonalds'],
    ['Sales Force', 'salesforce'],
    ['Smith & Co.', 'smith'],
    ['The Co', 'co'],
    ['Incorporated', 'incorporated'],
    [null, ''],
    ['', ''],
    ['!!!', ''],
  ])('when %j is keyed, then the key is %j', (name, key) => {
    expect(companyKey(name)).toBe(key);
  });

  it('when a domain-like name and the plain name are keyed, then they agree', () => {
    expect(companyKey('Notion')).toBe(companyKey('Notion.so'));
    expect(companyKey('Salesforce')).toBe(companyKey('salesforce.com, inc.'));
    expect(companyKey('Booking.com B.V.')).toBe(companyKey('Booking.com'));
  });

  it('when tokens are asked for, then legal forms and a leading "the" are gone but words are kept apart', () => {
    expect(companyTokens('The Procter & Gamble Company')).toEqual(['procter', 'and', 'gamble']);
    expect(companyTokens('Grupo Bimbo, S.A.B. de C.V.')).toEqual(['grupo', 'bimbo']);
  });
});

describe('companyNamesMatch', () => {
  it('when one name is the other with a legal form or more words, then they match', () => {
    expect(companyNamesMatch('Acme Inc.', 'ACME')).toBe(true);
    expect(companyNamesMatch('Acme', 'Acme Software Group')).toBe(true);
    expect(companyNamesMatch('Allegro', 'Allegro.pl Sp. z o.o.')).toBe(true);
    expect(companyNamesMatch('Notion', 'Notion.so')).toBe(true);
  });

  it('when names only share part of a word or are tiny, then they do not match', () => {
    expect(companyNamesMatch('Acme', 'Acmeco')).toBe(false);
    expect(companyNamesMatch('AB', 'AB Testing Co')).toBe(false);
    expect(companyNamesMatch(null, 'Acme')).toBe(false);
  });
});

describe('companyKey of group names', () => {
  it('when a name ends with Group or Holding(s), then the key is the company name', () => {
    expect(companyKey('ASML Holding N.V.')).toBe(companyKey('ASML'));
    expect(companyKey('Ocado Group plc')).toBe('ocado');
    expect(companyKey('Acme Holdings Ltd')).toBe('acme');
    expect(companyKey('Group')).toBe('group');
  });
});
