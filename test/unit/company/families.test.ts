import { describe, expect, it } from 'vitest';

import { sameCompanyFamily } from '../../../src/domain/company/families';

describe('company families read from two names', () => {
  it.each([
    ['Siemens AG', 'Siemens Healthineers'],
    ['Vodafone Group', 'Vodafone España'],
    ['Microsoft', 'Microsoft Research'],
    ['Google', 'Google Cloud'],
    ['BNP Paribas', 'BNP Paribas Cardif'],
    ['Wells Fargo', 'Wells Fargo Advisors'],
    ['Atlas Copco', 'Atlas Copco Rental'],
    ['Nestlé S.A.', 'Nestlé Purina PetCare'],
    ['Canva', 'Canva UK'],
    ['Allianz', 'Allianz Global Investors'],
  ])('when "%s" and "%s" share a distinctive stem, or a stem with an entity or division word, then they are one family', (a, b) => {
    expect(sameCompanyFamily(a, b)).toBe(true);
    expect(sameCompanyFamily(b, a)).toBe(true);
  });

  it.each([
    ['Oracle', 'Oracle Capital Partners'],
    ['Delta', 'Delta Dental'],
    ['Johnson & Johnson', 'Johnson Controls'],
    ['Tata Consultancy Services', 'Tata Steel'],
    ['Monday.com', 'Monday Capital'],
    ['Pilot', 'Pilot Flying J'],
    ['Signal', 'Signal AI'],
    ['Ramp', 'Ramp Network'],
    ['Acme', 'Acme'],
  ])('when "%s" and "%s" only share a common word (or are the same name), then they are no family', (a, b) => {
    expect(sameCompanyFamily(a, b)).toBe(false);
  });
});
