import { describe, expect, it } from 'vitest';

import { stepsDownWithinBand } from '../../../src/domain/changes/rank-within-band';

describe('stepsDownWithinBand (issue #21, round 20)', () => {
  it('when the head of a whole site becomes a head inside one, then it is a step down, in the profiles\' languages', () => {
    const pairs: Array<[string, string]> = [
      ['Werkleiterin Kassel', 'Leiterin Fertigung Zahnräder'], ['Plant Manager, Leeds', 'Head of Production'],
      ["Directeur d'usine", 'Directeur de production'], ['Direttore di stabilimento', 'Direttore Qualità'],
      ['Gerente de planta', 'Gerente de logística'], ['Kepala Pabrik – Sunter', 'Kepala Departemen Remanufacturing'],
      ['Dyrektor zakładu', 'Dyrektor produkcji'], ['厂长', '生产部部长'], ['工場長', '製造部長'], ['공장장', '생산팀장'],
    ];
    for (const [from, to] of pairs) expect(stepsDownWithinBand(from, to), `${from} → ${to}`).toBe(true);
  });

  it("when a title becomes a deputy's, then it is a step down; a deputy made full, a head within a site made site head, a site head to another site or a VP made SVP is not", () => {
    const pairs: Array<[string | null, string, boolean]> = [
      ['Leiter Einkauf', 'Stellvertretender Leiter Logistik', true], ['Director of Operations', 'Deputy Director, Supply Chain', true],
      ['Directeur commercial', 'Directeur commercial adjoint', true], ['总经理', '副总经理', true],
      ['Kepala Departemen Produksi', 'Wakil Kepala Departemen Perawatan', true],
      ['Deputy Director, Supply Chain', 'Director of Supply Chain', false], ['副总经理', '副总经理（华东区）', false],
      ['Leiter Fertigung', 'Werkleiter', false], ['Plant Manager, Leeds', 'Plant Manager, Sheffield', false],
      ['Vice President, Operations', 'Senior Vice President, Operations', false], [null, 'Deputy Director', false],
      ['Company Secretary', 'Deputy Secretary General', false], ['Manager', 'Deputy General Manager', false],
    ];
    for (const [from, to, down] of pairs) expect(stepsDownWithinBand(from, to), `${from} → ${to}`).toBe(down);
  });

  it('when a Korean unit head becomes a flat grade that names no post, then it is a step down; a flat grade made head, a head of another unit, or a manager of an area or a store, is not (round 21)', () => {
    const pairs: Array<[string, string, boolean]> = [
      ['보상팀 팀장', 'Compensation 매니저', true], ['영업팀장', '영업 매니저', true], ['인재개발파트장', '인재개발 책임', true],
      ['인사그룹장', '인사 프로', true], ['고객센터장', '고객센터 선임', true],
      ['보상 매니저', '보상팀장', false], ['인사팀장', '총무팀장', false], ['부팀장', '매니저', false], ['마케팅팀장', '마케팅본부장', false],
      ['점포 운영 파트장', '지역 매니저 – 대구·경북', false], ['영업팀장', 'Store 매니저', false],
    ];
    for (const [from, to, down] of pairs) expect(stepsDownWithinBand(from, to), `${from} → ${to}`).toBe(down);
  });
});
