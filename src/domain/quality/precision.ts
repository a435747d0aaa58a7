import type { ChangeType, ChangeVerdict } from '../vocabulary';
import { CHANGE_VERDICTS } from '../vocabulary';
import { wilsonInterval } from './wilson';

/** One alert in the window: its change type, the rule that fired, and the current verdict on it (if any). */
export interface JudgedAlert {
  type: ChangeType;
  rule: string;
  verdict: ChangeVerdict | null;
}

/** Precision of one group of alerts: `correct` verdicts over verdicts given, with its Wilson 95 % interval. */
export interface PrecisionFigures {
  alerts: number;
  verdicts: number;
  correct: number;
  /** correct / verdicts; null when no verdict was given. */
  precision: number | null;
  ci_low: number | null;
  ci_high: number | null;
}

export interface QualityFigures extends PrecisionFigures {
  /** verdicts / alerts; null without alerts. */
  verdict_share: number | null;
  verdict_counts: Record<ChangeVerdict, number>;
  by_type: Array<PrecisionFigures & { type: ChangeType }>;
  by_rule: Array<PrecisionFigures & { rule: string }>;
}

function figures(alerts: readonly JudgedAlert[]): PrecisionFigures {
  const judged = alerts.filter((a) => a.verdict !== null);
  const correct = judged.filter((a) => a.verdict === 'correct').length;
  const interval = wilsonInterval(correct, judged.length);
  return {
    alerts: alerts.length,
    verdicts: judged.length,
    correct,
    precision: judged.length > 0 ? correct / judged.length : null,
    ci_low: interval?.low ?? null,
    ci_high: interval?.high ?? null,
  };
}

function groupBy<K extends string>(alerts: readonly JudgedAlert[], key: (a: JudgedAlert) => K): Array<[K, JudgedAlert[]]> {
  const groups = new Map<K, JudgedAlert[]>();
  for (const a of alerts) {
    const group = groups.get(key(a));
    if (group) group.push(a);
    else groups.set(key(a), [a]);
  }
  return [...groups].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
}

/**
 * The precision of a window's alerts as the customer judged them: an alert is right when its
 * current verdict is `correct`; every other verdict counts against it; alerts without a
 * verdict count only in `alerts` (and so in the share that got one). Groups by change type
 * and by detection rule, each sorted by key.
 */
export function qualityOf(alerts: readonly JudgedAlert[]): QualityFigures {
  const counts = Object.fromEntries(CHANGE_VERDICTS.map((v) => [v, 0])) as Record<ChangeVerdict, number>;
  for (const a of alerts) if (a.verdict) counts[a.verdict] += 1;
  const all = figures(alerts);
  return {
    ...all,
    verdict_share: all.alerts > 0 ? all.verdicts / all.alerts : null,
    verdict_counts: counts,
    by_type: groupBy(alerts, (a) => a.type).map(([type, group]) => ({ type, ...figures(group) })),
    by_rule: groupBy(alerts, (a) => a.rule).map(([rule, group]) => ({ rule, ...figures(group) })),
  };
}
