import { describe, expect, it } from 'vitest';

import { companyKey } from '../../../src/domain/company/company-key';
import { splitLegalForm } from '../../../src/domain/company/legal-forms';

describe('splitLegalForm', () => {
  it.each([
    ['US', 'Apple Inc.', 'Apple', 'Inc.'],
    ['US', 'Apple Incorporated', 'Apple', 'Incorporated'],
    ['US', 'Deloitte LLP', 'Deloitte', 'LLP'],
    ['UK', 'Tesco PLC', 'Tesco', 'PLC'],
    ['UK', 'Wise Payments Limited', 'Wise Payments', 'Limited'],
    ['BR', 'Acme Ltda.', 'Acme', 'Ltda.'],
    ['BR', 'Banco do Brasil S/A', 'Banco do Brasil', 'S/A'],
    ['PT', 'Talkdesk Lda.', 'Talkdesk', 'Lda.'],
    ['MX', 'Grupo Bimbo, S.A.B. de C.V.', 'Grupo Bimbo', 'S.A.B. de C.V.'],
    ['MX', 'Kavak S.A. de C.V.', 'Kavak', 'S.A. de C.V.'],
    ['MX', 'Clip S. de R.L. de C.V.', 'Clip', 'S. de R.L. de C.V.'],
    ['PL', 'Allegro Sp. z o.o.', 'Allegro', 'Sp. z o.o.'],
    ['DK', 'Novo Nordisk A/S', 'Novo Nordisk', 'A/S'],
    ['DK', 'Pleo ApS', 'Pleo', 'ApS'],
    ['SE', 'Spotify AB (publ)', 'Spotify', 'AB (publ)'],
    ['NO', 'Equinor ASA', 'Equinor', 'ASA'],
    ['DE', 'Müller GmbH & Co. KG', 'Müller', 'GmbH & Co. KG'],
    ['DE', 'Henkel AG & Co. KGaA', 'Henkel', 'AG & Co. KGaA'],
    ['DE', 'Siemens AG', 'Siemens', 'AG'],
    ['EU', 'SAP SE', 'SAP', 'SE'],
    ['IT', 'Eni S.p.A.', 'Eni', 'S.p.A.'],
    ['IT', 'Musixmatch S.r.l.', 'Musixmatch', 'S.r.l.'],
    ['AU', 'Atlassian Pty Ltd', 'Atlassian', 'Pty Ltd'],
    ['ZA', 'Naspers (Pty) Ltd', 'Naspers', '(Pty) Ltd'],
    ['JP', 'Rakuten K.K.', 'Rakuten', 'K.K.'],
    ['JP', 'Kabushiki Kaisha Toshiba', 'Toshiba', 'Kabushiki Kaisha'],
    ['JP', '株式会社メルカリ', 'メルカリ', '株式会社'],
    ['JP', 'トヨタ自動車株式会社', 'トヨタ自動車', '株式会社'],
    ['CN', '阿里巴巴有限公司', '阿里巴巴', '有限公司'],
    ['KR', 'Samsung Electronics Co., Ltd.', 'Samsung Electronics', 'Co., Ltd.'],
    ['FI', 'Supercell Oy', 'Supercell', 'Oy'],
    ['FI', 'Nokia Oyj', 'Nokia', 'Oyj'],
    ['NL', 'Adyen N.V.', 'Adyen', 'N.V.'],
    ['NL', 'Mollie B.V.', 'Mollie', 'B.V.'],
    ['FR', 'Doctolib SAS', 'Doctolib', 'SAS'],
    ['FR', 'Sanofi S.A.', 'Sanofi', 'S.A.'],
    ['ES', 'Glovo S.L.', 'Glovo', 'S.L.'],
    ['ES', 'Cabify S.L.U.', 'Cabify', 'S.L.U.'],
    ['HU', 'Prezi Kft.', 'Prezi', 'Kft.'],
    ['HU', 'MOL Nyrt.', 'MOL', 'Nyrt.'],
    ['CZ', 'Avast Software a.s.', 'Avast Software', 'a.s.'],
    ['CZ', 'Productboard s.r.o.', 'Productboard', 's.r.o.'],
    ['EE', 'Pipedrive OÜ', 'Pipedrive', 'OÜ'],
    ['SG', 'Grab Pte. Ltd.', 'Grab', 'Pte. Ltd.'],
    ['IN', 'Infosys Pvt. Ltd.', 'Infosys', 'Pvt. Ltd.'],
    ['MY', 'Carsome Sdn Bhd', 'Carsome', 'Sdn Bhd'],
    ['ID', 'PT Tokopedia', 'Tokopedia', 'PT'],
    ['RO', 'UiPath S.R.L.', 'UiPath', 'S.R.L.'],
    ['HR', 'Infobip d.o.o.', 'Infobip', 'd.o.o.'],
    ['TR', 'Koç Holding A.Ş.', 'Koç Holding', 'A.Ş.'],
    ['GR', 'Skroutz A.E.', 'Skroutz', 'A.E.'],
    ['RU', 'ООО «Яндекс»', 'Яндекс', 'ООО'],
    ['RU', 'ПАО Сбербанк', 'Сбербанк', 'ПАО'],
    ['CO', 'Rappi S.A.S.', 'Rappi', 'S.A.S.'],
    ['CL', 'NotCo SpA', 'NotCo', 'SpA'],
  ])('when a %s name "%s" is split, then the base is "%s" and the legal form "%s"', (_j, name, base, legalForm) => {
    expect(splitLegalForm(name)).toEqual({ base, legalForm });
  });

  it('when a name has no legal form, then it is returned whole', () => {
    expect(splitLegalForm('Johnson & Johnson')).toEqual({ base: 'Johnson & Johnson', legalForm: null });
    expect(splitLegalForm('Notion.so')).toEqual({ base: 'Notion.so', legalForm: null });
  });

  it('when the name is only a legal form, then nothing is removed', () => {
    expect(splitLegalForm('Incorporated')).toEqual({ base: 'Incorporated', legalForm: null });
  });

  it('when brackets belong to the name, then they are kept', () => {
    expect(splitLegalForm('Acme (Deutschland) GmbH')).toEqual({ base: 'Acme (Deutschland)', legalForm: 'GmbH' });
  });
});

