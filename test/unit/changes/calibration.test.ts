import { describe, expect, it } from 'vitest';

import { MIN_ALERT_CONFIDENCE, RULES } from '../../../src/domain/changes';
import { RULE_OUTCOMES } from '../../../src/domain/changes/calibration';
import { calibratedConfidence } from '../../../src/domain/changes/evidence';
import { loadDevelopmentSets } from './labelled-pairs';
import { ruleOutcomes, scoredChanges } from './rule-tally';

const changes = scoredChanges(loadDevelopmentSets().flatMap((s) => s.pairs));

describe('confidence calibrated on the labelled sets', () => {
  it('when the rules are run on the labelled sets, then the stored calibration is what they give (run bench/calibrate-confidence.ts --write after a rule change)', () => {
    expect(RULE_OUTCOMES).toEqual(ruleOutcomes(changes));
  });

  it('when a change is made at confidence ≥ 0.9, then it is right ≥ 99 % of the time on the labelled sets', () => {
    const high = changes.filter((c) => RULES[c.rule].confidence >= 0.9);
    expect(high.length).toBeGreaterThan(500);
    expect(high.filter((c) => c.right).length / high.length).toBeGreaterThanOrEqual(0.99);
  });

  it('when a rule has no labelled pairs, then its confidence is its prior; right on many, it nears 1; wrong often, it falls below the alert threshold', () => {
    expect(calibratedConfidence(0.65, undefined)).toBe(0.65);
    expect(calibratedConfidence(0.9, { labelled: 400, right: 400 })).toBeGreaterThanOrEqual(0.99);
    expect(calibratedConfidence(0.9, { labelled: 40, right: 20 })).toBeLessThan(MIN_ALERT_CONFIDENCE);
    expect(calibratedConfidence(0.9, { labelled: 5, right: 5 })).toBeLessThan(calibratedConfidence(0.9, { labelled: 50, right: 50 }));
  });
});
