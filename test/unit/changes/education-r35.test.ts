import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { abbreviatedSchool, namesSchool } from '../../../src/domain/company/schools';
import { isEducationEntry, isInstitution } from '../../../src/domain/titles/education';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 35 (issue #21, education35): schools that do not say "university" — named by a short form, by the generic word's
 * abbreviation ("Uni Köln", "U of T", "МГУ", "北大", "성균관대", "ĐH …") or in another script — and non-degree study
 * (bootcamps, language and exam-preparation schools), in the 24 languages and English, written before the rules (124 of
 * 153 right on main); controls that stay `moved` (a school's staff, companies named like schools, a residency and a
 * Referendariat). Rows still wrong are in `pairs-r35-schools-open.json` with a `why` each (docs/decisions.md, "Detection
 * round 35 (education)").
 */
const files = ['test/fixtures/detection-w3/pairs-r35-schools.json', 'test/fixtures/detection-w3/pairs-r35-schools-probe.json'];
const pairs = files.flatMap((file) =>
  loadStoryPairs(file).map((p) => ({ ...p, id: `${file.replace('test/fixtures/detection-w3/', '')} ${p.id}` })),
);

describe('schools named without a school word and non-degree study, round 35', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

describe('a school word written as its abbreviation, round 35', () => {
  it('when the abbreviation stands with a city or in its own script, then the name is a place of study, even with no title', () => {
    for (const name of ['Uni Köln', 'Sydney Uni', 'TU Berlin', 'HAW Hamburg', 'ENS Lyon', 'МГУ им. Ломоносова', 'СПбГУ', '北大', '東工大', '성균관대', '서울공대', 'ĐH Bách khoa Hà Nội']) {
      expect(abbreviatedSchool(name), name).toBe(true);
      expect(isInstitution(name), name).toBe(true);
    }
    expect(isEducationEntry({ company: 'Uni Köln', title: null })).toBe(true);
  });

  it('when the abbreviation stands with a proper name, then it is a school for a title with a study word only', () => {
    expect(abbreviatedSchool('Uni Mannheim')).toBe(false);
    expect(namesSchool('Uni Mannheim')).toBe(true);
    expect(isEducationEntry({ company: 'UC Davis', title: 'Master, Statistics' })).toBe(true);
    expect(isEducationEntry({ company: 'UC Davis', title: 'IT Manager' })).toBe(false);
  });

  it('when the name is a company or a word that only looks like an abbreviation, then it is no school', () => {
    for (const name of ['Uni Systems', 'Uni-President Enterprises', 'TU Automotive GmbH', 'UC Group Ltd', '盛大', '现代', '현대', '해병대', '특공대', '봉사대', 'ГКУ', 'Acme']) {
      expect(abbreviatedSchool(name), name).toBe(false);
    }
    expect(namesSchool('Uni Systems')).toBe(false);
    expect(namesSchool('RSM')).toBe(false);
    expect(namesSchool('SSE')).toBe(false);
    expect(namesSchool('Duke Energy')).toBe(false);
    expect(namesSchool('Imperial Brands')).toBe(false);
  });
});
