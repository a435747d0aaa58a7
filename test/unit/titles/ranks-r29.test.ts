import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { loadRoundTitleFixture } from './fixture';

/**
 * Round 29 (issue #21, ranks29): seniority read from structure — a stated team size, the heads of a bank and their deputies, a
 * bank's officer ranks over a product or process (docs/decisions.md, "Detection round 29 (seniority by structure)").
 */
const FILES: readonly string[] = [
  // 85 titles in 25 languages, written in this round's own wordings after the recount (not the read rows' wording): 84 of 85 on
  // rank as first run ("leading 7 account executives": a people noun after one qualifying word, fixed).
  'titles-r29-ranks.json',
];

/** The classes whose function this round decides (a head or deputy of a bank with no function of its own runs it). */
const FUNCTION_DECIDED = new Set(['bank_head', 'bank_branch']);

for (const file of FILES) {
  describe(`title classifier on test/fixtures/detection-w3/${file}`, () => {
    it.each(loadRoundTitleFixture(file).map((r) => [`[${r.lang}/${r.category}] ${r.title}`, r] as const))('when the title is %s, then it reads the labelled rank', (_name, row) => {
      const got = classifyTitle(row.title);
      if (FUNCTION_DECIDED.has(row.category)) expect(got).toEqual({ seniority: row.seniority, function: row.function });
      else expect(got.seniority).toBe(row.seniority);
    });
  });
}

describe('seniority by structure, round 29', () => {
  it('when a deputy CEO or a Japanese board member who is the deputy president holds no other chief post, then the rank is vp', () => {
    expect(classifyTitle('Deputy CEO')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('Deputy Chief Executive Officer')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('取締役副社長').seniority).toBe('vp');
    expect(classifyTitle('代表取締役副社長').seniority).toBe('vp');
  });

  it("when a deputy CEO also holds another chief's post, then the chief's rank stands", () => {
    expect(classifyTitle('Deputy CEO & CFO')).toEqual({ seniority: 'c_level', function: 'finance' });
    expect(classifyTitle('Deputy CEO and Chief Operating Officer').seniority).toBe('c_level');
  });

  it('when a head states a team of people, then the rank is manager; a count of things keeps the rank', () => {
    expect(classifyTitle('Head of Credit Operations (team of 12)').seniority).toBe('manager');
    expect(classifyTitle('Kierownik Działu Kredytów (zespół 9 osób)').seniority).toBe('manager');
    expect(classifyTitle('审批部主任（带6人）').seniority).toBe('manager');
    expect(classifyTitle('Head of Retail (45 stores)').seniority).toBe('director');
    expect(classifyTitle('Head of Risk (5 countries)').seniority).toBe('director');
  });

  it('when the stated team is larger than fifty, or the title reads vp or c_level, then the rank stays', () => {
    expect(classifyTitle('Head of Nursing (300 staff)').seniority).toBe('director');
    expect(classifyTitle('VP Sales (team of 20)').seniority).toBe('vp');
    expect(classifyTitle('Founder (12 employees)').seniority).toBe('c_level');
  });

  it('when a CJK count names the first hire, then it is no team', () => {
    expect(classifyTitle('創業メンバー（1人目のエンジニア）').seniority).toBe('ic');
  });

  it('when the head of a bank or its deputy is written in Han, Kana or Hangul, then it reads c_level or vp, executive', () => {
    expect(classifyTitle('頭取')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('副行长 – 某银行')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('부행장')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('지점장 – 우리은행').seniority).toBe('manager');
  });

  it('when a bank rank is followed by a bank product or process, then the vice president is a manager; elsewhere a VP stays', () => {
    expect(classifyTitle('Vice President, Mortgage Operations').seniority).toBe('manager');
    expect(classifyTitle('Vice President, Store Operations').seniority).toBe('vp');
  });
});
