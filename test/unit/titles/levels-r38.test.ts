import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { byTeamSize } from '../../../src/domain/titles/team-size';
import { describeRoundTitles } from './fixture';

/**
 * Round 38 (issue #21, levels38): the holder's rank, not the rank of the person named beside it — reporting lines in the 24
 * languages and English, and ranks a title states that a team size, a board word or a native head word must not change
 * (docs/decisions.md, "Detection round 38 (levels38)").
 */
const FILES: readonly string[] = [
  // 298 titles written before the rules (first run on main 104/298 seniority, 276/298 function; 280/298 and 269/298 after); the 46
  // still wrong (the holder's own rank word, risk words other helpers write) are in titles-r38-reporting-lines-open.json.
  'titles-r38-reporting-lines.json',
  // 105 titles written before the rules (43/105 seniority on main, 102/105 after); the 3 still wrong are in titles-r38-stated-ranks-open.json.
  'titles-r38-stated-ranks.json',
  // The probes, written after the rules in other wordings, run once: 53/54 + 50/54 and 26/28 + 28/28 (on main 17/54 and 9/28
  // seniority); the two finance directors who read CFO are in -open.
  'titles-r38-reporting-lines-probe.json',
  'titles-r38-stated-ranks-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('the holder\'s rank, not the superior\'s, round 38', () => {
  it('when a title names whom the holder reports to, then that person lends neither rank nor function', () => {
    expect(classifyTitle('Direktor Risikomanagement (Bereichsleitung, berichtet an den CRO)')).toEqual({ seniority: 'director', function: 'finance' });
    expect(classifyTitle('Compliance Officer (rapporteert rechtstreeks aan de CFO)')).toEqual({ seniority: 'ic', function: 'other' });
    expect(classifyTitle('Kupiec, raportuje do CFO')).toEqual({ seniority: 'ic', function: 'operations' });
    expect(classifyTitle('Uyum Uzmanı (Genel Müdüre bağlı)').seniority).toBe('ic');
    expect(classifyTitle('コンプライアンス担当（社長直轄）').seniority).toBe('ic');
    expect(classifyTitle('合规专员（向CEO汇报）').seniority).toBe('ic');
  });

  it('when the chief or the board is the holder, then the rank stands; a reporting noun or the holder\'s own team is no superior', () => {
    expect(classifyTitle('CRO').seniority).toBe('c_level');
    expect(classifyTitle('CEO, reporting to the Board of Directors').seniority).toBe('c_level');
    expect(classifyTitle('Genel Müdür (Yönetim Kuruluna bağlı)').seniority).toBe('c_level');
    expect(classifyTitle('Chuyên viên báo cáo tài chính')).toEqual({ seniority: 'ic', function: 'finance' });
    expect(classifyTitle('Procurement Director, airline (3 category managers report to me)').seniority).toBe('director');
    expect(classifyTitle('ESG Reporting Director (CSRD)').seniority).toBe('director');
  });

  it('when an aide serves a chief, then an aide; a chief officer built as in English is c_level in Chinese, Japanese and Korean', () => {
    expect(classifyTitle('Executive Assistant to the CEO')).toEqual({ seniority: 'ic', function: 'operations' });
    expect(classifyTitle('首席风险官').seniority).toBe('c_level');
    expect(classifyTitle('最高リスク責任者').seniority).toBe('c_level');
    expect(classifyTitle('최고리스크책임자').seniority).toBe('c_level');
    expect(classifyTitle('首席顾问').seniority).toBe('director');
  });
});

describe('ranks the title states, round 38', () => {
  it('when a director\'s word is stated with a team, then director; a head\'s word with a team is a manager', () => {
    expect(byTeamSize('legal director , employment , team of 3 lawyers', { seniority: 'director', function: 'other' }).seniority).toBe('director');
    expect(classifyTitle('Dyrektor ds. Zakupów (zespół 7 osób)').seniority).toBe('director');
    expect(classifyTitle('Head of Procurement (team of 5)').seniority).toBe('manager');
    expect(classifyTitle('Director of Studies, language school (10 teachers)').seniority).toBe('manager');
  });

  it('when a vice president of legal and corporate affairs is stated, then vp; their director is the statutory head', () => {
    expect(classifyTitle('Vice President Affari Legali e Societari').seniority).toBe('vp');
    expect(classifyTitle('Direttore Affari Legali e Societari').seniority).toBe('c_level');
  });

  it('when an English gloss names an individual role, then ic over the native word for the person in charge', () => {
    expect(classifyTitle('支付平台产品负责人 (Product Owner)')).toEqual({ seniority: 'ic', function: 'product' });
    expect(classifyTitle('产品负责人（Head of Product）').seniority).toBe('director');
  });
});
