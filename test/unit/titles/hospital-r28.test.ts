import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { describeRoundTitles } from './fixture';

/**
 * Round 28 (issue #21, titles28): hospital administration's functions, recounted by labeller over every read set
 * (docs/decisions.md, "Detection round 28 (hospital titles)").
 */
const FILES: readonly string[] = [
  // 111 titles written before their rules (24 right on main).
  'titles-r28-hospital.json',
  // 56 titles of hospital heads, deputies and function heads written before their rules (13 right on main).
  'titles-r28-hospital-ranks.json',
  // The probe, written after the rules in other wordings: 28 of 29 right as first run (5 on main); the miss ("Directrice adjointe
  // – CH de Cahors") fixed by reading "CH de" as a centre hospitalier.
  'titles-r28-hospital-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('hospital administration functions, round 28', () => {
  it('when a title names a patient-access desk (admissions, registration, scheduling), then it is operations, not the clinic it serves', () => {
    expect(classifyTitle('Patient Access Representative, Emergency Department').function).toBe('operations');
    expect(classifyTitle('원무과 접수 직원 – 대학병원').function).toBe('operations');
    expect(classifyTitle('Hasta Kabul Görevlisi').function).toBe('operations');
  });

  it('when a title names a hospital coder, biller or its claims desk, then it is finance, as every read set labels medical billing', () => {
    expect(classifyTitle('Clinical Coder – NHS Foundation Trust').function).toBe('finance');
    expect(classifyTitle('보험심사 간호사 – 종합병원').function).toBe('finance');
  });

  it('when an admissions or reservation word belongs to a college or an airline, then the earlier reading stays', () => {
    expect(classifyTitle('Admissions Counselor, community college').function).toBe('other');
    expect(classifyTitle('항공사 예약센터 상담원').function).toBe('customer_success');
    expect(classifyTitle('Creative Coder, digital agency').function).not.toBe('finance');
  });

  it('when the first part is a head word alone or with the hospital it heads, then the head of the hospital is c_level/executive', () => {
    expect(classifyTitle('Ředitelka Oblastní nemocnice Náchod')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Direktur – RS Panti Rapih')).toEqual({ seniority: 'c_level', function: 'executive' });
  });

  it('when the words of a deputy open the title at a hospital, then it is vp/executive; a business portfolio keeps its function', () => {
    expect(classifyTitle('Phó Giám đốc – Bệnh viện Chợ Rẫy')).toEqual({ seniority: 'vp', function: 'executive' });
    expect(classifyTitle('Náměstek ředitele pro ekonomiku – Fakultní nemocnice Olomouc').seniority).toBe('vp');
    expect(classifyTitle('Náměstek ředitele pro ekonomiku – Fakultní nemocnice Olomouc').function).not.toBe('executive');
  });

  it('when a function head or a deputy works outside a hospital, then the earlier reading stays', () => {
    expect(classifyTitle('Ředitel IT – krajská nemocnice')).toEqual({ seniority: 'director', function: 'engineering' });
    expect(classifyTitle('Director of Nursing, Community Hospital')).toEqual({ seniority: 'director', function: 'other' });
    expect(classifyTitle('Wakil Direktur Utama Bidang Operasional – bandara swasta')).toEqual({ seniority: 'vp', function: 'operations' });
  });
});
