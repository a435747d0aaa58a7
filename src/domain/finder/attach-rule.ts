/**
 * What the profile finder does with a search's candidates (pure). Measured on the sandbox's
 * truth (docs/decisions.md, issue #16): attaching only when the best candidate scores at least
 * ATTACH_MIN_SCORE and no other candidate reaches PLAUSIBLE_SCORE gave 100 % precision.
 */
export const ATTACH_MIN_SCORE = 0.8;
export const PLAUSIBLE_SCORE = 0.6;

export interface ScoredCandidate {
  score: number;
}

export type FinderDecision<C extends ScoredCandidate> =
  | { kind: 'attach'; candidate: C }
  | { kind: 'review'; candidates: C[] }
  | { kind: 'no_match' };

/** One confident candidate → attach; anything else found → review; nothing found → no match. */
export function decideCandidates<C extends ScoredCandidate>(candidates: readonly C[]): FinderDecision<C> {
  if (candidates.length === 0) return { kind: 'no_match' };
  const sorted = [...candidates].sort((a, b) => b.score - a.score);
  const [best, ...others] = sorted as [C, ...C[]];
  const rival = others.some((c) => c.score >= PLAUSIBLE_SCORE);
  if (best.score >= ATTACH_MIN_SCORE && !rival) return { kind: 'attach', candidate: best };
  return { kind: 'review', candidates: sorted };
}
