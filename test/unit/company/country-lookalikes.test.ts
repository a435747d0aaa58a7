import { describe, expect, it } from 'vitest';

import { sameCompanyFamily, sameFamilyAtHandoff } from '../../../src/domain/company/families';

describe('state bodies of two countries named alike (round 23)', () => {
  it.each([
    ['Banco de la Nación Argentina', 'Banco de la Nación'],
    ['Banco Nacional de Costa Rica', 'Banco Nacional de Panamá'],
    ['Correos', 'Correos de Chile'],
    ['La Poste', 'La Poste Suisse'],
    ['Caminhos de Ferro de Moçambique', 'Caminhos de Ferro de Angola'],
    ['State Bank of India', 'State Bank of Mauritius'],
    ['Bank Negara Indonesia', 'Bank Negara Malaysia'],
    ['National Bank of Pakistan', 'National Bank of Oman'],
    ['Telecom Argentina', 'Telecom Italia'],
    ['Petróleos del Perú', 'Petróleos Mexicanos'],
    ['Société nationale des chemins de fer français', 'Société nationale des chemins de fer belges'],
    ['Yacimientos Petrolíferos Fiscales', 'Yacimientos Petrolíferos Fiscales Bolivianos'],
    ['Reserve Bank of India', 'Reserve Bank of Australia'],
  ])('when "%s" and "%s" differ only by a country, then the names alone make no family, with or without a hand-off', (a, b) => {
    expect(sameCompanyFamily(a, b)).toBe(false);
    expect(sameFamilyAtHandoff(a, b)).toBe(false);
  });

  it.each([
    ['National Bank of Greece', 'National Bank of Greece (Cyprus) Ltd'],
    ['Bank of China', 'Bank of China (Hong Kong)'],
    ['State Bank of India', 'State Bank of India (California)'],
    ['Correos', 'Correos Express'],
    ['Posten Norge', 'Posten Bring'],
    ['La Poste', 'La Poste Groupe'],
    ['Banco Santander', 'Banco Santander Chile'],
    ['Deutsche Bank', 'Deutsche Bank Polska'],
    ['Banco de la Nación Argentina', 'Banco de la Nación Argentina Sucursal Nueva York'],
    ['Japan Post', 'Japan Post Bank'],
  ])("when \"%s\" and \"%s\" are a group and its national entity, then they stay one family", (a, b) => {
    expect(sameCompanyFamily(a, b) || sameFamilyAtHandoff(a, b)).toBe(true);
  });
});
