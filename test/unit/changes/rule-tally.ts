import { detectChange, type RuleId } from '../../../src/domain/changes';
import type { LabelledPair } from './labelled-pairs';

/** How often a rule fired on labelled pairs, and how often the change it made was the labelled one. */
export interface RuleOutcome {
  labelled: number;
  right: number;
}

/** One detected change on a labelled pair: its rule, confidence and whether its type was the label. */
export interface ScoredChange {
  rule: RuleId;
  confidence: number;
  right: boolean;
}

/** The changes detected on labelled pairs (pairs read as "no change" make none). */
export function scoredChanges(pairs: readonly LabelledPair[]): ScoredChange[] {
  return pairs.flatMap((p) => {
    const change = detectChange(p.prev, p.next, p.ctx);
    if (change === null) return [];
    return [{ rule: change.evidence.rule as RuleId, confidence: change.evidence.confidence, right: change.type === p.expected }];
  });
}

/** Per rule, in rule-id order: fired on how many labelled pairs, right on how many. */
export function ruleOutcomes(changes: readonly ScoredChange[]): Record<string, RuleOutcome> {
  const out: Record<string, RuleOutcome> = {};
  for (const c of [...changes].sort((a, b) => a.rule.localeCompare(b.rule))) {
    const o = (out[c.rule] ??= { labelled: 0, right: 0 });
    o.labelled += 1;
    if (c.right) o.right += 1;
  }
  return out;
}

/** Confidence bands of the calibration curve, [from, to). */
export const CONFIDENCE_BANDS: ReadonlyArray<readonly [number, number]> = [
  [0, 0.5], [0.5, 0.7], [0.7, 0.8], [0.8, 0.9], [0.9, 0.95], [0.95, 0.99], [0.99, 1.01],
];

/** Per confidence band: changes made, changes right. */
export function bandOutcomes(changes: readonly ScoredChange[]): Array<{ band: readonly [number, number] } & RuleOutcome> {
  return CONFIDENCE_BANDS.map((band) => {
    const inBand = changes.filter((c) => c.confidence >= band[0] && c.confidence < band[1]);
    return { band, labelled: inBand.length, right: inBand.filter((c) => c.right).length };
  });
}
