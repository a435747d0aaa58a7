import { describe, expect, it } from 'vitest';

import { companyTokens } from '../../../src/domain/company/company-key';
import { groupVerdict } from '../../../src/domain/company/groups';

describe("a telecom's, utility's or bank's specialised arms (round 23)", () => {
  it('when a telecom, utility or bank runs a cyber, IT, data-centre or cloud arm under a name of its own, then the data lists it with the group', () => {
    const pairs: Array<[string, string]> = [
      ['Deutsche Telekom AG', 'Telekom Security GmbH'], ['Deutsche Telekom', 'Deutsche Telekom MMS GmbH'], ['Vodafone Group', '_VOIS'],
      ['Vodafone Egypt', 'VOIS (Vodafone Intelligent Solutions)'], ['Vodafone', 'Vodacom Group'], ['BT Group plc', 'BT Business'],
      ['NTT Communications', 'NTT Security Holdings'], ['Orange', 'Orange Cyberdefense'], ['Orange Belgium', 'Orange Cyberdefense Belgium'],
      ['Etisalat by e&', 'Help AG'], ['e&', 'e& enterprise'], ['PT Indosat Tbk', 'PT Aplikanusa Lintasarta'], ['Teléfonos de México', 'Scitum'],
      ['Telmex', 'Triara'], ['中華電信', '中華資安國際股份有限公司'], ['中華電信股份有限公司', '是方電訊'], ['Chunghwa Telecom', 'CHT Security Co., Ltd.'],
      ['ПАО «Ростелеком»', 'ООО «РТК-Солар»'], ['Ростелеком', 'РТ Лабс'], ['Électricité de France', 'Edvance'], ['EDF', 'Framatome'],
      ['中国工商银行', '工银科技有限公司'], ['中国银行', '中银金融科技有限公司'], ['Bank of China', 'BOC Financial Technology'],
      ['中国农业银行', '农银金融科技有限公司'], ['交通银行', '交银金融科技有限公司'], ['T.C. Ziraat Bankası A.Ş.', 'Ziraat Teknoloji A.Ş.'],
      ['Siam Commercial Bank', 'SCB TechX'], ['ČEZ, a. s.', 'ČEZ ICT Services, a. s.'], ['Bouygues', 'Equans'],
    ];
    for (const [group, arm] of pairs) expect(groupVerdict(group, arm), `${group} / ${arm}`).toBe('same');
  });

  it('when a group sold an arm that keeps its name, or a stranger bears an arm\'s word, then the data says two groups or nothing', () => {
    const pairs: Array<[string, string, 'same' | 'different' | null]> = [
      ['Singtel', 'Trustwave', 'different'], ['Optus', 'Trustwave', 'different'], ['SK텔레콤', 'SK쉴더스', 'different'],
      ['SK Telecom', 'SK shieldus', 'different'], ['Engie', 'Equans', 'different'], ['Ziraat Odası', 'Ziraat Teknoloji', null],
      ['中華航空', '中華電信', null], ['Orange', 'Orange Bank', null], ['Telekom Malaysia', 'Telekom Security', 'different'],
      ['Banco de la Nación Argentina', 'Banco de la Nación', 'different'], ['Banco de la Nación', 'Banco de la Nación Perú', 'same'],
      // A state body's listed name is not another country's body of that name: National Bank of Canada's "Banque Nationale".
      ['Banque Nationale du Canada', 'Banque Nationale de Belgique', null], ['Banque Nationale', 'Banque Nationale Suisse', null],
      ['Banque Nationale', 'National Bank of Canada', 'same'], ['National Bank of Kuwait', 'National Bank of Kuwait - Egypt', 'same'],
    ];
    for (const [a, b, verdict] of pairs) expect(groupVerdict(a, b), `${a} / ${b}`).toBe(verdict);
  });

  it("when a group's Latin name of one word runs on into Kana or Hangul, then it is that group's company, unless the word is short or common", () => {
    expect(groupVerdict('KDDI株式会社', 'KDDIアジャイル開発センター株式会社')).toBe('same');
    expect(groupVerdict('ソニーグループ株式会社', 'SONYAパートナーズ株式会社')).toBeNull();
    expect(groupVerdict('Orange', 'ORANGEライフ株式会社')).toBeNull();
  });

  it('when a Czech or Slovak legal form is written spaced, then it is set aside as when written unspaced', () => {
    expect(companyTokens('ČEZ, a. s.')).toEqual(['cez']);
    expect(companyTokens('ČEZ Korporátní služby, s. r. o.')).toEqual(companyTokens('ČEZ Korporátní služby, s.r.o.'));
    expect(companyTokens('Slovenské elektrárne, a. s.')).toEqual(companyTokens('Slovenské elektrárne, a.s.'));
  });
});
