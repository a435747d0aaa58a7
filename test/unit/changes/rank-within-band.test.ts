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

  it("when a title becomes a deputy's, then it is a step down; a deputy made full is not", () => {
    expect(stepsDownWithinBand('Leiter Einkauf', 'Stellvertretender Leiter Logistik')).toBe(true);
    expect(stepsDownWithinBand('Director of Operations', 'Deputy Director, Supply Chain')).toBe(true);
    expect(stepsDownWithinBand('Directeur commercial', 'Directeur commercial adjoint')).toBe(true);
    expect(stepsDownWithinBand('总经理', '副总经理')).toBe(true);
    expect(stepsDownWithinBand('Kepala Departemen Produksi', 'Wakil Kepala Departemen Perawatan')).toBe(true);
    expect(stepsDownWithinBand('Deputy Director, Supply Chain', 'Director of Supply Chain')).toBe(false);
    expect(stepsDownWithinBand('副总经理', '副总经理（华东区）')).toBe(false);
  });

  it('when a head within a site becomes the site head, or a site head takes another site, or a VP becomes SVP, then it is no step down', () => {
    expect(stepsDownWithinBand('Leiter Fertigung', 'Werkleiter')).toBe(false);
    expect(stepsDownWithinBand('Plant Manager, Leeds', 'Plant Manager, Sheffield')).toBe(false);
    expect(stepsDownWithinBand('Vice President, Operations', 'Senior Vice President, Operations')).toBe(false);
    expect(stepsDownWithinBand(null, 'Deputy Director')).toBe(false);
  });
});
