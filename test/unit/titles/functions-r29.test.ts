import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { describeRoundTitles } from './fixture';

/**
 * Round 29 (issue #21, titles29): a chief's employer segment lends no function, and financial services' functions, recounted over
 * every read set (docs/decisions.md, "Detection round 29 (function by structure)").
 */
const FILES: readonly string[] = [
  // 72 titles written for the round (23 of the first 73 right on main).
  'titles-r29-functions.json',
  // The probe, written after the rules in other wordings: 21 of 24 right as first run (7 on main); two word misses fixed
  // ("Payments Investigations", "Schadenregulierung"), one left out (a founder's segment holding "gig workers").
  'titles-r29-functions-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('function by structure, round 29', () => {
  it('when an owner or chief executive is followed by a phrase with no role or rank word, then the phrase is the employer and the title is executive', () => {
    expect(classifyTitle('Kurucu ve CEO – KOBİ faktoring platformu, Bursa')).toEqual({ seniority: 'c_level', function: 'executive' });
    expect(classifyTitle('Gründer und Geschäftsführer – Software für Kreditgenossenschaften').function).toBe('executive');
  });

  it('when the later segment is one department word or holds a role, then it still lends its function', () => {
    expect(classifyTitle('Managing Director – Sales').function).toBe('sales');
    expect(classifyTitle('Co-founder – Software Engineer').function).toBe('engineering');
    expect(classifyTitle('Founder – Head of Growth').function).toBe('marketing');
  });

  it('when a bank employee works in payments, clearing or claims, then it is operations, not the finance its bank lends', () => {
    expect(classifyTitle('Wire Transfer Clerk – Umpqua Bank').function).toBe('operations');
    expect(classifyTitle('Korvauskäsittelijä – Pohjola Vakuutus').function).toBe('operations');
  });

  it('when a title names credit analysis or an adviser who sells, then finance or sales; call-centre client advisers stay customer success', () => {
    expect(classifyTitle('Analista Fidi – Banca Popolare di Sondrio').function).toBe('finance');
    expect(classifyTitle('Private Banker – Julius Bär').function).toBe('sales');
    expect(classifyTitle('Kundenberater im Callcenter').function).toBe('customer_success');
  });
});
