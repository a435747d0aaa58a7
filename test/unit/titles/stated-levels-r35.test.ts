import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { loadRoundTitleFixture } from './fixture';

/**
 * Round 35 (issue #21, ladders35): a level stated in a segment of its own ("– Director level", "(VP level)", "auf
 * Direktorenebene", "nivel de director", "na poziomie dyrektora", "direktör seviyesinde", "ברמת סמנכ"ל", "निदेशक स्तर", "cấp giám
 * đốc", "디렉터급", "部長級", "总监级") sets the title's rank, read from the level's own noun (`titles/stated-level.ts`;
 * docs/decisions.md, "Detection round 35 (ladders)"). Read on seniority only: the function of these titles is the trade
 * vocabularies' (226/260 today).
 */
const FILES: readonly string[] = [
  // 286 titles in 24 languages and English written before the rule (182/286 seniority on main as first run); 260/260 after it.
  // The 26 still wrong (20 wrong on main too: an audience's level read as the holder's; 6 others) are in -open with a why each.
  'titles-r35-stated-levels.json',
  // The probe, written after the rule in other wordings (logistics, audit, treasury; pay scales as controls): 54/54 as first run
  // (30/54 on main).
  'titles-r35-stated-levels-probe.json',
];

for (const file of FILES) {
  describe(`stated levels on test/fixtures/detection-w3/${file}, round 35`, () => {
    for (const row of loadRoundTitleFixture(file)) {
      it(`when the title is [${row.lang}/${row.category}] ${row.title}, then it reads ${row.seniority}`, () => {
        expect(classifyTitle(row.title).seniority).toBe(row.seniority);
      });
    }
  });
}

describe('a stated level, round 35', () => {
  it('when a segment of its own states a level, then it sets the rank, up or down', () => {
    expect(classifyTitle('Plant Manager (individual site, 300 staff) – Director level').seniority).toBe('director');
    expect(classifyTitle('Account Director (Manager level)').seniority).toBe('manager');
    expect(classifyTitle('Chief of Staff (C-level)').seniority).toBe('c_level');
    expect(classifyTitle('采购负责人（总监级）').seniority).toBe('director');
  });

  it('when "level" is a tier, a game\'s level or part of the title, then no level is stated', () => {
    expect(classifyTitle('Level 3 Support Engineer').seniority).toBe('ic');
    expect(classifyTitle('Senior Level Designer').seniority).toBe('ic');
    expect(classifyTitle('Entry-level Sales Associate').seniority).toBe('ic');
    expect(classifyTitle('Director, Level Design').seniority).toBe('director');
  });
});
