import { describe, expect, it } from 'vitest';

import { classifyTitle } from '../../../src/domain/titles';
import { titleReading } from '../../../src/domain/titles/classify';
import { describeRoundTitles } from './fixture';

/**
 * Round 40 (issue #21, residual40): a title no lexicon term and no rule reads is decided by its form — a worker's or a trade's
 * form reads operations, an explicit non-business profession stays other (docs/decisions.md, "Detection round 40 (residual)").
 */
const FILES: readonly string[] = [
  // 634 titles in 24 languages + English written before the rules (first run: function 493/634, trade workers 196/335); the 9
  // still wrong are in the -open file.
  'titles-r40-residual.json',
  // The probe, written after the rules: 48/57 function as first run; the 9 still wrong are in -open.
  'titles-r40-residual-probe.json',
];

describeRoundTitles(FILES, classifyTitle);

describe('the function of an unread title, round 40', () => {
  it('when a title is built as a worker form, then it reads operations; change detection still reads it unread', () => {
    expect(classifyTitle('Lock Gate Operator').function).toBe('operations');
    expect(titleReading('Lock Gate Operator').function).toBe('other');
  });

  it('when a worker form names an explicit non-business profession, then it stays other', () => {
    expect(classifyTitle('Dialysis Technician').function).toBe('other');
    expect(classifyTitle('Research Assistant').function).toBe('other');
  });
});
