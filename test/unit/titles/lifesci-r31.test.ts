import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { LIFESCI_CLASSES_RULE } from '../../../src/domain/titles/lifesci-terms';
import { TERM_GATE } from '../../../src/domain/titles/term-gate';
import { describeRoundTitles } from './fixture';

/**
 * Round 31 (issue #21, titles31): the functions of the life-sciences trades, recounted over every read set
 * (docs/decisions.md, "Detection round 31 (life-sciences functions)").
 */
const FILES: readonly string[] = [
  // 267 titles written for the round before the rules, in 25 languages with controls (131 of 268 right on main; one left open).
  'titles-r31-lifesci.json',
  // The probe, written after the rules in other wordings: 42 of 44 right as first run.
  'titles-r31-lifesci-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('life-sciences functions, round 31', () => {
  it('when a title names clinical research associates, monitors, site coordinators or clinical operations, then it is operations', () => {
    expect(classifyTitle('Clinical Research Associate II – CNS trials').function).toBe('operations');
    expect(classifyTitle('Attachée de recherche clinique (ARC)').function).toBe('operations');
    expect(classifyTitle('临床监查员').function).toBe('operations');
    expect(classifyTitle('Director, Clinical Operations')).toEqual({ seniority: 'director', function: 'operations' });
  });

  it('when a title names biostatistics, statistical programming or clinical data management, then it is engineering and a data manager is ic', () => {
    expect(classifyTitle('Biostatisticien senior').function).toBe('engineering');
    expect(classifyTitle('Clinical Data Manager')).toEqual({ seniority: 'ic', function: 'engineering' });
  });

  it('when a title names regulatory affairs, drug safety or medical affairs, then it is other, and a chief medical officer is no marketer', () => {
    expect(classifyTitle("Chargé d'affaires réglementaires").function).toBe('other');
    expect(classifyTitle('Specjalista ds. bezpieczeństwa farmakoterapii').function).toBe('other');
    expect(classifyTitle('Directeur médical (CMO) d\'une biotech')).toEqual({ seniority: 'c_level', function: 'other' });
    expect(classifyTitle('Chief Marketing Officer (CMO), consumer health brand').function).toBe('marketing');
  });

  it('when QA stands with a GMP word, then it is the plant\'s quality (operations); QA alone stays the testers\' engineering', () => {
    expect(classifyTitle('Kalite güvence uzmanı (GMP)').function).toBe('operations');
    expect(classifyTitle('QA Engineer – clinical trial software').function).toBe('engineering');
  });

  it('when a support agent, salesperson or IT intern works on the trade\'s software or at an agency, then the role\'s own function stays', () => {
    expect(classifyTitle('Account Executive, eClinical software').function).toBe('sales');
    expect(classifyTitle('Support engineer EDC software, 1st level').function).not.toBe('other');
    expect(classifyTitle('Stagiaire informatique à l\'ANSM').function).toBe('engineering');
  });

  it('when a founder names no function of her own and founded a CRO or a clinical research site, then she is the executive', () => {
    expect(classifyTitle('Founder, independent clinical research site')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Fondatore di una piccola CRO')).toEqual({ seniority: 'c_level', function: 'executive' });
  });

  it('when a title holds none of the trade\'s words, then the shared gate rejects it (round 32)', () => {
    expect(LIFESCI_CLASSES_RULE.gate).toBeDefined();
    expect(TERM_GATE.holds(LIFESCI_CLASSES_RULE.gate ?? -1, 'account executive')).toBe(false);
    expect(TERM_GATE.holds(LIFESCI_CLASSES_RULE.gate ?? -1, 'clinical research associate')).toBe(true);
  });
});

describe('ranks read in round 31', () => {
  it('when a Vietnamese title says "cấp cao" (high-level), then it is not a chief administrative officer', () => {
    expect(classifyTitle('Chuyên viên thống kê sinh học cấp cao').seniority).toBe('ic');
  });

  it('when a Turkish title says "departman başkanı", then it is a department\'s director', () => {
    expect(classifyTitle('Satış Direktörü (departman başkanı)').seniority).toBe('director');
  });
});