describe('companyKey across jurisdictions', () => {
  it.each([
    ['Allegro', 'allegro sp. z o.o.'],
    ['Grupo Bimbo', 'Grupo Bimbo SAB de CV'],
    ['Nubank', 'NUBANK LTDA'],
    ['Novo Nordisk', 'Novo Nordisk A/S'],
    ['Kahoot!', 'Kahoot ASA'],
    ['Würth Elektronik', 'Wurth Elektronik GmbH & Co KG'],
    ['Société Générale', 'SOCIÉTÉ GÉNÉRALE S.A.'],
    ["L'Oréal", 'LOreal SA'],
    ['Koç Holding', 'Koc Holding AS'],
    ['Яндекс', 'ООО "Яндекс"'],
    ['メルカリ', '株式会社メルカリ'],
    ['Zoho', 'Zoho Corporation Pvt. Ltd.'],
    ['Procter & Gamble', 'The Procter and Gamble Company'],
    ['Apple Inc.', 'Apple Incorporated'],
    ['Canva', 'Canva Pty. Ltd.'],
  ])('when "%s" and "%s" are keyed, then the keys are equal', (a, b) => {
    expect(companyKey(a)).toBe(companyKey(b));
    expect(companyKey(a)).not.toBe('');
  });

  it.each([
    ['Allegro Sp. z o.o.', 'Booksy Sp. z o.o.'],
    ['Acme', 'Acme Analytics'],
    ['Spotify AB', 'Klarna AB'],
    ['Johnson & Johnson', 'Johnson Controls'],
  ])('when "%s" and "%s" are keyed, then the keys differ', (a, b) => {
    expect(companyKey(a)).not.toBe(companyKey(b));
  });
});
