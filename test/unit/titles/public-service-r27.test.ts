import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { describeRoundTitles } from './fixture';

/**
 * Round 27 (issue #21, titles27): the functions of public-service work, recounted by labeller over every read set
 * (docs/decisions.md, "Detection round 27 (public-service functions)").
 */
const FILES: readonly string[] = [
  // 198 titles written before their rules (195 first, 106 right on main; then 3 more, 1 right, before their words).
  'titles-r27-functions.json',
  // The probe, written after the rules in other wordings: 46 of 46 right as first run (29 on main).
  'titles-r27-functions-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('public-service functions, round 27', () => {
  it('when a caseworker, inspector or enforcement officer works for a finance or benefits body, then the role noun decides (other, as public clerks)', () => {
    expect(classifyTitle('Policy Officer, Ministry of Finance').function).toBe('other');
    expect(classifyTitle('Auditora-Fiscal do Trabalho').function).toBe('other');
    expect(classifyTitle('Eligibility Specialist – SNAP benefits').function).toBe('other');
    expect(classifyTitle('Correctional Officer, State Prison').function).toBe('other');
  });

  it('when a tax inspector or a quality inspector is named, then the inspector keeps the function of the field', () => {
    expect(classifyTitle('Tax Inspector, HMRC').function).toBe('finance');
    expect(classifyTitle('Quality Control Inspector, Injection Molding').function).toBe('operations');
  });

  it('when a help desk serves a software product, then it is customer success; an IT help desk stays engineering', () => {
    expect(classifyTitle('Operatore help desk, gestionale protocollo per enti locali').function).toBe('customer_success');
    expect(classifyTitle('Team leader help desk IT – ospedale').function).toBe('engineering');
  });

  it('when a founder runs an e-governance consultancy, then the founder stays executive', () => {
    expect(classifyTitle('Founder, municipal e-governance consultancy – Gorakhpur')).toEqual({ seniority: 'c_level', function: 'executive' });
  });

  it('when a public buyer is named in a language the lexicon lacked, then procurement reads operations as every earlier labeller reads it', () => {
    expect(classifyTitle('Sachbearbeiterin Vergabestelle, Landratsamt').function).toBe('operations');
    expect(classifyTitle('Procurement Officer, Crown Commercial Service').function).toBe('operations');
  });
});
