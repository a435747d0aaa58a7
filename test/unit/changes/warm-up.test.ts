import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes/detect';
import { warmDetection } from '../../../src/domain/changes/warm-up';
import { classifyTitle } from '../../../src/domain/titles/classify';
import { LEXICON } from '../../../src/domain/titles/lexicon';

describe("detection's warm-up at the run engine's start", () => {
  it('when it is walked, then it gives the event loop back between chunks and reads every lexicon term once', () => {
    const steps = [...warmDetection(500)];
    const terms = new Set(LEXICON.map((e) => e.term)).size;
    expect(steps.length).toBeGreaterThan(terms / 500 - 1);
    expect(steps.at(-1)).toBe(terms);
  });

  it('when detection and classification run after it, then they answer as they do cold (the warm-up only builds tables)', () => {
    const prev = {
      found: true,
      first_name: null,
      last_name: null,
      headline: null,
      positions: [{ company: 'Initech', company_social_id: '7', title: 'Account Executive', started_on: '2021-03', ended_on: null, is_current: true }],
    };
    const next = {
      ...prev,
      positions: [
        { company: 'Hooli', company_social_id: '9', title: 'Senior Account Executive', started_on: '2026-02', ended_on: null, is_current: true },
        { ...prev.positions[0]!, ended_on: '2026-01', is_current: false },
      ],
    };
    expect(detectChange(prev, next)?.type).toBe('moved');
    expect(classifyTitle('Leiterin Controlling')).toEqual({ seniority: 'director', function: 'finance' });
  });
});
