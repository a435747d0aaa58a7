import { readFileSync } from 'node:fs';

import type { ChangeType, DetectContext, Position, Snapshot } from '../../../src/domain/changes';
import { CompanyAliases } from '../../../src/domain/company/aliases';

/** A position as stored: [company, title, started_on, ended_on (null = current), company network id?]. */
export type CompactPosition = [string, string | null, string | null, string | null] | [string, string | null, string | null, string | null, string];

/** One labelled pair as stored in test/fixtures/snapshot-pairs-labelled.json. */
export interface CompactPair {
  id: string;
  category: string;
  /** What really happened to the person; the label follows from it. */
  story: string;
  prev: CompactPosition[] | 'not_found';
  next: CompactPosition[] | 'not_found';
  expected: ChangeType | null;
  /** Company identity pairs the workspace already knows (e.g. [['id:1', 'id:2']]). */
  aliases?: Array<[string, string]>;
  previous_checked_at?: string;
  /** Expected evidence.surfaced_late of the change, when the story says. */
  surfaced_late?: boolean;
}

export interface LabelledPair {
  id: string;
  category: string;
  story: string;
  prev: Snapshot;
  next: Snapshot;
  ctx: DetectContext;
  expected: ChangeType | null;
  surfacedLate: boolean | undefined;
}

function position([company, title, started_on, ended_on, id]: CompactPosition): Position {
  return { company, company_social_id: id ?? null, title, started_on, ended_on, is_current: ended_on === null };
}

function snapshot(positions: CompactPosition[] | 'not_found'): Snapshot {
  if (positions === 'not_found') return { found: false, first_name: null, last_name: null, headline: null, positions: [] };
  return { found: true, first_name: 'Dana', last_name: 'Reyes', headline: null, positions: positions.map(position) };
}

export function expandPair(p: CompactPair): LabelledPair {
  return {
    id: p.id,
    category: p.category,
    story: p.story,
    prev: snapshot(p.prev),
    next: snapshot(p.next),
    ctx: {
      ...(p.aliases ? { aliases: new CompanyAliases(p.aliases.map(([a, b]) => ({ a, b }))) } : {}),
      ...(p.previous_checked_at ? { previousCheckedAt: p.previous_checked_at } : {}),
    },
    expected: p.expected,
    surfacedLate: p.surfaced_late,
  };
}

/** The labelled pairs of test/fixtures/snapshot-pairs-labelled.json, expanded to snapshots. */
export function loadLabelledPairs(): LabelledPair[] {
  const raw = readFileSync(new URL('../../fixtures/snapshot-pairs-labelled.json', import.meta.url), 'utf8');
  return (JSON.parse(raw) as CompactPair[]).map(expandPair);
}

/** A pair in the format of the holdout sets (bench/holdout, bench/holdout-w3) and test/fixtures/detection-w3/pairs.json. */
interface StoryPair {
  category: string;
  story: string;
  /** `null`: no earlier snapshot (a first check). */
  prev: Partial<Snapshot> | null;
  next: Partial<Snapshot> | null;
  expected: ChangeType | null;
}

/**
 * An absent snapshot, the bare `{ "found": false }` and a not-found snapshot with fields all read
 * as "not found" (an absent earlier snapshot is a profile not found before, as DetectChange reads it).
 */
function storySnapshot(s: Partial<Snapshot> | null): Snapshot {
  const notFound: Snapshot = { found: false, first_name: null, last_name: null, headline: null, positions: [] };
  return s === null || s.found !== true ? notFound : { ...notFound, ...s, found: true, positions: s.positions ?? [] };
}

/** A labelled position's dates are dates ("2020", "2020-03", null): a row whose fields slid (a comma inside a title split by a
 * labeller's script, holdout-w4d edit_in_place-002 as first written) fails loading instead of judging the rules on a broken row. */
function assertDates(s: Partial<Snapshot> | null, where: string): void {
  for (const pos of s?.positions ?? []) {
    for (const d of [pos.started_on, pos.ended_on]) {
      if (d !== null && d !== undefined && !/^\d{4}(?:-\d{2}){0,2}$/.test(d)) throw new Error(`${where}: "${d}" is not a date`);
    }
  }
}

/** The pairs of a story-format file (path relative to the repository root), ids `<category>-<n>`. */
export function loadStoryPairs(path: string): LabelledPair[] {
  const raw = readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
  const counts = new Map<string, number>();
  return (JSON.parse(raw) as StoryPair[]).map((p) => {
    const n = (counts.get(p.category) ?? 0) + 1;
    counts.set(p.category, n);
    const id = `${p.category}-${String(n).padStart(3, '0')}`;
    for (const s of [p.prev, p.next]) assertDates(s, `${path} ${id}`);
    return {
      id,
      category: p.category,
      story: p.story,
      prev: storySnapshot(p.prev),
      next: storySnapshot(p.next),
      ctx: {},
      expected: p.expected,
      surfacedLate: undefined,
    };
  });
}

