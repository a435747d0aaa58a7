import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 37 (issue #21, edits37; read set w4l's "EHS主管（顺德工厂）" → "环境健康安全主管（顺德工厂）EHS Supervisor"): a role's or a
 * department's acronym written out in place in any language (`changes/title-acronyms.ts`), an English gloss run on after a title
 * in another script (`changes/title-kept.ts`). The development rows were written before the rules, the probes after them, run
 * once (docs/decisions.md, "Detection round 37 (edits)"). Rows still wrong are in `pairs-r37-open.json` with a `why` each.
 */
const files = ['pairs-r37-acronyms.json', 'pairs-r37-acronyms-probe.json', 'pairs-r37-own-business.json', 'pairs-r37-teaching-jobs.json', 'pairs-r37-teaching-jobs-probe.json', 'pairs-r37-glosses.json', 'pairs-r37-glosses-probe.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('acronyms written out, glosses and teaching jobs, round 37', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
