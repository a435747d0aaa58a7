import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 36 (issue #21, side36): what a new entry beside or after the job is. A seat of employee representation (works and
 * staff councils, union workplace posts, safety representatives, employee directors) added beside a continuing job is no new
 * position (`changes/seat-entry.ts`, `representationSeat`); a job built on a coach's, mentor's or ambassador's word at an
 * employer that employs them is a job when the job ended (`changes/coach-job.ts`); a volunteer's part-time entry is
 * volunteering, not part-time work (`titles/side-roles.ts`). Development pairs were written before the rules (first-run
 * scores in docs/decisions.md, "Detection round 36 (side roles)"); the probes after them, run once. Rows still wrong are in
 * `pairs-r36-open.json` with a `why` each.
 */
const files = [
  'test/fixtures/detection-w3/pairs-r36-representation.json',
  'test/fixtures/detection-w3/pairs-r36-coach-jobs.json',
  'test/fixtures/detection-w3/pairs-r36-volunteer.json',
  'test/fixtures/detection-w3/pairs-r36-representation-probe.json',
  'test/fixtures/detection-w3/pairs-r36-coach-jobs-probe.json',
  'test/fixtures/detection-w3/pairs-r36-volunteer-probe.json',
];
const pairs = files.flatMap((file) =>
  loadStoryPairs(file).map((p) => ({ ...p, id: `${file.replace('test/fixtures/detection-w3/', '')} ${p.id}` })),
);

describe('seats of employee representation, jobs built on side-role words, volunteering, round 36', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
