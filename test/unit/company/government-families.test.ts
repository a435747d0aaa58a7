import { describe, expect, it } from 'vitest';

import { supervisoryPost } from '../../../src/domain/changes/supervisory-post';
import { countryLookalikes } from '../../../src/domain/company/country-lookalikes';
import { sameCompanyFamily } from '../../../src/domain/company/families';
import { governmentUnit } from '../../../src/domain/company/government-units';
import { groupVerdict } from '../../../src/domain/company/groups';

describe("a government's ministries and their agencies, a city's divisions, multilateral groups (round 27)", () => {
  it('when a body in a ministry\'s or a city\'s remit is listed under its own name, then the data reads it with its parent', () => {
    const pairs: Array<[string, string]> = [
      ['HM Revenue & Customs', 'Valuation Office Agency'], ['Home Office', 'HM Passport Office'], ['UK Home Office', 'Border Force'],
      ['U.S. Department of Homeland Security', 'U.S. Customs and Border Protection'], ['United States Department of Transportation', 'Federal Aviation Administration'],
      ['Bundesministerium der Finanzen', 'Generalzolldirektion'], ['Bundesministerium der Finanzen', 'Hauptzollamt Köln'], ['財務省', '国税庁'],
      ['財務省', '東京国税局'], ['기획재정부', '조달청'], ['Kementerian Keuangan Republik Indonesia', 'Direktorat Jenderal Pajak'],
      ['Ministério da Fazenda', 'Receita Federal do Brasil'], ['Ministerie van Binnenlandse Zaken en Koninkrijksrelaties', 'Logius'],
      ['Rahandusministeerium', 'Maksu- ja Tolliamet (EMTA)'], ['City of Toronto', 'Toronto Water'], ['Stadt Zürich', 'Organisation und Informatik der Stadt Zürich (OIZ)'],
      ['The World Bank', 'IFC – International Finance Corporation'], ['United Nations Department of Economic and Social Affairs (UN DESA)', 'UNDP Bangladesh'],
      ['European Commission', 'European Health and Digital Executive Agency (HaDEA)'],
    ];
    for (const [parent, body] of pairs) expect(groupVerdict(parent, body), `${parent} / ${body}`).toBe('same');
  });

  it('when two bodies of one parent, two ministries, or a stranger bearing a body\'s words meet, then the data says nothing or two employers', () => {
    const pairs: Array<[string, string, 'same' | 'different' | null]> = [
      ['Internal Revenue Service', 'Bureau of the Fiscal Service', null], ['UNDP', 'UNICEF', null], ['Toronto Water', 'Toronto Public Health', null],
      ['HM Treasury', 'Department for Work and Pensions', 'different'], ['Bundesministerium der Finanzen', 'Bundesamt für Sicherheit in der Informationstechnik', 'different'],
      ['Home Office Furniture Ltd', 'Border Force', null], ['United Nations Association – UK', 'UNDP', 'different'],
      ['IFC', 'Multilateral Investment Guarantee Agency', 'same'],
    ];
    for (const [a, b, verdict] of pairs) expect(groupVerdict(a, b), `${a} / ${b}`).toBe(verdict);
  });

  it('when a body names its ministry after a link word in its own name, then it is that ministry\'s, and never another government\'s', () => {
    expect(governmentUnit('Ministerio de Economía y Finanzas del Perú', 'SUNAT – adscrita al Ministerio de Economía y Finanzas del Perú')).toBe(true);
    expect(governmentUnit('Bundesministerium für Digitales und Verkehr', 'Kraftfahrt-Bundesamt (Behörde im Geschäftsbereich des Bundesministeriums für Digitales und Verkehr)')).toBe(true);
    expect(governmentUnit('Ministry of Economy, Trade and Industry', 'Japan Patent Office, part of the Ministry of Economy, Trade and Industry')).toBe(true);
    expect(governmentUnit('Ministry of Finance of the Republic of Lithuania', 'Tax Office under the Ministry of Finance of the Republic of Latvia')).toBe(false);
    expect(governmentUnit('Ministry of Finance', 'Ministry of Finance Staff Association')).toBe(false);
  });

  it("when two bodies bear one name and a government's name or jurisdiction differs, then they are two employers", () => {
    const pairs: Array<[string, string]> = [
      ['Department of Health', 'Department of Health (Northern Ireland)'], ['Department of Finance', 'Department of Finance NI'],
      ['Ministry of Finance', 'Ministry of Finance (Sri Lanka)'], ['State of California Department of Justice', 'U.S. Department of Justice'],
      ['Department of Health', 'Department of Health (Western Australia)'], ['Environmental Protection Agency', 'U.S. Environmental Protection Agency'],
    ];
    for (const [a, b] of pairs) {
      expect(countryLookalikes(a, b), `${a} / ${b}`).toBe(true);
      expect(sameCompanyFamily(a, b), `${a} / ${b}`).toBe(false);
    }
    expect(countryLookalikes('Department of Health', 'Department of Health and Social Care')).toBe(false);
  });

  it('when a US federal title starts with "Supervisory" before a job\'s noun, then it is a post, and a supervisory board seat stays a seat', () => {
    expect(supervisoryPost('Supervisory Program Analyst (GS-13)')).toBe(true);
    expect(supervisoryPost('Supervisory IT Specialist (INFOSEC)')).toBe(true);
    expect(supervisoryPost('Member of the Supervisory Board')).toBe(false);
    expect(supervisoryPost('Supervisory Board Member, Stadtwerke Augsburg')).toBe(false);
    expect(supervisoryPost('Supervisory Council member; Trustee')).toBe(false);
  });
});
