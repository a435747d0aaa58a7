import { describe, expect, it } from 'vitest';

import { detectChange, MIN_ALERT_CONFIDENCE, type Position, RULES } from '../../../src/domain/changes';
import { RULE_OUTCOMES } from '../../../src/domain/changes/calibration';
import { calibratedConfidence, MOVE_CAPS } from '../../../src/domain/changes/evidence';
import { pos, snap } from './builders';
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

describe('weak evidence for a move lowers its confidence', () => {
  const job = pos('Halden Foods', 'Buyer', '2018-02', { id: 'c-halden' });
  const ended = { ...job, ended_on: '2025-03', is_current: false };
  const confidenceOf = (next: Position): number | undefined => detectChange(snap([job]), snap([ended, next]))?.evidence.confidence;

  it('when the new entry names a role the classifier reads, then the move keeps its rule confidence', () => {
    expect(confidenceOf(pos('Brightwave', 'Procurement Manager', '2025-04', { id: 'c-bw' }))).toBe(RULES.employer_changed.confidence);
  });

  it('when the new entry has no title and no company page, then the move stays below the alert threshold (an archive play)', () => {
    expect(confidenceOf(pos('Kestrel & Co', null, '2025-04'))).toBeLessThan(MIN_ALERT_CONFIDENCE);
  });

  it('when the new entry has no title but a company page, or a title with no word the classifier knows, then it stays below 0.9', () => {
    expect(confidenceOf(pos('Brightwave', null, '2025-04', { id: 'c-bw' }))).toBe(MOVE_CAPS.untitled);
    expect(confidenceOf(pos('Brightwave', 'Ninja', '2025-04', { id: 'c-bw' }))).toBe(MOVE_CAPS.unknownTitle);
  });
});
