import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 32 (issue #21, w4f's and w4g's edits in place, education and controls, by class), in other wordings, employers and
 * languages than the read rows: professional certifications after a title (`changes/title-certifications.ts`, read by
 * `title-credentials.ts`), a client named after a consultant's title (`title-client.ts`), English glosses and whole titles
 * rewritten in English (`title-kept.ts`, `title-script.ts`, `title-rewritten.ts`), real edits (a grade added beside the same
 * unit, two HR trades: `title-translated.ts`, `title-sub-trades.ts`), education after a job (`titles/education.ts`) and the
 * controls (a trade's coach is a job, a senior grade dropped in a new entry is a step down).
 */
const files = ['pairs-r32-edits.json', 'pairs-r32-edits-probe.json', 'pairs-r32-edits-probe2.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place, education after a job and controls, round 32', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
