import { cleanTitle } from './clean';
import { FUNCTION_RULES } from './function-rules';
import { SENIORITY_RULES } from './seniority-rules';
import type { JobFunction, Seniority, TitleClassification } from './types';
import { seniorityRank } from './types';

/**
 * Classify a free-text job title into seniority and job function.
 *
 * - null / empty / placeholder ("N/A", "--") title → both null.
 * - Any other title with no seniority signal → 'ic'; no function signal → 'other'.
 * - Seniority: highest matching rule wins. Function: see `function-rules.ts`.
 */
export function classifyTitle(title: string | null): TitleClassification {
  const text = cleanTitle(title);
  if (text === null) return { seniority: null, function: null };
  return { seniority: seniorityOf(text), function: functionOf(text) };
}

function seniorityOf(text: string): Seniority {
  let best: Seniority = 'ic';
  for (const rule of SENIORITY_RULES) {
    if (seniorityRank(rule.seniority) > seniorityRank(best) && rule.pattern.test(text)) {
      best = rule.seniority;
    }
  }
  return best;
}

function functionOf(text: string): JobFunction {
  let best: { fn: JobFunction; tier: number; index: number; length: number } | null = null;
  for (const rule of FUNCTION_RULES) {
    if (best !== null && rule.tier > best.tier) continue;
    const m = rule.pattern.exec(text);
    if (m === null) continue;
    const candidate = { fn: rule.fn, tier: rule.tier, index: m.index, length: m[0].length };
    if (
      best === null ||
      candidate.tier < best.tier ||
      (candidate.tier === best.tier &&
        (candidate.index < best.index ||
          (candidate.index === best.index && candidate.length > best.length)))
    ) {
      best = candidate;
    }
  }
  return best?.fn ?? 'other';
}
