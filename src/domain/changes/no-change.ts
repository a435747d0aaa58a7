import { quote } from './evidence';
import { primaryPosition } from './positions';
import type { ChangeEvidence, Snapshot } from './types';

/**
 * Why two snapshots make no change although something about the profile did change: rule ids
 * of evidence that comes with an empty change type. The engine behaves the same way (a profile
 * found for the first time after "not found" is a new baseline in `applyCheck`, not a change).
 */
export const NO_CHANGE_RULES = {
  /** The profile was not found before and is found now: this snapshot is its baseline, with nothing to compare it with. */
  not_found_before: 'the profile was not found before; this snapshot is its baseline, not a change',
} as const;

export type NoChangeRuleId = keyof typeof NO_CHANGE_RULES;

/**
 * The evidence for "no change" when `prev` is the not-found snapshot and `next` a found one
 * (the entry quoted is the main job now shown, if any); null in every other case.
 */
export function noChangeEvidence(prev: Snapshot, next: Snapshot): ChangeEvidence | null {
  if (prev.found || !next.found) return null;
  return {
    rule: 'not_found_before',
    confidence: 0,
    previous: null,
    current: quote(primaryPosition(next)),
    surfaced_late: false,
    confirmed_at: null,
    trigger: null,
  };
}
