import { describe, expect, it } from 'vitest';

import { twoOtherLanguages } from '../../../src/domain/changes/title-languages';

describe('twoOtherLanguages (round 22, read by the classifier\'s matcher)', () => {
  it.each([
    ['Jefe de Compras', 'Responsabile Acquisti'],
    ['Kierownik Sprzedaży', 'Vedoucí prodeje'],
    ['Verkäuferin', 'Verkoopster'],
  ])('when "%s" becomes "%s", then the two titles are of two languages other than English', (a, b) => {
    expect(twoOtherLanguages(a, b)).toBe(true);
  });

  it.each([
    ['Lähihoitaja', 'Sairaanhoitaja'],
    ['Satın Alma Uzmanı', 'Logistics Specialist'],
    ['Sjuksköterska', 'Specialistsjuksköterska'],
    ['Vertriebsleiter', 'Sales Director'],
  ])('when "%s" becomes "%s", then they are not two other languages', (a, b) => {
    expect(twoOtherLanguages(a, b)).toBe(false);
  });
});