/** The hand-written pairs of test/fixtures/snapshot-pairs.json (category `original_set`). */
export function loadOriginalPairs(): LabelledPair[] {
  const raw = readFileSync(new URL('../../fixtures/snapshot-pairs.json', import.meta.url), 'utf8');
  return (JSON.parse(raw) as Array<{ name: string; prev: Snapshot; next: Snapshot; expected: ChangeType | null }>).map((p) => ({
    id: p.name,
    category: 'original_set',
    story: p.name,
    prev: p.prev,
    next: p.next,
    ctx: {},
    expected: p.expected,
    surfacedLate: undefined,
  }));
}

/** Every labelled development set of change detection, by name: what calibration and the classification bench read. */
export function loadDevelopmentSets(): ReadonlyArray<{ set: string; pairs: LabelledPair[] }> {
  return [
    { set: 'snapshot-pairs', pairs: loadOriginalPairs() },
    { set: 'snapshot-pairs-labelled', pairs: loadLabelledPairs() },
    { set: 'detection-w3', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs.json') },
    { set: 'detection-w3-round3', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round3.json') },
    { set: 'detection-w3-round4', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round4.json') },
    { set: 'detection-w3-round5', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round5.json') },
    { set: 'detection-w3-round6', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round6.json') },
    { set: 'detection-w3-round8', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round8.json') },
    { set: 'detection-w3-round9', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round9.json') },
    { set: 'detection-w3-round10', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round10.json') },
    { set: 'detection-w3-round11', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round11.json') },
    { set: 'detection-w3-round12', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round12.json') },
    { set: 'detection-w3-round13', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round13.json') },
    { set: 'detection-w3-round14', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round14.json') },
    { set: 'detection-w3-round15', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-round15.json') },
    { set: 'detection-w3-r16-families', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r16-families.json') },
    { set: 'detection-w3-r17-families', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r17-families.json') },
    { set: 'detection-w3-r17-families-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r17-families-probe.json') },
    { set: 'detection-w3-r18-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r18-edits.json') },
    { set: 'detection-w3-r18-entries', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r18-entries.json') },
    { set: 'detection-w3-r18-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r18-edits-probe.json') },
    { set: 'detection-w3-r18-entries-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r18-entries-probe.json') },
    { set: 'detection-w3-r19-school', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r19-school.json') },
    { set: 'detection-w3-r19-families', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r19-families.json') },
    { set: 'detection-w3-r19-school-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r19-school-probe.json') },
    { set: 'detection-w3-r19-families-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r19-families-probe.json') },
    { set: 'detection-w3-r19-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r19-edits.json') },
    { set: 'detection-w3-r19-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r19-edits-probe.json') },
    { set: 'detection-w3-r20-families', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r20-families.json') },
    { set: 'detection-w3-r20-school', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r20-school.json') },
    { set: 'detection-w3-r20-families-step', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r20-families-step.json') },
    { set: 'detection-w3-r20-families-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r20-families-probe.json') },
    { set: 'detection-w3-r20-school-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r20-school-probe.json') },
    { set: 'detection-w3-r20-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r20-edits.json') },
    { set: 'detection-w3-r20-entries', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r20-entries.json') },
    { set: 'detection-w3-r20-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r20-edits-probe.json') },
    { set: 'detection-w3-r20-entries-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r20-entries-probe.json') },
    { set: 'detection-w3-r21-families', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-families.json') },
    { set: 'detection-w3-r21-school', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-school.json') },
    { set: 'detection-w3-r21-step', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-step.json') },
    { set: 'detection-w3-r21-families-shosha', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-families-shosha.json') },
    { set: 'detection-w3-r21-families-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-families-probe.json') },
    { set: 'detection-w3-r21-school-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-school-probe.json') },
    { set: 'detection-w3-r21-step-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-step-probe.json') },
    { set: 'detection-w3-r21-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-edits.json') },
    { set: 'detection-w3-r21-entries', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-entries.json') },
    { set: 'detection-w3-r21-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-edits-probe.json') },
    { set: 'detection-w3-r21-entries-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r21-entries-probe.json') },
    { set: 'detection-w3-r22-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-edits.json') },
    { set: 'detection-w3-r22-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-edits-probe.json') },
    { set: 'detection-w3-r22-edits-languages', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-edits-languages.json') },
    { set: 'detection-w3-r22-edits-languages-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-edits-languages-probe.json') },
    { set: 'detection-w3-r22-families', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-families.json') },
    { set: 'detection-w3-r22-step', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-step.json') },
    { set: 'detection-w3-r22-families-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-families-probe.json') },
    { set: 'detection-w3-r22-families-probe2', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-families-probe2.json') },
    { set: 'detection-w3-r22-step-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-step-probe.json') },
    { set: 'detection-w3-r22-step-more', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-step-more.json') },
    { set: 'detection-w3-r22-step-rank', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r22-step-rank.json') },
    { set: 'detection-w3-r23-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r23-edits.json') },
    { set: 'detection-w3-r23-entries', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r23-entries.json') },
    { set: 'detection-w3-r23-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r23-edits-probe.json') },
    { set: 'detection-w3-r23-entries-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r23-entries-probe.json') },
    { set: 'detection-w3-r23-probe2', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r23-probe2.json') },
    { set: 'detection-w3-r23-families', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r23-families.json') },
    { set: 'detection-w3-r23-lookalike', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r23-lookalike.json') },
    { set: 'detection-w3-r23-families-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r23-families-probe.json') },
    { set: 'detection-w3-r23-lookalike-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r23-lookalike-probe.json') },
    { set: 'detection-w3-r23-families-kana', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r23-families-kana.json') },
    { set: 'detection-w3-r24-exams', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-exams.json') },
    { set: 'detection-w3-r24-spinoffs', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-spinoffs.json') },
    { set: 'detection-w3-r24-exams-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-exams-probe.json') },
    { set: 'detection-w3-r24-spinoffs-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-spinoffs-probe.json') },
    { set: 'detection-w3-r24-step', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-step.json') },
    { set: 'detection-w3-r24-step-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-step-probe.json') },
    { set: 'detection-w3-r24-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-edits.json') },
    { set: 'detection-w3-r24-entries', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-entries.json') },
    { set: 'detection-w3-r24-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-edits-probe.json') },
    { set: 'detection-w3-r24-entries-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-entries-probe.json') },
    { set: 'detection-w3-r24-edits-heads', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-edits-heads.json') },
    { set: 'detection-w3-r24-edits-segments', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-edits-segments.json') },
    { set: 'detection-w3-r24-edits-grades', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-edits-grades.json') },
    { set: 'detection-w3-r24-edits-probe2', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r24-edits-probe2.json') },
    { set: 'detection-w3-r25-groups', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-groups.json') },
    { set: 'detection-w3-r25-exams', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-exams.json') },
    { set: 'detection-w3-r25-sideways', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-sideways.json') },
    { set: 'detection-w3-r25-groups-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-groups-probe.json') },
    { set: 'detection-w3-r25-exams-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-exams-probe.json') },
    { set: 'detection-w3-r25-sideways-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-sideways-probe.json') },
    { set: 'detection-w3-r25-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-edits.json') },
    { set: 'detection-w3-r25-seats', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-seats.json') },
    { set: 'detection-w3-r25-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-edits-probe.json') },
    { set: 'detection-w3-r25-seats-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-seats-probe.json') },
    { set: 'detection-w3-r25-probe2', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r25-probe2.json') },
    { set: 'detection-w3-r26-universities', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r26-universities.json') },
    { set: 'detection-w3-r26-ranks', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r26-ranks.json') },
    { set: 'detection-w3-r26-teaching', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r26-teaching.json') },
    { set: 'detection-w3-r26-universities-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r26-universities-probe.json') },
    { set: 'detection-w3-r26-ranks-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r26-ranks-probe.json') },
    { set: 'detection-w3-r26-teaching-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r26-teaching-probe.json') },
    { set: 'detection-w3-r27-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r27-edits.json') },
    { set: 'detection-w3-r27-seats', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r27-seats.json') },
    { set: 'detection-w3-r27-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r27-edits-probe.json') },
    { set: 'detection-w3-r27-seats-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r27-seats-probe.json') },
    { set: 'detection-w3-r27-probe2', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r27-probe2.json') },
    { set: 'detection-w3-r27-government', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r27-government.json') },
    { set: 'detection-w3-r27-government-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r27-government-probe.json') },
    { set: 'detection-w3-r28-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r28-edits.json') },
    { set: 'detection-w3-r28-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r28-edits-probe.json') },
    { set: 'detection-w3-r28-probe2', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r28-probe2.json') },
    { set: 'detection-w3-r28-side', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r28-side.json') },
    { set: 'detection-w3-r28-exams', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r28-exams.json') },
    { set: 'detection-w3-r28-hospitals', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r28-hospitals.json') },
    { set: 'detection-w3-r28-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r28-probe.json') },
    { set: 'detection-w3-r29-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r29-edits.json') },
    { set: 'detection-w3-r29-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r29-edits-probe.json') },
    { set: 'detection-w3-r30-edits', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r30-edits.json') },
    { set: 'detection-w3-r30-edits-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r30-edits-probe.json') },
    { set: 'detection-w3-r29-side', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r29-side.json') },
    { set: 'detection-w3-r29-school', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r29-school.json') },
    { set: 'detection-w3-r29-families', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r29-families.json') },
    { set: 'detection-w3-r29-step', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r29-step.json') },
    { set: 'detection-w3-r29-probe', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r29-probe.json') },
    { set: 'detection-w3-r30-families', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r30-families.json') },
    { set: 'detection-w3-r30-school', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r30-school.json') },
    { set: 'detection-w3-r30-step', pairs: loadStoryPairs('test/fixtures/detection-w3/pairs-r30-step.json') },
  ];
}
