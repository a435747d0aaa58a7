import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 31 (issue #21, w4e's residue by class, life sciences), in other wordings, employers and languages than the read
 * rows: sick leave and recovery in every language as a non-job entry (`titles/break-terms.ts` SICK_LEAVE_TERMS, matched
 * as the whole field by `titles/non-job.ts`); a life-sciences title restated at one entry — translated, its short forms written
 * out, an English gloss added — read by the trade's concepts and role nouns (`changes/title-life-sciences.ts`); and the
 * life-sciences groups with their script names, arms and acquisitions, spin-offs their own groups (`company/group-names-life-sciences.ts`);
 * a country's lead of a function read no lower than a manager when a step is judged (`changes/country-lead.ts`).
 */
const files = ['pairs-r31-sick.json', 'pairs-r31-sick-probe.json', 'pairs-r31-edits.json', 'pairs-r31-edits-probe.json', 'pairs-r31-families.json', 'pairs-r31-families-probe.json', 'pairs-r31-step.json', 'pairs-r31-step-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('sick leave as a non-job entry, life-sciences titles restated and groups, round 31', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
