import { titleReading as classifyTitle } from '../titles/classify';
import { LEXICON } from '../titles/lexicon';
import { detectChange } from './detect';
import type { Snapshot } from './types';

/**
 * Detection builds its tables at their first use (the term automaton, the trade passes' patterns, the company families;
 * docs/decisions.md, round 33: never at import), about a second of CPU per process that would otherwise land on the first
 * run's batches. A long-lived process that detects (the scheduler's run engine) walks this once after it starts, in its idle
 * passes: one move between two companies, then every lexicon term once, yielding between chunks so the caller can stop.
 * It reads nothing outside the code and changes no answer: classification and detection are pure.
 */
export function* warmDetection(chunk = 400): Generator<number> {
  const prev: Snapshot = { found: true, first_name: null, last_name: null, headline: null, positions: [job('Acme Corp', '1', 'Sales Manager', '2020-01', null)] };
  const next: Snapshot = { ...prev, positions: [job('Globex Ltd', '2', 'Head of Sales', '2026-01', null), job('Acme Corp', '1', 'Sales Manager', '2020-01', '2025-12')] };
  detectChange(prev, next);
  const seen = new Set<string>();
  for (const { term } of LEXICON) {
    if (seen.has(term)) continue;
    seen.add(term);
    classifyTitle(term);
    if (seen.size % chunk === 0) yield seen.size;
  }
  yield seen.size;
}

function job(company: string, id: string, title: string, started_on: string, ended_on: string | null) {
  return { company, company_social_id: id, title, started_on, ended_on, is_current: ended_on === null };
}
