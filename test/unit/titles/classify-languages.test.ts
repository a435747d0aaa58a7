import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';

const c = (title: string): [string | null, string | null] => {
  const r = classifyTitle(title);
  return [r.seniority, r.function];
};

describe('titles from the issue', () => {
  it.each([
    ['Directeur Commercial', 'director', 'sales'],
    ['Dyrektor Handlowy', 'director', 'sales'],
    ['Hoofd Marketing', 'director', 'marketing'],
    ['Gerente de Ventas', 'manager', 'sales'],
    ['Amministratore Delegato', 'c_level', 'executive'],
    ['Direttore Generale', 'c_level', 'executive'],
    ['Marketingleiter', 'director', 'marketing'],
    ['Vice-Président Ventes', 'vp', 'sales'],
    ['代表取締役社長', 'c_level', 'executive'],
    ['Генеральный директор', 'c_level', 'executive'],
    ['Growth AE | Closing deals', 'ic', 'sales'],
    ['Business Developer', 'ic', 'sales'],
    ['Limited Partner', 'ic', 'other'],
  ])('when the title is %j, then it is %s / %s', (title, seniority, fn) => {
    expect(c(title)).toEqual([seniority, fn]);
  });
});

describe('per-language tables', () => {
  it.each([
    // es
    ['Jefe de Ventas', 'manager', 'sales'],
    ['Gerente de Producto', 'ic', 'product'],
    ['Gerente General', 'vp', 'executive'],
    ['Director General Adjunto', 'vp', 'executive'],
    ['Ejecutiva de Cuentas', 'ic', 'sales'],
    // pt
    ['Diretor Comercial', 'director', 'sales'],
    ['Gerente de Contas', 'ic', 'sales'],
    ['Analista de Departamento Pessoal', 'ic', 'people'],
    // fr
    ['Chef de Projet', 'ic', 'operations'],
    ["Chef d'équipe Service Client", 'manager', 'customer_success'],
    ['Ingénieur Commercial', 'ic', 'sales'],
    ['Directrice Générale Déléguée', 'vp', 'executive'],
    // de
    ['Geschäftsführer', 'c_level', 'executive'],
    ['Teamleiter Vertrieb', 'manager', 'sales'],
    ['Projektleiter', 'ic', 'operations'],
    ['Softwareentwicklerin', 'ic', 'engineering'],
    ['Assistenz der Geschäftsführung', 'ic', 'operations'],
    // it
    ['Responsabile Commerciale', 'manager', 'sales'],
    ['Impiegata Amministrativa', 'ic', 'finance'],
    // nl
    ['Accountmanager', 'ic', 'sales'],
    ['Algemeen Directeur', 'c_level', 'executive'],
    ['Teamleider Klantenservice', 'manager', 'customer_success'],
    // pl
    ['Prezes Zarządu', 'c_level', 'executive'],
    ['Kierownik Działu Sprzedaży', 'manager', 'sales'],
    ['Asystentka Zarządu', 'ic', 'operations'],
    // sv / da / no
    ['VD', 'c_level', 'executive'],
    ['Försäljningschef', 'director', 'sales'],
    ['Salgssjef', 'director', 'sales'],
    ['Daglig leder', 'c_level', 'executive'],
    ['Produktägare', 'ic', 'product'],
    // ja
    ['営業部長', 'director', 'sales'],
    ['副社長', 'vp', 'executive'],
    ['プロダクトマネージャー', 'ic', 'product'],
    // zh
    ['销售总监', 'director', 'sales'],
    ['产品经理', 'ic', 'product'],
    ['总经理助理', 'ic', 'operations'],
    ['销售代表', 'ic', 'sales'],
    // ru
    ['Руководитель отдела продаж', 'director', 'sales'],
    ['Менеджер по работе с клиентами', 'ic', 'sales'],
    ['Заместитель генерального директора', 'vp', 'executive'],
  ])('when the title is %j, then it is %s / %s', (title, seniority, fn) => {
    expect(c(title)).toEqual([seniority, fn]);
  });
});

describe('compound words', () => {
  it.each([
    ['Gebietsverkaufsleiter', 'director', 'sales'],
    ['Leiter Unternehmenskommunikation', 'director', 'marketing'],
    ['Marketingmanagerin', 'manager', 'marketing'],
    ['Kundtjänstchef', 'director', 'customer_success'],
    ['Salgsansvarlig', 'manager', 'sales'],
  ])('when the compound is %j, then its parts give %s / %s', (title, seniority, fn) => {
    expect(c(title)).toEqual([seniority, fn]);
  });
});

describe('language-blind matching does not misread English', () => {
  it.each([
    ['Salesforce Developer', 'ic', 'engineering'],
    ['Ad Sales Manager', 'manager', 'sales'],
    ['AD & Fondatore', 'c_level', 'executive'],
    ['Account Executive | Making it happen', 'ic', 'sales'],
    ['General Partner', 'c_level', 'executive'],
    ['Klantsucces Manager', 'ic', 'customer_success'],
    ['Gerente de Key Accounts', 'ic', 'sales'],
  ])('when the title is %j, then it is %s / %s', (title, seniority, fn) => {
    expect(c(title)).toEqual([seniority, fn]);
  });
});

describe('abbreviations', () => {
  it.each([
    ['SVP Sales', 'vp', 'sales'],
    ['Dir. of Marketing', 'director', 'marketing'],
    ['Sr. Mgr, Marketing', 'manager', 'marketing'],
    ['VP Eng', 'vp', 'engineering'],
    ['Sr. CSM', 'ic', 'customer_success'],
    ['SWE II', 'ic', 'engineering'],
    ['GM, EMEA', 'vp', 'executive'],
    ['Group PM', 'manager', 'product'],
    ['Country Mgr, Benelux', 'vp', 'executive'],
  ])('when the title is %j, then it is %s / %s', (title, seniority, fn) => {
    expect(c(title)).toEqual([seniority, fn]);
  });
});

describe('headline taglines', () => {
  it('when a tagline after "|" names a function, then the role part decides', () => {
    expect(c('Growth AE | Closing deals')).toEqual(['ic', 'sales']);
    expect(c('Software Engineer | Helping sales teams')).toEqual(['ic', 'engineering']);
  });

  it('when the role part names no function, then a later part supplies it', () => {
    expect(c('Director | RevOps')).toEqual(['director', 'revops']);
    expect(c('Managing Director - Sales')).toEqual(['vp', 'sales']);
  });

  it.each([
    ['🚀 Head of Growth 🚀 | We are hiring!', 'director', 'marketing'],
    ['Founder @ Stealth | ex-Google', 'c_level', 'executive'],
    ['CFO (she/her)', 'c_level', 'finance'],
    ['Geschäftsführer | Wir stellen ein!', 'c_level', 'executive'],
    ['代表取締役社長 | 採用強化中', 'c_level', 'executive'],
    ['销售总监 | 招聘中', 'director', 'sales'],
  ])('when the headline is %j, then noise does not change %s / %s', (title, seniority, fn) => {
    expect(c(title)).toEqual([seniority, fn]);
  });
});
