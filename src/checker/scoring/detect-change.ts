/** DetectChange's answer: a DetectedChange (with its evidence) as the wire message (pure). */
import {
  type ChangeEvidence,
  detectChange,
  type DetectContext,
  type EvidencePosition as DomainEvidencePosition,
  noChangeEvidence,
} from '../../domain/changes';
import { CompanyAliases, type CompanyAliasPair } from '../../domain/company/aliases';
import type { DetectChangeResponse, Evidence, EvidencePosition } from '../../grpc/scoring-v1';
import type { DetectInput } from './validate-detect';

const NO_CHANGE: DetectChangeResponse = Object.freeze({ type: '', confidence: 0, evidence: null });

function positionToWire(p: DomainEvidencePosition | null): EvidencePosition | null {
  if (!p) return null;
  return { company: p.company ?? '', company_social_id: p.company_social_id ?? '', title: p.title ?? '', started_on: p.started_on ?? '' };
}

export function evidenceToWire(e: ChangeEvidence): Evidence {
  return {
    rule: e.rule,
    confidence: e.confidence,
    previous: positionToWire(e.previous),
    current: positionToWire(e.current),
    surfaced_late: e.surfaced_late,
    confirmed_at: e.confirmed_at ?? '',
  };
}

export function detectContextOf(input: Pick<DetectInput, 'aliases' | 'previousCheckedAt'>): DetectContext {
  const pairs: CompanyAliasPair[] = input.aliases;
  return { aliases: new CompanyAliases(pairs), previousCheckedAt: input.previousCheckedAt };
}

/**
 * The engine's detectChange on the request's snapshots; type '' when nothing changed, with
 * evidence only when the profile is found after not being found (rule `not_found_before`).
 */
export function detectChangeOnWire(input: DetectInput): DetectChangeResponse {
  const change = detectChange(input.previous, input.current, detectContextOf(input));
  if (!change) {
    const why = noChangeEvidence(input.previous, input.current);
    return { ...NO_CHANGE, evidence: why && evidenceToWire(why) };
  }
  return { type: change.type, confidence: change.evidence.confidence, evidence: evidenceToWire(change.evidence) };
}
