import { describe, expect, it } from 'vitest';

import { sameCompanyFamily, sameFamilyAtHandoff } from '../../../src/domain/company/families';

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

describe('company families at a hand-off, across scripts and national entities (round 5)', () => {
  it.each([
    ['삼성전자', 'Samsung Electronics Vietnam Co., Ltd.'],
    ['현대자동차', 'Hyundai Motor India Ltd.'],
    ['Сбербанк', 'Sberbank Europe AG'],
    ['Київстар', 'Kyivstar PJSC'],
    ['Toyota Motor Corporation', 'Toyota Motor Manufacturing (UK) Ltd'],
    ['Amazon', 'Amazon Development Centre (India) Pvt. Ltd.'],
    ['PKN ORLEN', 'AB ORLEN Lietuva'],
    ['Siemens', '지멘스 주식회사'],
    ['Microsoft', 'מרכז המו"פ של מיקרוסופט ישראל'],
    ['Microsoft', '한국마이크로소프트 유한회사'],
    ['Siemens', 'シーメンス株式会社'],
    ['Philips', 'פיליפס ישראל'],
    ['Nestlé', 'نستله مصر'],
  ])('when "%s" hands over to "%s", then they are one group', (a, b) => {
    expect(sameFamilyAtHandoff(a, b)).toBe(true);
    expect(sameFamilyAtHandoff(b, a)).toBe(true);
  });

  it.each([
    ['Лукойл', 'Lufthansa Cargo'],
    ['Sun Chemical', 'Sun Country Airlines'],
    ['신한은행', 'Shinhan University'],
    ['Sun Pharma', 'Sun Life'],
    ['ING', 'Ingenico'],
    ['Royal Mail', 'Royal Caribbean'],
    ['Shinhan Bank', '신한대학교'],
    ['Lufthansa', 'Лукойл'],
  ])('when "%s" hands over to "%s", then they stay two companies', (a, b) => {
    expect(sameFamilyAtHandoff(a, b)).toBe(false);
  });
});

/**
 * Round 7: a short brand written in another script and glued to a country, legal or entity word
 * (`cross-script-entities.ts`) — other brands and scripts than holdout-w3f's — and controls where the
 * other name adds a word of its own or only sounds alike.
 */
describe('short brands glued to country and entity words in another script (round 7)', () => {
  const same: readonly (readonly [string, string])[] = [
    ['Nike', 'ナイキジャパン'],
    ['LEGO', 'レゴジャパン株式会社'],
    ['Visa', '비자코리아 유한회사'],
    ['Uber', 'אובר ישראל'],
    ['IKEA', 'ТОВ «ІКЕА Україна»'],
    ['Bosch', 'ТОВ «Бош Україна»'],
    ['Dell Technologies', 'דל ישראל'],
    ['Zara', 'ज़ारा इंडिया'],
  ];
  it.each(same)('%s ↔ %s is one family', (a, b) => {
    expect(sameFamilyAtHandoff(a, b)).toBe(true);
    expect(sameFamilyAtHandoff(b, a)).toBe(true);
  });
  const apart: readonly (readonly [string, string])[] = [
    ['Sony', 'サン ジャパン'],
    ['Adidas', 'デイズ ジャパン株式会社'],
    ['Intel', 'אל על ישראל'],
    ['Lidl', 'Λάμδα Ελλάς'],
    ['DHL', 'ДТЕК Україна'],
    ['Nike', 'ナカジマ ジャパン'],
    ['Visa', '비자코리아 대한 해운'],
  ];
  it.each(apart)('%s ↔ %s are two companies', (a, b) => {
    expect(sameFamilyAtHandoff(a, b)).toBe(false);
  });
});

/**
 * Round 7: "national" words and country names in other scripts are shared by unrelated companies: a
 * hand-off between two names that share only such a word is a move ("בנק לאומי" → "המוסד לביטוח לאומי").
 */
describe('names sharing only a national or country word stay apart at a hand-off (round 7)', () => {
  const apart: readonly (readonly [string, string])[] = [
    ['בנק לאומי', 'המוסד לביטוח לאומי'],
    ['بنك مصر', 'مصر للطيران'],
    ['Национальный банк', 'Национальный расчетный депозитарий'],
  ];
  it.each(apart)('%s ↔ %s are two companies', (a, b) => {
    expect(sameCompanyFamily(a, b) || sameFamilyAtHandoff(a, b)).toBe(false);
  });
  it('keeps a bank and its full legal name one company', () => {
    expect(sameCompanyFamily('בנק לאומי', 'בנק לאומי לישראל בע"מ') || sameFamilyAtHandoff('בנק לאומי', 'בנק לאומי לישראל בע"מ')).toBe(true);
  });
});
