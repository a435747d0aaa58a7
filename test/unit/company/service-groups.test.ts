import { describe, expect, it } from 'vitest';

import { franchiseeName } from '../../../src/domain/company/franchisee';
import { groupVerdict } from '../../../src/domain/company/groups';

describe('field-service, facilities, hotel, catering and handling groups and their operating arms (round 30)', () => {
  it('when a service group runs an operating company under a name of its own, then the data lists it with the group', () => {
    const pairs: Array<[string, string]> = [
      ['Downer EDI Limited', 'Spotless Facility Services Pty Ltd'], ['Downer', 'Spotless'], ['GPS Participações e Empreendimentos', 'Proevi'],
      ['Grupo GPS', 'Top Service Serviços e Sistemas S.A.'], ['Cathay Pacific Airways Limited', 'Hong Kong Airport Services Limited'],
      ['Cathay', 'Cathay Pacific Catering Services (H.K.) Ltd'], ['國泰航空有限公司', 'Air Hong Kong'], ['Almarai Company', 'شركة المخابز الغربية المحدودة'],
      ['Mitie Group plc', 'DMA Group'], ['Allied Universal', 'G4S Secure Solutions (UK) Ltd'], ['Otis Elevator Company', 'Zardoya Otis S.A.'],
      ['Compass Group UK & Ireland', 'Medirest'], ['Compass Group USA', 'Morrison Healthcare'], ['Sodexo', 'Centerplate'],
      ['Marriott International', 'The Ritz-Carlton Hotel Company, L.L.C.'], ['Marriott', 'Sheraton Hotels & Resorts'], ['Hilton', 'DoubleTree by Hilton'],
      ['IHG Hotels & Resorts', 'Holiday Inn Express'], ['InterContinental Hotels Group', 'Kimpton Hotels & Restaurants'],
      ['Shangri-La Group', 'Kerry Hotels'], ['H World Group Limited', 'Steigenberger Hotels AG'], ['华住集团', 'Deutsche Hospitality'],
      ['锦江国际', 'Radisson Hotel Group'], ['SATS Ltd.', 'Worldwide Flight Services'], ['FedEx', 'TNT Express'], ['UPS', 'Marken'],
    ];
    for (const [group, company] of pairs) expect(groupVerdict(group, company), `${group} / ${company}`).toBe('same');
  });

  it('when a company was sold or spun off, or is a stranger that bears the group\'s word, then the data says two groups or nothing', () => {
    const pairs: Array<[string, string, 'different' | null]> = [
      ['Aramark', 'Vestis', 'different'], ['Aramark', 'Aramark Uniform Services', 'different'], ['thyssenkrupp AG', 'TK Elevator', 'different'],
      ['thyssenkrupp', 'thyssenkrupp Elevator', 'different'], ['Cathay Pacific', 'Cathay United Bank', 'different'],
      ['Holiday Inn Club Vacations', 'InterContinental Hotels Group', 'different'], ['Kerry Group', 'Kerry Hotels', 'different'], // round 32: Kerry Group (ingredients) is a line of its own
      ['Warner Bros. Discovery', 'TNT Express', 'different'], ['Downer', 'Gamuda Berhad', 'different'],
    ];
    for (const [a, b, verdict] of pairs) expect(groupVerdict(a, b), `${a} / ${b}`).toBe(verdict);
  });
});

describe('a brand\'s franchisee is an employer of its own (round 30)', () => {
  it('when a company name says it is a franchisee, in any language the sets use, then it reads as one', () => {
    const names = [
      "Carrols Restaurant Group (Burger King franchisee)", "Restaurants Peeters NV – McDonald's franchisenemer", 'Müller Systemgastronomie GmbH, Franchisenehmer',
      'SARL Durand, franchisé Carrefour Market', 'Franquiciado de Telepizza – Grupo Ruiz', 'Franqueada O Boticário – Loja Centro',
      'Franczyzobiorca Żabka – Sklep 214', 'Affiliato Tecnocasa – Studio Milano Nord', 'Nordgrill AB (franchisetagare Max)',
      'セブン-イレブン フランチャイジー 株式会社山田商店', '麦当劳加盟商 上海某餐饮公司', 'CU 가맹점 역삼점', 'ООО «Альфа» — франчайзи Додо Пиццы',
    ];
    for (const n of names) expect(franchiseeName(n), n).toBe(true);
    for (const n of ['Franchise Brands plc', "McDonald's Nederland B.V.", 'Sodexo', 'Licensing International', 'Franchising Australia']) {
      expect(franchiseeName(n), n).toBe(false);
    }
  });

  it('when two franchisees of one brand, or a franchisee and the brand\'s own company, are compared, then the data says two employers', () => {
    expect(groupVerdict("De Vries Horeca BV (McDonald's franchisee)", "Jansen Food Group BV (McDonald's franchisee)")).toBe('different');
    expect(groupVerdict("Restaurants Lemaire SA, franchisé McDonald's", "McDonald's France")).toBe('different');
    expect(groupVerdict('Carrols (Burger King franchisee)', 'Carrols (Burger King franchisee)')).toBeNull();
    expect(groupVerdict("McDonald's France", "McDonald's Corporation")).toBe('same');
  });
});
