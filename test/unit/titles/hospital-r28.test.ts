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
});
