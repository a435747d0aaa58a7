import { describe, expect, it } from 'vitest';

import { groupVerdict } from '../../../src/domain/company/groups';

describe('construction, engineering-design and infrastructure groups (round 25)', () => {
  it('when a contracting or design group runs an operating company under its own brand, then the data lists it with the group', () => {
    const pairs: Array<[string, string]> = [
      ['HOCHTIEF Aktiengesellschaft', 'Turner Construction Company'], ['Grupo ACS', 'Dragados S.A.'], ['ACS', 'Flatiron Dragados'],
      ['Hochtief', 'CPB Contractors Pty Ltd'], ['CIMIC Group', 'UGL Limited'], ['VINCI', 'Cobra IS'], ['Vinci Energies', 'Actemium'],
      ['Vinci Construction', 'Soletanche Bachy'], ['Bouygues Construction', 'Colas'], ['Bouygues', 'Losinger Marazzi AG'],
      ['Eiffage', 'APRR'], ['STRABAG SE', 'Ed. Züblin AG'], ['Ferrovial', 'Webber LLC'], ['Webuild S.p.A.', 'The Lane Construction Corporation'],
      ['Sacyr', 'Somague Engenharia'], ['Jacobs', 'CH2M HILL'], ['AECOM', 'URS Corporation'], ['WSP Global', 'Golder Associates'],
      ['Stantec', 'MWH Global'], ['Arcadis', 'IBI Group'], ['Rambøll', 'Henning Larsen Architects'], ['Sweco AB', 'Grontmij'],
      ['中国电力建设集团', '中国水利水电第八工程局有限公司'], ['현대건설', '현대엔지니어링'], ['DL이앤씨', 'DL건설'], ['디엘이앤씨', 'DL Construction'],
      ['鹿島建設株式会社', '鹿島道路株式会社'], ['Kajima Corporation', 'Flintco'], ['株式会社大林組', 'Webcor'], ['清水建設', '日本道路株式会社'],
      ['大成建設株式会社', '大成ロテック株式会社'], ['株式会社竹中工務店', '株式会社竹中土木'], ['Gamuda Berhad', 'DT Infrastructure'],
      ['IJM Corporation Berhad', 'Kuantan Port Consortium'], ['NCC Sverige AB', 'NCC Industry'],
    ];
    for (const [group, company] of pairs) expect(groupVerdict(group, company), `${group} / ${company}`).toBe('same');
  });

  it('when a company was sold, is not controlled, or is a stranger that bears the group\'s word, then the data says two groups or nothing', () => {
    const pairs: Array<[string, string, 'different' | null]> = [
      ['Turner Construction Company', 'Turner & Townsend', 'different'], ['Flatiron Construction', 'Flatiron Health', 'different'],
      ['Grupo ACS', 'Cobra IS', 'different'], ['Balfour Beatty', 'Parsons Brinckerhoff', 'different'], ['NCC Sverige AB', 'NCC Limited', 'different'],
      ['大成建設株式会社', '大成温調株式会社', 'different'], ['VINCI Construction', 'Vinci Partners', 'different'],
      ['Jacobs', 'Jacobs Douwe Egberts', 'different'], ['Shimizu Corporation', 'Shimizu Bank', 'different'],
      ['Hyundai Engineering', 'Hyundai Engineering Plastics', 'different'], ['Ferrovial', 'Amey', null], ['CIMIC Group', 'Thiess', null],
      ['Kier Group', 'Tilia Homes', null], ['鹿島建設', '鹿島アントラーズ', null],
    ];
    for (const [a, b, verdict] of pairs) expect(groupVerdict(a, b), `${a} / ${b}`).toBe(verdict);
  });
});
