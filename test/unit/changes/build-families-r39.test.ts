import { describe, expect, it } from 'vitest';

import { detectChange } from '../../../src/domain/changes';
import { groupVerdict } from '../../../src/domain/company/groups';
import { loadStoryPairs } from './labelled-pairs';

/**
 * Round 39 (issue #21, npairs39; read set w4n's pairs): the construction, engineering, real-estate and facilities groups of every
 * region as data (`company/group-names-build-estate.ts`); a unit run on after a title in another language than English
 * ("Bauleiter" → "Bauleiter Hochbau", `title-equivalence.ts`); a hyphenated compound written whole ("Multi-technical" ≡
 * "Multitechnique"); the head of a site, office or branch (소장, 所長, 所长) glossed "Manager" or "Head" (`title-role-ranks.ts`); an
 * associate's title of the very post one step below it (`deputy-post.ts`). Development rows were written before the data and the
 * rules (first run: families 73/115, edits 41/80), the probes after them, run once. Rows still wrong are in the `-open.json`
 * files with a `why` each (docs/decisions.md, "Detection round 39 (npairs39)").
 */
const files = [
  'test/fixtures/detection-w3/pairs-r39-build-families.json',
  'test/fixtures/detection-w3/pairs-r39-edits.json',
  'test/fixtures/detection-w3/pairs-r39-build-families-probe.json',
  'test/fixtures/detection-w3/pairs-r39-edits-probe.json',
];
const pairs = files.flatMap((file) =>
  loadStoryPairs(file).map((p) => ({ ...p, id: `${file.replace('test/fixtures/detection-w3/', '')} ${p.id}` })),
);

describe('construction, real-estate and FM families, units run on, site heads glossed, an associate one step below, round 39', () => {
  it.each(pairs.map((p) => [`${p.id}: ${p.story}`, p] as const))('when %s, then the change the story implies', (_name, pair) => {
    expect(detectChange(pair.prev, pair.next, pair.ctx)?.type ?? null).toBe(pair.expected);
  });
});

describe('namesakes of the new groups stay apart, round 39', () => {
  it('when two companies only share a word, then they are two groups', () => {
    expect(groupVerdict('Frasers Property', 'Frasers Group')).toBe('different');
    expect(groupVerdict('Related Companies', 'The Related Group')).toBe('different');
    expect(groupVerdict('Sodexo', 'Pluxee')).toBe('different');
    expect(groupVerdict('Titan Cement', 'Titan International')).toBe('different');
  });

  it('when a group controls a company under another name, then they are one family', () => {
    expect(groupVerdict('Shikun & Binui', 'Solel Boneh')).toBe('same');
    expect(groupVerdict('Morgan Sindall', 'Lovell Partnerships')).toBe('same');
    expect(groupVerdict('中国能建', '葛洲坝集团')).toBe('same');
    expect(groupVerdict('대우건설', '중흥건설')).toBe('same');
  });
});
