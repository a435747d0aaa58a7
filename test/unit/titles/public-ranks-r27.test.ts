import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { loadRoundTitleFixture } from './fixture';

/**
 * Round 27 (issue #21, govranks27): the seniority of public-sector ranks, recounted by labeller over every read set
 * (docs/decisions.md, "Detection round 27 (public-sector ranks)").
 */
const FILES: readonly string[] = [
  // 148 titles written before their rules (14 right on rank on the base): 133 first, then 11 (deputy commissioners, police
  // sergeants, directorates named as the employer, a labour inspector, Vietnamese staff) and 4 (教頭, 所长) once the first rules had
  // run on the read sets.
  'titles-r27-ranks.json',
  // The probe, written after the rules in other wordings: 62 of 62 on rank as first run (5 on the base), 57 on function (one in
  // this round's classes, fixed: a state secretary at the Polish Chancellery).
  'titles-r27-ranks-probe.json',
];

/**
 * The classes whose function this round decides (a rank word's body lends none: executive; an institution's name lends none).
 * The function of public-service work itself (casework, licensing, inspection, a unit's work) is round 27's functions helper's:
 * on the other rows only the rank is asserted here.
 */
const FUNCTION_DECIDED = new Set(['civil_service_head', 'civil_service_deputy', 'institution_name', 'public_it_head', 'team_lead_count']);

for (const file of FILES) {
  describe(`title classifier on test/fixtures/detection-w3/${file}`, () => {
    it.each(loadRoundTitleFixture(file).map((r) => [`[${r.lang}/${r.category}] ${r.title}`, r] as const))('when the title is %s, then it reads the labelled rank', (_name, row) => {
      const got = classifyTitle(row.title);
      if (FUNCTION_DECIDED.has(row.category)) expect(got).toEqual({ seniority: row.seniority, function: row.function });
      else expect(got.seniority).toBe(row.seniority);
    });
  });
}

describe('public-sector ranks, round 27', () => {
  it('when the head of a ministry’s civil service is named, then the rank is c_level and the ministry lends no function', () => {
    expect(classifyTitle('Permanent Secretary, Department for Work and Pensions')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Thứ trưởng Bộ Kế hoạch và Đầu tư')).toEqual({ seniority: 'c_level', function: 'executive' });
  });

  it('when a deputy’s word holds the head’s, then the deputy reads vp; a deputy already read keeps its function', () => {
    expect(classifyTitle('Deputy Permanent Secretary, Ministry of Health')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('Genel Müdür Yardımcısı – Mali İşler')).toEqual({ seniority: 'vp', function: 'finance' });
  });

  it('when an aide serves the head, then the head lends the aide no rank; a rank word ending in an aide’s word is no aide', () => {
    expect(classifyTitle('Private Secretary to the Permanent Secretary').seniority).toBe('ic');
    expect(classifyTitle('Statssekreterare').seniority).toBe('c_level');
  });

  it('when a head states a team of at most 50 (round 29: team-size.ts), then it is a manager; a start-up’s first head of a function or a larger team stays director', () => {
    expect(classifyTitle('Head of Revenues and Benefits (team of 12)').seniority).toBe('manager');
    expect(classifyTitle('Head of Engineering (first eng hire, team of 6)').seniority).toBe('director');
    expect(classifyTitle('Head of School of Nursing and Midwifery (60 staff)').seniority).toBe('director');
  });

  it('when a case manager manages cases, then the title holds no manager’s rank', () => {
    expect(classifyTitle('Fallmanager, Jobcenter Köln').seniority).toBe('ic');
  });

  it('when an institution is named by a rank word, then it lends the person none', () => {
    expect(classifyTitle('Politika Analisti, Cumhurbaşkanlığı Yatırım Ofisi Başkanlığı').seniority).toBe('ic');
    expect(classifyTitle('Şube Müdürü, İl Nüfus Müdürlüğü').seniority).toBe('manager');
  });
});
