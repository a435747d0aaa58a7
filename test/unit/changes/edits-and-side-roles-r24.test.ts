import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 24 (issue #21, w3x's residue by class), in other wordings than the blind rows: a law's or a regulation's short form
 * written out in its language (GDPR/RGPD/DSGVO/AVG/RODO, KVKK, LGPD, PIPA, APPI, PIPL, DPDP, CCPA, SOX, AML, KYC, MiFID, DORA,
 * NIS2) is an edit, another law or a rank gained a change; a mediator's, arbitrator's, conciliator's, ombudsman panel's,
 * court-appointed expert's or bar committee's seat held beside a job stays when the job ends (the person has left) and is no
 * move when added; a job at a court, a bar or a mediation practice as the only new entry stays a move. Then probes
 * (test/fixtures/detection-w3/README.md).
 */
const files = ['pairs-r24-edits.json', 'pairs-r24-entries.json', 'pairs-r24-edits-probe.json', 'pairs-r24-entries-probe.json', 'pairs-r24-edits-heads.json', 'pairs-r24-edits-segments.json', 'pairs-r24-edits-grades.json', 'pairs-r24-edits-probe2.json'].map((f) => `test/fixtures/detection-w3/${f}`);
const pairs = files.filter((f) => existsSync(new URL(`../../../${f}`, import.meta.url))).flatMap((f) => loadStoryPairs(f).map((p) => ({ ...p, id: `${f.split('/').pop() ?? ''} ${p.id}` })));

describe('edits in place and side roles, round 24', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});
