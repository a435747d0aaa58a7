import { describe, expect, it } from 'vitest';

import { CHANGE_TYPES, detectChange } from '../../../src/domain/changes';
import { loadLabelledPairs } from './labelled-pairs';

const pairs = loadLabelledPairs();

const CATEGORIES = [
  'plain_move', 'move_old_entry_removed', 'move_undated', 'concurrent_new_job', 'surfaced_late', 'backfilled_history',
  'promotion', 'demotion', 'title_edit', 'trivial_title_edit', 'left', 'side_roles_only_left', 'not_found', 'rejoin',
  'reorder', 'side_roles', 'date_precision', 'legal_form', 'domain_like', 'page_merge', 'page_merge_alias_memory',
  'non_job_left', 'self_employed', 'non_job_history', 'non_job_beside_job', 'leave_at_employer', 'other_job_remains',
  'lookalike_real_job', 'acquired', 'hand_written',
];

describe('detectChange on test/fixtures/snapshot-pairs-labelled.json', () => {
  it('when the set is loaded, then it has at least 500 uniquely named pairs spanning every category and outcome', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(500);
    expect(new Set(pairs.map((p) => p.id)).size).toBe(pairs.length);
    expect(new Set(pairs.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    const outcomes = new Set(pairs.map((p) => p.expected));
    for (const t of [...CHANGE_TYPES, null]) expect(outcomes.has(t), String(t)).toBe(true);
  });

  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('%s', (_name, pair) => {
    const change = detectChange(pair.prev, pair.next, pair.ctx);
    expect(change?.type ?? null).toBe(pair.expected);
    if (pair.surfacedLate !== undefined) expect(change?.evidence.surfaced_late).toBe(pair.surfacedLate);
  });
});
