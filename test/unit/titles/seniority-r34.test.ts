import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { describeRoundTitles, loadRoundTitleFixture } from './fixture';

/**
 * Round 34 (issue #21, seniority34): explicit scope markers set the title's rank — an individual contributor's marker, a team
 * of managers, a country's head or a country entity's chief — in every language (docs/decisions.md, "Detection round 34
 * (seniority34)").
 */
const FILES: readonly string[] = [
  // 371 titles in 24 languages and English written before the rules (292/371 seniority, 347/371 function on main as first run);
  // the 13 still wrong (function vocabulary, or a rank outside scope markers) are in the -open file.
  'titles-r34-seniority.json',
  // The probe, written after the rules in other wordings: 71/76 seniority, 70/76 function as first run (35/76 and 61/76 on main);
  // the 3 still wrong are in -open.
  'titles-r34-seniority-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

/**
 * Trainers of leaders (written before the rule: 27/33 seniority on the rules before it): the leaders a trainer's title names are
 * its audience. Read on seniority only: a trainer's function (people) is the people vocabulary's (round 34, people34), 7/33 today.
 */
describe('a trainer of leaders is ic, round 34', () => {
  for (const row of loadRoundTitleFixture('titles-r34-seniority-trainers.json')) {
    it(`when the title is [${row.lang}/${row.category}] ${row.title}, then it reads ${row.seniority}`, () => {
      expect(classifyTitle(row.title).seniority).toBe(row.seniority);
    });
  }
});

describe('scope markers, round 34', () => {
  it('when a segment of its own says individual contributor, then the title is ic; as the object of the title it is not', () => {
    expect(classifyTitle('Produktchef (individuell bidragsgivare) – tidrapportering och frånvaro')).toEqual({ seniority: 'ic', function: 'product' });
    expect(classifyTitle('Head of Sales (IC)').seniority).toBe('ic');
    expect(classifyTitle('Manager of individual contributors, Inside Sales').seniority).toBe('manager');
    expect(classifyTitle('İç Denetim Direktörü').seniority).toBe('director');
  });

  it('when the marker\'s own words read a function, then the rest of the title decides it', () => {
    expect(classifyTitle('Jefe de proyecto (sin personal a cargo)').function).toBe('operations');
  });

  it('when a manager leads managers, then director; a bank\'s second line of defence is no line of managers', () => {
    expect(classifyTitle('Second-Line Sales Manager').seniority).toBe('director');
    expect(classifyTitle('销售总监（管理4名区域经理）').seniority).toBe('director');
    expect(classifyTitle('Operational Risk Team Lead, Second Line').seniority).toBe('manager');
  });

  it('when a country\'s head or a country entity\'s chief is named, then vp / executive; a company\'s own chief stays c_level', () => {
    expect(classifyTitle('中国区国家经理 – Workday')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('Country President, Philippines')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('Landschef Danmark – HR-programvara')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('Gürcistan şirketi genel müdürü')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('Yılmaz İnşaat şirketi genel müdürü').seniority).toBe('c_level');
    expect(classifyTitle('代表 – 社会保険労務士法人（福岡）').seniority).toBe('c_level');
    expect(classifyTitle('VP Marketing, Korean affiliate')).toEqual({ seniority: 'vp', function: 'marketing' });
  });

  it('when a katakana director names an area or a department, then director; ディレクター alone stays a web role', () => {
    expect(classifyTitle('リージョナル・セールス・ディレクター（西日本） – Workday')).toEqual({ seniority: 'director', function: 'sales' });
    expect(classifyTitle('ディレクター').seniority).toBe('ic');
  });

  it('when a head chef runs a kitchen, then manager, and its brigade is a team', () => {
    expect(classifyTitle('Head Chef (brigade of 14), gastropub group')).toEqual({ seniority: 'manager', function: 'operations' });
    expect(classifyTitle('Head of Data Engineering (span of control: 9)').seniority).toBe('manager');
  });
});
